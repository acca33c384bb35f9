/**
 * The production gateway bundle's listener timeouts: a request whose body never arrives in full (Content-Length
 * longer than what is sent) and one whose headers never end are closed within REQUEST_TIMEOUT_MS and
 * HEADERS_TIMEOUT_MS (plus the check's tick, a quarter of the header timeout), not after Node's 60 s and 300 s.
 * The web server's own: deploy/web-server.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator } from '../provider-sim/src/index.js';
import { SIMULATOR_OPTIONS, startGatewayProcess, type ServiceProcess } from './support/processes.js';
import { halfSentRequest, unfinishedHeaders } from './support/slow-clients.js';

const HEADERS_TIMEOUT_MS = 1000;
const REQUEST_TIMEOUT_MS = 2000;

let sim: Awaited<ReturnType<typeof startSimulator>>;
let gateway: ServiceProcess;

beforeAll(async () => {
  sim = await startSimulator({ ...SIMULATOR_OPTIONS, bookings: 50 });
  gateway = await startGatewayProcess({
    env: {
      PROVIDER_API_URL: sim.url,
      PROVIDER_PAYMENT_URL: sim.url,
      HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
      REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    },
  });
});

afterAll(async () => {
  await gateway?.stop('SIGKILL');
  await sim?.close();
});

describe('gateway listener timeouts', () => {
  it('closes a half-sent request after REQUEST_TIMEOUT_MS with 408', async () => {
    const held = await halfSentRequest(gateway.url, 10_000);
    expect(held.closed).toBe(true);
    expect(held.closedAfterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    expect(held.closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS + 1000);
    expect(held.answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a request whose headers never end after HEADERS_TIMEOUT_MS', async () => {
    const held = await unfinishedHeaders(gateway.url, 10_000);
    expect(held.closed).toBe(true);
    expect(held.closedAfterMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 100);
    expect(held.closedAfterMs).toBeLessThan(HEADERS_TIMEOUT_MS + 1000);
    expect(held.answer).toMatch(/^HTTP\/1\.1 408/);
  });
});
