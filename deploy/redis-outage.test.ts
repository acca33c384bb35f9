/**
 * Redis outage: with its Redis gone the gateway keeps serving (no shared cache: every read is a miss),
 * reports the outage once (log line, /readyz detail, gateway_store_up 0), answers session writes with
 * SESSION_STORE_UNAVAILABLE, and recovers by itself when Redis is back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator } from '../provider-sim/src/index.js';
import { waitFor } from './support/ports.js';
import {
  cookieOf,
  graphql,
  httpRequest,
  providerCallsDuring,
  startGatewayProcess,
  SIMULATOR_OPTIONS,
  startRedisServer,
  type RedisServer,
  type ServiceProcess,
} from './support/processes.js';

type Simulator = Awaited<ReturnType<typeof startSimulator>>;
const FILTERS = '{ filters { name } }';
const SET_CURRENCY = `mutation SetCurrency($currency: String!) {
  setCurrency(currency: $currency) { viewer { currency } userErrors { code } }
}`;
const VIEWER = '{ viewer { currency } }';

let sim: Simulator;
let redis: RedisServer;
let gateway: ServiceProcess;

async function readiness(): Promise<{ status: string; store: string; storeAvailable: boolean }> {
  const answer = await httpRequest(`${gateway.url}/readyz`);
  expect(answer.status).toBe(200);
  return JSON.parse(answer.body) as { status: string; store: string; storeAvailable: boolean };
}

const logCount = (msg: string) => gateway.logs().filter((line) => line.msg === msg).length;
const OUTAGE_LOG =
  'shared store unavailable: serving without shared cache; session writes fail with SESSION_STORE_UNAVAILABLE';
const RECOVERY_LOG = 'shared store available again';

beforeAll(async () => {
  sim = await startSimulator({ ...SIMULATOR_OPTIONS, bookings: 50 });
  redis = await startRedisServer();
  gateway = await startGatewayProcess({
    env: { PROVIDER_API_URL: sim.url, PROVIDER_PAYMENT_URL: sim.url, REDIS_URL: redis.url },
    documents: [FILTERS, SET_CURRENCY, VIEWER],
  });
});

afterAll(async () => {
  await gateway?.stop('SIGKILL');
  await redis?.stop();
  await sim?.close();
});

describe('gateway with Redis going away and coming back', () => {
  it('serves without shared cache, reports the outage once, refuses session writes clearly, and recovers', async () => {
    // Healthy: shared cache and sessions on Redis.
    expect(await readiness()).toEqual({ status: 'ready', store: 'redis', storeAvailable: true });
    await graphql(gateway.url, FILTERS);
    expect(await providerCallsDuring(sim.url, () => graphql(gateway.url, FILTERS))).toEqual({});
    const saved = await graphql(gateway.url, SET_CURRENCY, { currency: 'EUR' });
    expect(saved.errors).toBeUndefined();
    const cookie = cookieOf(saved.headers);
    expect(cookie).toBeDefined();

    await redis.stop();
    await waitFor('readyz to report the store down', async () => !(await readiness()).storeAvailable);
    expect(await readiness()).toEqual({ status: 'degraded', store: 'redis', storeAvailable: false });

    // Keeps serving: every catalogue read is a miss that goes to the provider, and none fails or hangs.
    const started = Date.now();
    const calls = await providerCallsDuring(sim.url, async () => {
      for (let i = 0; i < 5; i++) {
        const answer = await graphql<{ filters: unknown[] }>(gateway.url, FILTERS);
        expect(answer.status).toBe(200);
        expect(answer.errors).toBeUndefined();
        expect(answer.data?.filters.length).toBeGreaterThan(0);
      }
    });
    expect(calls).toEqual({ listFilters: 5 });
    expect(Date.now() - started).toBeLessThan(2000);

    // A session write is refused with a clear code, not masked as an internal error.
    const refused = await graphql(gateway.url, SET_CURRENCY, { currency: 'USD' });
    expect(refused.errors?.[0]?.extensions?.code).toBe('SESSION_STORE_UNAVAILABLE');
    expect(refused.errors?.[0]?.message).toBe(
      'Sessions are temporarily unavailable. Please try again in a moment.',
    );

    // A visitor holding a session cookie still gets the catalogue, as anonymous and read-only.
    const withCookie = await graphql<{ filters: unknown[] }>(gateway.url, FILTERS, {}, { cookie });
    expect(withCookie.status).toBe(200);
    expect(withCookie.errors).toBeUndefined();
    const refusedWithCookie = await graphql(gateway.url, SET_CURRENCY, { currency: 'USD' }, { cookie });
    expect(refusedWithCookie.errors?.[0]?.extensions?.code).toBe('SESSION_STORE_UNAVAILABLE');
    expect(cookieOf(refusedWithCookie.headers)).toBeUndefined();

    // Reported once per outage (not per request), and as a metric.
    expect(logCount(OUTAGE_LOG)).toBe(1);
    const metrics = (await httpRequest(`${gateway.url}/metrics`)).body;
    expect(metrics).toMatch(/gateway_store_up\{kind="redis"\} 0/);
    expect(metrics).toMatch(/gateway_store_outages_total 1/);

    // Redis comes back (empty: it persisted nothing): the gateway reconnects by itself.
    await redis.start();
    await waitFor('readyz to report the store back', async () => (await readiness()).storeAvailable, {
      timeoutMs: 5000,
    });
    expect(await readiness()).toEqual({ status: 'ready', store: 'redis', storeAvailable: true });
    expect(logCount(RECOVERY_LOG)).toBe(1);
    expect(logCount(OUTAGE_LOG)).toBe(1);
    expect((await httpRequest(`${gateway.url}/metrics`)).body).toMatch(/gateway_store_up\{kind="redis"\} 1/);

    // Shared cache and sessions work again (the old session died with the old Redis data).
    await graphql(gateway.url, FILTERS);
    expect(await providerCallsDuring(sim.url, () => graphql(gateway.url, FILTERS))).toEqual({});
    const again = await graphql(gateway.url, SET_CURRENCY, { currency: 'USD' });
    expect(again.errors).toBeUndefined();
    const newCookie = cookieOf(again.headers);
    expect(newCookie).toBeDefined();
    const viewer = await graphql<{ viewer: { currency: string } }>(
      gateway.url,
      VIEWER,
      {},
      { cookie: newCookie },
    );
    expect(viewer.data?.viewer.currency).toBe('USD');
    expect(cookie).not.toBe(newCookie);
  });
});
