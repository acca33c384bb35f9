import type { ErrorObject } from 'ajv';

/**
 * How an answer differs from openapi.yaml:
 * - `missing-field`: a required property is absent (with the most similar field sent instead, if any);
 * - `wrong-type`: a value of another JSON type (a number sent as a string);
 * - `unknown-enum`: a string outside the schema's enum (or const);
 * - `invalid-value`: another schema rule broken (format, pattern, minimum...);
 * - `status`: another HTTP status than the one expected (200, or the error an error path should give), another
 *   media type, or an answer that is not JSON;
 * - `slow`: the answer took longer than the gateway's budget for the operation;
 * - `left-behind`: a write the check made was not undone (a booking not cancelled, seats not back, a lost answer
 *   whose booking could not be found);
 * - `rule`: an answer of the right shape that breaks an assumed rule of openapi.yaml (a refund of a nett place on
 *   the gross).
 */
export type DifferenceKind =
  | 'missing-field'
  | 'wrong-type'
  | 'unknown-enum'
  | 'invalid-value'
  | 'status'
  | 'slow'
  | 'left-behind'
  | 'rule';

/**
 * One difference: where (`capacities[].free_seats`: `[]` stands for every item of an array, `(answer)` for the
 * whole body, `(status)`, `(latency)`), what openapi.yaml expects and what the provider sent, and in how many
 * places of the answers it was seen.
 */
export interface Difference {
  kind: DifferenceKind;
  path: string;
  expected: string;
  seen: string;
  count: number;
}

/** A short JSON rendering of a value for a report line (at most 60 characters). */
export function preview(value: unknown): string {
  if (value === undefined) return 'absent';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** The JSON type of a value: null, array, integer, number, string, boolean or object. */
export function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** `/capacities/3/free_seats` → `capacities[].free_seats`; the root is `(answer)`. */
export function readablePath(instancePath: string, property?: string): string {
  const segments = instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (property !== undefined) segments.push(property);
  let path = '';
  for (const segment of segments) {
    if (/^\d+$/.test(segment)) path += '[]';
    else path += path ? `.${segment}` : segment;
  }
  return path || '(answer)';
}

const normalised = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Levenshtein edit distance between two strings. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** True when a value of JSON type `seen` is allowed by the schema types `expected` (none known: any). */
function typeFits(seen: string, expected: readonly string[]): boolean {
  return (
    expected.length === 0 || expected.includes(seen) || (seen === 'integer' && expected.includes('number'))
  );
}

/**
 * The property of `data` most likely sent in place of the missing `missing`: not one the schema declares
 * (`declared`), holding a value of the type the schema expects (`expectedTypes`, empty when unknown), and named
 * alike: the same but for case and separators (`FreeSeats`), one name inside the other (`product_name` for
 * `name`), or within an edit distance of a third of the longer name (`tourid` for `tour_id`, `fre_seats`). The
 * closest wins (same spelling, then containment, then the smallest distance); undefined when none is alike.
 */
export function similarField(
  data: unknown,
  missing: string,
  declared: ReadonlySet<string>,
  expectedTypes: readonly string[],
): string | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const wanted = normalised(missing);
  let best: { key: string; score: number } | undefined;
  for (const [key, value] of Object.entries(data)) {
    if (key === missing || declared.has(key) || !typeFits(jsonType(value), expectedTypes)) continue;
    const name = normalised(key);
    let score: number | undefined;
    if (name === wanted) score = 0;
    else if (wanted.length >= 3 && (name.includes(wanted) || wanted.includes(name)) && name.length >= 2) {
      score = 1 + Math.abs(name.length - wanted.length) / 1000;
    } else {
      const distance = editDistance(name, wanted);
      if (distance <= Math.max(1, Math.floor(Math.max(name.length, wanted.length) / 3))) score = 2 + distance;
    }
    if (score !== undefined && (best === undefined || score < best.score)) best = { key, score };
  }
  return best?.key;
}

