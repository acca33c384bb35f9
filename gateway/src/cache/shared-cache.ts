import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import type { GatewayMetrics } from '../metrics.js';
import { sharedCacheEntryKey } from './keys.js';
import type { CachePolicy } from './policies.js';
import { StoreUnavailableError, type KeyValueStore } from './store.js';

/** What is stored per key: the value and the epoch millisecond until which it is fresh. */
interface Entry<T> {
  v: T;
  f: number;
}

/** A decoded entry kept in this process, with the epoch millisecond after which not even stale-if-error may use it. */
interface LocalEntry<T> extends Entry<T> {
  until: number;
}

/** Bounds of the in-process tier of decoded values (LOCAL_CACHE_* settings). */
export interface LocalTierLimits {
  /** Most decoded entries (products, capacity months, searches, reference lists). */
  maxEntries: number;
  /**
   * Budget counted as the bytes of the entries' JSON (about a third of their heap size once decoded): the default
   * 16 MiB keeps the largest answer (the full product search, ~625 KB) and every product, capacity month and
   * reference list of a catalogue several times over.
   */
  maxBytes: number;
}

/** The defaults: 5000 entries, 16 MiB of JSON. */
export const DEFAULT_LOCAL_TIER_LIMITS: LocalTierLimits = { maxEntries: 5000, maxBytes: 16 * 1024 * 1024 };
/** Most derived values ({@link SharedCache.derive}) kept per cached value (one per currency × party × filter…). */
const DERIVED_PER_SOURCE = 256;

/**
 * Collects, over the cached values one request read, the earliest epoch millisecond until which they are all
 * fresh (the whole-response cache must not keep an answer longer than its data). Start at `Infinity`.
 */
export interface FreshnessWatch {
  freshUntil: number;
}

/**
 * The shared (cross-request, cross-user) cache of provider answers, with stale-if-error, in two tiers:
 * - the store (Redis, or the in-memory store): shared by every gateway instance, the source of truth; values are
 *   JSON with their freshness deadline;
 * - an in-process LRU of decoded values (bounded by entries and JSON bytes, {@link LocalTierLimits}), so a
 *   hit costs no store round trip and no `JSON.parse`. A local copy carries the deadline it was stored with, so it
 *   is never served fresh for longer than the shared entry; capacity stays correct across instances because its
 *   keys embed the per-month version (capacity-versions.ts), which is read from the store on every request.
 *   While the store is unreachable the local tier is neither read nor filled (capacity versions cannot be read then,
 *   so nothing is cached, as before).
 * Values handed out are deep-frozen: every request shares the same objects.
 * A store failure counts as a miss, never thrown. An unreachable store (Redis down) is logged once per outage by
 * the store's watcher (store-health.ts), not here per request; other store errors are logged.
 * Concurrent loads of the same key in this process share one provider call.
 */
export class SharedCache {
  private readonly inFlight = new Map<string, Promise<Entry<unknown>>>();
  private readonly local: LRUCache<string, LocalEntry<unknown>>;
  private readonly derived = new WeakMap<object, Map<string, unknown>>();
  /** Which loads this view shares ({@link withFlight}); '' for the catalogue's. */
  private flight = '';

  constructor(
    readonly store: KeyValueStore,
    private readonly metrics: GatewayMetrics,
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
    limits: LocalTierLimits = DEFAULT_LOCAL_TIER_LIMITS,
  ) {
    this.local = new LRUCache<string, LocalEntry<unknown>>({
      max: limits.maxEntries,
      maxSize: limits.maxBytes,
    });
  }

  /**
   * This cache (the same store, tiers and entries) for callers whose loads must not wait on another kind of
   * caller's: concurrent loads of a key are shared only between callers of the same flight. A sale's reads run
   * under a longer budget than the catalogue's, so a sale never inherits a catalogue load that times out sooner.
   */
  withFlight(name: string): SharedCache {
    const view = Object.create(this) as SharedCache;
    view.flight = name;
    return view;
  }

  /**
   * Answers `key` from the cache while fresh; otherwise calls `load` and stores its result. When `load` throws
   * and a stale entry is still within `policy.staleMs`, the stale value is returned instead of the error.
   * @param watch lowered to the answer's freshness deadline (in the past when a stale value is served).
   * @throws whatever `load` throws when there is nothing stale to serve.
   */
  async getOrLoad<T>(
    policy: CachePolicy,
    key: string,
    load: () => Promise<T>,
    watch?: FreshnessWatch,
  ): Promise<T> {
    const entry = await this.entry(policy, sharedCacheEntryKey(policy, key), load);
    if (watch) watch.freshUntil = Math.min(watch.freshUntil, entry.f);
    return entry.v;
  }

