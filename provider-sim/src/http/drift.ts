import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './api-error.js';
import type { OpenApiDocument } from './spec.js';

/**
 * Deliberate contract drift, so tests can prove that a go-live check names what differs. Each kind changes a
 * 200 JSON answer of one operation, picking the field by a fixed rule over openapi.yaml's response schema:
 * - `rename-field`: the first required property holding a plain value (string, number or boolean) is renamed
 *   to PascalCase (`start_date_time` → `StartDateTime`, `year` → `Year`);
 * - `string-number`: the first number property is sent as a string (`12` → `"12"`);
 * - `new-enum`: the first string property whose schema has an `enum` gets the value `NEW_VALUE`;
 * - `status-404`: the operation answers 404 NOT_FOUND without running (nothing is booked, changed or sent).
 * "First" is depth-first in the order openapi.yaml lists the properties, following arrays into their items (the
 * first item holding such a property decides the path); the change then applies at that path in every item of
 * every array on it. An answer without such a field is sent unchanged.
 */
export type DriftKind = 'rename-field' | 'string-number' | 'new-enum' | 'status-404';

/** One drifted operation: `operationId:kind` in SIM_DRIFT. */
export interface DriftRule {
  operationId: string;
  kind: DriftKind;
}

export const DRIFT_KINDS: readonly DriftKind[] = ['rename-field', 'string-number', 'new-enum', 'status-404'];

/** The enum value `new-enum` sends. */
export const NEW_ENUM_VALUE = 'NEW_VALUE';

type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
};

type JsonObject = Record<string, unknown>;

/**
 * Parses `SIM_DRIFT`: a comma list of `operationId:kind` (spaces ignored, empty for none).
 * @throws Error naming the entry when an operation is not in openapi.yaml or the kind is unknown.
 */
export function parseDrift(text: string, operationIds: ReadonlySet<string>): DriftRule[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [operationId = '', kind = ''] = entry.split(':').map((part) => part.trim());
      if (!operationIds.has(operationId)) {
        throw new Error(`SIM_DRIFT: '${entry}' names no operationId of openapi.yaml`);
      }
      if (!DRIFT_KINDS.includes(kind as DriftKind)) {
        throw new Error(`SIM_DRIFT: '${entry}' has kind '${kind}', not one of ${DRIFT_KINDS.join(', ')}`);
      }
      return { operationId, kind: kind as DriftKind };
    });
}

/** The active drift rules and the 200 JSON response schema of every operation. */
export class Drift {
  private rules: DriftRule[] = [];
  private readonly responseSchemas = new Map<string, Schema>();
  private readonly components: Record<string, Schema>;

  constructor(
    private readonly spec: OpenApiDocument,
    initial: string,
  ) {
    this.components = spec.components.schemas as Record<string, Schema>;
    for (const methods of Object.values(spec.paths)) {
      for (const operation of Object.values(methods)) {
        const ok = (
          operation as { responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> }
        ).responses?.['200']?.content?.['application/json']?.schema;
        if (operation.operationId && ok) this.responseSchemas.set(operation.operationId, ok);
      }
    }
    this.set(initial);
  }

  /** The rules as a SIM_DRIFT string (empty when none). */
  get(): string {
    return this.rules.map((rule) => `${rule.operationId}:${rule.kind}`).join(',');
  }

  /** Replaces the rules. @throws Error (see {@link parseDrift}); the rules are unchanged then. */
  set(text: string): void {
    const ids = new Set<string>();
    for (const methods of Object.values(this.spec.paths)) {
      for (const operation of Object.values(methods))
        if (operation.operationId) ids.add(operation.operationId);
    }
    this.rules = parseDrift(text, ids);
  }

  /** The kinds drifting an operation. */
  kindsOf(operationId: string): DriftKind[] {
    return this.rules.filter((rule) => rule.operationId === operationId).map((rule) => rule.kind);
  }

  /**
   * The path the kind changes in this answer (property names, `*` for every array item), or undefined when the
   * answer holds no such field.
   */
  targetPath(operationId: string, kind: DriftKind, body: unknown): string[] | undefined {
    const schema = this.responseSchemas.get(operationId);
    return schema ? this.find(schema, body, kind, []) : undefined;
  }

  /** Applies the field kinds of an operation to its parsed 200 answer, in place. */
  apply(operationId: string, body: unknown): void {
    for (const kind of this.kindsOf(operationId)) {
      if (kind === 'status-404') continue;
      const path = this.targetPath(operationId, kind, body);
      if (path) change(body, path, kind);
    }
  }

  private resolve(schema: Schema): Schema {
    let current = schema;
    while (current.$ref) {
      const name = current.$ref.replace('#/components/schemas/', '');
      current = this.components[name] ?? {};
    }
    return current;
  }

