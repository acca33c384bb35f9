import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { differencesFromErrors, type Difference, type SchemaTypes } from './differences.js';
import { Repairer } from './repair.js';

/** The contract tourdesk assumes: provider-sim/openapi.yaml. */
export const OPENAPI_PATH = fileURLToPath(new URL('../../provider-sim/openapi.yaml', import.meta.url));
/** What tourdesk relies on, beside it: operation → screens and the place to change. */
export const SCREENS_PATH = fileURLToPath(
  new URL('../../provider-sim/openapi.screens.yaml', import.meta.url),
);

/** One operation of openapi.yaml with what tourdesk relies on. */
export interface OperationInfo {
  operationId: string;
  /** HTTP method, upper case. */
  method: string;
  /** Path template, e.g. `/api/v1.3/{appId}/products/{tourId}`. */
  path: string;
  /** `given` by the specification or `assumed` by tourdesk. */
  source: 'given' | 'assumed';
  /** Media type of the 200 answer (application/json, text/html, image/svg+xml). */
  mediaType: string | undefined;
  /** tourdesk screens that break when the operation differs (empty: tourdesk does not call it). */
  screens: string[];
  /** The one place to change when it differs (a file, or `file#method`). */
  change: string | undefined;
  /** False when openapi.screens.yaml has no entry (then it counts as relied on). */
  mapped: boolean;
}

interface OpenApiOperation {
  operationId: string;
  'x-source'?: string;
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

interface ScreensFile {
  operations: Record<string, { screens?: string[]; change?: string }>;
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'];

/** The operationIds of openapi.yaml, read without compiling its schemas (for validating option values). */
export function operationIds(): Set<string> {
  const document = parse(readFileSync(OPENAPI_PATH, 'utf8')) as {
    paths: Record<string, Record<string, { operationId?: string }>>;
  };
  return new Set(
    Object.values(document.paths).flatMap((methods) =>
      Object.entries(methods)
        .filter(([method, op]) => METHODS.includes(method) && op.operationId)
        .map(([, op]) => op.operationId!),
    ),
  );
}

/** Rewrites `#/components/...` references to the document added to ajv under the id `openapi`. */
function anchored(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(anchored);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#/')
        ? `openapi${value}`
        : anchored(value),
    ]),
  );
}

/**
 * openapi.yaml with the screens map: the operations in document order, and validation of 200 answers against
 * their response schemas with ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1) and ajv-formats.
 */
