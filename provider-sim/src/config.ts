/** A rate (0..1) for every operation, or per operationId with an optional '*' default. */
export type Rate = number | Record<string, number>;

/** Fault injection settings (all optional; absent means no fault). */
export interface FaultConfig {
  /** Fixed latency added to every API call, milliseconds. */
  latencyMs?: number;
  /** Random extra latency 0..jitterMs, milliseconds. */
  jitterMs?: number;
  /** Probability of a 500/503 JSON error. */
  errorRate?: Rate;
  /** Probability of never answering (the socket is closed after 30 s at the latest). */
  timeoutRate?: Rate;
  /** Probability of destroying the socket without an answer. */
  resetRate?: Rate;
  /** Probability of a truncated JSON body. */
  malformedRate?: Rate;
  /** Lifetime of newly issued authentication hashes, seconds (overrides SIM_HASH_TTL_SECONDS). */
  hashTtlSeconds?: number;
}

/** Options of startSimulator (every field optional; environment variables give the defaults). */
export interface SimOptions {
  port?: number;
  host?: string;
  /** Fixed today YYYY-MM-DD (default: the real date). */
  today?: string;
  seed?: number;
  /** Number of seeded history bookings. */
  bookings?: number;
  faults?: FaultConfig;
  apiKey?: string;
  hmacSecret?: string;
  hashTtlSeconds?: number;
  tokenTtlSeconds?: number;
  /** Base URL used in absolute links (images, hosted pages, documents). */
  publicUrl?: string;
  /** Origins the hosted card page may post its message to. */
  paymentParentOrigins?: string[];
  /** Fastify request logging. */
  logger?: boolean;
  /** Deliberate contract drift: comma list of `operationId:kind` (see http/drift.ts); empty for none. */
  drift?: string;
}

/** Resolved configuration. */
export interface SimConfig {
  port: number;
  host: string;
  today: string | undefined;
  seed: number;
  bookings: number;
  faults: FaultConfig;
  apiKey: string;
  hmacSecret: string;
  hashTtlSeconds: number;
  tokenTtlSeconds: number;
  publicUrl: string | undefined;
  paymentParentOrigins: string[];
  logger: boolean;
  drift: string;
}

function num(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? NaN : Number(value);
  return Number.isFinite(n) ? n : fallback;
}

/** Reads the configuration from environment variables, then applies explicit options on top. */
export function resolveConfig(options: SimOptions = {}, env: NodeJS.ProcessEnv = process.env): SimConfig {
  return {
    port: options.port ?? num(env.PORT, 4010),
    host: options.host ?? env.HOST ?? '127.0.0.1',
    today: options.today ?? (env.SIM_TODAY || undefined),
    seed: options.seed ?? num(env.SIM_SEED, 42),
    bookings: options.bookings ?? num(env.SIM_BOOKINGS, 2000),
    faults: options.faults ?? (env.SIM_FAULTS ? (JSON.parse(env.SIM_FAULTS) as FaultConfig) : {}),
    apiKey: options.apiKey ?? env.SIM_API_KEY ?? 'dev-api-key',
    hmacSecret: options.hmacSecret ?? env.SIM_HMAC_SECRET ?? 'dev-hmac-secret',
    hashTtlSeconds: options.hashTtlSeconds ?? num(env.SIM_HASH_TTL_SECONDS, 3600),
    tokenTtlSeconds: options.tokenTtlSeconds ?? num(env.SIM_TOKEN_TTL_SECONDS, 3600),
    publicUrl: options.publicUrl ?? (env.SIM_PUBLIC_URL || undefined),
    paymentParentOrigins:
      options.paymentParentOrigins ??
      (env.SIM_PAYMENT_PARENT_ORIGINS ?? 'http://127.0.0.1:3000,http://127.0.0.1:3001')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    logger: options.logger ?? env.SIM_LOG === '1',
    drift: options.drift ?? env.SIM_DRIFT ?? '',
  };
}
