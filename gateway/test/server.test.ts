import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../src/server.js';
import { cookieFrom, gql, startTestGateway } from './support/gateway.js';

/** A gateway whose provider is unreachable (nothing listens on port 9 of 127.0.0.1). */
let gateway: RunningGateway;

beforeAll(async () => {
  gateway = await startTestGateway({
    PROVIDER_API_URL: 'http://127.0.0.1:9',
    PROVIDER_PAYMENT_URL: 'http://127.0.0.1:9',
  });
});
afterAll(() => gateway.close());

describe('gateway server without a provider', () => {
  it('answers /healthz and /livez and reports not ready on /readyz', async () => {
    expect(await (await fetch(`${gateway.url}/healthz`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${gateway.url}/livez`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${gateway.url}/readyz`);
    expect(ready.status).toBe(503);
  });

  it('exposes Prometheus metrics', async () => {
    const text = await (await fetch(`${gateway.url}/metrics`)).text();
    expect(text).toContain('gateway_http_request_duration_seconds');
    expect(text).toContain('gateway_provider_calls_total');
  });

  it('echoes a valid x-request-id and creates one otherwise', async () => {
    const own = await fetch(`${gateway.url}/healthz`, { headers: { 'x-request-id': 'abc-123' } });
    expect(own.headers.get('x-request-id')).toBe('abc-123');
    const generated = await fetch(`${gateway.url}/healthz`, {
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('maps an unreachable provider to PROVIDER_UNAVAILABLE without internals', async () => {
    const result = await gql(gateway.url, '{ filters { name } }');
    expect(result.errors?.[0]?.extensions).toEqual({ code: 'PROVIDER_UNAVAILABLE' });
    expect(result.errors?.[0]?.message).toBe('The tour provider is unavailable.');
    expect(JSON.stringify(result)).not.toMatch(/stack|ECONNREFUSED|127\.0\.0\.1/);
  });

  // Query limits, batching, body size, CSRF prevention and introspection: test/quality/abuse-limits.test.ts
  // (against a production-configured gateway, each refusal checked to reach no provider).

  it('keeps the session currency server-side behind an httpOnly, SameSite=Lax cookie', async () => {
    const anonymous = await gql(gateway.url, '{ viewer { currency agent { bandRestricted } } }');
    expect(anonymous.data).toEqual({ viewer: { currency: 'GBP', agent: null } });
    expect(anonymous.headers.get('set-cookie')).toBeNull();

    const changed = await gql(
      gateway.url,
      'mutation { setCurrency(currency: "eur") { viewer { currency } userErrors { code } } }',
    );
    expect(changed.data).toEqual({ setCurrency: { viewer: { currency: 'EUR' }, userErrors: [] } });
    const setCookie = changed.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/td_sid=[A-Za-z0-9_-]{43}/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Secure/);

    const again = await gql(
      gateway.url,
      '{ viewer { currency } }',
      {},
      { cookie: cookieFrom(changed.headers) },
    );
    expect(again.data).toEqual({ viewer: { currency: 'EUR' } });

    const unknown = await gql(
      gateway.url,
      'mutation { setCurrency(currency: "XXX") { viewer { currency } userErrors { code field } } }',
    );
    expect(unknown.data).toEqual({
      setCurrency: {
        viewer: { currency: 'GBP' },
        userErrors: [{ code: 'UNKNOWN_CURRENCY', field: ['currency'] }],
      },
    });
  });
});
