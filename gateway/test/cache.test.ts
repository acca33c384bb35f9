import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { CapacityVersions } from '../src/cache/capacity-versions.js';
import { storeKeys } from '../src/cache/keys.js';
import { MemoryStore } from '../src/cache/memory-store.js';
import { RedisStore } from '../src/cache/redis-store.js';
import { SharedCache } from '../src/cache/shared-cache.js';
import type { KeyValueStore } from '../src/cache/store.js';
import { createMetrics } from '../src/metrics.js';
import { SessionStore } from '../src/session/session-store.js';
import { ManualClock } from './support/clock.js';

const prefix = `test:${randomUUID()}:`;
const redis = new RedisStore('redis://127.0.0.1:6379', prefix);

afterAll(async () => {
  const keys = await redis.client.keys(`${prefix}*`);
  if (keys.length) await redis.client.del(...keys.map((k) => k.slice(prefix.length)));
  await redis.close();
});

const stores: [string, () => KeyValueStore][] = [
  ['memory', () => new MemoryStore(prefix)],
  ['redis', () => redis],
];

describe('memory store bounds', () => {
  it('holds cached answers within their byte bound and never evicts a record (session, lock) for them', async () => {
    const store = new MemoryStore(prefix, {
      maxEntries: 20_000,
      cacheMaxBytes: 1_048_576,
      recordsMaxBytes: 1_048_576,
    });
    await store.set('sess:kept', 'session data', 60_000);
    const answer = 'x'.repeat(50_000);
    for (let i = 0; i < 200; i += 1) await store.set(`catalogue:search:app:${i}`, answer, 60_000);
    const { cacheBytes, recordsBytes } = store.usage();
    expect(cacheBytes).toBeLessThanOrEqual(1_048_576);
    expect(cacheBytes).toBeGreaterThan(900_000);
    expect(await store.get('catalogue:search:app:199')).toBe(answer);
    expect(await store.get('catalogue:search:app:0')).toBeUndefined();
    expect(await store.get('sess:kept')).toBe('session data');
    expect(recordsBytes).toBeLessThan(1000);
    await store.set('catalogue:too-big', 'y'.repeat(600_000), 60_000);
    expect(await store.get('catalogue:too-big')).toBeUndefined();
  });
});

describe.each(stores)('%s store', (_name, make) => {
  it('stores, increments and deletes', async () => {
    const store = make();
    const key = randomUUID();
    expect(await store.get(key)).toBeUndefined();
    await store.set(key, 'v', 200);
    expect(await store.get(key)).toBe('v');
    expect(await store.increment(`${key}:n`, 10_000)).toBe(1);
    expect(await store.increment(`${key}:n`, 10_000)).toBe(2);
    await store.delete(key);
    expect(await store.get(key)).toBeUndefined();
  });

  it('gives attempts back, tells the time left, and hands a single-use value to one taker only', async () => {
    const store = make();
    const key = randomUUID();
    expect(await store.increment(`${key}:n`, 10_000, 3)).toBe(3);
    expect(await store.increment(`${key}:n`, 10_000, -1)).toBe(2);
    const left = (await store.ttl(`${key}:n`))!;
    expect(left).toBeGreaterThan(9_000);
    expect(left).toBeLessThanOrEqual(10_000);
    expect(await store.ttl(`${key}:absent`)).toBeUndefined();
    await store.set(`${key}:once`, 'secret', 10_000);
    const takers = await Promise.all(Array.from({ length: 10 }, () => store.take(`${key}:once`)));
    expect(takers.filter((v) => v === 'secret')).toHaveLength(1);
    expect(await store.get(`${key}:once`)).toBeUndefined();
  });

  it('compare-and-set: only one of concurrent writers of one version wins; absent means not yet written', async () => {
    const store = make();
    const key = randomUUID();
    expect(await store.compareAndSet(key, undefined, 'v1', 10_000)).toBe(true);
    expect(await store.compareAndSet(key, undefined, 'again', 10_000)).toBe(false);
    const writers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => store.compareAndSet(key, 'v1', `v2-${i}`, 10_000)),
    );
    expect(writers.filter(Boolean)).toHaveLength(1);
    expect(await store.get(key)).toBe(`v2-${writers.indexOf(true)}`);
    expect(await store.ttl(key)).toBeGreaterThan(9_000);
  });

  it('shares catalogue data for its TTL and serves stale data when the provider fails', async () => {
    let now = 1_000_000;
    const metrics = createMetrics();
    const cache = new SharedCache(make(), metrics, pino({ level: 'silent' }), () => now);
    const policy = { name: 'catalogue' as const, freshMs: 1000, staleMs: 60_000 };
    const key = randomUUID();
    let calls = 0;
    const load = async () => ++calls;
    expect(await cache.getOrLoad(policy, key, load)).toBe(1);
    expect(await cache.getOrLoad(policy, key, load)).toBe(1);
    now += 2000;
    expect(await cache.getOrLoad(policy, key, async () => Promise.reject(new Error('down')))).toBe(1);
    expect(await cache.getOrLoad(policy, key, load)).toBe(2);
    expect(calls).toBe(2);
    const text = await metrics.registry.metrics();
    expect(text).toMatch(/gateway_cache_lookups_total\{class="catalogue",result="stale"\} 1/);
  });

  it('loads only missing keys of a batch and caches unknown keys as null', async () => {
    const cache = new SharedCache(make(), createMetrics(), pino({ level: 'silent' }));
    const policy = { name: 'catalogue' as const, freshMs: 60_000, staleMs: 0 };
    const [a, b] = [randomUUID(), randomUUID()];
    const asked: string[][] = [];
    const loadMany = async (missing: string[]) => {
      asked.push(missing);
      return new Map([[a, 'A']]);
    };
    expect(await cache.getManyOrLoad(policy, [a, b], loadMany)).toEqual(['A', null]);
    expect(await cache.getManyOrLoad(policy, [a, b], loadMany)).toEqual(['A', null]);
    expect(asked).toEqual([[a, b]]);
  });

  it('versions capacity per tour and month so one invalidation orphans every copy', async () => {
    const versions = new CapacityVersions(make());
    const tour = `T${randomUUID().slice(0, 4)}`;
    expect(await versions.current(tour, 2026, 7)).toBe(0);
    await versions.invalidate(tour, 2026, 7);
    expect(await versions.current(tour, 2026, 7)).toBe(1);
    expect(await versions.current(tour, 2026, 8)).toBe(0);
  });

  it('changes a session only from the version read', async () => {
    const sessions = new SessionStore(make(), 1000);
    const id = SessionStore.newId();
    const first = await sessions.replace(id, undefined, { currency: 'EUR', createdAt: 1, site: 'consumer' });
    expect(first).toBeDefined();
    expect((await sessions.load(id))?.data).toEqual({ currency: 'EUR', createdAt: 1, site: 'consumer' });
    expect(
      await sessions.replace(id, undefined, { currency: 'GBP', createdAt: 2, site: 'consumer' }),
    ).toBeUndefined();
    expect(
      await sessions.replace(id, first, { currency: 'USD', createdAt: 1, site: 'consumer' }),
    ).toBeDefined();
    expect((await sessions.load(id))?.data.currency).toBe('USD');
    expect(await sessions.load('not-an-id')).toBeUndefined();
    await sessions.destroy(id);
    expect(await sessions.load(id)).toBeUndefined();
  });
});

