import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from './support/clock.js';
import { cookieFrom, gql, startTestGateway } from './support/gateway.js';
import { REFERENCE, TOUR_LIST } from './support/queries.js';
import { providerCallsDuring, startTestSimulator, type Simulator } from './support/simulator.js';

let sim: Simulator;

beforeAll(async () => {
  sim = await startTestSimulator();
});
afterAll(() => sim?.close());

describe('shared cache', () => {
  it('answers a repeated catalogue query within its TTL with 0 provider calls', async () => {
    const gateway = await startTestGateway({ PROVIDER_API_URL: sim.url });
    try {
      const cold = await providerCallsDuring(sim.url, () => gql(gateway.url, TOUR_LIST));
      expect(cold.searchProducts).toBe(1);
      const warm = await providerCallsDuring(sim.url, async () => {
        const result = await gql(gateway.url, TOUR_LIST);
        expect(result.errors).toBeUndefined();
      });
      expect(warm).toEqual({});
    } finally {
      await gateway.close();
    }
  });

  it('asks the provider once for the letter-case and white-space variants of a search text and tag order', async () => {
    const gateway = await startTestGateway({ PROVIDER_API_URL: sim.url });
    const query = 'query ($search: TourSearchInput) { tours(search: $search) { count } }';
    try {
      const variants = ['Loch Ness', '  loch   NESS ', 'LOCH\tness', 'lOcH nEsS'];
      const counts: number[] = [];
      const calls = await providerCallsDuring(sim.url, async () => {
        for (const text of variants) {
          const answer = await gql<{ tours: { count: number } }>(gateway.url, query, { search: { text } });
          counts.push(answer.data!.tours.count);
        }
      });
      expect(calls.searchProducts).toBe(1);
      expect(new Set(counts).size).toBe(1);
      expect(counts[0]).toBeGreaterThan(0);
    } finally {
      await gateway.close();
    }
  });

  it('keeps answering cached catalogue queries after their TTL while the provider fails (stale-if-error)', async () => {
    const failing = await startTestSimulator();
    const clock = new ManualClock();
    const gateway = await startTestGateway(
      { PROVIDER_API_URL: failing.url, CATALOGUE_TTL_SECONDS: '1' },
      { clock },
    );
    try {
      const first = await gql(gateway.url, `${TOUR_LIST}`);
      const reference = await gql(gateway.url, REFERENCE);
      await failing.close();
      clock.advance(1100);
      const again = await gql(gateway.url, TOUR_LIST);
      expect(again.errors).toBeUndefined();
      expect(again.data).toEqual(first.data);
      expect((await gql(gateway.url, REFERENCE)).data).toEqual(reference.data);
      const uncached = await gql(gateway.url, '{ tours(search: { text: "never asked before" }) { count } }');
      expect(uncached.errors?.[0]?.extensions?.code).toBe('PROVIDER_UNAVAILABLE');
    } finally {
      await gateway.close();
    }
  });
});

describe('Redis store (REDIS_URL)', () => {
  const prefix = `test:${randomUUID()}:`;
  const redis = new Redis('redis://127.0.0.1:6379');

  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('shares catalogue data and sessions between gateway instances through Redis', async () => {
    const env = { PROVIDER_API_URL: sim.url, REDIS_URL: 'redis://127.0.0.1:6379', CACHE_PREFIX: prefix };
    const one = await startTestGateway(env);
    const two = await startTestGateway(env);
    try {
      await gql(one.url, TOUR_LIST);
      const warm = await providerCallsDuring(sim.url, () => gql(two.url, TOUR_LIST));
      expect(warm).toEqual({});
      expect((await redis.keys(`${prefix}catalogue:search:*`)).length).toBeGreaterThan(0);

      const set = await gql(one.url, 'mutation { setCurrency(currency: "NZD") { viewer { currency } } }');
      const cookie = cookieFrom(set.headers)!;
      expect(await redis.keys(`${prefix}sess:*`)).toHaveLength(1);
      const read = await gql(two.url, '{ viewer { currency } }', {}, { cookie });
      expect(read.data).toEqual({ viewer: { currency: 'NZD' } });
      const ttl = await redis.pttl(`${prefix}sess:${cookie.split('=')[1]}`);
      expect(ttl).toBeGreaterThan(7_000_000);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
