/**
 * The in-process tiers in front of the shared store (B3/B4): decoded values kept per instance never
 * outlive the shared entry's freshness, capacity invalidation reaches every instance at once, nothing is kept
 * locally while the store is down, and whole answers are kept only for anonymous/consumer catalogue queries, no
 * longer than their data and, when built from capacity, only while its versions are current.
 */
import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryStore } from '../src/cache/memory-store.js';
import { RedisStore } from '../src/cache/redis-store.js';
import { SharedCache } from '../src/cache/shared-cache.js';
import { StoreUnavailableError, type KeyValueStore } from '../src/cache/store.js';
import { createMetrics } from '../src/metrics.js';
import type { RunningGateway } from '../src/server.js';
import { ManualClock } from './support/clock.js';
import { gql, startTestGateway } from './support/gateway.js';
import { TOUR_LIST } from './support/queries.js';
import { Client } from './support/seed-kit.js';
import { providerCallsDuring, startTestSimulator, type Simulator } from './support/simulator.js';

const REDIS_URL = 'redis://127.0.0.1:6379';
const prefix = `test:${randomUUID()}:`;
const silent = pino({ level: 'silent' });
const catalogue = { name: 'catalogue' as const, freshMs: 1000, staleMs: 60_000 };

let sim: Simulator;
const redis = new RedisStore(REDIS_URL, prefix);

beforeAll(async () => {
  sim = await startTestSimulator();
});
afterAll(async () => {
  await sim?.close();
  const keys = await redis.client.keys(`${prefix}*`);
  if (keys.length) await redis.client.del(...keys.map((k) => k.slice(prefix.length)));
  await redis.close();
});

/** A memory store that can be switched off like an unreachable Redis (every call rejects, `available` false). */
class SwitchableStore implements KeyValueStore {
  readonly kind = 'redis' as const;
  up = true;
  private readonly inner = new MemoryStore('');
  get available() {
    return this.up;
  }
  private check() {
    if (!this.up) throw new StoreUnavailableError();
  }
  async get(key: string) {
    this.check();
    return this.inner.get(key);
  }
  async set(key: string, value: string, ttlMs: number) {
    this.check();
    return this.inner.set(key, value, ttlMs);
  }
  async expire(key: string, ttlMs: number) {
    this.check();
    return this.inner.expire(key, ttlMs);
  }
  async delete(key: string) {
    this.check();
    return this.inner.delete(key);
  }
  async increment(key: string, ttlMs: number, by?: number) {
    this.check();
    return this.inner.increment(key, ttlMs, by);
  }
  async ttl(key: string) {
    this.check();
    return this.inner.ttl(key);
  }
  async take(key: string) {
    this.check();
    return this.inner.take(key);
  }
  async compareAndSet(key: string, expected: string | undefined, value: string, ttlMs: number) {
    this.check();
    return this.inner.compareAndSet(key, expected, value, ttlMs);
  }
  async acquireLock(key: string, owner: string, ttlMs: number) {
    this.check();
    return this.inner.acquireLock(key, owner, ttlMs);
  }
  async extendLock(key: string, owner: string, ttlMs: number) {
    this.check();
    return this.inner.extendLock(key, owner, ttlMs);
  }
  async releaseLock(key: string, owner: string) {
    this.check();
    return this.inner.releaseLock(key, owner);
  }
  async close() {}
}

