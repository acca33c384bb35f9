import type { Logger } from 'pino';
import type { GatewayMetrics } from '../metrics.js';
import type { CachePolicy } from './policies.js';
import { StoreUnavailableError, type KeyValueStore } from './store.js';

/** What is stored per key: the value and the epoch millisecond until which it is fresh. */
interface Entry<T> {
  v: T;
  f: number;
}

/**
 * The shared (cross-request, cross-user) cache of provider answers, with stale-if-error.
 * Values are JSON; a store failure counts as a miss, never thrown. An unreachable store (Redis down) is logged
 * once per outage by the store's watcher (store-health.ts), not here per request; other store errors are logged.
 * Concurrent loads of the same key in this process share one provider call.
 */
export class SharedCache {
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(
    readonly store: KeyValueStore,
    private readonly metrics: GatewayMetrics,
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Answers `key` from the cache while fresh; otherwise calls `load` and stores its result. When `load` throws
   * and a stale entry is still within `policy.staleMs`, the stale value is returned instead of the error.
   * @throws whatever `load` throws when there is nothing stale to serve.
   */
  async getOrLoad<T>(policy: CachePolicy, key: string, load: () => Promise<T>): Promise<T> {
    const fullKey = `${policy.name}:${key}`;
    const entry = await this.read<T>(fullKey);
    if (entry && entry.f > this.now()) {
      this.metrics.cacheLookups.inc({ class: policy.name, result: 'hit' });
      return entry.v;
    }
    const pending = this.inFlight.get(fullKey) as Promise<T> | undefined;
    if (pending) {
      this.metrics.cacheLookups.inc({ class: policy.name, result: 'hit' });
      return pending;
    }
    this.metrics.cacheLookups.inc({ class: policy.name, result: 'miss' });
    const loading = this.loadAndStore(policy, fullKey, load, entry);
    this.inFlight.set(fullKey, loading);
    try {
      return await loading;
    } finally {
      this.inFlight.delete(fullKey);
    }
  }

  /**
   * Batch form of {@link getOrLoad}: answers fresh keys from the cache and loads the others with one `loadMany`
   * call (which returns a map by key; keys it omits are cached as null). When `loadMany` throws, stale entries
   * are served if every missing key has one.
   * @throws whatever `loadMany` throws when some key has nothing stale to serve.
   */
  async getManyOrLoad<T>(
    policy: CachePolicy,
    keys: readonly string[],
    loadMany: (missing: string[]) => Promise<Map<string, T>>,
  ): Promise<(T | null)[]> {
    const entries = await Promise.all(keys.map((key) => this.read<T | null>(`${policy.name}:${key}`)));
    const result = new Map<string, T | null>();
    const missing: string[] = [];
    keys.forEach((key, i) => {
      const entry = entries[i];
      if (entry && entry.f > this.now()) result.set(key, entry.v);
      else missing.push(key);
    });
    this.metrics.cacheLookups.inc({ class: policy.name, result: 'hit' }, keys.length - missing.length);
    if (missing.length > 0) {
      this.metrics.cacheLookups.inc({ class: policy.name, result: 'miss' }, missing.length);
      try {
        const loaded = await loadMany(missing);
        await Promise.all(
          missing.map((key) => {
            const value = loaded.get(key) ?? null;
            result.set(key, value);
            return this.write(policy, `${policy.name}:${key}`, value);
          }),
        );
      } catch (error) {
        const stale = missing.map((key) => entries[keys.indexOf(key)]);
        if (policy.staleMs === 0 || stale.some((entry) => entry === undefined)) throw error;
        this.metrics.cacheLookups.inc({ class: policy.name, result: 'stale' }, missing.length);
        this.logger.warn({ keys: missing, err: error }, 'provider failed; serving stale cache entries');
        missing.forEach((key, i) => result.set(key, stale[i]!.v));
      }
    }
    return keys.map((key) => result.get(key) ?? null);
  }

  private async loadAndStore<T>(
    policy: CachePolicy,
    fullKey: string,
    load: () => Promise<T>,
    stale: Entry<T> | undefined,
  ): Promise<T> {
    let value: T;
    try {
      value = await load();
    } catch (error) {
      if (stale && policy.staleMs > 0) {
        this.metrics.cacheLookups.inc({ class: policy.name, result: 'stale' });
        this.logger.warn({ key: fullKey, err: error }, 'provider failed; serving stale cache entry');
        return stale.v;
      }
      throw error;
    }
    await this.write(policy, fullKey, value);
    return value;
  }

  private async write<T>(policy: CachePolicy, fullKey: string, value: T): Promise<void> {
    const entry: Entry<T> = { v: value, f: this.now() + policy.freshMs };
    try {
      await this.store.set(fullKey, JSON.stringify(entry), policy.freshMs + policy.staleMs);
    } catch (error) {
      if (!(error instanceof StoreUnavailableError)) {
        this.logger.warn({ key: fullKey, err: error }, 'cache write failed');
      }
    }
  }

  private async read<T>(fullKey: string): Promise<Entry<T> | undefined> {
    try {
      const raw = await this.store.get(fullKey);
      return raw === undefined ? undefined : (JSON.parse(raw) as Entry<T>);
    } catch (error) {
      if (!(error instanceof StoreUnavailableError)) {
        this.logger.warn({ key: fullKey, err: error }, 'cache read failed');
      }
      return undefined;
    }
  }
}
