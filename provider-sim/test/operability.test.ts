import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSim } from './helpers.js';
import type { TestSim } from './helpers.js';

describe('operability: stats, faults, outbox, newsletter, reset', () => {
  let t: TestSim;
  beforeAll(async () => {
    t = await startTestSim();
  });
  afterAll(() => t.close());

  it('counts every API call by operation and route, and resets', async () => {
    await t.call('POST', '/_sim/stats/reset');
    await t.call('GET', '/api/v1.3/consumer/currencies');
    await t.call('GET', '/api/v1.3/consumer/currencies', { auth: false });
    await t.call('GET', '/api/v1.3/consumer/products/LNE/capacity/2026/7');
    const stats = await t.call('GET', '/_sim/stats');
    expect(stats.body.byOperation.listCurrencies).toEqual({ 200: 1, 401: 1 });
    expect(stats.body.byRoute['GET /api/v1.3/:appId/products/:tourId/capacity/:year/:month']).toEqual({
      200: 1,
    });
    expect(stats.body.total).toBe(4);
    await t.call('POST', '/_sim/stats/reset');
    expect((await t.call('GET', '/_sim/stats')).body.total).toBe(0);
  });

  it('injects errors per operation, malformed bodies and latency', async () => {
    await t.call('PUT', '/_sim/faults', { body: { errorRate: { listCountries: 1 } } });
    const failed = await t.call('GET', '/api/v1.3/consumer/countries');
    expect([500, 503]).toContain(failed.status);
    expect(['INTERNAL', 'UNAVAILABLE']).toContain(failed.body.error.code);
    expect((await t.call('GET', '/api/v1.3/consumer/currencies')).status).toBe(200);
    await t.call('PUT', '/_sim/faults', { body: { malformedRate: 1 } });
    const res = await fetch(`${t.url}/api/v1.3/consumer/currencies`, {
      headers: { 'x-authentication-hash': await t.hash() },
    });
    await expect(res.clone().json()).rejects.toThrow();
    await t.call('PUT', '/_sim/faults', { body: { latencyMs: 150, jitterMs: 10 } });
    const started = Date.now();
    await t.call('GET', '/api/v1.3/consumer/currencies');
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    await t.call('PUT', '/_sim/faults', { body: {} });
    expect((await t.call('GET', '/_sim/faults')).body).toEqual({});
    expect((await t.call('PUT', '/_sim/faults', { body: { errorRate: 2 } })).status).toBe(400);
  });

  it('resets connections and hangs until the client gives up', async () => {
    const hash = await t.hash();
    await t.call('PUT', '/_sim/faults', { body: { resetRate: 1 } });
    await expect(
      request(`${t.url}/api/v1.3/consumer/currencies`, { headers: { 'x-authentication-hash': hash } }),
    ).rejects.toThrow();
    await t.call('PUT', '/_sim/faults', { body: { timeoutRate: 1 } });
    await expect(
      request(`${t.url}/api/v1.3/consumer/currencies`, {
        headers: { 'x-authentication-hash': hash },
        headersTimeout: 300,
      }),
    ).rejects.toThrow(/timeout/i);
    await t.call('PUT', '/_sim/faults', { body: {} });
    const stats = await t.call('GET', '/_sim/stats');
    expect(stats.body.byOperation.listCurrencies).toMatchObject({ reset: 1, timeout: 1 });
  });

  it('records newsletter calls in the outbox and resets to the seeded state', async () => {
    const sub = await t.call('POST', '/_marketing/v1/subscribers', {
      body: { email: 'fan@example.com', first_name: 'Fan', last_name: 'Club' },
    });
    expect(sub.body.id).toMatch(/^SUB/);
    const seg = await t.call('POST', '/_marketing/v1/subscribers/segments', {
      body: { id_or_email: 'fan@example.com', segment_ids: ['day-tours', 7] },
    });
    expect(seg.body.segment_ids).toEqual(['day-tours', '7']);
    const outbox = await t.call('GET', '/_sim/outbox');
    expect(outbox.body.messages.map((m: { kind: string }) => m.kind)).toEqual(
      expect.arrayContaining(['newsletter_subscriber', 'newsletter_segment']),
    );
    const dep = t.sim.state.capacity.all('LNE')[5]!;
    const seats = dep.freeSeats;
    dep.freeSeats = 0;
    await t.call('POST', '/_sim/reset');
    expect(t.sim.state.capacity.all('LNE')[5]!.freeSeats).toBe(seats);
    expect((await t.call('GET', '/_sim/outbox')).body.messages).toEqual([]);
    expect((await t.call('GET', '/_sim/stats')).body.total).toBe(0);
  });
});
