import { GraphQLError } from 'graphql';

/**
 * A key-value store of strings with per-entry expiry, shared by the cache and the sessions.
 * Implementations: {@link MemoryStore} (in-process LRU, the default) and {@link RedisStore} (when REDIS_URL is set).
 * Keys are given without the deployment prefix; the store adds it.
 *
 * Failure mode: when the backing service is unreachable every method rejects at once with a
 * {@link StoreUnavailableError} (never hangs). The shared cache reads that as a miss; a caller that must write
 * (sessions, throttling and payment-attempt counters) lets it surface as the GraphQL error it is.
 */
export interface KeyValueStore {
  /** 'memory' or 'redis', for logs and /readyz. */
  readonly kind: 'memory' | 'redis';
  /** False while the backing service is known to be unreachable (always true for memory). */
  readonly available: boolean;
  /** The value, or undefined when absent or expired. */
  get(key: string): Promise<string | undefined>;
  /** Stores a value for `ttlMs` milliseconds. */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Extends the expiry of an existing key to `ttlMs` from now; no-op when absent. */
  expire(key: string, ttlMs: number): Promise<void>;
  /** Removes a key. */
  delete(key: string): Promise<void>;
  /**
   * Atomically adds `by` (1 unless given; negative to give back) to an integer counter (absent counts as 0) and
   * returns the new value. The counter expires `ttlMs` after its first increment; later increments keep that
   * expiry (a fixed window, not a sliding one).
   */
  increment(key: string, ttlMs: number, by?: number): Promise<number>;
  /** Milliseconds until the key expires; undefined when it is absent or has no expiry. */
  ttl(key: string): Promise<number | undefined>;
  /** Atomically reads and deletes a key (single-use values): only one of concurrent callers gets the value. */
  take(key: string): Promise<string | undefined>;
  /**
   * Atomically replaces the value of `key` with `value` (expiring `ttlMs` from now) only while it still holds
   * `expected` (undefined: only while the key is absent). False, and nothing written, when another writer came
   * first: the caller re-reads and tries again (compare-and-set).
   */
  compareAndSet(key: string, expected: string | undefined, value: string, ttlMs: number): Promise<boolean>;
  /**
   * Takes the lock `key` for `owner` (a token unique to one holder) for `ttlMs` milliseconds, only while nobody
   * holds it (Redis `SET key owner NX PX ttlMs`). False, and nothing written, when it is held.
   */
  acquireLock(key: string, owner: string, ttlMs: number): Promise<boolean>;
  /**
   * Extends the lock `key` to `ttlMs` milliseconds from now only while `owner` holds it (compare-and-extend in one
   * step). False, and nothing changed, when it expired or another holder has it.
   */
  extendLock(key: string, owner: string, ttlMs: number): Promise<boolean>;
  /**
   * Releases the lock `key` only while `owner` holds it (compare-and-delete in one step): a holder whose lock
   * expired and was taken by another never releases the other's. False when it was not `owner`'s.
   */
  releaseLock(key: string, owner: string): Promise<boolean>;
  /** Releases connections. */
  close(): Promise<void>;
}

/** `extensions.code` of {@link StoreUnavailableError}. */
export const STORE_UNAVAILABLE_CODE = 'SESSION_STORE_UNAVAILABLE';

/**
 * The shared store (Redis) cannot be reached. A GraphQL error with code `SESSION_STORE_UNAVAILABLE`, so that when
 * a session write (login, currency, basket) or a shared counter meets an outage the client gets a clear, typed
 * answer through `formatError` (codes other than INTERNAL_SERVER_ERROR pass through) instead of a masked one.
 * The cause is kept in `originalError` for the logs and never sent.
 */
export class StoreUnavailableError extends GraphQLError {
  /** @param httpStatus the HTTP status of an answer that has only this error (Apollo's default when absent). */
  constructor(cause?: unknown, httpStatus?: number) {
    super('Sessions are temporarily unavailable. Please try again in a moment.', {
      extensions: {
        code: STORE_UNAVAILABLE_CODE,
        ...(httpStatus === undefined ? {} : { http: { status: httpStatus } }),
      },
      originalError: cause instanceof Error ? cause : undefined,
    });
    this.name = 'StoreUnavailableError';
  }
}