  /**
   * The value of `key` when the cache holds it fresh, else undefined; never loads.
   * @param watch lowered to the value's freshness deadline when there is one.
   */
  async peek<T>(policy: CachePolicy, key: string, watch?: FreshnessWatch): Promise<T | undefined> {
    const entry = await this.read<T>(policy, sharedCacheEntryKey(policy, key));
    if (!entry || entry.f <= this.now()) return undefined;
    if (watch) watch.freshUntil = Math.min(watch.freshUntil, entry.f);
    return entry.v;
  }

  /**
   * Batch form of {@link getOrLoad}: answers fresh keys from the cache and loads the others with one `loadMany`
   * call (which returns a map by key; keys it omits are cached as null). When `loadMany` throws, stale entries
   * are served if every missing key has one.
   * @param watch lowered to the earliest freshness deadline of the answers.
   * @throws whatever `loadMany` throws when some key has nothing stale to serve.
   */
  async getManyOrLoad<T>(
    policy: CachePolicy,
    keys: readonly string[],
    loadMany: (missing: string[]) => Promise<Map<string, T>>,
    watch?: FreshnessWatch,
  ): Promise<(T | null)[]> {
    const entries = await Promise.all(
      keys.map((key) => this.read<T | null>(policy, sharedCacheEntryKey(policy, key))),
    );
    const now = this.now();
    const result = new Map<string, T | null>();
    const missing: string[] = [];
    let freshUntil = Infinity;
    keys.forEach((key, i) => {
      const entry = entries[i];
      if (entry && entry.f > now) {
        result.set(key, entry.v);
        freshUntil = Math.min(freshUntil, entry.f);
      } else missing.push(key);
    });
    this.metrics.cacheLookups.inc({ class: policy.name, result: 'hit' }, keys.length - missing.length);
    if (missing.length > 0) {
      this.metrics.cacheLookups.inc({ class: policy.name, result: 'miss' }, missing.length);
      try {
        const loaded = await loadMany(missing);
        const written = await Promise.all(
          missing.map((key) => this.write(policy, sharedCacheEntryKey(policy, key), loaded.get(key) ?? null)),
        );
        missing.forEach((key, i) => {
          result.set(key, written[i]!.v);
          freshUntil = Math.min(freshUntil, written[i]!.f);
        });
      } catch (error) {
        const stale = missing.map((key) => entries[keys.indexOf(key)]);
        if (policy.staleMs === 0 || stale.some((entry) => entry === undefined)) throw error;
        this.metrics.cacheLookups.inc({ class: policy.name, result: 'stale' }, missing.length);
        this.logger.warn({ keys: missing, err: error }, 'provider failed; serving stale cache entries');
        missing.forEach((key, i) => result.set(key, stale[i]!.v));
        freshUntil = 0;
      }
    }
    if (watch) watch.freshUntil = Math.min(watch.freshUntil, freshUntil);
    return keys.map((key) => result.get(key) ?? null);
  }

  /**
   * Keeps `value` under `key` (cacheKeys.lastCapacityMonth) for `ttlMs` as the last known good answer (no
   * freshness: see {@link recall}).
   * Best effort: a store failure is ignored.
   */
  async remember(policy: CachePolicy, key: string, value: unknown, ttlMs: number): Promise<void> {
    if (ttlMs <= 0) return;
    try {
      await this.store.set(sharedCacheEntryKey(policy, key), JSON.stringify(value), ttlMs);
    } catch (error) {
      if (!(error instanceof StoreUnavailableError)) {
        this.logger.warn({ key, err: error }, 'cache write failed');
      }
    }
  }

  /**
   * The last known good answer {@link remember}ed under `key`, for serving when the provider failed (counted as a
   * stale lookup); undefined when none. A new object on every call.
   */
  async recall<T>(policy: CachePolicy, key: string): Promise<T | undefined> {
    try {
      const raw = await this.store.get(sharedCacheEntryKey(policy, key));
      if (raw === undefined) return undefined;
      this.metrics.cacheLookups.inc({ class: policy.name, result: 'stale' });
      return JSON.parse(raw) as T;
    } catch (error) {
      if (!(error instanceof StoreUnavailableError)) {
        this.logger.warn({ key, err: error }, 'cache read failed');
      }
      return undefined;
    }
  }

