import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startSimulator, type RunningSimulator } from 'provider-sim';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startDriftingProvider, type DriftingProvider } from './drifting-provider.js';
import { parseCheckArgs } from '../src/options.js';
import type { Step } from '../src/probe.js';
import type { CheckReport, OperationResult } from '../src/report.js';
import { runCheck } from '../src/run.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const AGENT = { PROVIDER_CHECK_AGENT_USER: 'demo-agent', PROVIDER_CHECK_AGENT_PASSWORD: 'demo-password' };
const SANDBOX = { PROVIDER_SANDBOX_APP_IDS: 'consumer,payment' };
/** What the check never calls, whatever the options (it would change or leave something it cannot undo). */
const NEVER = ['registerAgency', 'createSubscriber', 'addSubscriberToSegments'];
/** What the check calls only with an agent login. */
const AGENT_WRITES = ['updateContact', 'changePassword', 'resetPassword'];
/** Accepting those as unchecked, for the runs that are to exit 0. */
const ACCEPT_NEVER = ['--accept-unchecked', NEVER.join(',')];
const WRITES = [
  'quoteBooking',
  'createBooking',
  'updateBooking',
  'sendBookingMessage',
  'quoteCancellation',
  'cancelBooking',
  'initialisePayment',
];
const AFTER_PAYMENT = ['getPaymentSession', 'getHostedCardPage', 'submitHostedCard', 'commitPayment'];
/** What a run of reads only without an agent login leaves unchecked, accepted. */
const ACCEPT_READS = [
  '--accept-unchecked',
  [...NEVER, ...WRITES, ...AFTER_PAYMENT, ...AGENT_WRITES, 'agentLogin', 'refreshToken'].join(','),
];

let sim: RunningSimulator;
let drifting: DriftingProvider;

async function check(
  args: string[] = [],
  env: NodeJS.ProcessEnv = {},
  url = sim.url,
): Promise<CheckReport & { steps: Step[] }> {
  const steps: Step[] = [];
  const report = await runCheck(parseCheckArgs(['--url', url, ...args], env), (step) => steps.push(step));
  return { ...report, steps };
}

/** The bookings made in the simulator (not seeded) under a reference, with whether any place is still booked. */
function simBookings(reference: string | undefined) {
  const store = sim.state.bookings;
  const found: { id: number; held: boolean }[] = [];
  for (let id = store.peekNextId() - (store.size - store.seededCount); id < store.peekNextId(); id += 1) {
    const booking = store.peek(id);
    if (!booking || reference === undefined || booking.yourReference !== reference) continue;
    found.push({ id, held: booking.trips.some((t) => t.passengers.some((p) => !p.cancelled)) });
  }
  return found;
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
  drifting = await startDriftingProvider(sim.url);
});
afterAll(async () => {
  await drifting.close();
  await sim.close();
});
beforeEach(() => {
  sim.setDrift('');
  sim.setFaults({});
  drifting.set({});
});

