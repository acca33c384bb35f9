import { z } from 'zod';

/**
 * Gateway configuration, read from the environment once at start (see README "Configuration").
 * Durations are in the unit their name says; URLs are absolute http(s) origins without a trailing slash.
 */
export interface GatewayConfig {
  /** 'development' enables introspection and GraphiQL and drops the cookie's Secure flag. */
  nodeEnv: 'development' | 'production' | 'test';
  /** Interface to listen on. */
  host: string;
  /** TCP port; 0 picks a free port (tests). */
  port: number;
  /** Base URL of the provider REST API v1.3 (products, bookings, identity). */
  providerApiUrl: string;
  /** Base URL of the provider payment API. */
  providerPaymentUrl: string;
  /** Provider API key (secret: never logged, never sent to browsers). */
  providerApiKey: string;
  /** App id for consumers and anonymous visitors (agents use their agency's band app id). */
  providerAppId: string;
  /** App id of the payment API. */
  providerPaymentAppId: string;
  /** Per-call timeout of provider requests, in milliseconds. */
  providerTimeoutMs: number;
  /** Extra attempts of a failed provider read (never for writes). */
  providerReadRetries: number;
  /** Redis URL; the in-memory LRU is used when absent. */
  redisUrl: string | undefined;
  /** Prefix of every cache and session key (one per deployment or test run). */
  cachePrefix: string;
  /** Catalogue data (products, filters, reference lists, pick-ups) is fresh this long, in seconds. */
  catalogueTtlSeconds: number;
  /** After freshness, catalogue data is still served when the provider fails, this long, in seconds. */
  catalogueStaleSeconds: number;
  /** Capacity months are shared this long, in seconds. */
  capacityTtlSeconds: number;
  /** Idle lifetime of a session, in seconds (sliding). */
  sessionTtlSeconds: number;
  /** Name of the session cookie. */
  sessionCookieName: string;
  /** Largest accepted request body, in bytes. */
  bodyLimitBytes: number;
  /** pino log level. */
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Fixed 'today' (yyyy-mm-dd, Europe/London) for demos and tests; the real date when absent. */
  today: string | undefined;
  /** Seed 001 §5 Rooms: when true, dorm and private rooms are unavailable if any passenger is a Child. */
  excludeChildrenFromDorms: boolean;
  /** Seed 001 §9: when true, 'from' prices ignore dorm-room prices. */
  minPriceExcludesDorm: boolean;
  /** Seed 001 §9 Sales group display: a dropdown already for 2-3 options when true. */
  salesGroupDropdown: boolean;
}

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const url = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. http://127.0.0.1:4010' })
  .transform((v) => v.replace(/\/+$/, ''));
const int = (min: number, max: number) =>
  z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(min).max(max);

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: int(0, 65535).default(4000),
  PROVIDER_API_URL: url.default('http://127.0.0.1:4010'),
  PROVIDER_PAYMENT_URL: url.default('http://127.0.0.1:4010'),
  PROVIDER_API_KEY: z.string().min(1, 'must not be empty').default('dev-api-key'),
  PROVIDER_APP_ID: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, 'must be 2-40 of a-z, 0-9, -')
    .default('consumer'),
  PROVIDER_PAYMENT_APP_ID: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, 'must be 2-40 of a-z, 0-9, -')
    .default('payment'),
  PROVIDER_TIMEOUT_MS: int(100, 120_000).default(5000),
  PROVIDER_READ_RETRIES: int(0, 5).default(2),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  CACHE_PREFIX: z.string().min(1).max(64).default('tourdesk:'),
  CATALOGUE_TTL_SECONDS: int(1, 86_400).default(300),
  CATALOGUE_STALE_SECONDS: int(0, 604_800).default(86_400),
  CAPACITY_TTL_SECONDS: int(1, 600).default(15),
  SESSION_TTL_SECONDS: int(60, 2_592_000).default(7200),
  SESSION_COOKIE_NAME: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'must be a cookie token')
    .default('td_sid'),
  BODY_LIMIT_BYTES: int(1024, 10_485_760).default(102_400),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TODAY: z.iso.date('must be a date yyyy-mm-dd').optional(),
  EXCLUDE_CHILDREN_FROM_DORMS: bool.default(true),
  MIN_PRICE_EXCLUDES_DORM: bool.default(false),
  SALES_GROUP_DROPDOWN: bool.default(false),
});

/** Thrown by {@link loadConfig} with one line per invalid variable, e.g. `PORT: must be a whole number`. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid gateway configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads and validates the configuration from environment variables (empty strings count as unset).
 * @throws ConfigError listing every bad variable with the reason.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): GatewayConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    providerApiUrl: e.PROVIDER_API_URL,
    providerPaymentUrl: e.PROVIDER_PAYMENT_URL,
    providerApiKey: e.PROVIDER_API_KEY,
    providerAppId: e.PROVIDER_APP_ID,
    providerPaymentAppId: e.PROVIDER_PAYMENT_APP_ID,
    providerTimeoutMs: e.PROVIDER_TIMEOUT_MS,
    providerReadRetries: e.PROVIDER_READ_RETRIES,
    redisUrl: e.REDIS_URL,
    cachePrefix: e.CACHE_PREFIX,
    catalogueTtlSeconds: e.CATALOGUE_TTL_SECONDS,
    catalogueStaleSeconds: e.CATALOGUE_STALE_SECONDS,
    capacityTtlSeconds: e.CAPACITY_TTL_SECONDS,
    sessionTtlSeconds: e.SESSION_TTL_SECONDS,
    sessionCookieName: e.SESSION_COOKIE_NAME,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    logLevel: e.LOG_LEVEL,
    today: e.TODAY,
    excludeChildrenFromDorms: e.EXCLUDE_CHILDREN_FROM_DORMS,
    minPriceExcludesDorm: e.MIN_PRICE_EXCLUDES_DORM,
    salesGroupDropdown: e.SALES_GROUP_DROPDOWN,
  };
}