export class Contract {
  readonly operations: OperationInfo[] = [];
  private readonly ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    verbose: true,
    allowUnionTypes: true,
  });
  private readonly schemas = new Map<string, unknown>();
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly repairer: Repairer;
  private readonly components: Record<string, object>;
  private readonly errorValidator: ValidateFunction;

  constructor(
    document: {
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, object> };
    },
    screens: ScreensFile,
  ) {
    addFormats.default(this.ajv);
    this.components = document.components.schemas;
    this.repairer = new Repairer(document.components.schemas);
    this.ajv.addSchema({ ...document, $id: 'openapi' });
    this.errorValidator = this.ajv.compile({ $ref: 'openapi#/components/schemas/Error' });
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, value] of Object.entries(methods)) {
        if (!METHODS.includes(method)) continue;
        const operation = value as OpenApiOperation;
        const content = operation.responses?.['200']?.content ?? {};
        const mediaType = Object.keys(content)[0];
        const schema = mediaType === 'application/json' ? content[mediaType]?.schema : undefined;
        if (schema) this.schemas.set(operation.operationId, anchored(schema));
        const relied = screens.operations[operation.operationId];
        this.operations.push({
          operationId: operation.operationId,
          method: method.toUpperCase(),
          path,
          source: operation['x-source'] === 'given' ? 'given' : 'assumed',
          mediaType,
          screens: relied?.screens ?? [],
          change: relied?.change,
          mapped: relied !== undefined,
        });
      }
    }
  }

  /** Reads openapi.yaml and openapi.screens.yaml from provider-sim/. */
  static load(): Contract {
    return new Contract(
      parse(readFileSync(OPENAPI_PATH, 'utf8')) as ConstructorParameters<typeof Contract>[0],
      parse(readFileSync(SCREENS_PATH, 'utf8')) as ScreensFile,
    );
  }

  /** The operation, @throws Error when openapi.yaml has no such operationId. */
  operation(operationId: string): OperationInfo {
    const found = this.operations.find((op) => op.operationId === operationId);
    if (!found) throw new Error(`openapi.yaml has no operation ${operationId}`);
    return found;
  }

  /** True when tourdesk relies on the operation: it has screens, or the map does not know it. */
  reliedOn(operationId: string): boolean {
    const op = this.operation(operationId);
    return !op.mapped || op.screens.length > 0;
  }

  /**
   * How a JSON answer differs from the operation's 200 answer in openapi.yaml: another status, or every schema
   * violation (missing fields, wrong types, unknown enum values, broken formats), merged per path.
   */
  checkAnswer(
    operationId: string,
    status: number,
    body: unknown,
    answer: { contentType?: string; unreadable?: string } = {},
  ): Difference[] {
    if (status !== 200) return [statusDifference(status, body, answer.contentType, answer.unreadable)];
    if (answer.unreadable !== undefined) return [unreadableDifference(answer.contentType)];
    const validate = this.validator(operationId);
    if (!validate || validate(body)) return [];
    return differencesFromErrors(validate.errors ?? [], this.typesOf);
  }

  /**
   * How an answer to a call the provider must refuse differs from openapi.yaml: another status than `expected`
   * (an answer that is not JSON included), a body that is not the Error schema's `{ error: { code, message } }`
   * (its differences at `(error body) error.code`...), or another code than `code`.
   */
  checkError(
    status: number,
    body: unknown,
    expected: { status: number; code: string },
    answer: { contentType?: string; unreadable?: string } = {},
  ): Difference[] {
    if (status !== expected.status) {
      return [
        {
          ...statusDifference(status, body, answer.contentType, answer.unreadable),
          expected: `${expected.status} ${expected.code}`,
        },
      ];
    }
    if (answer.unreadable !== undefined) return [unreadableDifference(answer.contentType)];
    if (!this.errorValidator(body)) {
      return differencesFromErrors(this.errorValidator.errors ?? [], this.typesOf).map((d) => ({
        ...d,
        path: `(error body) ${d.path}`,
      }));
    }
    const code = (body as { error: { code: string } }).error.code;
    return code === expected.code
      ? []
      : [
          {
            kind: 'unknown-enum',
            path: '(error body) error.code',
            expected: expected.code,
            seen: code,
            count: 1,
          },
        ];
  }

  /** The JSON types a (possibly `$ref`) schema of openapi.yaml allows; [] when it names none. */
  private readonly typesOf: SchemaTypes = (schema) => {
    let current = schema as { $ref?: string; type?: string | string[] } | undefined;
    for (let depth = 0; current?.$ref && depth < 10; depth += 1) {
      current = this.components[current.$ref.split('/').at(-1) ?? ''] as typeof current;
    }
    if (current?.type === undefined) return [];
    return Array.isArray(current.type) ? current.type : [current.type];
  };

  /**
   * The answer as the check reads it to find later arguments: renamed fields and numbers sent as strings put
   * back (see repair.ts); the answer itself is unchanged.
   */
  readable<T>(operationId: string, body: T): T {
    const schema = this.schemas.get(operationId);
    return schema === undefined ? body : this.repairer.repair(schema, body);
  }

  private validator(operationId: string): ValidateFunction | undefined {
    const cached = this.validators.get(operationId);
    if (cached) return cached;
    const schema = this.schemas.get(operationId);
    if (schema === undefined) return undefined;
    const validate = this.ajv.compile(schema as object);
    this.validators.set(operationId, validate);
    return validate;
  }
}

/**
 * Another HTTP status than 200, with the provider's error code and message when it sent one, or the media type
 * of an answer that is not JSON (an HTML error page: `404 text/html, not JSON`).
 */
export function statusDifference(
  status: number,
  body: unknown,
  contentType?: string,
  unreadable?: string,
): Difference {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
  const detail =
    unreadable !== undefined
      ? ` ${mediaType(contentType)}, not JSON`
      : error
        ? ` ${String(error.code ?? '')}: ${String(error.message ?? '')}`.trimEnd()
        : '';
  return { kind: 'status', path: '(status)', expected: '200', seen: `${status}${detail}`, count: 1 };
}

/** A 200 answer the gateway cannot read as JSON. */
function unreadableDifference(contentType: string | undefined): Difference {
  return {
    kind: 'status',
    path: '(content-type)',
    expected: 'application/json',
    seen: `${mediaType(contentType)}, not JSON`,
    count: 1,
  };
}

function mediaType(contentType: string | undefined): string {
  return contentType?.split(';')[0]?.trim() || 'no media type';
}
