import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingStatus } from '@tourdesk/domain/booking';
import { moneyFromDecimal } from '@tourdesk/domain/money';
import { DEV_REPORT_TOKEN } from '../src/config.js';
import type { RunningGateway } from '../src/server.js';
import { startTestGateway } from './support/gateway.js';
import { Client } from './support/seed-kit.js';
import { startTestSimulator, type Simulator } from './support/simulator.js';

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
});
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