describe('in-process tier of the shared cache', () => {
  it('serves a decoded copy only while the shared entry is fresh, then takes the newer shared entry', async () => {
    let now = 5_000_000;
    const clock = () => now;
    // Two gateway instances on one Redis.
    const one = new SharedCache(redis, createMetrics(), silent, clock);
    const two = new SharedCache(redis, createMetrics(), silent, clock);
    const key = randomUUID();
    const loads: string[] = [];
    const load = (value: string) => async () => {
      loads.push(value);
      return { value };
    };
    expect(await one.getOrLoad(catalogue, key, load('first'))).toEqual({ value: 'first' });
    const kept = await two.getOrLoad(catalogue, key, load('never'));
    expect(kept).toEqual({ value: 'first' });
    expect(await two.getOrLoad(catalogue, key, load('never'))).toBe(kept);
    expect(loads).toEqual(['first']);

    now += 1500;
    expect(await one.getOrLoad(catalogue, key, load('second'))).toEqual({ value: 'second' });
    expect(await two.getOrLoad(catalogue, key, load('never'))).toEqual({ value: 'second' });
    expect(loads).toEqual(['first', 'second']);
  });

  it('hands out frozen values, so no request can change what the next one reads', async () => {
    const cache = new SharedCache(new MemoryStore(prefix), createMetrics(), silent);
    const value = await cache.getOrLoad(catalogue, randomUUID(), async () => ({ list: [{ n: 1 }] }));
    expect(() => {
      value.list[0]!.n = 2;
    }).toThrow(TypeError);
    expect(() => value.list.push({ n: 3 })).toThrow(TypeError);
  });

  it('keeps nothing locally while the store is unreachable, and reports freshness to the watch', async () => {
    let now = 9_000_000;
    const store = new SwitchableStore();
    const cache = new SharedCache(store, createMetrics(), silent, () => now);
    const key = randomUUID();
    let calls = 0;
    const load = async () => ++calls;
    const watch = { freshUntil: Infinity };
    expect(await cache.getOrLoad(catalogue, key, load, watch)).toBe(1);
    expect(watch.freshUntil).toBe(now + catalogue.freshMs);
    store.up = false;
    expect(await cache.getOrLoad(catalogue, key, load)).toBe(2);
    expect(await cache.getOrLoad(catalogue, key, load)).toBe(3);
    store.up = true;
    expect(await cache.getOrLoad(catalogue, key, load)).toBe(1);
    now += 2000;
    const stale = { freshUntil: Infinity };
    expect(await cache.getOrLoad(catalogue, key, () => Promise.reject(new Error('down')), stale)).toBe(1);
    expect(stale.freshUntil).toBeLessThan(now);
  });

  it('computes a derived value once per cached value and key', async () => {
    const cache = new SharedCache(new MemoryStore(prefix), createMetrics(), silent);
    const source = await cache.getOrLoad(catalogue, randomUUID(), async () => [3, 1, 2]);
    let computed = 0;
    const sorted = (list: readonly number[]) => {
      computed += 1;
      return [...list].sort();
    };
    expect(cache.derive(source, 'asc', sorted)).toEqual([1, 2, 3]);
    expect(cache.derive(source, 'asc', sorted)).toBe(cache.derive(source, 'asc', sorted));
    cache.derive(source, 'other', sorted);
    expect(computed).toBe(2);
  });
});

const CALENDAR = `query($id: ID!) { tour(tourId: $id) { calendar(year: 2026, month: 7) {
  weeks { days { date freeSeats } } } } }`;

describe('two gateway instances sharing Redis', () => {
  let one: RunningGateway;
  let two: RunningGateway;

  beforeAll(async () => {
    const env = {
      PROVIDER_API_URL: sim.url,
      REDIS_URL,
      CACHE_PREFIX: `${prefix}gw:`,
      // Long enough that only an invalidation (never an expiry) can explain a new capacity call.
      CAPACITY_TTL_SECONDS: '300',
    };
    [one, two] = await Promise.all([startTestGateway(env), startTestGateway(env)]);
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
  });

  it('sees a capacity invalidation made on the other instance at once, despite the in-process tier', async () => {
    const calendar = (gateway: RunningGateway) => gql(gateway.url, CALENDAR, { id: 'LNE' });
    await calendar(one);
    expect(await providerCallsDuring(sim.url, () => calendar(two))).toEqual({});
    expect(await providerCallsDuring(sim.url, () => calendar(two))).toEqual({});
    expect(await providerCallsDuring(sim.url, () => calendar(one))).toEqual({});

    await one.services.capacityVersions.invalidate('LNE', 2026, 7);
    expect(await providerCallsDuring(sim.url, () => calendar(two))).toEqual({ getCapacity: 1 });
    expect(await providerCallsDuring(sim.url, () => calendar(one))).toEqual({});
  });
});

