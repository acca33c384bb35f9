import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../src/server.js';
import { startTestGateway } from './support/gateway.js';
import { BOOK, Client, dayTourBasket, findDayTour, newKey, type BookResult } from './support/seed-kit.js';
import { providerCallsDuring, startTestSimulator, type Simulator } from './support/simulator.js';

// Manage Bookings for daily work (seed 000 §2 Manage Bookings, §3 Booking search answer): the money columns
// (total, balance, due date) equal the booking's own figures, the 'balance due' and 'departing within N days'
// filters, and the CSV export of every row of the filtered list, black-box over HTTP against provider-sim.

const TODAY = '2026-06-01';

const ROWS = /* GraphQL */ `
  query ($f: AgentBookingFilter, $s: AgentBookingSort, $p: Int, $n: Int) {
    agentBookings(filter: $f, sort: $s, page: $p, pageSize: $n) {
      totalCount
      rows {
        groupBookingId
        departureDate
        agentReference
        leadGuest
        bookingDate
        consultant
        status
        total {
          amountMinor
          currency
        }
        balance {
          amountMinor
          currency
        }
        balanceDueDate
      }
    }
  }
`;

const CSV = /* GraphQL */ `
  query ($f: AgentBookingFilter, $s: AgentBookingSort) {
    agentBookingsCsv(filter: $f, sort: $s) {
      fileName
      csv
      rowCount
    }
  }
`;

const DETAIL = /* GraphQL */ `
  query ($id: ID!) {
    booking(groupBookingId: $id) {
      totals {
        total {
          amountMinor
          currency
        }
        balance {
          amountMinor
          currency
        }
        balanceDueDate
      }
    }
  }
`;

interface Amount {
  amountMinor: number;
  currency: string;
}

interface Row {
  groupBookingId: string;
  departureDate: string | null;
  agentReference: string | null;
  leadGuest: string | null;
  bookingDate: string;
  consultant: string | null;
  status: string;
  total: Amount;
  balance: Amount;
  balanceDueDate: string | null;
}

let sim: Simulator;
let gateway: RunningGateway;
let agent: Client;

async function page(variables: { f?: unknown; s?: unknown; p?: number; n?: number }) {
  const result = await agent.gql<{ agentBookings: { totalCount: number; rows: Row[] } }>(ROWS, variables);
  expect(result.errors).toBeUndefined();
  return result.data!.agentBookings;
}

async function everyPage(variables: { f?: unknown; s?: unknown }, pageSize: number): Promise<Row[]> {
  const first = await page({ ...variables, p: 1, n: pageSize });
  const pages = Math.ceil(first.totalCount / pageSize);
  const rest = await Promise.all(
    Array.from({ length: pages - 1 }, (_, i) => page({ ...variables, p: i + 2, n: pageSize })),
  );
  const found = [first, ...rest].flatMap((p) => p.rows);
  expect(found.length).toBe(first.totalCount);
  return found;
}

async function exported(variables: { f?: unknown; s?: unknown }) {
  const result = await agent.gql<{ agentBookingsCsv: { fileName: string; csv: string; rowCount: number } }>(
    CSV,
    variables,
  );
  expect(result.errors).toBeUndefined();
  const { csv, rowCount, fileName } = result.data!.agentBookingsCsv;
  const [header, ...records] = parse(csv) as string[][];
  return { header: header!, records, rowCount, fileName, csv };
}

/** A row as the export writes it (money as decimals of minor units, dates as yyyy-mm-dd). */
function csvRecord(r: Row): string[] {
  const decimal = (a: Amount) => (a.amountMinor / 100).toFixed(2);
  const status: Record<string, string> = {
    ON_HOLD: 'On hold',
    CONFIRMED: 'Confirmed',
    CANCELLED: 'Cancelled',
    PENDING: 'Pending',
    EXPIRED: 'Expired',
  };
  return [
    r.groupBookingId,
    r.departureDate ?? '',
    r.agentReference ?? '',
    r.leadGuest ?? '',
    r.bookingDate,
    r.consultant ?? '',
    status[r.status]!,
    r.total.currency,
    decimal(r.total),
    decimal(r.balance),
    r.balanceDueDate ?? '',
  ];
}

beforeAll(async () => {
  sim = await startTestSimulator();
  // Reads of whole 1000-row pages on a loaded machine get more than the suite's 2 s.
  gateway = await startTestGateway({
    PROVIDER_API_URL: sim.url,
    PROVIDER_PAYMENT_URL: sim.url,
    PROVIDER_TIMEOUT_MS: '8000',
  });
  agent = new Client(gateway.url);
  await agent.logInAgent('demo-agent');
}, 60_000);
afterAll(async () => {
  await gateway?.close();
  await sim?.close();
});

