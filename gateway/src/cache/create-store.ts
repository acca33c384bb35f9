import type { GatewayConfig } from '../config.js';
import type { Clock } from './clock.js';
import { MemoryStore } from './memory-store.js';
import { RedisStore } from './redis-store.js';
import type { KeyValueStore } from './store.js';

/**
 * The configured store: Redis when REDIS_URL is set (its entries expire by the Redis server's clock), otherwise
 * the in-memory LRU, whose entries expire by `clock` when one is given (tests), else by the process's monotonic
 * clock.
 */
export function createStore(
  config: Pick<GatewayConfig, 'redisUrl' | 'cachePrefix' | 'memoryStore'>,
  clock?: Clock,
): KeyValueStore {
  return config.redisUrl
    ? new RedisStore(config.redisUrl, config.cachePrefix, { clock })
    : new MemoryStore(config.cachePrefix, config.memoryStore, clock);
}
