import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { MemoryStoreLimits } from './cache/memory-store.js';
import type { ResponseCacheLimits } from './cache/response-cache.js';
import type { LocalTierLimits } from './cache/shared-cache.js';
import type { ServerTimeouts } from './server-timeouts.js';

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
  /**
   * Timeout of a provider write, and the total budget of a provider read other than the catalogue's (all its
   * attempts together), in milliseconds.
   */
  providerTimeoutMs: number;
  /** Total budget of a catalogue read (products, searches, reference lists, capacity), all attempts, in ms. */
  providerCatalogueBudgetMs: number;
  /**
   * Budget of each provider call of a sale (quote, book, card and agent payments, and every read they depend on:
   * products, capacity, rooms, add-ons, pick-ups, the booking), in ms: a read's total (attempts and hedges), a
   * write's one attempt (writes are never repeated).
   */
  providerSalesBudgetMs: number;
  /** Extra attempts of a failed or slow provider read within its budget (never for writes). */
  providerReadRetries: number;
  /** Send a duplicate of a read still unanswered after its operation's p95 latency (first answer wins). */
  providerHedgeReads: boolean;
  /** /readyz fails once this many provider calls in a row have failed (and a probe call fails too). */
  readyProviderFailures: number;
  /**
   * Redis URL; the in-memory LRU is used when absent (in production only with {@link singleInstance}: replicas
   * must share sessions, idempotency keys and throttles).
   */
  redisUrl: string | undefined;
  /** SINGLE_INSTANCE: this gateway is the only one, so production may run on the in-memory store. */
  singleInstance: boolean;
  /** Prefix of every cache and session key (one per deployment or test run). */
  cachePrefix: string;
  /** Bounds of the in-memory store (used without REDIS_URL): entries per part, bytes of cached answers and records. */
  memoryStore: MemoryStoreLimits;
  /** Bounds of the in-process tier of decoded provider answers (entries, bytes of their JSON). */
  localCache: LocalTierLimits;
  /** Bounds of the whole-response cache (entries, bytes). */
  responseCache: ResponseCacheLimits;
  /** Catalogue data (products, filters, reference lists, pick-ups) is fresh this long, in seconds. */
  catalogueTtlSeconds: number;
  /** After freshness, catalogue data is still served when the provider fails, this long, in seconds. */
  catalogueStaleSeconds: number;
  /** Capacity months are shared this long, in seconds. */
  capacityTtlSeconds: number;
  /**
   * After that, the last capacity month read is still shown on calendars when the provider fails, this long, in
   * seconds, flagged as possibly out of date (0 disables); quotes and bookings never use it.
   */
  capacityStaleSeconds: number;
  /** Idle lifetime of a session, in seconds (sliding). */
  sessionTtlSeconds: number;
  /**
   * A session's last provider answer of a booking is reused by its next booking mutation this long, in seconds
   * (0 disables); any write through the gateway invalidates it at once.
   */
  bookingMemoTtlSeconds: number;
  /** Name of the session cookie. */
  sessionCookieName: string;
  /** Largest accepted request body, in bytes. */
  bodyLimitBytes: number;
  /** On SIGTERM, /readyz fails this long before the listener closes (load balancer deregistration), in ms. */
  shutdownDelayMs: number;
  /** Timeouts of the HTTP listener (a slow or half-sent request is closed after them), in ms: server-timeouts.ts. */
  serverTimeouts: ServerTimeouts;
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
  /** App id the booking report searches with (must see every booking: the payment app id in provider-sim). */
  providerReportAppId: string;
  /** Provider booking-search pages a report keeps in flight (2: the next page loads while one is summed). */
  reportPageConcurrency: number;
  /** Timeout of one report page request, in milliseconds (pages of 1000 bookings are slow provider calls). */
  reportPageTimeoutMs: number;
  /** Origin of the consumer site (payment return URLs, payment links), e.g. http://127.0.0.1:3000. */
  consumerSiteUrl: string;
  /** Origin of the agent portal (payment return URLs of agents), e.g. http://127.0.0.1:3001. */
  agentSiteUrl: string;
  /** Base URL of the marketing-email provider (newsletter). */
  newsletterUrl: string;
  /** Newsletter segment ids a consumer subscriber is added to (may be empty). */
  newsletterSegmentIds: string[];
  /** SHA-256 hex digests of the accepted report bearer tokens (the tokens themselves are never stored). */
  reportTokenHashes: string[];
  /** HMAC-SHA256 key signing payment links (secret; the same on every replica). */
  paymentLinkSecret: string;
  /** Lifetime of a payment link, in hours. */
  paymentLinkTtlHours: number;
  /** Lifetime of a booking link (manage my booking, signed with a key derived from paymentLinkSecret), in hours. */
  bookingLinkTtlHours: number;
  /** HMAC key of ALTCHA registration challenges (secret; the same on every replica). */
  altchaHmacKey: string;
  /** ALTCHA work factor: the largest number a challenge may hide (about 1 s of browser work at 100 000). */
  altchaMaxNumber: number;
  /** Failed password attempts (login, reset, change) of one user name from one address per window. */
  loginMaxFailuresPerUser: number;
  /** Failed password attempts of one user name from all addresses together per window. */
  loginMaxFailuresPerUserAllAddresses: number;
  /** Failed password attempts from one client address per window (then each user name keeps one attempt). */
  loginMaxFailuresPerAddress: number;
  /** Window of every throttle (passwords, registration, payment links), in seconds. */
  loginThrottleWindowSeconds: number;
  /** Registration attempts per client address per window. */
  registrationMaxPerAddress: number;
  /** Registration attempts per agency e-mail address per window. */
  registrationMaxPerEmail: number;
  /** Payment-link openings (requests carrying a link token) per client address per window. */
  paymentLinkMaxPerAddress: number;
  /** Payment-link openings per booking per window. */
  paymentLinkMaxPerBooking: number;
  /**
   * Addresses and networks of the reverse proxies whose X-Forwarded-For is believed (CIDR, single addresses, or
   * `loopback`, `linklocal`, `uniquelocal`); the client address is the right-most hop that is not one of them.
   * Empty: the peer address itself. Default: `loopback` in development (the web servers forward the client's
   * address), none elsewhere.
   */
  trustProxy: string[];
  /**
   * The Apollo persisted query manifests whose operations browsers may run (absolute paths): the current web
   * build's, and during a rolling deploy the previous one's. In production a browser request must carry one of
   * their ids (trusted-documents.ts); every listed file must exist there.
   */
  persistedQueryManifests: string[];
  /**
   * True when {@link persistedQueryManifests} is the default (the web build's manifest in this checkout): outside
   * production a missing default file means no trusted documents, not an error.
   */
  persistedQueryManifestsDefault: boolean;
  /** Wrong report bearer tokens from one client address per window (LOGIN_THROTTLE_WINDOW_SECONDS). */
  reportTokenMaxFailuresPerAddress: number;
  /**
   * Provider calls one report-token request may cause, counted by the cost analysis of its document before it
   * runs (limits.ts `providerCallEstimate`).
   */
  reportMaxProviderCalls: number;
  /** Longest booking report range, in days after `from`. */
  reportMaxRangeDays: number;
  /** Wrong report bearer tokens one token (its hash) may be sent as per window, from every address together. */
  reportTokenMaxFailuresPerToken: number;
  /** Most days between two trips of one booking that a departure manifest finds (its provider search window). */
  manifestTripSpanDays: number;
  /** Most bookings one manifest request loads (one provider call each): past it the range must be narrowed. */
  manifestMaxBookings: number;
  /** Newsletter sign-ups one e-mail address may make per window (LOGIN_THROTTLE_WINDOW_SECONDS). */
  newsletterMaxPerEmail: number;
  /** Newsletter sign-ups one client address may make per window (LOGIN_THROTTLE_WINDOW_SECONDS). */
  newsletterMaxPerAddress: number;
}

