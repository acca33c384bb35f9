import { Redis } from 'ioredis';
import type { KeyValueStore } from './store.js';

/**
 * {@link KeyValueStore} on Redis (ioredis). Every key carries `prefix` (ioredis keyPrefix). Commands fail fast
 * (one retry, no offline queue) so a Redis outage degrades to cache misses rather than hanging requests.
 */
export class RedisStore implements KeyValueStore {
  readonly kind = 'redis' as const;
  readonly client: Redis;

  constructor(url: string, prefix: string) {
    this.client = new Redis(url, {
      keyPrefix: prefix,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: true,
      connectTimeout: 2000,
      lazyConnect: false,
    });
    this.client.on('error', () => undefined);
  }

  async get(key: string): Promise<string | undefined> {
    return (await this.client.get(key)) ?? undefined;
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    await this.client.set(key, value, 'PX', Math.max(1, Math.round(ttlMs)));
  }

  async expire(key: string, ttlMs: number): Promise<void> {
    await this.client.pexpire(key, Math.max(1, Math.round(ttlMs)));
  }

  async delete(key: string): Promise<void> {
    await this.client.del(key);
  }

  async increment(key: string, ttlMs: number): Promise<number> {
    const results = await this.client
      .multi()
      .incr(key)
      .pexpire(key, Math.max(1, Math.round(ttlMs)))
      .exec();
    const value = results?.[0]?.[1];
    return typeof value === 'number' ? value : Number(value);
  }

  async close(): Promise<void> {
    await this.client.quit().catch(() => this.client.disconnect());
  }
}