/** Reads a property's schema to its JSON types (following `$ref`s); [] when not known. */
export type SchemaTypes = (schema: unknown) => string[];

function typeNames(type: unknown): string {
  const list = Array.isArray(type) ? type : String(type).split(',');
  return list.join(' or ');
}

/** Errors that only say a branch of oneOf/anyOf failed, when a more precise error explains it. */
function redundant(error: ErrorObject, all: readonly ErrorObject[]): boolean {
  const inside = (other: ErrorObject) =>
    other !== error &&
    (other.instancePath === error.instancePath || other.instancePath.startsWith(`${error.instancePath}/`));
  if (error.keyword === 'oneOf' || error.keyword === 'anyOf') {
    return all.some((other) => inside(other) && other.keyword !== 'oneOf' && other.keyword !== 'anyOf');
  }
  if (error.keyword === 'type' && error.params.type === 'null') {
    return all.some((other) => inside(other) && !(other.keyword === 'type' && other.params.type === 'null'));
  }
  return false;
}

/**
 * Turns ajv errors (allErrors and verbose on) into differences, one per kind and path with a count (a missing field
 * names the most similar field sent instead, of the type `typesOf` reads from its schema: {@link similarField}); the failed
 * `null` alternative of a nullable field and the bare "must match a schema in oneOf" are dropped when a precise
 * error explains them (the nullable type is then expected as "x or null").
 */
export function differencesFromErrors(
  errors: readonly ErrorObject[],
  typesOf: SchemaTypes = () => [],
): Difference[] {
  const kept = errors.filter((error) => !redundant(error, errors));
  const nullableAt = new Set(
    errors.filter((e) => e.keyword === 'type' && e.params.type === 'null').map((e) => e.instancePath),
  );
  const byKey = new Map<string, Difference>();
  for (const error of kept) {
    const difference = describe(error, nullableAt.has(error.instancePath), typesOf);
    const key = `${difference.kind}|${difference.path}`;
    const previous = byKey.get(key);
    if (previous) previous.count += 1;
    else byKey.set(key, difference);
  }
  return [...byKey.values()];
}

function describe(error: ErrorObject, nullable: boolean, typesOf: SchemaTypes): Difference {
  const path = readablePath(error.instancePath);
  switch (error.keyword) {
    case 'required': {
      const missing = String(error.params.missingProperty);
      const properties =
        (error.parentSchema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
      const renamed = similarField(
        error.data,
        missing,
        new Set(Object.keys(properties)),
        typesOf(properties[missing]),
      );
      return {
        kind: 'missing-field',
        path: readablePath(error.instancePath, missing),
        expected: 'required field',
        seen: renamed ? `absent (${renamed} sent instead)` : 'absent',
        count: 1,
      };
    }
    case 'type':
      return {
        kind: 'wrong-type',
        path,
        expected: typeNames(error.params.type) + (nullable ? ' or null' : ''),
        seen: `${jsonType(error.data)} ${preview(error.data)}`,
        count: 1,
      };
    case 'enum': {
      const allowed = (error.params.allowedValues as unknown[]).map((v) => String(v));
      const shown = allowed.length > 8 ? [...allowed.slice(0, 8), '...'] : allowed;
      return {
        kind: 'unknown-enum',
        path,
        expected: `one of ${shown.join(', ')}`,
        seen: preview(error.data),
        count: 1,
      };
    }
    case 'const':
      return {
        kind: 'unknown-enum',
        path,
        expected: preview(error.params.allowedValue),
        seen: preview(error.data),
        count: 1,
      };
    default:
      return {
        kind: 'invalid-value',
        path,
        expected: error.message ?? error.keyword,
        seen: preview(error.data),
        count: 1,
      };
  }
}

/** Adds differences to a list, merging those of the same kind and path (counts added). */
export function mergeDifferences(into: Difference[], more: readonly Difference[]): void {
  for (const difference of more) {
    const same = into.find((d) => d.kind === difference.kind && d.path === difference.path);
    if (same) same.count += difference.count;
    else into.push({ ...difference });
  }
}