/** The web build's manifest in this checkout (web/vite.config.ts writes it): PERSISTED_QUERY_MANIFESTS' default. */
export const DEFAULT_PERSISTED_QUERY_MANIFEST = fileURLToPath(
  new URL('../../web/dist/.vite/persisted-query-manifest.json', import.meta.url),
);

/** The development report token (NODE_ENV development or test only): `dev-report-token`. */
export const DEV_REPORT_TOKEN = 'dev-report-token';

/**
 * The development values of the secrets, used outside production when a secret is not set; production refuses
 * them (and the hash of {@link DEV_REPORT_TOKEN} in REPORT_TOKEN_HASHES).
 */
export const DEV_SECRETS = {
  PROVIDER_API_KEY: 'dev-api-key',
  PAYMENT_LINK_SECRET: 'dev-payment-link-secret-change-me!!',
  ALTCHA_HMAC_KEY: 'dev-altcha-hmac-key-change-me!!!!!',
} as const;

/** SHA-256 hex of a report token, as REPORT_TOKEN_HASHES lists it. */
export function reportTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const url = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. http://127.0.0.1:4010' })
  .transform((v) => v.replace(/\/+$/, ''));
const int = (min: number, max: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

const schema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
    .default('production'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: int(0, 65535).default(4000),
  PROVIDER_API_URL: url.default('http://127.0.0.1:4010'),
  PROVIDER_PAYMENT_URL: url.default('http://127.0.0.1:4010'),
  PROVIDER_API_KEY: z.string().min(1, 'must not be empty').optional(),
  PROVIDER_APP_ID: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, 'must be 2-40 of a-z, 0-9, -')
    .default('consumer'),
  PROVIDER_PAYMENT_APP_ID: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, 'must be 2-40 of a-z, 0-9, -')
    .default('payment'),
  PROVIDER_TIMEOUT_MS: int(100, 120_000).default(5000),
  PROVIDER_CATALOGUE_BUDGET_MS: int(100, 120_000).default(1000),
  PROVIDER_SALES_BUDGET_MS: int(100, 600_000).default(15_000),
  PROVIDER_READ_RETRIES: int(0, 8).default(4),
  PROVIDER_HEDGE_READS: bool.default(true),
  READY_PROVIDER_FAILURES: int(1, 1000).default(5),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  SINGLE_INSTANCE: bool.default(false),
  CACHE_PREFIX: z.string().min(1).max(64).default('tourdesk:'),
  MEMORY_STORE_MAX_ENTRIES: int(100, 10_000_000).default(20_000),
  MEMORY_STORE_CACHE_MAX_BYTES: int(1_048_576, 68_719_476_736).default(134_217_728),
  MEMORY_STORE_RECORDS_MAX_BYTES: int(1_048_576, 68_719_476_736).default(33_554_432),
  LOCAL_CACHE_MAX_ENTRIES: int(10, 10_000_000).default(5000),
  LOCAL_CACHE_MAX_BYTES: int(1_048_576, 68_719_476_736).default(16_777_216),
  RESPONSE_CACHE_MAX_ENTRIES: int(10, 10_000_000).default(2000),
  RESPONSE_CACHE_MAX_BYTES: int(1_048_576, 68_719_476_736).default(33_554_432),
  CATALOGUE_TTL_SECONDS: int(1, 86_400).default(300),
  CATALOGUE_STALE_SECONDS: int(0, 604_800).default(86_400),
  CAPACITY_TTL_SECONDS: int(1, 600).default(15),
  CAPACITY_STALE_SECONDS: int(0, 86_400).default(3600),
  SESSION_TTL_SECONDS: int(60, 2_592_000).default(7200),
  BOOKING_MEMO_TTL_SECONDS: int(0, 600).default(60),
  SESSION_COOKIE_NAME: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'must be a cookie token')
    .default('td_sid'),
  BODY_LIMIT_BYTES: int(1024, 10_485_760).default(102_400),
  SHUTDOWN_DELAY_MS: int(0, 60_000).default(0),
  HEADERS_TIMEOUT_MS: int(100, 600_000).default(10_000),
  REQUEST_TIMEOUT_MS: int(100, 600_000).default(30_000),
  KEEP_ALIVE_TIMEOUT_MS: int(100, 600_000).default(10_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TODAY: z.iso.date('must be a date yyyy-mm-dd').optional(),
  EXCLUDE_CHILDREN_FROM_DORMS: bool.default(true),
  MIN_PRICE_EXCLUDES_DORM: bool.default(false),
  SALES_GROUP_DROPDOWN: bool.default(false),
  PROVIDER_REPORT_APP_ID: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, 'must be 2-40 of a-z, 0-9, -')
    .default('payment'),
  REPORT_PAGE_CONCURRENCY: int(1, 8).default(2),
  REPORT_PAGE_TIMEOUT_MS: int(100, 600_000).default(30_000),
  CONSUMER_SITE_URL: url.default('http://127.0.0.1:3000'),
  AGENT_SITE_URL: url.default('http://127.0.0.1:3001'),
  NEWSLETTER_URL: url.optional(),
  NEWSLETTER_SEGMENT_IDS: z.string().default(''),
  REPORT_TOKEN_HASHES: z
    .string()
    .regex(/^[0-9a-f]{64}(,[0-9a-f]{64})*$/, 'must be a comma list of SHA-256 hex digests (64 of 0-9a-f)')
    .optional(),
  PAYMENT_LINK_SECRET: z.string().min(32, 'must have at least 32 characters').optional(),
  PAYMENT_LINK_TTL_HOURS: int(1, 24 * 60).default(72),
  BOOKING_LINK_TTL_HOURS: int(1, 24 * 730).default(24 * 400),
  ALTCHA_HMAC_KEY: z.string().min(32, 'must have at least 32 characters').optional(),
  ALTCHA_MAX_NUMBER: int(100, 10_000_000).default(100_000),
  LOGIN_MAX_FAILURES_PER_USER: int(1, 1000).default(5),
  LOGIN_MAX_FAILURES_PER_USER_ALL_ADDRESSES: int(1, 100_000).default(20),
  LOGIN_MAX_FAILURES_PER_ADDRESS: int(1, 100_000).default(20),
  LOGIN_THROTTLE_WINDOW_SECONDS: int(1, 86_400).default(900),
  REGISTRATION_MAX_PER_ADDRESS: int(1, 100_000).default(10),
  REGISTRATION_MAX_PER_EMAIL: int(1, 1000).default(3),
  PAYMENT_LINK_MAX_PER_ADDRESS: int(1, 100_000).default(60),
  PAYMENT_LINK_MAX_PER_BOOKING: int(1, 100_000).default(60),
  TRUST_PROXY: z
    .string()
    .transform((v) => (v === 'false' || v === '0' ? [] : v.split(',').map((s) => s.trim())))
    .refine(
      (entries) => entries.every(isProxyAddress),
      'must be false or a comma list of proxy addresses or networks (10.0.0.0/8, 127.0.0.1, loopback, ' +
        'linklocal, uniquelocal); true is refused: it would believe any X-Forwarded-For a client sends',
    )
    .optional(),
  PERSISTED_QUERY_MANIFESTS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .map((file) => path.resolve(file)),
    )
    .optional(),
  REPORT_TOKEN_MAX_FAILURES_PER_ADDRESS: int(1, 100_000).default(10),
  REPORT_MAX_PROVIDER_CALLS: int(1, 10_000).default(40),
  REPORT_MAX_RANGE_DAYS: int(1, 3660).default(732),
  REPORT_TOKEN_MAX_FAILURES_PER_TOKEN: int(1, 100_000).default(10),
  MANIFEST_TRIP_SPAN_DAYS: int(0, 366).default(31),
  MANIFEST_MAX_BOOKINGS: int(1, 100_000).default(1000),
  NEWSLETTER_MAX_PER_EMAIL: int(1, 1000).default(3),
  NEWSLETTER_MAX_PER_ADDRESS: int(1, 100_000).default(20),
});