describe('whole-response cache', () => {
  let gateway: RunningGateway;

  beforeAll(async () => {
    gateway = await startTestGateway({ PROVIDER_API_URL: sim.url, PROVIDER_PAYMENT_URL: sim.url });
  });
  afterAll(() => gateway?.close());

  async function responseLookups(): Promise<{ hit: number; miss: number }> {
    const text = await gateway.services.metrics.registry.metrics();
    const count = (result: string) =>
      Number(
        new RegExp(`gateway_cache_lookups_total\\{class="response",result="${result}"\\} (\\d+)`).exec(
          text,
        )?.[1] ?? 0,
      );
    return { hit: count('hit'), miss: count('miss') };
  }

  it('answers a repeated anonymous catalogue query with the kept bytes, per currency', async () => {
    const raw = (cookie?: string) =>
      fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ query: TOUR_LIST }),
      });
    const first = await raw();
    const before = await responseLookups();
    const again = await raw();
    expect(await again.text()).toBe(await first.text());
    expect(again.headers.get('cache-control')).toMatch(/^max-age=\d+, private$/);
    expect(again.headers.get('set-cookie')).toBeNull();
    expect(await responseLookups()).toEqual({ hit: before.hit + 1, miss: before.miss });

    const euro = new Client(gateway.url);
    await euro.startSession('EUR');
    const inEuro = await euro.gql<{ tours: { fromPrice: { currency: string } } }>(TOUR_LIST);
    expect(inEuro.data?.tours.fromPrice.currency).toBe('EUR');
    expect((await euro.gql<{ tours: { fromPrice: { currency: string } } }>(TOUR_LIST)).data).toEqual(
      inEuro.data,
    );
  });

  it('answers a warm GET without a session before Fastify: same bytes, headers, metrics; never an agent', async () => {
    const query = '{ tours { tours { tourId brandLabel } } }';
    const address = `${gateway.url}/graphql?${new URLSearchParams({ query })}`;
    const get = (headers: Record<string, string> = {}) =>
      fetch(address, { headers: { 'content-type': 'application/json', ...headers } });
    const first = await get();
    const firstBody = await first.text();
    const before = await responseLookups();
    const latency = async () =>
      Number(
        /gateway_http_request_duration_seconds_count\{route="\/graphql",method="GET",status="200"\} (\d+)/.exec(
          await gateway.services.metrics.registry.metrics(),
        )?.[1] ?? 0,
      );
    const observed = await latency();
    const calls = await providerCallsDuring(sim.url, async () => {
      const again = await get({ 'x-request-id': 'warm-hit-1' });
      expect(again.status).toBe(200);
      expect(await again.text()).toBe(firstBody);
      expect(again.headers.get('x-request-id')).toBe('warm-hit-1');
      expect(again.headers.get('content-type')).toBe(first.headers.get('content-type'));
      expect(again.headers.get('cache-control')).toMatch(/^max-age=\d+, private$/);
      expect(again.headers.get('set-cookie')).toBeNull();
      const invalidId = await get({ 'x-request-id': 'not valid!' });
      expect(invalidId.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      await invalidId.text();
    });
    expect(calls).toEqual({});
    expect(await responseLookups()).toEqual({ hit: before.hit + 2, miss: before.miss });
    expect(await latency()).toBe(observed + 2);
    // Another currency, another Accept: other keys.
    await (await get({ 'x-tourdesk-currency': 'EUR' })).text();
    await (await get({ accept: 'application/graphql-response+json' })).text();
    expect(await responseLookups()).toEqual({ hit: before.hit + 2, miss: before.miss + 2 });

    const agent = new Client(gateway.url);
    await agent.logInAgent('demo-agent');
    const asAgent = await get({ cookie: agent.cookie!, ...agent.siteHeaders });
    const tours = ((await asAgent.json()) as { data: { tours: { tours: { brandLabel: string | null }[] } } })
      .data.tours.tours;
    expect(tours.some((tour) => tour.brandLabel !== null)).toBe(true);
  });

  it('never answers an agent from the kept answers', async () => {
    const query = '{ tours { tours { tourId brandLabel } } }';
    type Tours = { tours: { tours: { brandLabel: string | null }[] } };
    await gql(gateway.url, query);
    const anonymous = await gql<Tours>(gateway.url, query);
    expect(anonymous.data?.tours.tours.every((t) => t.brandLabel === null)).toBe(true);
    const agent = new Client(gateway.url);
    await agent.logInAgent('demo-agent');
    const asAgent = await agent.gql<Tours>(query);
    expect(asAgent.data?.tours.tours.some((t) => t.brandLabel !== null)).toBe(true);
  });

  it('serves an answer built from capacity only while its capacity versions are current', async () => {
    await gql(gateway.url, CALENDAR, { id: 'LNE' });
    let before = await responseLookups();
    expect(await providerCallsDuring(sim.url, () => gql(gateway.url, CALENDAR, { id: 'LNE' }))).toEqual({});
    expect(await responseLookups()).toEqual({ hit: before.hit + 1, miss: before.miss });

    await gateway.services.capacityVersions.invalidate('LNE', 2026, 7);
    before = await responseLookups();
    const calls = await providerCallsDuring(sim.url, () => gql(gateway.url, CALENDAR, { id: 'LNE' }));
    expect(calls).toEqual({ getCapacity: 1 });
    expect(await responseLookups()).toEqual({ hit: before.hit, miss: before.miss + 1 });
  });

  it('keeps an answer no longer than the cached data it was built from', async () => {
    const clock = new ManualClock();
    const short = await startTestGateway(
      { PROVIDER_API_URL: sim.url, CATALOGUE_TTL_SECONDS: '1' },
      { clock },
    );
    try {
      await gql(short.url, TOUR_LIST);
      expect(await providerCallsDuring(sim.url, () => gql(short.url, TOUR_LIST))).toEqual({});
      clock.advance(1100);
      const calls = await providerCallsDuring(sim.url, () => gql(short.url, TOUR_LIST));
      expect(calls.searchProducts).toBe(1);
    } finally {
      await short.close();
    }
  });
});
