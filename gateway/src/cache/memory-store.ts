import { LRUCache } from 'lru-cache';
import type { Clock } from './clock.js';
import { isSharedCacheKey } from './keys.js';
import type { KeyValueStore } from './store.js';

/** Bounds of the in-memory store (MEMORY_STORE_* settings). */
export interface MemoryStoreLimits {
  /** Most entries of each part (shared-cache entries; records: sessions, locks, counters, idempotency). */
  maxEntries: number;
  /** Bytes of the shared-cache part (provider answers), keys and values counted as UTF-16 (2 bytes a character). */
  cacheMaxBytes: number;
  /** Bytes of the records part, counted the same way. */
  recordsMaxBytes: number;
}

/** The defaults: 20,000 entries each, 128 MiB of cached provider answers, 32 MiB of records. */
export const DEFAULT_MEMORY_STORE_LIMITS: MemoryStoreLimits = {
  maxEntries: 20_000,
  cacheMaxBytes: 128 * 1024 * 1024,
  recordsMaxBytes: 32 * 1024 * 1024,
};

/** Heap bytes of a key and its string value, at most (V8 keeps one-byte strings when it can). */
const stringBytes = (value: string, key: string) => 2 * (key.length + value.length);

/**
 * In-process {@link KeyValueStore}: two LRUs with per-entry TTL, each bounded by entries and by bytes (lru-cache
 * maxSize with a size calculation). Shared-cache entries (provider answers, which anonymous traffic can multiply)
 * live apart from records (sessions, locks, idempotency records, counters), so a flood of searches evicts only
 * other cached answers, never a session or a lock. A value larger than its part's byte bound is not kept.
 * Expiry follows `clock` when one is given (lru-cache's `perf` option, read on every check), else the process's
 * monotonic clock.
 */
export class MemoryStore implements KeyValueStore {
  readonly kind = 'memory' as const;
  readonly available = true;
  private readonly cache: LRUCache<string, string>;
  private readonly records: LRUCache<string, string>;

  constructor(
    private readonly prefix: string,
    limits: MemoryStoreLimits = DEFAULT_MEMORY_STORE_LIMITS,
    clock?: Clock,
  ) {
    const lru = (maxSize: number) =>
      new LRUCache<string, string>({
        max: limits.maxEntries,
        maxSize,
        sizeCalculation: stringBytes,
        ttlAutopurge: false,
        ...(clock ? { perf: clock, ttlResolution: 0 } : {}),
      });
    this.cache = lru(limits.cacheMaxBytes);
    this.records = lru(limits.recordsMaxBytes);
  }

  /** The part holding `key` (relative to the prefix) and its full key. */
  private part(key: string): [LRUCache<string, string>, string] {
    return [isSharedCacheKey(key) ? this.cache : this.records, this.prefix + key];
  }

  async get(key: string): Promise<string | undefined> {
    const [lru, full] = this.part(key);
    return lru.get(full);
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    const [lru, full] = this.part(key);
    lru.set(full, value, { ttl: ttlMs });
  }

  async expire(key: string, ttlMs: number): Promise<void> {
    const [lru, full] = this.part(key);
    const value = lru.get(full);
    if (value !== undefined) lru.set(full, value, { ttl: ttlMs });
  }

  async delete(key: string): Promise<void> {
    const [lru, full] = this.part(key);
    lru.delete(full);
  }

  async increment(key: string, ttlMs: number, by = 1): Promise<number> {
    const [lru, full] = this.part(key);
    const current = lru.get(full);
    const next = Number(current ?? '0') + by;
    lru.set(full, String(next), current === undefined ? { ttl: ttlMs } : { noUpdateTTL: true });
    return next;
  }

  async ttl(key: string): Promise<number | undefined> {
    const [lru, full] = this.part(key);
    if (!lru.has(full)) return undefined;
    const remaining = lru.getRemainingTTL(full);
    return Number.isFinite(remaining) && remaining > 0 ? remaining : undefined;
  }

  async take(key: string): Promise<string | undefined> {
    const [lru, full] = this.part(key);
    const value = lru.get(full);
    lru.delete(full);
    return value;
  }

  // No await between the comparison and the write: atomic within this single-threaded process.
  async compareAndSet(
    key: string,
    expected: string | undefined,
    value: string,
    ttlMs: number,
  ): Promise<boolean> {
    const [lru, full] = this.part(key);
    if (lru.get(full) !== expected) return false;
    lru.set(full, value, { ttl: ttlMs });
    return true;
  }

  // Locks: as compareAndSet, each comparison and its write run with no await between them.
  async acquireLock(key: string, owner: string, ttlMs: number): Promise<boolean> {
    return this.compareAndSet(key, undefined, owner, ttlMs);
  }

  async extendLock(key: string, owner: string, ttlMs: number): Promise<boolean> {
    const [lru, full] = this.part(key);
    if (lru.get(full) !== owner) return false;
    lru.set(full, owner, { ttl: ttlMs });
    return true;
  }

  async releaseLock(key: string, owner: string): Promise<boolean> {
    const [lru, full] = this.part(key);
    if (lru.get(full) !== owner) return false;
    lru.delete(full);
    return true;
  }

  /** Bytes held by each part (as counted against its bound). */
  usage(): { cacheBytes: number; recordsBytes: number } {
    return { cacheBytes: this.cache.calculatedSize, recordsBytes: this.records.calculatedSize };
  }

  async close(): Promise<void> {
    this.cache.clear();
    this.records.clear();
  }
}
