import fc from 'fast-check';

/**
 * Arbitraries and response checks of the input fuzzing (input-fuzz.test.ts). The generators are biased towards
 * inputs that pass GraphQL variable coercion (so they reach the resolvers' own validation and the provider), with
 * a share of wrong types, wrong enum values, nulls and deep arrays that must be refused at coercion.
 */

/** `extensions.code` values a refused input may carry. Anything else (INTERNAL_SERVER_ERROR, PROVIDER_*) fails. */
export const REFUSAL_CODES = new Set([
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'GRAPHQL_VALIDATION_FAILED',
  'GRAPHQL_PARSE_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
]);

/** errors.ts's message for a provider 400. */
const PROVIDER_REFUSED = 'The tour provider refused the request as invalid.';

/** Traces of an unmasked error: stack frames, JS error class names, node error codes, internal addresses. */
const INTERNAL_TEXT =
  /\n\s+at |\(\/[^)]*:\d+:\d+\)|file:\/\/|TypeError|ReferenceError|RangeError|Cannot read propert|is not a function|ECONN|EPIPE|ETIMEDOUT|UND_ERR|127\.0\.0\.1|localhost|node_modules|provider-sim|\/_sim\//;

const TRICKY = [
  '',
  ' ',
  '\u0000',
  '\t\n\r',
  '\u202e\u202d',
  '\ufeff',
  '\ud800',
  '\udfff',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🏴󠁧󠁢󠁳󠁣󠁴󠁿',
  'Zoë Ó Conchúir-MacLeòid',
  'ß'.repeat(31),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '${jndi:ldap://x/a}',
  '{{7*7}}',
  '../../etc/passwd',
  '%00%ff',
  'null',
  'undefined',
  'NaN',
  '__proto__',
  'constructor',
  '-1',
  '0',
  '1e400',
  '99999999999999999999999',
  '+44',
  'GBP',
];

/** Arbitrary strings: ASCII, unicode graphemes, any code point (lone surrogates too), tricky constants, long. */
export const weirdString = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 24 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 24 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
  { weight: 3, arbitrary: fc.constantFrom(...TRICKY) },
  { weight: 1, arbitrary: fc.string({ minLength: 100, maxLength: 600 }) },
);

/** GraphQL Ints (32-bit): small values, negative indexes, the extremes. */
export const int32 = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: -3, max: 20 }) },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.constantFrom(-1, -2147483648, 2147483647) },
);

/** Numbers an Int variable must refuse: beyond 32 bits, up to 1e308, fractions. */
export const hugeNumber = fc.oneof(
  fc.constantFrom(2147483648, -2147483649, 2 ** 53, Number.MAX_SAFE_INTEGER, 1e21, 1e308, -1e308, 0.5),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** An array nested `depth` levels deep around a value (`[[[...]]]`). */
export function nested(depth: number, inner: unknown = 'x'): unknown {
  let value: unknown = inner;
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
}

/** Deep arrays (up to 300 levels) and other wrong-typed JSON values. */
export const wrongType = fc.oneof(
  fc.integer({ min: 2, max: 300 }).map((d) => nested(d)),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constant(null),
  fc.constant({}),
  fc.constant([]),
  fc.boolean(),
);

/** Real calendar dates yyyy-mm-dd: `good` ones, near ones, and far years (0000-9999). */
export function calendarDate(good: readonly string[]) {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...good) },
    {
      weight: 3,
      arbitrary: fc
        .date({ min: new Date('2024-01-01'), max: new Date('2028-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom('0000-01-01', '0001-01-01', '1899-12-31', '2026-02-28', '9999-12-31'),
    },
  );
}

/** Strings a Date must refuse: impossible dates, other formats, arbitrary strings. */
export const badDate = fc.oneof(
  fc.constantFrom(
    '2026-02-29',
    '2026-02-30',
    '2026-13-01',
    '2026-00-10',
    '2026-06-31',
    '2026-7-1',
    '2026/07/01',
    '01-07-2026',
    '2026-07-01T10:00:00Z',
    '２０２６-０７-０１',
    '+02026-07-01',
    '',
  ),
  weirdString,
);

/** Mostly `good`, sometimes `other` (e.g. an unknown id instead of a real one). */
export function mostly<T>(good: fc.Arbitrary<T>, other: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return fc.oneof({ weight: 3, arbitrary: good }, { weight: 1, arbitrary: other });
}

/** Every path (objects' keys, arrays' indexes) of a JSON value, the root (empty path) included. */
function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const found = [prefix];
  if (Array.isArray(value)) value.forEach((v, i) => found.push(...paths(v, [...prefix, i])));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) found.push(...paths(v, [...prefix, k]));
  }
  return found;
}

/** A copy of `value` with the member at `path` replaced (the root when the path is empty). */
function replaceAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = replaceAt(copy[head], rest, replacement);
  return copy;
}

