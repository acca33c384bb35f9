/**
 * A key-value store of strings with per-entry expiry, shared by the cache and the sessions.
 * Implementations: {@link MemoryStore} (in-process LRU, the default) and {@link RedisStore} (when REDIS_URL is set).
 * Keys are given without the deployment prefix; the store adds it.
 */
export interface KeyValueStore {
  /** 'memory' or 'redis', for logs and /readyz. */
  readonly kind: 'memory' | 'redis';
  /** The value, or undefined when absent or expired. */
  get(key: string): Promise<string | undefined>;
  /** Stores a value for `ttlMs` milliseconds. */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Extends the expiry of an existing key to `ttlMs` from now; no-op when absent. */
  expire(key: string, ttlMs: number): Promise<void>;
  /** Removes a key. */
  delete(key: string): Promise<void>;
  /** Atomically adds 1 to an integer counter (absent counts as 0) and returns the new value; expires after `ttlMs`. */
  increment(key: string, ttlMs: number): Promise<number>;
  /** Releases connections. */
  close(): Promise<void>;
}
