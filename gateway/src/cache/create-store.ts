import type { GatewayConfig } from '../config.js';
import { MemoryStore } from './memory-store.js';
import { RedisStore } from './redis-store.js';
import type { KeyValueStore } from './store.js';

/** The configured store: Redis when REDIS_URL is set, otherwise the in-memory LRU. */
export function createStore(
  config: Pick<GatewayConfig, 'redisUrl' | 'cachePrefix' | 'memoryStore'>,
): KeyValueStore {
  return config.redisUrl
    ? new RedisStore(config.redisUrl, config.cachePrefix)
    : new MemoryStore(config.cachePrefix, config.memoryStore);
}