/** Wrong enum values: wrong case, unknown names, empty. */
const badEnum = fc.constantFrom('adult', 'Adult', 'INFANT', 'on_hold', 'PAID', 'female', 'OTHER', 'DAY', '');

/** What a corruption puts somewhere: a wrong type, a deep array, null, a huge number, a bad date, a bad enum. */
const corruption = fc.oneof(wrongType, hugeNumber, badDate, badEnum);

/**
 * Schema-typed variables (`typed`: right types, wild values, they reach the resolvers) or, one time in
 * `1/(1+typedWeight)`, the same variables with one member anywhere (the root included) replaced by a
 * {@link corruption}: mostly refused by GraphQL's variable coercion (400 BAD_USER_INPUT / BAD_REQUEST).
 */
export function typedOrCorrupted<T>(typed: fc.Arbitrary<T>, typedWeight = 3): fc.Arbitrary<unknown> {
  const corrupted = fc.tuple(typed, fc.nat(), corruption).map(([value, pick, bad]) => {
    const all = paths(value);
    return replaceAt(value, all[pick % all.length]!, bad);
  });
  return fc.oneof({ weight: typedWeight, arbitrary: typed }, { weight: 1, arbitrary: corrupted });
}

/** An optional field: absent, null or a value. */
export function optional<T>(value: fc.Arbitrary<T>): fc.Arbitrary<T | null | undefined> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 4, arbitrary: value },
  );
}

/** An object arbitrary whose `undefined` members are dropped (absent fields). */
export function record(shape: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .record(shape)
    .map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== undefined)));
}

/** What the fuzzer saw, per input kind. */
export class FuzzStats {
  inputs = 0;
  readonly statuses = new Map<number, number>();
  readonly codes = new Map<string, number>();
  userErrors = 0;
  succeeded = 0;
  /** Inputs the gateway passed on and the provider refused (400, masked as BAD_USER_INPUT). */
  providerRefused = 0;
  /** A few provider-refused inputs, to see which validation the gateway lacks. */
  readonly providerRefusedSamples: string[] = [];

  count(map: Map<number, number> | Map<string, number>, key: number | string): void {
    (map as Map<typeof key, number>).set(key, ((map as Map<typeof key, number>).get(key) ?? 0) + 1);
  }

  summary(): string {
    const list = (m: Map<unknown, number>) =>
      [...m.entries()]
        .sort((a, b) => b[1] - a[1])
        .map(([k, n]) => `${String(k)} ${n}`)
        .join(', ');
    return `${this.inputs} inputs; HTTP ${list(this.statuses)}; codes ${list(this.codes) || '-'}; userErrors ${this.userErrors}; answered without error ${this.succeeded}; refused by the provider ${this.providerRefused}`;
  }
}

/** A raw HTTP answer of the gateway. */
export interface RawAnswer {
  status: number;
  text: string;
  bodyBytes: number;
}

/**
 * Checks one answer: never 5xx; a JSON body (GraphQL, or Fastify's 413 for a body over the limit); every error
 * with a refusal code, no stack trace, no internal text; userErrors counted. Throws with the details otherwise.
 * @returns the parsed GraphQL body.
 */
export function checkAnswer(
  answer: RawAnswer,
  stats: FuzzStats,
  bodyLimit: number,
  describeInput: () => string,
): {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
} {
  const fail = (why: string) => {
    throw new Error(`${why}\nHTTP ${answer.status}: ${answer.text.slice(0, 600)}\ninput: ${describeInput()}`);
  };
  stats.inputs += 1;
  stats.count(stats.statuses, answer.status);
  if (answer.status >= 500) fail('server error');
  let body: ReturnType<typeof checkAnswer> & { statusCode?: number };
  try {
    body = JSON.parse(answer.text) as typeof body;
  } catch {
    return fail('not JSON');
  }
  if (answer.status === 413) {
    if (answer.bodyBytes <= bodyLimit) fail('413 for a body within the limit');
    return {};
  }
  if (![200, 400].includes(answer.status)) fail('unexpected status');
  if (/stacktrace|"stack"/i.test(answer.text)) fail('stack trace in the answer');
  for (const error of body.errors ?? []) {
    const code = error.extensions?.code;
    stats.count(stats.codes, String(code));
    if (typeof code !== 'string' || !REFUSAL_CODES.has(code)) {
      fail(`error code ${String(code)}`);
    }
    if (INTERNAL_TEXT.test(error.message)) fail('internal text in an error message');
    if (error.message === PROVIDER_REFUSED) {
      stats.providerRefused += 1;
      if (stats.providerRefusedSamples.length < 5)
        stats.providerRefusedSamples.push(describeInput().slice(0, 800));
    }
  }
  if (answer.status === 200 && !body.errors?.length) {
    const payload = Object.values(body.data ?? {})[0] as { userErrors?: unknown[] } | null | undefined;
    if (payload?.userErrors?.length) stats.userErrors += 1;
    else stats.succeeded += 1;
  }
  return body;
}