/** True for a trusted-proxy entry: an IP address, a CIDR network, or a proxy-addr name. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/**
 * What production refuses to start with, one line per variable (its name first): a secret that is missing or still
 * its development value (the provider API key, the payment-link and ALTCHA keys, the report token hashes: none
 * listed, or the development token's among them), and no shared store (REDIS_URL) unless SINGLE_INSTANCE=true says this gateway is the only one. Replicas
 * with generated secrets would refuse each other's payment links and challenges, and on in-memory stores would
 * share no sessions, idempotency keys or throttles.
 */
function productionProblems(env: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const name of ['PROVIDER_API_KEY', 'PAYMENT_LINK_SECRET', 'ALTCHA_HMAC_KEY'] as const) {
    const value = env[name];
    if (value === undefined)
      problems.push(`${name}: required in production (a secret, the same on every replica)`);
    else if (value === DEV_SECRETS[name])
      problems.push(`${name}: is the development value; set the real secret`);
  }
  if (env.REPORT_TOKEN_HASHES === undefined) {
    problems.push(
      "REPORT_TOKEN_HASHES: required in production (the SHA-256 hex digests of the report scripts' tokens, comma-separated)",
    );
  } else if (env.REPORT_TOKEN_HASHES.split(',').includes(reportTokenHash(DEV_REPORT_TOKEN))) {
    problems.push(
      `REPORT_TOKEN_HASHES: lists the hash of the development token '${DEV_REPORT_TOKEN}'; list real tokens' hashes`,
    );
  }
  if (env.REDIS_URL === undefined && !['true', '1'].includes(env.SINGLE_INSTANCE ?? '')) {
    problems.push(
      'REDIS_URL: required in production: every replica must share sessions, idempotency keys and throttles ' +
        '(or set SINGLE_INSTANCE=true when this gateway is the only one, on its in-memory store)',
    );
  }
  return problems;
}

