import { LRUCache } from 'lru-cache';
import type { KeyValueStore } from './store.js';

/** In-process {@link KeyValueStore}: an LRU of at most `maxEntries` strings with per-entry TTL. */
export class MemoryStore implements KeyValueStore {
  readonly kind = 'memory' as const;
  readonly available = true;
  private readonly lru: LRUCache<string, string>;

  constructor(
    private readonly prefix: string,
    maxEntries = 20_000,
  ) {
    this.lru = new LRUCache<string, string>({ max: maxEntries, ttlAutopurge: false });
  }

  async get(key: string): Promise<string | undefined> {
    return this.lru.get(this.prefix + key);
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    this.lru.set(this.prefix + key, value, { ttl: ttlMs });
  }

  async expire(key: string, ttlMs: number): Promise<void> {
    const value = this.lru.get(this.prefix + key);
    if (value !== undefined) this.lru.set(this.prefix + key, value, { ttl: ttlMs });
  }

  async delete(key: string): Promise<void> {
    this.lru.delete(this.prefix + key);
  }

  async increment(key: string, ttlMs: number, by = 1): Promise<number> {
    const current = this.lru.get(this.prefix + key);
    const next = Number(current ?? '0') + by;
    this.lru.set(
      this.prefix + key,
      String(next),
      current === undefined ? { ttl: ttlMs } : { noUpdateTTL: true },
    );
    return next;
  }

  async ttl(key: string): Promise<number | undefined> {
    if (!this.lru.has(this.prefix + key)) return undefined;
    const remaining = this.lru.getRemainingTTL(this.prefix + key);
    return Number.isFinite(remaining) && remaining > 0 ? remaining : undefined;
  }

  async take(key: string): Promise<string | undefined> {
    const value = this.lru.get(this.prefix + key);
    this.lru.delete(this.prefix + key);
    return value;
  }

  // No await between the comparison and the write: atomic within this single-threaded process.
  async compareAndSet(
    key: string,
    expected: string | undefined,
    value: string,
    ttlMs: number,
  ): Promise<boolean> {
    if (this.lru.get(this.prefix + key) !== expected) return false;
    this.lru.set(this.prefix + key, value, { ttl: ttlMs });
    return true;
  }

  async close(): Promise<void> {
    this.lru.clear();
  }
}