describe('provider:check against the simulator', () => {
  it('reads only: every operation it calls conforms, within budget; nothing is written; exit 1 with the unchecked ones, 0 once accepted', async () => {
    const bookings = sim.state.bookings.size;
    const unaccepted = await check([], AGENT);
    expect([...unaccepted.summary.unchecked].sort()).toEqual(
      [...NEVER, ...WRITES, ...AFTER_PAYMENT, ...AGENT_WRITES].sort(),
    );
    expect(unaccepted.summary).toMatchObject({
      failing: [],
      acceptedUnchecked: [],
      reliedOn: 35,
      checked: 18,
    });
    expect(unaccepted.exitCode).toBe(1);
    const report = await check(['--accept-unchecked', unaccepted.summary.unchecked.join(',')], AGENT);
    expect(differing(report)).toEqual({});
    expect(report.summary).toMatchObject({ differs: 0, unreachable: 0, failing: [], failingErrorPaths: [] });
    expect(report.summary.acceptedUnchecked).toEqual(unaccepted.summary.unchecked);
    expect(report.exitCode).toBe(0);
    expect(report.errorPaths.map((p) => `${p.operationId} ${p.expected} ${p.outcome}`)).toEqual([
      'loadBooking 404 NOT_FOUND conforms',
      'getPickupRun 404 NOT_FOUND conforms',
      'quoteBooking 400 BAD_REQUEST conforms',
      'refreshToken 401 INVALID_TOKEN conforms',
    ]);
    for (const id of NEVER) expect(op(report, id).outcome).toBe('skipped');
    for (const id of [...WRITES, ...AFTER_PAYMENT, ...AGENT_WRITES]) {
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
    expect(op(report, 'searchBookings')).toMatchObject({ budget: { name: 'timeout', ms: 5000 } });
    expect(report.hashRefresh).toMatchObject({ result: 'works', method: 'refused-hash' });
    expect(sim.state.bookings.size).toBe(bookings);
    expect(sim.stats().byOperation.createBooking).toBeUndefined();
  });

  it('with --writes on the sandbox app ids: books, updates, e-mails, pays with a declined card, cancels; reports what stays', async () => {
    const bookings = sim.state.bookings.size;
    const agency = sim.state.identity.byUserName(AGENT.PROVIDER_CHECK_AGENT_USER)!;
    const contacts = structuredClone(agency.contacts);
    const report = await check(['--writes', ...ACCEPT_NEVER], { ...SANDBOX, ...AGENT });
    // The agent's writes changed nothing: the same password, the same contacts.
    expect(agency.password).toBe(AGENT.PROVIDER_CHECK_AGENT_PASSWORD);
    expect(agency.contacts).toEqual(contacts);
    expect(differing(report)).toEqual({});
    expect(report.exitCode).toBe(0);
    for (const id of [...WRITES, ...AFTER_PAYMENT, ...AGENT_WRITES]) {
      expect(op(report, id).outcome).toBe('conforms');
    }
    expect(report.summary).toMatchObject({ reliedOn: 35, checked: 32, unchecked: NEVER });
    for (const id of ['createBooking', 'updateBooking', 'initialisePayment', 'commitPayment']) {
      expect(op(report, id).budget).toEqual({ name: 'sales', ms: 15_000 });
    }
    const trip = report.roundTrip!;
    expect(trip.cleanedUp).toBe(true);
    expect(trip.reference).toMatch(/^GOLIVE-[0-9A-F]{8}$/);
    expect(trip.writes?.find((w) => w.startsWith('createBooking '))).toMatch(
      /^createBooking provider-check-/,
    );
    const [transaction, ...others] = sim.state.payments.forBooking(trip.bookingId!);
    expect(others).toEqual([]);
    const session = sim.state.payments.session(transaction!.paymentReference)!;
    expect(session.bookingId).toBe(trip.bookingId);
    expect(trip.leftOnProvider).toEqual([
      { kind: 'booking', id: String(trip.bookingId), state: 'CANCELLED', verified: true },
      expect.objectContaining({ kind: 'message', bookingId: trip.bookingId, verified: false }),
      {
        kind: 'payment-session',
        id: session.reference,
        bookingId: trip.bookingId,
        state: 'unpaid: no payment recorded, 1 transaction(s) (DECLINED)',
        verified: true,
      },
    ]);
    expect(trip.seats?.booked).toBe(trip.seats!.before! - 2);
    expect(trip.seats?.after).toBe(trip.seats?.before);
    // The refund probe: the agent's nett booking of two, one cancelled, refunded its nett paid (the rule).
    const probe = report.refundRule!;
    expect(probe.cleanedUp).toBe(true);
    expect(probe.reference).toMatch(/^GOLIVE-REFUND-[0-9A-F]{8}$/);
    const nett = sim.state.bookings.get(probe.bookingId!)!;
    const [first, second] = nett.trips[0]!.passengers;
    // Paid on the nett: the price less the agency's commission (20 %), less than the gross price.
    const nettOf = (p: typeof first) =>
      p!.price - p!.discount - Math.round(((p!.price - p!.discount) * p!.commissionPercent) / 100);
    const nettPaid = nettOf(first);
    expect(nettPaid).toBeGreaterThan(0);
    expect(nettPaid).toBeLessThan(first!.price - first!.discount);
    expect(probe.refund).toEqual({
      expectedMinor: nettPaid,
      quoted: nettPaid,
      answered: nettPaid,
      recorded: nettPaid,
      currency: 'GBP',
    });
    expect(nett.payments.map((p) => [p.kind, p.amount])).toEqual([
      ['FULL', nettPaid + nettOf(second)],
      ['REFUND', -nettPaid],
      ['REFUND', -nettOf(second)],
    ]);
    expect(nett.payments[0]).toMatchObject({ method: 'ACC', reference: probe.reference });
    expect(nett.trips.every((t) => t.passengers.every((p) => p.cancelled))).toBe(true);
    expect(probe.leftOnProvider).toEqual([
      { kind: 'booking', id: String(probe.bookingId), state: 'CANCELLED', verified: true },
      expect.objectContaining({ kind: 'payment', id: probe.reference, bookingId: probe.bookingId }),
    ]);
    expect(probe.writes?.every((w) => / provider-check-/.test(w))).toBe(true);
    // Checked independently in the simulator's own state: two bookings made, every place cancelled, seats back.
    expect(sim.state.bookings.size).toBe(bookings + 2);
    const booking = sim.state.bookings.get(trip.bookingId!)!;
    expect(booking.trips.every((t) => t.passengers.every((p) => p.cancelled))).toBe(true);
    expect(booking.payments).toEqual([]);
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

  it('a provider refunding a nett place on the gross is a rule difference of cancelBooking; exit 1', async () => {
    // Three months ahead cancelling is free: a refund on the gross is the cancelled place's price.
    drifting.set({
      rewrite: {
        cancelBooking: (body) => {
          const booking = body.booking as { trips: { passengers: { status: string; price: number }[] }[] };
          const cancelled = booking.trips
            .flatMap((t) => t.passengers)
            .filter((p) => p.status === 'CANCELLED');
          body.refund = cancelled.reduce((sum, p) => sum + p.price, 0);
        },
      },
    });
    const report = await check(['--writes', ...ACCEPT_NEVER], { ...SANDBOX, ...AGENT }, drifting.url);
    expect(differing(report)).toEqual({ cancelBooking: ['rule (answer).refund'] });
    const difference = op(report, 'cancelBooking').differences[0]!;
    expect(difference.expected).toMatch(/ledger rule's refund of a nett place/);
    expect(difference.seen).toMatch(/refunded on the gross/);
    expect(report.refundRule?.cleanedUp).toBe(true);
    expect(report.exitCode).toBe(1);
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
    const report = await check(['--hash-wait', '5', ...ACCEPT_READS]);
    expect(report.hashRefresh).toMatchObject({ result: 'works', method: 'expiry' });
    expect(report.hashRefresh.lifetimeSeconds).toBeLessThanOrEqual(2);
    expect(report.hashRefresh.detail).toMatch(/old hash got 401 UNAUTHORIZED; a second hash got 200/);
    expect(report.exitCode).toBe(0);
  });

  it('an endpoint removed behind an HTML 404 is a status difference, not "not reachable"', async () => {
    drifting.set({ htmlNotFound: ['getSalesGroup'] });
    const report = await check(ACCEPT_READS, {}, drifting.url);
    expect(differing(report)).toEqual({ getSalesGroup: ['status (status)'] });
    expect(op(report, 'getSalesGroup').differences[0]).toMatchObject({
      expected: '200',
      seen: '404 text/html, not JSON',
    });
    expect(report.summary.failing).toEqual(['getSalesGroup']);
    expect(report.exitCode).toBe(1);
  });

  it('a renamed field is reported missing with the spelling sent instead (name sent as product_name)', async () => {
    drifting.set({
      rewrite: {
        getProductsByIds: (body) => {
          for (const product of body.products as Record<string, unknown>[]) {
            product.product_name = product.name;
            delete product.name;
          }
        },
      },
    });
    const report = await check(ACCEPT_READS, {}, drifting.url);
    expect(differing(report)).toEqual({ getProductsByIds: ['missing-field products[].name'] });
    expect(op(report, 'getProductsByIds').differences[0]?.seen).toBe('absent (product_name sent instead)');
    expect(report.exitCode).toBe(1);
  });

  it('reshaped error bodies on the paths it provokes are differences; exit 1', async () => {
    drifting.set({ reshapeErrors: 'except-401' });
    const report = await check(ACCEPT_READS, {}, drifting.url);
    expect(differing(report)).toEqual({});
    expect(report.hashRefresh.result).toBe('works');
    expect(report.summary.failingErrorPaths).toEqual([
      'loadBooking: 404 NOT_FOUND',
      'getPickupRun: 404 NOT_FOUND',
      'quoteBooking: 400 BAD_REQUEST',
    ]);
    expect(report.errorPaths[0]?.differences).toEqual([
      expect.objectContaining({ kind: 'missing-field', path: '(error body) error' }),
    ]);
    expect(report.exitCode).toBe(1);

    drifting.set({ reshapeErrors: 'all' });
    const refresh = await check(ACCEPT_READS, {}, drifting.url);
    expect(refresh.hashRefresh.result).toBe('fails');
    expect(refresh.hashRefresh.detail).toMatch(/\(error body\) error: expected required field, seen absent/);
  });

  it('sale operations are judged against the sales budget, not PROVIDER_TIMEOUT_MS', async () => {
    // Scaled down: PROVIDER_TIMEOUT_MS 5 s and PROVIDER_SALES_BUDGET_MS 15 s become 500 ms and 2.5 s.
    drifting.set({ delayMs: { createBooking: 1200, initialisePayment: 2800 } });
    const env = { ...SANDBOX, ...AGENT, PROVIDER_TIMEOUT_MS: '500', PROVIDER_SALES_BUDGET_MS: '2500' };
    const report = await check(['--writes', ...ACCEPT_NEVER], env, drifting.url);
    const created = op(report, 'createBooking');
    expect(created).toMatchObject({ outcome: 'conforms', budget: { name: 'sales', ms: 2500 } });
    expect(created.latencyMs).toBeGreaterThan(1200);
    expect(op(report, 'initialisePayment').differences).toEqual([
      expect.objectContaining({ kind: 'slow', expected: 'at most 2500 ms (sales budget)' }),
    ]);
    expect(report.roundTrip?.cleanedUp).toBe(true);
  });

  it('a lost createBooking answer: the booking is found by its reference and cancelled, nothing ON_HOLD left', async () => {
    drifting.set({ lose: { operationId: 'createBooking', times: 1, delayMs: 3000 } });
    const report = await check(
      ['--writes', '--timeout', '2', ...ACCEPT_NEVER],
      { ...SANDBOX, ...AGENT },
      drifting.url,
    );
    expect(drifting.lost()).toEqual({ createBooking: 1 });
    const trip = report.roundTrip!;
    expect(op(report, 'createBooking')).toMatchObject({ outcome: 'unreachable' });
    expect(trip.recovered).toEqual({ bookingId: trip.bookingId, how: 'search by reference' });
    expect(trip.cleanedUp).toBe(true);
    expect(trip.leftOnProvider[0]).toEqual({
      kind: 'booking',
      id: String(trip.bookingId),
      state: 'CANCELLED',
      verified: true,
    });
    // The simulator's own state: the one booking under the reference, every place cancelled, seats back.
    expect(simBookings(trip.reference)).toEqual([{ id: trip.bookingId, held: false }]);
    expect(sim.state.capacity.find(trip.tourId!, trip.departure!)?.freeSeats).toBe(trip.seats?.before);
  });

  it('a lost createBooking answer the booking search cannot find: a replay with the same idempotency key finds it', async () => {
    drifting.set({ lose: { operationId: 'createBooking', times: 1, delayMs: 3000 }, hideReferences: true });
    const report = await check(
      ['--writes', '--timeout', '2', ...ACCEPT_NEVER],
      { ...SANDBOX, ...AGENT },
      drifting.url,
    );
    const trip = report.roundTrip!;
    expect(trip.recovered).toEqual({ bookingId: trip.bookingId, how: 'replay with the idempotency key' });
    const keys = trip.writes!.filter((w) => w.startsWith('createBooking ')).map((w) => w.split(' ')[1]);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(trip.cleanedUp).toBe(true);
    expect(simBookings(trip.reference)).toEqual([{ id: trip.bookingId, held: false }]);
  });

  it('a lost answer found by neither the reference nor a replay is a failure naming the booking to cancel by hand', async () => {
    drifting.set({
      lose: { operationId: 'createBooking', times: 2, delayMs: 3000 },
      hideReferences: true,
    });
    const report = await check(
      ['--writes', '--timeout', '2', ...ACCEPT_NEVER],
      { ...SANDBOX, ...AGENT },
      drifting.url,
    );
    expect(drifting.lost()).toEqual({ createBooking: 2 });
    const trip = report.roundTrip!;
    expect(trip.cleanedUp).toBe(false);
    expect(trip.cancelByHand).toContain(`reference ${trip.reference}`);
    expect(differing(report).createBooking).toEqual(['left-behind (lost answer)']);
    expect(report.exitCode).toBe(1);
    // The report is right: the simulator holds that booking.
    expect(simBookings(trip.reference)).toEqual([{ id: expect.any(Number), held: true }]);
    sim.reset();
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
    const ok = await run(['--json', ...ACCEPT_READS]);
    expect(ok.code).toBe(0);
    const json = JSON.parse(ok.stdout) as CheckReport;
    expect(json).toMatchObject({ exitCode: 0, apiUrl: sim.url });
    expect(ok.stderr).toMatch(/✓ conforms\s+getCapacity/);
    expect(ok.stderr).toMatch(
      /checked 16 of 35 operations tourdesk relies on \(19 accepted unchecked\); nothing tourdesk relies on differs: exit 0/,
    );

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