/** Thrown by {@link loadConfig} with one line per invalid variable, e.g. `PORT: must be a whole number`. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid gateway configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads and validates the configuration from environment variables (empty strings count as unset). NODE_ENV is
 * development, production (the default) or test; in production the secrets and a shared store (or
 * SINGLE_INSTANCE=true) are required ({@link productionProblems}) and so is a persisted query manifest.
 * @throws ConfigError listing every bad variable with the reason.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): GatewayConfig {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
  const parsed = schema.safeParse(cleaned);
  const problems = parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  if ((cleaned.NODE_ENV ?? 'production') === 'production') problems.push(...productionProblems(cleaned));
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const e = parsed.data;
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    throw new ConfigError([
      `HEADERS_TIMEOUT_MS: must be at most REQUEST_TIMEOUT_MS (${e.REQUEST_TIMEOUT_MS}): the headers are part of the request`,
    ]);
  }
  const manifests = e.PERSISTED_QUERY_MANIFESTS ?? [DEFAULT_PERSISTED_QUERY_MANIFEST];
  if (e.NODE_ENV === 'production' || e.PERSISTED_QUERY_MANIFESTS !== undefined) {
    const missing = manifests.filter((file) => !existsSync(file));
    if (manifests.length === 0 || missing.length > 0) {
      throw new ConfigError([
        `PERSISTED_QUERY_MANIFESTS: ${missing.join(', ') || 'no file listed'}: no persisted query manifest there; ` +
          'production runs only the operations of a web build (run `pnpm build`, or list its ' +
          '.vite/persisted-query-manifest.json)',
      ]);
    }
  }
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    providerApiUrl: e.PROVIDER_API_URL,
    providerPaymentUrl: e.PROVIDER_PAYMENT_URL,
    providerApiKey: e.PROVIDER_API_KEY ?? DEV_SECRETS.PROVIDER_API_KEY,
    providerAppId: e.PROVIDER_APP_ID,
    providerPaymentAppId: e.PROVIDER_PAYMENT_APP_ID,
    providerTimeoutMs: e.PROVIDER_TIMEOUT_MS,
    providerCatalogueBudgetMs: e.PROVIDER_CATALOGUE_BUDGET_MS,
    providerSalesBudgetMs: e.PROVIDER_SALES_BUDGET_MS,
    providerReadRetries: e.PROVIDER_READ_RETRIES,
    providerHedgeReads: e.PROVIDER_HEDGE_READS,
    readyProviderFailures: e.READY_PROVIDER_FAILURES,
    redisUrl: e.REDIS_URL,
    singleInstance: e.SINGLE_INSTANCE,
    cachePrefix: e.CACHE_PREFIX,
    memoryStore: {
      maxEntries: e.MEMORY_STORE_MAX_ENTRIES,
      cacheMaxBytes: e.MEMORY_STORE_CACHE_MAX_BYTES,
      recordsMaxBytes: e.MEMORY_STORE_RECORDS_MAX_BYTES,
    },
    localCache: { maxEntries: e.LOCAL_CACHE_MAX_ENTRIES, maxBytes: e.LOCAL_CACHE_MAX_BYTES },
    responseCache: { maxEntries: e.RESPONSE_CACHE_MAX_ENTRIES, maxBytes: e.RESPONSE_CACHE_MAX_BYTES },
    catalogueTtlSeconds: e.CATALOGUE_TTL_SECONDS,
    catalogueStaleSeconds: e.CATALOGUE_STALE_SECONDS,
    capacityTtlSeconds: e.CAPACITY_TTL_SECONDS,
    capacityStaleSeconds: e.CAPACITY_STALE_SECONDS,
    sessionTtlSeconds: e.SESSION_TTL_SECONDS,
    bookingMemoTtlSeconds: e.BOOKING_MEMO_TTL_SECONDS,
    sessionCookieName: e.SESSION_COOKIE_NAME,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
    serverTimeouts: {
      headersMs: e.HEADERS_TIMEOUT_MS,
      requestMs: e.REQUEST_TIMEOUT_MS,
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS,
    },
    logLevel: e.LOG_LEVEL,
    today: e.TODAY,
    excludeChildrenFromDorms: e.EXCLUDE_CHILDREN_FROM_DORMS,
    minPriceExcludesDorm: e.MIN_PRICE_EXCLUDES_DORM,
    salesGroupDropdown: e.SALES_GROUP_DROPDOWN,
    providerReportAppId: e.PROVIDER_REPORT_APP_ID,
    reportPageConcurrency: e.REPORT_PAGE_CONCURRENCY,
    reportPageTimeoutMs: e.REPORT_PAGE_TIMEOUT_MS,
    consumerSiteUrl: e.CONSUMER_SITE_URL,
    agentSiteUrl: e.AGENT_SITE_URL,
    newsletterUrl: e.NEWSLETTER_URL ?? e.PROVIDER_API_URL,
    newsletterSegmentIds: e.NEWSLETTER_SEGMENT_IDS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    reportTokenHashes:
      e.REPORT_TOKEN_HASHES?.split(',') ??
      (e.NODE_ENV === 'production' ? [] : [reportTokenHash(DEV_REPORT_TOKEN)]),
    // Production has refused to get here without both secrets (productionProblems).
    paymentLinkSecret: e.PAYMENT_LINK_SECRET ?? DEV_SECRETS.PAYMENT_LINK_SECRET,
    paymentLinkTtlHours: e.PAYMENT_LINK_TTL_HOURS,
    bookingLinkTtlHours: e.BOOKING_LINK_TTL_HOURS,
    altchaHmacKey: e.ALTCHA_HMAC_KEY ?? DEV_SECRETS.ALTCHA_HMAC_KEY,
    altchaMaxNumber: e.ALTCHA_MAX_NUMBER,
    loginMaxFailuresPerUser: e.LOGIN_MAX_FAILURES_PER_USER,
    loginMaxFailuresPerUserAllAddresses: e.LOGIN_MAX_FAILURES_PER_USER_ALL_ADDRESSES,
    loginMaxFailuresPerAddress: e.LOGIN_MAX_FAILURES_PER_ADDRESS,
    loginThrottleWindowSeconds: e.LOGIN_THROTTLE_WINDOW_SECONDS,
    registrationMaxPerAddress: e.REGISTRATION_MAX_PER_ADDRESS,
    registrationMaxPerEmail: e.REGISTRATION_MAX_PER_EMAIL,
    paymentLinkMaxPerAddress: e.PAYMENT_LINK_MAX_PER_ADDRESS,
    paymentLinkMaxPerBooking: e.PAYMENT_LINK_MAX_PER_BOOKING,
    // In development the web servers on this machine are the proxies: their X-Forwarded-For names the client.
    trustProxy: e.TRUST_PROXY ?? (e.NODE_ENV === 'development' ? ['loopback'] : []),
    persistedQueryManifests: manifests,
    persistedQueryManifestsDefault: e.PERSISTED_QUERY_MANIFESTS === undefined,
    reportTokenMaxFailuresPerAddress: e.REPORT_TOKEN_MAX_FAILURES_PER_ADDRESS,
    reportMaxProviderCalls: e.REPORT_MAX_PROVIDER_CALLS,
    reportMaxRangeDays: e.REPORT_MAX_RANGE_DAYS,
    reportTokenMaxFailuresPerToken: e.REPORT_TOKEN_MAX_FAILURES_PER_TOKEN,
    manifestTripSpanDays: e.MANIFEST_TRIP_SPAN_DAYS,
    manifestMaxBookings: e.MANIFEST_MAX_BOOKINGS,
    newsletterMaxPerEmail: e.NEWSLETTER_MAX_PER_EMAIL,
    newsletterMaxPerAddress: e.NEWSLETTER_MAX_PER_ADDRESS,
  };
}
