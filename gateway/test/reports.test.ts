import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookingStatus } from '@tourdesk/domain/booking';
import { moneyFromDecimal } from '@tourdesk/domain/money';
import { DEV_REPORT_TOKEN, loadConfig } from '../src/config.js';
import type { RunningGateway } from '../src/server.js';
import { FIXTURE_MANIFEST, PRODUCTION_SETTINGS, startTestGateway } from './support/gateway.js';
import { Client } from './support/seed-kit.js';
import { callsByOperation, callsBetween, startTestSimulator, type Simulator } from './support/simulator.js';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

let sim: Simulator;
let gateway: RunningGateway;
const auth = { authorization: `Bearer ${DEV_REPORT_TOKEN}` };
const RANGE = { from: '2026-03-01', to: '2026-05-31' };

interface RawBooking {
  group_booking_id: number;
  departure_date: string;
  tour_ids: string[];
  iso_currency_code: string;
  passenger_count: number;
  status: string;
  total: number;
  commission: number;
  paid: number;
  outstanding: number;
}

/** Every booking of the range, read straight from the provider's pages (page size 1000). */
async function rawBookings(): Promise<RawBooking[]> {
  const hash = (
    (await (
      await fetch(`${sim.url}/api/v1.3/payment/security/hmac/authentication_hash`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ api_key: 'dev-api-key' }),
      })
    ).json()) as { password_hash: string }
  ).password_hash;
  const all: RawBooking[] = [];
  for (let page = 1; ; page += 1) {
    const answer = (await (
      await fetch(`${sim.url}/api/v1.3/payment/bookings/search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-authentication-hash': hash },
        body: JSON.stringify({
          page,
          page_size: 1000,
          departure_date_from: RANGE.from,
          departure_date_to: RANGE.to,
        }),
      })
    ).json()) as { bookings: RawBooking[]; pagination: { total_pages: number } };
    all.push(...answer.bookings);
    if (page >= answer.pagination.total_pages) return all;
  }
}

/** Sums per (tour, month, currency) in minor units, from raw bookings. */
function expectedGroups(bookings: RawBooking[]) {
  const groups = new Map<
    string,
    {
      bookings: number;
      passengers: number;
      gross: number;
      commission: number;
      paid: number;
      outstanding: number;
    }
  >();
  for (const b of bookings) {
    const key = [b.tour_ids[0], b.departure_date.slice(0, 7), b.iso_currency_code].join('|');
    const g = groups.get(key) ?? {
      bookings: 0,
      passengers: 0,
      gross: 0,
      commission: 0,
      paid: 0,
      outstanding: 0,
    };
    const m = (v: number) => moneyFromDecimal(v, b.iso_currency_code).amountMinor;
    g.bookings += 1;
    g.passengers += b.passenger_count;
    g.gross += m(b.total);
    g.commission += m(b.commission);
    g.paid += m(b.paid);
    g.outstanding += m(b.outstanding);
    groups.set(key, g);
  }
  return groups;
}

const REPORT = `query($input: BookingReportInput!) { bookingReport(input: $input) { bookingsScanned groups {
  key { dimension value } currency bookings passengers gross { amountMinor } nett { amountMinor } commission { amountMinor }
  paid { amountMinor } outstanding { amountMinor } } } }`;
const ROWS = `query($input: BookingReportInput!, $first: Int, $after: String) { bookingReportRows(input: $input, first: $first, after: $after) {
  endCursor hasNextPage rows { groupBookingId tourId tourIds tourName status currency passengers gross { amountMinor } } } }`;

beforeAll(async () => {
  sim = await startTestSimulator();
  gateway = await startTestGateway({ PROVIDER_API_URL: sim.url, PROVIDER_PAYMENT_URL: sim.url });
  // Seeding the simulator's bookings takes seconds on a loaded machine.
}, 60_000);
afterAll(async () => {
  await gateway?.close();
  await sim?.close();
});

describe('booking reports (report bearer tokens only)', () => {
  it('refuses anonymous callers, bad tokens and agents', async () => {
    const input = { ...RANGE, groupBy: ['MONTH'] };
    const anonymous = await new Client(gateway.url).gql(REPORT, { input });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(anonymous.data ?? null).toBeNull();
    const bad = await new Client(gateway.url).gql(
      REPORT,
      { input },
      { authorization: 'Bearer not-a-report-token' },
    );
    expect(bad.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const agent = new Client(gateway.url);
    await agent.logInAgent('demo-agent');
    expect((await agent.gql(REPORT, { input })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await agent.gql(ROWS, { input })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it("sums per tour, month and currency equal the sums over the provider's raw pages", async () => {
    const raw = await rawBookings();
    expect(raw.length).toBeGreaterThan(100);
    const result = await new Client(gateway.url).gql<{
      bookingReport: {
        bookingsScanned: number;
        groups: {
          key: { value: string }[];
          currency: string;
          bookings: number;
          passengers: number;
          gross: { amountMinor: number };
          nett: { amountMinor: number };
          commission: { amountMinor: number };
          paid: { amountMinor: number };
          outstanding: { amountMinor: number };
        }[];
      };
    }>(REPORT, { input: { ...RANGE, groupBy: ['TOUR', 'MONTH'] } }, auth);
    const report = result.data!.bookingReport;
    expect(report.bookingsScanned).toBe(raw.length);
    const actual = new Map(
      report.groups.map((g) => [
        [...g.key.map((k) => k.value), g.currency].join('|'),
        {
          bookings: g.bookings,
          passengers: g.passengers,
          gross: g.gross.amountMinor,
          commission: g.commission.amountMinor,
          paid: g.paid.amountMinor,
          outstanding: g.outstanding.amountMinor,
        },
      ]),
    );
    expect(actual).toEqual(expectedGroups(raw));
    for (const g of report.groups)
      expect(g.nett.amountMinor).toBe(g.gross.amountMinor - g.commission.amountMinor);
    expect(report.groups.some((g) => g.commission.amountMinor > 0)).toBe(true);
  });

  it('filters by status and pages the rows by cursor', async () => {
    const raw = (await rawBookings()).filter((b) => bookingStatus(b.status) === 'CONFIRMED');
    const input = { ...RANGE, statuses: ['CONFIRMED'], groupBy: [] };
    const ids: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page: {
        bookingReportRows: {
          rows: { groupBookingId: string; status: string }[];
          endCursor: string | null;
          hasNextPage: boolean;
        };
      } = (
        await new Client(gateway.url).gql<{
          bookingReportRows: {
            rows: { groupBookingId: string; status: string }[];
            endCursor: string | null;
            hasNextPage: boolean;
          };
        }>(ROWS, { input, first: 300, after }, auth)
      ).data!;
      ids.push(...page.bookingReportRows.rows.map((r) => r.groupBookingId));
      expect(page.bookingReportRows.rows.every((r) => r.status === 'CONFIRMED')).toBe(true);
      if (!page.bookingReportRows.hasNextPage) break;
      after = page.bookingReportRows.endCursor;
    }
    expect(ids).toEqual(raw.map((b) => String(b.group_booking_id)));
  });

  it('pnpm report (CLI on typed documents) prints a CSV whose totals match the raw pages', async () => {
    const { stdout, stderr } = await run(
      'pnpm',
      [
        'exec',
        'tsx',
        'report-cli/src/main.ts',
        '--from',
        RANGE.from,
        '--to',
        RANGE.to,
        '--group-by',
        'tour,month',
        '--format',
        'csv',
        '--gateway',
        `${gateway.url}/graphql`,
      ],
      { cwd: ROOT, env: { ...process.env, TOURDESK_REPORT_TOKEN: DEV_REPORT_TOKEN } },
    );
    expect(stderr).toMatch(/Done: \d+ groups/);
    const [header, ...lines] = stdout.trim().split(/\r\n/);
    expect(header).toBe('tour,month,currency,bookings,passengers,gross,nett,commission,paid,outstanding');
    const cells = lines.map((l) => l.split(','));
    const expected = expectedGroups(await rawBookings());
    expect(cells.length).toBe(expected.size);
    for (const [
      tour,
      month,
      currency,
      bookings,
      passengers,
      gross,
      nett,
      commission,
      paid,
      outstanding,
    ] of cells as string[][]) {
      const e = expected.get([tour, month, currency].join('|'))!;
      const m = (v: string) => moneyFromDecimal(v!, currency!).amountMinor;
      expect({
        bookings: Number(bookings),
        passengers: Number(passengers),
        gross: m(gross!),
        commission: m(commission!),
        paid: m(paid!),
        outstanding: m(outstanding!),
      }).toEqual(e);
      expect(m(nett!)).toBe(e.gross - e.commission);
    }
    const refused = await run(
      'pnpm',
      [
        'exec',
        'tsx',
        'report-cli/src/main.ts',
        '--from',
        RANGE.from,
        '--to',
        RANGE.to,
        '--gateway',
        `${gateway.url}/graphql`,
      ],
      {
        cwd: ROOT,
        env: { ...process.env, TOURDESK_REPORT_TOKEN: 'wrong-token' },
      },
    ).catch((error: { code: number; stderr: string }) => error);
    expect((refused as { code: number }).code).not.toBe(0);
    expect((refused as { stderr: string }).stderr).toMatch(/refused the report token/);
  }, 30_000);
});

/** Runs `pnpm report` (the CLI on its typed documents) against the test gateway; never throws on an exit code. */
async function cli(args: string[], token = DEV_REPORT_TOKEN) {
  return run(
    'pnpm',
    ['exec', 'tsx', 'report-cli/src/main.ts', ...args, '--gateway', `${gateway.url}/graphql`],
    {
      cwd: ROOT,
      env: { ...process.env, TOURDESK_REPORT_TOKEN: token },
    },
  ).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

describe('the report CLI', () => {
  afterEach(() => sim.setFaults({}));

  it('prints its usage for --help and exits 0', async () => {
    const help = await run('pnpm', ['report', '--', '--help'], { cwd: ROOT });
    expect(help.stdout).toMatch(/^Usage: pnpm report/m);
    expect(help.stdout).toMatch(/at most 732 days/);
    expect(help.stdout).toMatch(/pnpm report manifest --tour TOUR --date/);
  });

  it('writes one JSON document for --format json and JSON Lines for --format jsonl', async () => {
    const range = ['--from', '2026-03-01', '--to', '2026-03-10', '--rows'];
    const json = await cli([...range, '--format', 'json']);
    expect(json.code).toBe(0);
    const document = JSON.parse(json.stdout) as { from: string; rows: { groupBookingId: string }[] };
    expect(document.from).toBe('2026-03-01');
    expect(document.rows.length).toBeGreaterThan(5);
    const jsonl = await cli([...range, '--format', 'jsonl']);
    const lines = jsonl.stdout.trim().split('\n');
    expect(lines.map((l) => (JSON.parse(l) as { groupBookingId: string }).groupBookingId)).toEqual(
      document.rows.map((r) => r.groupBookingId),
    );
    const grouped = await cli([
      '--from',
      '2026-03-01',
      '--to',
      '2026-03-10',
      '--group-by',
      'tour',
      '--format',
      'json',
    ]);
    expect((JSON.parse(grouped.stdout) as { groups: unknown[] }).groups.length).toBeGreaterThan(0);
  }, 60_000);

  it('exits 2 past the 732-day limit, 1 with HTTP 401 for a bad token, and warns of a filter matching nothing', async () => {
    const long = await cli(['--from', '2024-01-01', '--to', '2026-01-03']);
    expect(long.code).toBe(2);
    expect(long.stderr).toMatch(/at most 732 days/);
    const bad = await cli(['--from', '2026-03-01', '--to', '2026-03-02'], 'not-the-token');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/refused the report token \(HTTP 401 UNAUTHENTICATED\)/);
    const nothing = await cli([
      '--from',
      '2026-03-01',
      '--to',
      '2026-03-10',
      '--tour',
      'NOPE',
      '--group-by',
      'tour',
    ]);
    expect(nothing.code).toBe(0);
    expect(nothing.stderr).toMatch(
      /Warning: The tour filter matches nothing known: NOPE \(not in the catalogue\)/,
    );
  }, 60_000);

  it('shows progress lines (pages, bookings, seconds) on standard error for a report over a few seconds', async () => {
    sim.setFaults({ latencyMs: 1500 });
    const slow = await cli(['--from', '2025-06-01', '--to', '2026-12-31', '--group-by', 'month']);
    expect(slow.code).toBe(0);
    expect(slow.stderr).toMatch(/^Progress: \d+(\/\d+)? pages · [\d,]+ bookings · \d+s$/m);
    expect(slow.stderr).toMatch(/Done: \d+ groups/);
  }, 120_000);
});

describe('reports that refuse to guess', () => {
  afterEach(() => {
    sim.setDrift('');
    vi.restoreAllMocks();
  });

  it('reports a provider status no known state names as UNKNOWN with its text, warned in the log and the answer', async () => {
    const raw = await rawBookings();
    sim.setDrift('searchBookings:new-enum');
    const warn = vi.spyOn(gateway.services.logger, 'warn');
    const grouped = await new Client(gateway.url).gql<{
      bookingReport: {
        bookingsScanned: number;
        groups: {
          key: { dimension: string; value: string; providerStatus: string | null }[];
          bookings: number;
        }[];
      };
    }>(
      `query($input: BookingReportInput!) { bookingReport(input: $input) { bookingsScanned groups {
        key { dimension value providerStatus } bookings } } }`,
      { input: { ...RANGE, groupBy: ['STATUS'] } },
      auth,
    );
    expect(grouped.errors).toBeUndefined();
    // One group per currency, every one UNKNOWN with the provider's text; none PENDING or any other state.
    expect(new Set(grouped.data!.bookingReport.groups.map((g) => JSON.stringify(g.key)))).toEqual(
      new Set([JSON.stringify([{ dimension: 'STATUS', value: 'UNKNOWN', providerStatus: 'NEW_VALUE' }])]),
    );
    expect(grouped.data!.bookingReport.groups.reduce((n, g) => n + g.bookings, 0)).toBe(raw.length);
    const warnings = (grouped as unknown as { extensions?: { warnings?: unknown[] } }).extensions?.warnings;
    expect(warnings).toEqual([
      expect.objectContaining({
        code: 'UNKNOWN_PROVIDER_VALUE',
        field: 'status',
        values: ['NEW_VALUE'],
        bookings: raw.length,
      }),
    ]);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ field: 'status', values: ['NEW_VALUE'], bookings: raw.length }),
      'report: unknown provider status',
    );

    const rows = await new Client(gateway.url).gql<{
      bookingReportRows: { rows: { status: string; providerStatus: string }[] };
    }>(
      `query($input: BookingReportInput!) { bookingReportRows(input: $input, first: 50) { rows { status providerStatus } } }`,
      { input: { ...RANGE, groupBy: [] } },
      auth,
    );
    expect(rows.data!.bookingReportRows.rows).toHaveLength(50);
    for (const row of rows.data!.bookingReportRows.rows) {
      expect(row).toEqual({ status: 'UNKNOWN', providerStatus: 'NEW_VALUE' });
    }
    const pending = await new Client(gateway.url).gql<{ bookingReport: { groups: unknown[] } }>(
      REPORT,
      { input: { ...RANGE, statuses: ['PENDING'], groupBy: ['STATUS'] } },
      auth,
    );
    expect(pending.data!.bookingReport.groups).toEqual([]);
  });

  it('warns of a tour or agency filter that matches nothing known', async () => {
    const answer = await new Client(gateway.url).gql<{ bookingReport: { groups: unknown[] } }>(
      REPORT,
      { input: { ...RANGE, tourIds: ['NOPE'], agencyCodes: ['NO-SUCH-AGENCY'], groupBy: ['TOUR'] } },
      auth,
    );
    expect(answer.data!.bookingReport.groups).toEqual([]);
    const warnings = (answer as unknown as { extensions: { warnings: { code: string; field: string }[] } })
      .extensions.warnings;
    expect(warnings.map((w) => [w.code, w.field])).toEqual([
      ['FILTER_MATCHES_NOTHING', 'tourIds'],
      ['FILTER_MATCHES_NOTHING', 'agencyCodes'],
    ]);
  });

  it("refuses a document over REPORT_MAX_PROVIDER_CALLS counted with the catalogue's real tours, before any of its calls", async () => {
    const tours = await new Client(gateway.url).gql<{ tours: { count: number } }>('{ tours { count } }');
    expect(tours.data!.tours.count).toBeGreaterThan(40);
    // One calendar month of every tour: 21 calls if a list were 20 tours, one per tour of the catalogue in fact.
    const document = '{ tours { tours { calendar(year: 2026, month: 7) { monthName } } } }';
    const before = await callsByOperation(sim.url);
    const refused = await new Client(gateway.url).gql(document, {}, auth);
    const calls = callsBetween(before, await callsByOperation(sim.url));
    expect(refused.status).toBe(400);
    expect(refused.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const message = refused.errors?.[0]?.message ?? '';
    expect(message).toMatch(/provider calls.*at most 40/);
    // The catalogue's tours (63 in the simulator, more than the visible list): one calendar call each, plus the list.
    expect(Number(/about (\d+)/.exec(message)?.[1])).toBeGreaterThanOrEqual(1 + tours.data!.tours.count);
    expect(refused.data ?? null).toBeNull();
    expect(Object.keys(calls).filter((op) => op !== 'searchProducts')).toEqual([]);
    // Within the bound, a document runs.
    const within = await new Client(gateway.url).gql(
      '{ tour(tourId: "LNE") { calendar(year: 2026, month: 7) { monthName } } }',
      {},
      auth,
    );
    expect(within.errors).toBeUndefined();
  });
});

describe('wrong report tokens, per address and token', () => {
  let behindProxy: RunningGateway;
  beforeAll(async () => {
    behindProxy = await startTestGateway({
      PROVIDER_API_URL: sim.url,
      PROVIDER_PAYMENT_URL: sim.url,
      TRUST_PROXY: 'loopback',
    });
  });
  let loggingGateway: RunningGateway | undefined;
  afterAll(async () => {
    await behindProxy?.close();
    await loggingGateway?.close();
  });

  const ask = (token: string, address: string) =>
    new Client(behindProxy.url).gql(
      '{ __typename }',
      {},
      {
        authorization: `Bearer ${token}`,
        'x-forwarded-for': address,
      },
    );

  it("ten wrong tokens from one address do not lock out the right token from another (the scripts' host)", async () => {
    const wrong = [];
    for (let i = 0; i < 12; i += 1) wrong.push(await ask(`wrong-${i}`, '127.0.0.51'));
    expect(wrong.slice(0, 10).map((a) => a.status)).toEqual(Array.from({ length: 10 }, () => 401));
    expect(wrong.slice(0, 10).every((a) => a.errors?.[0]?.extensions?.code === 'UNAUTHENTICATED')).toBe(true);
    expect(wrong.slice(10).map((a) => a.status)).toEqual([429, 429]);
    const right = await ask(DEV_REPORT_TOKEN, '127.0.0.52');
    expect(right.status).toBe(200);
    expect(right.data).toEqual({ __typename: 'Query' });
    // The address that sent them waits, right token or not (a refusal must not tell right from wrong).
    expect((await ask(DEV_REPORT_TOKEN, '127.0.0.51')).status).toBe(429);
  });

  it('logs a refused token without it: the address and the token hash prefix', async () => {
    loggingGateway = await startTestGateway({
      PROVIDER_API_URL: sim.url,
      PROVIDER_PAYMENT_URL: sim.url,
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'warn',
    });
    // Request loggers are children of the gateway's logger and write to its one stream.
    const stream = (
      loggingGateway.services.logger as unknown as Record<symbol, { write(line: string): boolean }>
    )[pino.symbols.streamSym]!;
    const lines: string[] = [];
    const write = vi.spyOn(stream, 'write').mockImplementation((line: string) => {
      lines.push(line);
      return true;
    });
    const token = 'wrong-token-never-logged';
    const refused = await new Client(loggingGateway.url).gql(
      '{ __typename }',
      {},
      {
        authorization: `Bearer ${token}`,
        'x-forwarded-for': '127.0.0.54',
      },
    );
    write.mockRestore();
    expect(refused.status).toBe(401);
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.filter((e) => e.msg === 'wrong report token')).toEqual([
      expect.objectContaining({
        level: 40,
        clientAddress: '127.0.0.54',
        tokenFingerprint: createHash('sha256').update(token).digest('hex').slice(0, 16),
        failuresFromAddress: 1,
        limit: 10,
      }),
    ]);
    expect(lines.join('\n')).not.toContain(token);
  });

  it('answers a bad token HTTP 401 outside production too', async () => {
    const bad = await ask('still-wrong', '127.0.0.53');
    expect(bad.status).toBe(401);
    expect(bad.headers.get('www-authenticate')).toBe('Bearer');
  });

  it('takes the forwarded address by default in development (the web servers are the proxies)', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).trustProxy).toEqual(['loopback']);
    expect(
      loadConfig({
        ...PRODUCTION_SETTINGS,
        NODE_ENV: 'production',
        PERSISTED_QUERY_MANIFESTS: FIXTURE_MANIFEST,
      }).trustProxy,
    ).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'development', TRUST_PROXY: 'false' }).trustProxy).toEqual([]);
  });
});
