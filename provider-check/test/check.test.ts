import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startSimulator, type RunningSimulator } from 'provider-sim';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseCheckArgs } from '../src/options.js';
import type { Step } from '../src/probe.js';
import type { CheckReport, OperationResult } from '../src/report.js';
import { runCheck } from '../src/run.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const AGENT = { PROVIDER_CHECK_AGENT_USER: 'demo-agent', PROVIDER_CHECK_AGENT_PASSWORD: 'demo-password' };
const SANDBOX = { PROVIDER_SANDBOX_APP_IDS: 'consumer,payment' };
/** What the check never calls, whatever the options (it would leave something behind). */
const NEVER = [
  'resetPassword',
  'changePassword',
  'registerAgency',
  'updateContact',
  'sendBookingMessage',
  'commitPayment',
  'submitHostedCard',
  'createSubscriber',
  'addSubscriberToSegments',
];
const WRITES = [
  'quoteBooking',
  'createBooking',
  'updateBooking',
  'quoteCancellation',
  'cancelBooking',
  'initialisePayment',
];

let sim: RunningSimulator;

async function check(
  args: string[] = [],
  env: NodeJS.ProcessEnv = {},
): Promise<CheckReport & { steps: Step[] }> {
  const steps: Step[] = [];
  const report = await runCheck(parseCheckArgs(['--url', sim.url, ...args], env), (step) => steps.push(step));
  return { ...report, steps };
}

function op(report: CheckReport, operationId: string): OperationResult {
  const found = report.operations.find((o) => o.operationId === operationId);
  if (!found) throw new Error(`no ${operationId} in the report`);
  return found;
}

/** Operations that differ, with their differences as `kind path`. */
function differing(report: CheckReport): Record<string, string[]> {
  return Object.fromEntries(
    report.operations
      .filter((o) => o.outcome === 'differs')
      .map((o) => [o.operationId, o.differences.map((d) => `${d.kind} ${d.path}`)]),
  );
}

beforeAll(async () => {
  sim = await startSimulator({ port: 0, today: '2026-06-01', seed: 42, bookings: 400 });
});
afterAll(() => sim.close());
beforeEach(() => {
  sim.setDrift('');
  sim.setFaults({});
});