  /** The schema with $ref followed, the alternative matching `value` chosen and allOf merged. */
  private flatten(schema: Schema, value: unknown): Schema {
    const resolved = this.resolve(schema);
    const alternatives = resolved.oneOf ?? resolved.anyOf;
    if (alternatives) {
      const chosen = alternatives.find((alt) => admits(this.flatten(alt, value), value));
      return chosen ? this.flatten(chosen, value) : {};
    }
    if (!resolved.allOf) return resolved;
    const merged: Schema = { ...resolved, allOf: undefined, properties: { ...resolved.properties } };
    for (const part of resolved.allOf.map((p) => this.flatten(p, value))) {
      merged.properties = { ...merged.properties, ...part.properties };
      merged.required = [...(merged.required ?? []), ...(part.required ?? [])];
      merged.type ??= part.type;
      merged.enum ??= part.enum;
      merged.items ??= part.items;
    }
    return merged;
  }

  private find(schema: Schema, value: unknown, kind: DriftKind, path: string[]): string[] | undefined {
    const flat = this.flatten(schema, value);
    if (Array.isArray(value)) {
      for (const item of value) {
        const found = flat.items && this.find(flat.items, item, kind, [...path, '*']);
        if (found) return found;
      }
      return undefined;
    }
    if (!isObject(value)) return undefined;
    for (const [name, property] of Object.entries(flat.properties ?? {})) {
      if (!(name in value)) continue;
      const child = value[name];
      if (qualifies(kind, this.flatten(property, child), child, flat.required?.includes(name) ?? false)) {
        return [...path, name];
      }
      const found = this.find(property, child, kind, [...path, name]);
      if (found) return found;
    }
    return undefined;
  }
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** True when a (flattened) schema's type allows the value's JSON type; a schema without type allows all. */
function admits(schema: Schema, value: unknown): boolean {
  if (schema.type === undefined) return schema.properties === undefined || isObject(value);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const seen = jsonType(value);
  return types.includes(seen) || (seen === 'integer' && types.includes('number'));
}

function qualifies(kind: DriftKind, schema: Schema, value: unknown, required: boolean): boolean {
  if (kind === 'rename-field') return required && ['string', 'number', 'boolean'].includes(typeof value);
  if (kind === 'string-number') return typeof value === 'number';
  return typeof value === 'string' && Array.isArray(schema.enum);
}

/** `start_date_time` → `StartDateTime`, `year` → `Year`. */
export function pascalCase(name: string): string {
  return name
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}

function change(value: unknown, path: readonly string[], kind: DriftKind): void {
  const [head, ...rest] = path;
  if (head === undefined) return;
  if (head === '*') {
    if (Array.isArray(value)) for (const item of value) change(item, rest, kind);
    return;
  }
  if (!isObject(value) || !(head in value)) return;
  if (rest.length > 0) {
    change(value[head], rest, kind);
    return;
  }
  if (kind === 'rename-field') {
    value[pascalCase(head)] = value[head];
    delete value[head];
  } else if (kind === 'string-number') {
    value[head] = String(value[head]);
  } else {
    value[head] = NEW_ENUM_VALUE;
  }
}

function operationOf(req: FastifyRequest): string | undefined {
  return (req.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
}

/**
 * Installs drift on the app: a drifted `status-404` operation answers 404 before its handler (after the
 * authentication check), and the field kinds rewrite 200 JSON answers as they are sent (replays included).
 * `GET`/`PUT /_sim/drift` read and replace the rules (`{ "drift": "getCapacity:rename-field" }`).
 */
export function installDrift(app: FastifyInstance, drift: Drift): void {
  app.addHook('preHandler', async (req: FastifyRequest, reply: FastifyReply) => {
    const op = operationOf(req);
    if (op && drift.kindsOf(op).includes('status-404')) {
      return reply.code(404).send(errorBody('NOT_FOUND', `Drifted: ${op} answers 404`));
    }
  });
  app.addHook('onSend', async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const op = operationOf(req);
    if (!op || reply.statusCode !== 200 || typeof payload !== 'string' || drift.kindsOf(op).length === 0) {
      return payload;
    }
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      return payload;
    }
    drift.apply(op, body);
    return JSON.stringify(body);
  });
  app.get('/_sim/drift', async () => ({ drift: drift.get() }));
  app.put(
    '/_sim/drift',
    {
      schema: {
        body: {
          type: 'object',
          required: ['drift'],
          additionalProperties: false,
          properties: { drift: { type: 'string', maxLength: 2000 } },
        },
      },
    },
    async (req, reply) => {
      try {
        drift.set((req.body as { drift: string }).drift);
      } catch (error) {
        return reply.code(400).send(errorBody('BAD_REQUEST', (error as Error).message));
      }
      return { drift: drift.get() };
    },
  );
}