describe('memory store lifetimes, on a clock the test moves', () => {
  const subject = () => {
    const clock = new ManualClock();
    return { clock, store: new MemoryStore(prefix, undefined, clock) };
  };

  it('expires an entry once its lifetime has passed', async () => {
    const { clock, store } = subject();
    await store.set('short', 'v', 50);
    clock.advance(49);
    expect(await store.get('short')).toBe('v');
    expect(await store.ttl('short')).toBe(1);
    clock.advance(2);
    expect(await store.get('short')).toBeUndefined();
  });

  it('counts in a fixed window: the expiry is set by the first increment, not renewed by later ones', async () => {
    const { clock, store } = subject();
    expect(await store.increment('window', 400)).toBe(1);
    clock.advance(250);
    expect(await store.increment('window', 400)).toBe(2);
    clock.advance(250);
    expect(await store.increment('window', 400)).toBe(1);
  });

  it('keeps a session while it is read within its lifetime, and ends it a lifetime after the last read', async () => {
    const { clock, store } = subject();
    const sessions = new SessionStore(store, 1000);
    const id = SessionStore.newId();
    await sessions.replace(id, undefined, { currency: 'EUR', createdAt: 1, site: 'consumer' });
    clock.advance(600);
    expect((await sessions.load(id))?.data.currency).toBe('EUR');
    clock.advance(600);
    expect((await sessions.load(id))?.data.currency).toBe('EUR');
    clock.advance(1001);
    expect(await sessions.load(id)).toBeUndefined();
  });
});

// Redis expires keys by its own clock, which no client moves: these read the expiry Redis holds.
describe('redis store lifetimes, as Redis holds them', () => {
  it('gives an entry the lifetime it was written with', async () => {
    const key = randomUUID();
    await redis.set(key, 'v', 50);
    const left = (await redis.ttl(key))!;
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(50);
  });

  it('counts in a fixed window: a later increment does not renew the expiry of the first', async () => {
    const key = `${randomUUID()}:window`;
    expect(await redis.increment(key, 400)).toBe(1);
    const first = (await redis.ttl(key))!;
    expect(await redis.increment(key, 10_000)).toBe(2);
    expect(await redis.ttl(key)).toBeLessThanOrEqual(first);
  });

  it('renews the lifetime of a session on every read', async () => {
    const sessions = new SessionStore(redis, 1000);
    const id = SessionStore.newId();
    await sessions.replace(id, undefined, { currency: 'EUR', createdAt: 1, site: 'consumer' });
    await redis.expire(storeKeys.session(id), 100);
    expect((await sessions.load(id))?.data.currency).toBe('EUR');
    expect(await redis.ttl(storeKeys.session(id))).toBeGreaterThan(900);
  });
});