describe('money columns: total, balance and due date as the booking detail gives them', () => {
  it("equal each booking's own totals on the first page", async () => {
    const first = await page({ p: 1, n: 25 });
    expect(first.rows.length).toBe(25);
    expect(first.rows.some((r) => r.balance.amountMinor > 0)).toBe(true);
    expect(first.rows.some((r) => r.balance.amountMinor === 0 && r.total.amountMinor > 0)).toBe(true);
    for (const row of first.rows) {
      const detail = await agent.gql<{
        booking: { totals: { total: Amount; balance: Amount; balanceDueDate: string | null } };
      }>(DETAIL, { id: row.groupBookingId });
      expect({ total: row.total, balance: row.balance, balanceDueDate: row.balanceDueDate }).toEqual(
        detail.data!.booking.totals,
      );
    }
  });
});

describe("filters 'balance due' and 'departing within N days'", () => {
  let all: Row[];
  beforeAll(async () => {
    all = await everyPage({}, 1000);
  });

  it('balance due: every booking with a balance above 0 and no other, in the default order, paged', async () => {
    const due = all.filter((r) => r.balance.amountMinor > 0);
    expect(due.length).toBeGreaterThan(10);
    expect(due.length).toBeLessThan(all.length);
    const found = await everyPage({ f: { balanceDue: true } }, 7);
    expect(found.map((r) => r.groupBookingId)).toEqual(due.map((r) => r.groupBookingId));
  });

  it('departing within N days: today to today + N, combined with the other filters', async () => {
    const within = all.filter((r) => r.departureDate! >= TODAY && r.departureDate! <= '2026-07-01');
    expect(within.length).toBeGreaterThan(0);
    const found = await everyPage({ f: { departingWithinDays: 30 } }, 10);
    expect(found.map((r) => r.groupBookingId)).toEqual(within.map((r) => r.groupBookingId));
    const dueSoon = await everyPage({ f: { departingWithinDays: 30, balanceDue: true } }, 10);
    expect(dueSoon.map((r) => r.groupBookingId)).toEqual(
      within.filter((r) => r.balance.amountMinor > 0).map((r) => r.groupBookingId),
    );
    const today = await everyPage({ f: { departingWithinDays: 0 } }, 10);
    expect(today.every((r) => r.departureDate === TODAY)).toBe(true);
  });

  it('refuses a number of days outside 0 to 366 naming the field, asking the provider nothing', async () => {
    const calls = await providerCallsDuring(sim.url, async () => {
      const result = await agent.gql(ROWS, { f: { departingWithinDays: 400 } });
      expect(result.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: ['filter', 'departingWithinDays'],
      });
    });
    expect(calls).toEqual({});
  });
});

describe('CSV export of the filtered list', () => {
  it('has every row of the filtered list, all pages, in its order, with the same columns', async () => {
    const f = { balanceDue: true, departureFrom: '2026-03-01' };
    const listed = await everyPage({ f }, 10);
    expect(listed.length).toBeGreaterThan(10);
    const csv = await exported({ f });
    expect(csv.fileName).toBe(`bookings-${TODAY}.csv`);
    expect(csv.header).toEqual([
      'Booking ID',
      'Departure Date',
      'Agent Reference',
      'Lead Guest',
      'Booking Date',
      'Consultant',
      'Status',
      'Currency',
      'Total',
      'Balance',
      'Due Date',
    ]);
    expect(csv.rowCount).toBe(listed.length);
    expect(csv.records).toEqual(listed.map(csvRecord));
    expect(csv.csv.endsWith('\r\n')).toBe(true);
  });

  it('keeps a column order asked for, and the whole unfiltered list', async () => {
    const s = { field: 'GROUP_BOOKING_ID', direction: 'DESC' };
    const listed = await everyPage({ s }, 100);
    const csv = await exported({ s });
    expect(csv.records.map((r) => r[0])).toEqual(listed.map((r) => r.groupBookingId));
  });

  it('quotes cells a spreadsheet would run as a formula with a leading apostrophe', async () => {
    const tour = await findDayTour(agent, 2);
    const booked = (
      await agent.gql<BookResult>(BOOK, {
        basket: dayTourBasket(tour.tourId, tour.dates[0]!, 1),
        key: newKey(),
      })
    ).data!.book.booking!;
    const reference = '=HYPERLINK("http://evil.example","x")';
    const paid = await agent.gql<{ payByAgentMethod: { userErrors: unknown[] } }>(
      `mutation($id: ID!, $r: String!) { payByAgentMethod(groupBookingId: $id, method: "ACC", agentReference: $r, option: FULL) { userErrors { code message } } }`,
      { id: booked.groupBookingId, r: reference },
    );
    expect(paid.data!.payByAgentMethod.userErrors).toEqual([]);
    const csv = await exported({ f: { text: booked.groupBookingId } });
    expect(csv.records).toHaveLength(1);
    expect(csv.records[0]![2]).toBe(`'${reference}`);
    expect(csv.records[0]![9]).toBe('0.00');
  });

  it('is for agents only', async () => {
    const consumer = new Client(gateway.url);
    const result = await consumer.gql(CSV, {});
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