  /**
   * A value computed only from a cached value (e.g. the reduced tour list of a product search for one currency),
   * kept as long as that cached value is: `compute(source)` runs once per `source` object and `key`, and the result
   * is dropped with its source (a new load is a new object). `key` must name every other input of `compute`.
   * The result is frozen (shallowly): callers copy it before changing it.
   */
  derive<S extends object, R>(source: S, key: string, compute: (source: S) => R): R {
    let bySource = this.derived.get(source);
    if (!bySource) {
      bySource = new Map();
      this.derived.set(source, bySource);
    }
    if (bySource.has(key)) return bySource.get(key) as R;
    const value = compute(source);
    if (bySource.size >= DERIVED_PER_SOURCE) bySource.clear();
    bySource.set(key, typeof value === 'object' && value !== null ? Object.freeze(value) : value);
    return value;
  }

  private async entry<T>(policy: CachePolicy, fullKey: string, load: () => Promise<T>): Promise<Entry<T>> {
    const entry = await this.read<T>(policy, fullKey);
    if (entry && entry.f > this.now()) {
      this.metrics.cacheLookups.inc({ class: policy.name, result: 'hit' });
      return entry;
    }
    const flightKey = `${this.flight}|${fullKey}`;
    const pending = this.inFlight.get(flightKey) as Promise<Entry<T>> | undefined;
    if (pending) {
      this.metrics.cacheLookups.inc({ class: policy.name, result: 'hit' });
      return pending;
    }
    this.metrics.cacheLookups.inc({ class: policy.name, result: 'miss' });
    const loading = this.loadAndStore(policy, fullKey, load, entry);
    this.inFlight.set(flightKey, loading);
    try {
      return await loading;
    } finally {
      this.inFlight.delete(flightKey);
    }
  }

  private async loadAndStore<T>(
    policy: CachePolicy,
    fullKey: string,
    load: () => Promise<T>,
    stale: Entry<T> | undefined,
  ): Promise<Entry<T>> {
    let value: T;
    try {
      value = await load();
    } catch (error) {
      if (stale && policy.staleMs > 0) {
        this.metrics.cacheLookups.inc({ class: policy.name, result: 'stale' });
        this.logger.warn({ key: fullKey, err: error }, 'provider failed; serving stale cache entry');
        return stale;
      }
      throw error;
    }
    return this.write(policy, fullKey, value);
  }

  /** Stores a fresh entry in the store and, once the store took it, in this process. Returns the entry to serve. */
  private async write<T>(policy: CachePolicy, fullKey: string, value: T): Promise<Entry<T>> {
    const entry: Entry<T> = { v: value, f: this.now() + policy.freshMs };
    const json = JSON.stringify(entry);
    try {
      await this.store.set(fullKey, json, policy.freshMs + policy.staleMs);
      this.keep(policy, fullKey, entry, json.length);
    } catch (error) {
      if (!(error instanceof StoreUnavailableError)) {
        this.logger.warn({ key: fullKey, err: error }, 'cache write failed');
      }
    }
    return entry;
  }

  /**
   * The entry of `fullKey`: the local copy while it is fresh (and the store reachable), otherwise the store's (kept
   * locally when newer), otherwise the local copy still within its stale-if-error window; undefined when none.
   */
  private async read<T>(policy: CachePolicy, fullKey: string): Promise<Entry<T> | undefined> {
    const now = this.now();
    let local = this.store.available ? (this.local.get(fullKey) as LocalEntry<T> | undefined) : undefined;
    if (local && local.until <= now) {
      this.local.delete(fullKey);
      local = undefined;
    }
    if (local && local.f > now) return local;
    try {
      const raw = await this.store.get(fullKey);
      if (raw === undefined) return local;
      const entry = JSON.parse(raw) as Entry<T>;
      if (local && local.f >= entry.f) return local;
      return this.keep(policy, fullKey, entry, raw.length);
    } catch (error) {
      if (!(error instanceof StoreUnavailableError)) {
        this.logger.warn({ key: fullKey, err: error }, 'cache read failed');
      }
      return undefined;
    }
  }

  /** Freezes the entry's value and keeps it in this process until its stale-if-error window ends. */
  private keep<T>(policy: CachePolicy, fullKey: string, entry: Entry<T>, chars: number): Entry<T> {
    deepFreeze(entry.v);
    const kept: LocalEntry<T> = { v: entry.v, f: entry.f, until: entry.f + policy.staleMs };
    if (kept.until > this.now()) this.local.set(fullKey, kept, { size: Math.max(1, chars) });
    return kept;
  }
}

/**
 * Freezes a decoded JSON value and everything in it. Walks arrays by index and objects with `for…in` (a JSON
 * value's objects are plain, with no inherited enumerable keys) instead of allocating `Object.values` of each:
 * a capacity month's answer is thousands of objects, frozen on the way to the first request that loaded it.
 */
function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) deepFreeze(value[index]);
  } else {
    const object = value as Record<string, unknown>;
    for (const key in object) deepFreeze(object[key]);
  }
}
