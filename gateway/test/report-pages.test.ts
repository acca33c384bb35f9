/**
 * Report paging settings (B6): REPORT_PAGE_CONCURRENCY and REPORT_PAGE_TIMEOUT_MS, the report pages'
 * own timeout, longer than the per-call PROVIDER_TIMEOUT_MS of interactive requests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, DEV_REPORT_TOKEN, loadConfig } from '../src/config.js';
import { FIXTURE_MANIFEST, PRODUCTION_SETTINGS } from './support/gateway.js';
import type { RunningGateway } from '../src/server.js';
import { startTestGateway } from './support/gateway.js';
import { Client } from './support/seed-kit.js';
import { startTestSimulator, type Simulator } from './support/simulator.js';

const auth = { authorization: `Bearer ${DEV_REPORT_TOKEN}` };
const REPORT = `query($input: BookingReportInput!) { bookingReport(input: $input) { bookingsScanned groups { currency bookings } } }`;
const INPUT = { input: { from: '2026-03-01', to: '2026-05-31', groupBy: ['MONTH'] } };

type ReportResult = Awaited<ReturnType<Client['gql']>> & {
  data?: { bookingReport: { bookingsScanned: number } } | null;
};

let sim: Simulator;
let patient: RunningGateway;
let hasty: RunningGateway;

beforeAll(async () => {
  sim = await startTestSimulator();
  const env = { PROVIDER_API_URL: sim.url, PROVIDER_PAYMENT_URL: sim.url, PROVIDER_TIMEOUT_MS: '700' };
  patient = await startTestGateway({ ...env, REPORT_PAGE_TIMEOUT_MS: '20000', REPORT_PAGE_CONCURRENCY: '1' });
  hasty = await startTestGateway({ ...env, REPORT_PAGE_TIMEOUT_MS: '700' });
});
afterAll(async () => {
  sim?.setFaults({});
  await patient?.close();
  await hasty?.close();
  await sim?.close();
});

describe('report pages', () => {
  it('defaults to 2 pages in flight and a 30 s page timeout, and refuses bad values', () => {
    const config = loadConfig({ PERSISTED_QUERY_MANIFESTS: FIXTURE_MANIFEST, ...PRODUCTION_SETTINGS });
    expect(config.reportPageConcurrency).toBe(2);
    expect(config.reportPageTimeoutMs).toBe(30_000);
    expect(() =>
      loadConfig({
        PERSISTED_QUERY_MANIFESTS: FIXTURE_MANIFEST,
        ...PRODUCTION_SETTINGS,
        REPORT_PAGE_CONCURRENCY: '0',
        REPORT_PAGE_TIMEOUT_MS: 'soon',
      }),
    ).toThrow(ConfigError);
  });

  it('waits REPORT_PAGE_TIMEOUT_MS for a slow page, not PROVIDER_TIMEOUT_MS', async () => {
    const report = (gateway: RunningGateway, input = INPUT) =>
      new Client(gateway.url).gql(REPORT, input, auth) as Promise<ReportResult>;
    const fast = await report(patient);
    expect(fast.errors).toBeUndefined();
    // The authentication hash (an interactive call) first, at full speed: a one-day report.
    const oneDay = { input: { from: '2026-03-01', to: '2026-03-01', groupBy: ['MONTH'] } };
    expect((await report(hasty, oneDay)).errors).toBeUndefined();

    sim.setFaults({ latencyMs: 1000 });
    const slow = await report(patient);
    expect(slow.errors).toBeUndefined();
    expect(slow.data!.bookingReport.bookingsScanned).toBe(fast.data!.bookingReport.bookingsScanned);
    const timedOut = await report(hasty);
    expect(timedOut.data ?? null).toBeNull();
    expect(timedOut.errors?.[0]?.extensions?.code).toMatch(/PROVIDER/);
    sim.setFaults({});
  });
});
