import type { Logger } from 'pino';
import { isoDateInLondon } from '@tourdesk/domain/dates';
import { CapacityVersions } from './cache/capacity-versions.js';
import { systemClock, type Clock } from './cache/clock.js';
import { createStore } from './cache/create-store.js';
import { cachePolicies, type CachePolicies } from './cache/policies.js';
import { ResponseCache } from './cache/response-cache.js';
import { SharedCache } from './cache/shared-cache.js';
import type { KeyValueStore } from './cache/store.js';
import type { GatewayConfig } from './config.js';
import type { GatewayMetrics } from './metrics.js';
import { AuthHashes } from './provider/auth-hashes.js';
import { ProviderTransport } from './provider/transport.js';
import { LoginThrottle } from './throttle/login-throttle.js';
import { SessionStore } from './session/session-store.js';
import { AttemptCounters } from './throttle/attempt-counters.js';

/**
 * Long-lived parts of one gateway instance, shared by all requests: configuration, logger, metrics, the store
 * (LRU or Redis) with the shared cache, capacity versions and sessions on it, the in-process response cache, and
 * the provider transport with its authentication hashes. Nothing request- or user-specific lives here (see context.ts).
 */
export interface GatewayServices {
  config: GatewayConfig;
  logger: Logger;
  metrics: GatewayMetrics;
  store: KeyValueStore;
  cache: SharedCache;
  /** Whole answers of anonymous catalogue queries (server.ts decides what is kept and served). */
  responses: ResponseCache;
  policies: CachePolicies;
  /** Invalidation hook for capacity after book/cancel (the booking mutations call `invalidate(tourId, year, month)`). */
  capacityVersions: CapacityVersions;
  sessions: SessionStore;
  transport: ProviderTransport;
  hashes: AuthHashes;
  /** Password attempts (login, reset, change) per user name and address (shared store). */
  loginThrottle: LoginThrottle;
  /** Attempt counters of the other throttles (registration, payment-link openings), in the throttle window. */
  attempts: AttemptCounters;
  /** Today's date yyyy-mm-dd in Europe/London (or the configured TODAY). */
  today(): string;
  /** The time the store, the shared cache and the response cache expire entries by (cache/clock.ts). */
  clock: Clock;
}

/** An hour in milliseconds. */
const HOUR_MS = 3_600_000;

/**
 * Today's date in Europe/London by `clock`, worked out once per UTC hour: London's offsets from UTC are whole
 * hours, so its date changes only on a UTC hour boundary, and every request asks (the response cache's key among
 * them) where formatting a date in that zone costs microseconds.
 */
function londonToday(clock: Clock): () => string {
  let hour = Number.NaN;
  let today = '';
  return () => {
    const now = clock.now();
    const current = Math.floor(now / HOUR_MS);
    if (current !== hour) {
      hour = current;
      today = isoDateInLondon(new Date(now));
    }
    return today;
  };
}

/** Creates the services of a gateway instance; `testClock` replaces the system clock (tests only). */
export function createServices(
  config: GatewayConfig,
  logger: Logger,
  metrics: GatewayMetrics,
  testClock?: Clock,
): GatewayServices {
  const store = createStore(config, testClock);
  const clock = testClock ?? systemClock;
  const now = () => clock.now();
  const fixedToday = config.today;
  const transport = new ProviderTransport(
    {
      timeoutMs: config.providerTimeoutMs,
      readRetries: config.providerReadRetries,
      hedgeReads: config.providerHedgeReads,
    },
    metrics,
    logger,
  );
  return {
    config,
    logger,
    metrics,
    store,
    cache: new SharedCache(store, metrics, logger, now, config.localCache),
    responses: new ResponseCache(now, config.responseCache),
    policies: cachePolicies(config),
    capacityVersions: new CapacityVersions(store),
    sessions: new SessionStore(store, config.sessionTtlSeconds * 1000),
    transport,
    hashes: new AuthHashes(transport, config.providerApiUrl, config.providerApiKey),
    loginThrottle: new LoginThrottle(store, {
      maxFailuresPerUser: config.loginMaxFailuresPerUser,
      maxFailuresPerUserAllAddresses: config.loginMaxFailuresPerUserAllAddresses,
      maxFailuresPerAddress: config.loginMaxFailuresPerAddress,
      windowSeconds: config.loginThrottleWindowSeconds,
    }),
    attempts: new AttemptCounters(store, config.loginThrottleWindowSeconds * 1000),
    today: fixedToday !== undefined ? () => fixedToday : londonToday(clock),
    clock,
  };
}
