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
  it('answers /healthz and reports not ready on /readyz', async () => {
    expect(await (await fetch(`${gateway.url}/healthz`)).json()).toEqual({ status: 'ok' });
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

  it('refuses GET operations without a preflight header (CSRF prevention)', async () => {
    const response = await fetch(
      `${gateway.url}/graphql?query=${encodeURIComponent('{ viewer { currency } }')}`,
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/CSRF/);
  });

  it('refuses batched operations', async () => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ viewer { currency } }' }, { query: '{ viewer { currency } }' }]),
    });
    expect(response.status).toBe(400);
  });

  it('refuses bodies over the size limit', async () => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ viewer { currency } } #${'x'.repeat(200_000)}` }),
    });
    expect(response.status).toBe(413);
  });

  it('refuses introspection and has no explorer outside development', async () => {
    const result = await gql(gateway.url, '{ __schema { queryType { name } } }');
    expect(result.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect((await fetch(`${gateway.url}/graphiql`)).status).toBe(404);
  });

  it('refuses too deep, too aliased and too costly queries with clear errors', async () => {
    const deep = await gql(
      gateway.url,
      '{ tour(tourId: "LNE") { addOnGroups(departureDate: "2026-07-01", passengers: [ADULT]) { addOns { tour { addOnGroups(departureDate: "2026-07-02", passengers: [ADULT]) { addOns { tour { calendar(year: 2026, month: 7) { weeks { days { fromPrice { formatted } } } } } } } } } } } }',
    );
    expect(deep.errors?.[0]?.message).toMatch(/Query depth limit of 10 exceeded/);
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: viewer { currency }`).join(' ');
    const aliased = await gql(gateway.url, `{ ${aliases} }`);
    expect(aliased.errors?.[0]?.message).toMatch(/Aliases limit of 15 exceeded/);
    const heavy = (i: number) =>
      `t${i}: tour(tourId: "LNE") { addOnGroups(departureDate: "2026-07-01", passengers: [ADULT]) { addOns { tour { calendar(year: 2026, month: 7) { weeks { days { date dayNumber isToday freeSeats seatLabel fromPrice { formatted amountMinor currency } toPrice { formatted amountMinor currency } } } } } } } }`;
    const costly = await gql(gateway.url, `{ ${Array.from({ length: 15 }, (_, i) => heavy(i)).join(' ')} }`);
    expect(costly.errors?.[0]?.message).toMatch(/Query Cost limit of 5000 exceeded/);
  });

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
