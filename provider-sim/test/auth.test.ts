import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSim } from './helpers.js';
import type { TestSim } from './helpers.js';

describe('HMAC authentication hash (seed 000 section 7)', () => {
  let t: TestSim;
  beforeAll(async () => {
    t = await startTestSim();
  });
  afterAll(() => t.close());

  const issue = (app: string, apiKey: string) =>
    t.call('POST', `/api/v1.3/${app}/security/hmac/authentication_hash`, {
      auth: false,
      body: { api_key: apiKey },
    });

  it('issues <expiry>.<hex> for a known app id', async () => {
    const res = await issue('consumer', 'dev-api-key');
    expect(res.status).toBe(200);
    expect(res.body.password_hash).toMatch(/^\d+\.[0-9a-f]{64}$/);
    expect(Number(res.body.password_hash.split('.')[0])).toBeGreaterThan(Date.now() / 1000 + 3500);
  });

  it('refuses a wrong api_key and an unknown app id with 401', async () => {
    expect((await issue('consumer', 'nope')).body).toEqual({
      error: { code: 'UNAUTHORIZED', message: 'Invalid api_key' },
    });
    expect((await issue('someone-else', 'dev-api-key')).status).toBe(401);
  });

  it('answers 401 without, with a wrong, and with another app id hash', async () => {
    const none = await t.call('GET', '/api/v1.3/consumer/currencies', { auth: false });
    expect(none.status).toBe(401);
    expect(none.body.error.code).toBe('UNAUTHORIZED');
    const wrong = await t.call('GET', '/api/v1.3/consumer/currencies', {
      auth: false,
      headers: { 'x-authentication-hash': `9999999999.${'a'.repeat(64)}` },
    });
    expect(wrong.status).toBe(401);
    const agentHash = await t.hash('agent-band-0');
    const otherApp = await t.call('GET', '/api/v1.3/consumer/currencies', {
      auth: false,
      headers: { 'x-authentication-hash': agentHash },
    });
    expect(otherApp.status).toBe(401);
    const ok = await t.call('GET', '/api/v1.3/consumer/currencies');
    expect(ok.status).toBe(200);
  });

  it('answers 401 once a short-lived hash has expired', async () => {
    t.sim.setFaults({ hashTtlSeconds: 1 });
    const { body } = await issue('consumer', 'dev-api-key');
    t.sim.setFaults({});
    const headers = { 'x-authentication-hash': body.password_hash as string };
    expect((await t.call('GET', '/api/v1.3/consumer/currencies', { auth: false, headers })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 2100));
    const expired = await t.call('GET', '/api/v1.3/consumer/currencies', { auth: false, headers });
    expect(expired.status).toBe(401);
    expect(expired.body.error.message).toMatch(/expired/);
  });

  it('validates request bodies against openapi.yaml with a 400 JSON error', async () => {
    const res = await t.call('POST', '/api/v1.3/consumer/bookings/quote', { body: { trips: [] } });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('BAD_REQUEST');
    expect(res.body.error.message).toMatch(/booking_information/);
    const badAge = await t.call('POST', '/api/v1.3/consumer/bookings/quote', {
      body: {
        booking_information: { iso_currency_code: 'GBP' },
        trips: [{ tour_id: 'LNE', departure_date: '2026-07-01' }],
        passengers: [{ age_category: 'Baby' }],
      },
    });
    expect(badAge.status).toBe(400);
  });
});