describe('provider:check against the simulator', () => {
  it('reads only: every operation it calls conforms, within budget; nothing is written; exit 0', async () => {
    const bookings = sim.state.bookings.size;
    const report = await check([], AGENT);
    expect(differing(report)).toEqual({});
    expect(report.summary).toMatchObject({ differs: 0, unreachable: 0, failing: [] });
    expect(report.exitCode).toBe(0);
    for (const id of NEVER) expect(op(report, id).outcome).toBe('skipped');
    for (const id of [...WRITES, 'getPaymentSession', 'getHostedCardPage']) {
      expect(op(report, id)).toMatchObject({ outcome: 'skipped', calls: 0 });
    }
    const called = report.operations.filter((o) => o.outcome !== 'skipped');
    expect(called.map((o) => o.operationId).sort()).toEqual(
      [
        'createAuthenticationHash',
        'agentLogin',
        'refreshToken',
        'getAgency',
        'searchProducts',
        'getProductsByIds',
        'listMonths',
        'listFilters',
        'getProduct',
        'getSalesGroup',
        'getSalesAddOns',
        'getCapacity',
        'getPickupRun',
        'listAgeCategories',
        'listCurrencies',
        'listCountries',
        'searchBookings',
        'loadBooking',
        'getBooking',
        'getBookingDocument',
        'getImage',
      ].sort(),
    );
    expect(op(report, 'getCapacity')).toMatchObject({
      outcome: 'conforms',
      budget: { name: 'catalogue', ms: 1000 },
    });
    expect(op(report, 'searchBookings')).toMatchObject({ budget: { name: 'sales', ms: 5000 } });
    expect(report.hashRefresh).toMatchObject({ result: 'works', method: 'refused-hash' });
    expect(sim.state.bookings.size).toBe(bookings);
    expect(sim.stats().byOperation.createBooking).toBeUndefined();
  });

  it('with --writes on the sandbox app ids: books, updates, starts a card payment, cancels; seats are back', async () => {
    const bookings = sim.state.bookings.size;
    const report = await check(['--writes'], SANDBOX);
    expect(differing(report)).toEqual({});
    expect(report.exitCode).toBe(0);
    for (const id of [...WRITES, 'getPaymentSession', 'getHostedCardPage']) {
      expect(op(report, id).outcome).toBe('conforms');
    }
    const trip = report.roundTrip!;
    expect(trip.cleanedUp).toBe(true);
    expect(trip.seats?.booked).toBe(trip.seats!.before! - 2);
    expect(trip.seats?.after).toBe(trip.seats?.before);
    // Checked independently in the simulator's own state: one booking made, every place cancelled, seats back.
    expect(sim.state.bookings.size).toBe(bookings + 1);
    const booking = sim.state.bookings.get(trip.bookingId!)!;
    expect(booking.trips.every((t) => t.passengers.every((p) => p.cancelled))).toBe(true);
    expect(sim.state.capacity.find(trip.tourId!, trip.departure!)?.freeSeats).toBe(trip.seats?.before);
  });

  it.each([
    [
      'listCountries:rename-field',
      'listCountries',
      'missing-field countries[].iso_country_code',
      /IsoCountryCode/,
    ],
    ['getCapacity:string-number', 'getCapacity', 'wrong-type capacities[].free_seats', /^string "\d+"$/],
    ['searchBookings:new-enum', 'searchBookings', 'unknown-enum bookings[].status', /^"NEW_VALUE"$/],
    ['getPickupRun:status-404', 'getPickupRun', 'status (status)', /^404 NOT_FOUND/],
  ])(
    'SIM_DRIFT=%s: names %s and the field, nothing else; exit 1',
    async (drift, operationId, difference, seen) => {
      sim.setDrift(drift);
      const report = await check();
      expect(differing(report)).toEqual({ [operationId]: [difference] });
      expect(op(report, operationId).differences[0]?.seen).toMatch(seen);
      expect(report.summary.failing).toEqual([operationId]);
      expect(report.exitCode).toBe(1);
    },
  );

  it('a drifted write is named and nothing is left behind; a cancellation that fails is reported as left behind', async () => {
    const bookings = sim.state.bookings.size;
    sim.setDrift('createBooking:status-404');
    const refused = await check(['--writes'], SANDBOX);
    expect(differing(refused)).toEqual({ createBooking: ['status (status)'] });
    expect(op(refused, 'cancelBooking').outcome).toBe('unreachable');
    expect(refused.roundTrip?.cleanedUp).toBe(true);
    expect(sim.state.bookings.size).toBe(bookings);

    sim.setDrift('cancelBooking:status-404');
    const stuck = await check(['--writes'], SANDBOX);
    expect(differing(stuck)).toEqual({
      cancelBooking: [
        'status (status)',
        'left-behind (booking status)',
        `left-behind (free seats of ${stuck.roundTrip?.tourId} ${stuck.roundTrip?.departure})`,
      ],
    });
    expect(stuck.roundTrip?.cleanedUp).toBe(false);
    expect(stuck.exitCode).toBe(1);
    sim.reset();
  });

  it("reports answers slower than the gateway's budget", async () => {
    // Every answer takes at least 150 ms: over a 100 ms catalogue budget (the gateway's least), well within a 5 s sales budget.
    sim.setFaults({ latencyMs: 150 });
    const slow = await check([], { PROVIDER_CATALOGUE_BUDGET_MS: '100', PROVIDER_TIMEOUT_MS: '5000' });
    expect(op(slow, 'getCapacity').differences).toEqual([
      expect.objectContaining({
        kind: 'slow',
        path: '(latency)',
        expected: 'at most 100 ms (catalogue budget)',
      }),
    ]);
    expect(op(slow, 'searchBookings').outcome).toBe('conforms');
    expect(slow.exitCode).toBe(1);
  });

  it('waits for a short-lived hash to expire, then a second hash works', async () => {
    sim.setFaults({ hashTtlSeconds: 2 });
    const report = await check(['--hash-wait', '5']);
    expect(report.hashRefresh).toMatchObject({ result: 'works', method: 'expiry' });
    expect(report.hashRefresh.lifetimeSeconds).toBeLessThanOrEqual(2);
    expect(report.hashRefresh.detail).toMatch(/old hash got 401 UNAUTHORIZED; a second hash got 200/);
    expect(report.exitCode).toBe(0);
  });

  it('as a command: the summary and exit 0, --json, exit 1 on drift, exit 2 for --writes on a live app id', async () => {
    const run = (args: string[], env: NodeJS.ProcessEnv = {}) =>
      promisify(execFile)(
        'node',
        ['--import', 'tsx', 'provider-check/src/main.ts', '--url', sim.url, ...args],
        {
          cwd: ROOT,
          env: { ...process.env, ...env },
        },
      ).then(
        (out) => ({ code: 0, ...out }),
        (error: { code: number; stdout: string; stderr: string }) => error,
      );
    const ok = await run(['--json']);
    expect(ok.code).toBe(0);
    const json = JSON.parse(ok.stdout) as CheckReport;
    expect(json).toMatchObject({ exitCode: 0, apiUrl: sim.url });
    expect(ok.stderr).toMatch(/✓ conforms\s+getCapacity/);
    expect(ok.stderr).toMatch(/nothing tourdesk relies on differs: exit 0/);

    sim.setDrift('getCapacity:string-number');
    const drifted = await run([]);
    expect(drifted.code).toBe(1);
    expect(drifted.stdout).toMatch(/getCapacity \(given\) breaks: Dates panel/);
    expect(drifted.stdout).toMatch(/capacities\[\]\.free_seats: wrong type, expected integer, seen string/);

    const refused = await run(['--writes'], { PROVIDER_SANDBOX_APP_IDS: '' });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(
      /--writes refused: app id 'consumer' and 'payment' are not listed as a sandbox/,
    );
  });
});
