import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../src/server.js';
import { startTestGateway } from './support/gateway.js';
import { BOOK, Client, dayTourBasket, findDayTour, newKey, type BookResult } from './support/seed-kit.js';
import { providerCallsDuring, startTestSimulator, type Simulator } from './support/simulator.js';

// Manage Bookings as agents work it (seed 000 §2 Manage Bookings, §3 Booking search answer, §9 page size):
// default order upcoming first, status and departure filters, column sorts, text search, the lead guest.

const TODAY = '2026-06-01';

const ROWS = /* GraphQL */ `
  query ($f: AgentBookingFilter, $s: AgentBookingSort, $p: Int, $n: Int) {
    agentBookings(filter: $f, sort: $s, page: $p, pageSize: $n) {
      page
      pageSize
      totalCount
      rows {
        groupBookingId
        departureDate
        agentReference
        leadGuest
        bookingDate
        consultant
        status
      }
    }
  }
`;

interface Row {
  groupBookingId: string;
  departureDate: string;
  agentReference: string;
  leadGuest: string;
  bookingDate: string;
  consultant: string;
  status: string;
}

interface Page {
  agentBookings: { page: number; pageSize: number; totalCount: number; rows: Row[] };
}

let sim: Simulator;
let gateway: RunningGateway;
let agent: Client;
/** Every booking of the agency, ordered by departure then id (both ascending). */
let all: Row[];

async function rows(
  variables: { f?: unknown; s?: unknown; p?: number; n?: number },
  client = agent,
): Promise<Page['agentBookings']> {
  const result = await client.gql<Page>(ROWS, variables);
  expect(result.errors).toBeUndefined();
  return result.data!.agentBookings;
}

async function everyPage(variables: { f?: unknown; s?: unknown }, pageSize: number): Promise<Row[]> {
  const first = await rows({ ...variables, p: 1, n: pageSize });
  const pages = Math.ceil(first.totalCount / pageSize);
  const rest = await Promise.all(
    Array.from({ length: pages - 1 }, (_, i) => rows({ ...variables, p: i + 2, n: pageSize })),
  );
  return [first, ...rest].flatMap((p) => p.rows);
}

const ids = (list: Row[]) => list.map((r) => r.groupBookingId);
const byDepartureThenId = (a: Row, b: Row) =>
  a.departureDate.localeCompare(b.departureDate) || Number(a.groupBookingId) - Number(b.groupBookingId);

beforeAll(async () => {
  sim = await startTestSimulator();
  gateway = await startTestGateway({ PROVIDER_API_URL: sim.url, PROVIDER_PAYMENT_URL: sim.url });
  agent = new Client(gateway.url);
  await agent.logInAgent('demo-agent');
  const everything = await rows({ s: { field: 'DEPARTURE_DATE', direction: 'ASC' }, p: 1, n: 1000 });
  all = everything.rows;
  expect(all.length).toBe(everything.totalCount);
});
afterAll(async () => {
  await gateway?.close();
  await sim?.close();
});

describe('default order: upcoming departures first, soonest first, then past, most recent first', () => {
  it("puts today's or the next departure first and pages across both parts without gaps", async () => {
    const upcoming = all.filter((r) => r.departureDate >= TODAY).sort(byDepartureThenId);
    const past = all.filter((r) => r.departureDate < TODAY).sort((a, b) => byDepartureThenId(b, a));
    expect(upcoming.length).toBeGreaterThan(20);
    expect(past.length).toBeGreaterThan(20);
    const expected = ids([...upcoming, ...past]);

    const page1 = await rows({ p: 1, n: 25 });
    expect(page1.totalCount).toBe(all.length);
    expect(page1.rows[0]!.departureDate).toBe(upcoming[0]!.departureDate);
    expect(ids(page1.rows)).toEqual(expected.slice(0, 25));
    // Pages of 13 rows: one page straddles upcoming and past; later ones start mid-page in the past part.
    expect(ids(await everyPage({}, 13))).toEqual(expected);
    expect(ids(await everyPage({}, 1000))).toEqual(expected);
  });

  it('answers the first page with one round of provider searches (one per part)', async () => {
    const calls = await providerCallsDuring(sim.url, () => rows({ p: 1, n: 25 }));
    expect(calls).toEqual({ searchBookings: 2 });
  });
});

describe('filters by status and departure range, combined with the default order', () => {
  it('lists only the status asked for, and nothing for statuses the provider does not search', async () => {
    for (const status of ['CANCELLED', 'ON_HOLD', 'CONFIRMED']) {
      const found = await everyPage({ f: { status } }, 50);
      expect(found.length).toBe(all.filter((r) => r.status === status).length);
      expect(found.every((r) => r.status === status)).toBe(true);
    }
    for (const status of ['PENDING', 'EXPIRED']) {
      const calls = await providerCallsDuring(sim.url, async () => {
        expect((await rows({ f: { status } })).totalCount).toBe(0);
      });
      expect(calls).toEqual({});
    }
  });

  it('keeps departures within the range, upcoming part first', async () => {
    const f = { departureFrom: '2026-05-15', departureTo: '2026-06-20', status: 'CONFIRMED' };
    const found = await everyPage({ f }, 10);
    const inRange = all.filter(
      (r) =>
        r.departureDate >= f.departureFrom && r.departureDate <= f.departureTo && r.status === 'CONFIRMED',
    );
    const upcoming = inRange.filter((r) => r.departureDate >= TODAY).sort(byDepartureThenId);
    const past = inRange.filter((r) => r.departureDate < TODAY).sort((a, b) => byDepartureThenId(b, a));
    expect(ids(found)).toEqual(ids([...upcoming, ...past]));
    const pastOnly = await everyPage({ f: { departureTo: '2026-05-31' } }, 100);
    expect(pastOnly.every((r) => r.departureDate < TODAY)).toBe(true);
    expect(pastOnly.length).toBe(all.filter((r) => r.departureDate < TODAY).length);
    expect((await rows({ f: { departureFrom: '2026-07-01', departureTo: '2026-06-30' } })).totalCount).toBe(
      0,
    );
  });
});

describe('sort by each column, both directions', () => {
  const text = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  const columns: [string, (r: Row) => string | number][] = [
    ['DEPARTURE_DATE', (r) => r.departureDate],
    ['GROUP_BOOKING_ID', (r) => Number(r.groupBookingId)],
    ['AGENT_REFERENCE', (r) => r.agentReference],
    ['LEAD_GUEST', (r) => r.leadGuest],
    ['BOOKING_DATE', (r) => r.bookingDate],
    ['CONSULTANT', (r) => r.consultant],
    ['STATUS', (r) => r.status],
  ];
  it.each(columns)('orders by %s', async (field, key) => {
    for (const direction of ['ASC', 'DESC']) {
      const sorted = await everyPage({ s: { field, direction } }, 100);
      expect(new Set(ids(sorted))).toEqual(new Set(ids(all)));
      const sign = direction === 'ASC' ? 1 : -1;
      for (let i = 1; i < sorted.length; i++) {
        const [a, b] = [key(sorted[i - 1]!), key(sorted[i]!)];
        const order =
          typeof a === 'number' && typeof b === 'number' ? a - b : text.compare(String(a), String(b));
        const tie = Number(sorted[i - 1]!.groupBookingId) - Number(sorted[i]!.groupBookingId);
        expect(sign * (order || tie)).toBeLessThan(0);
      }
    }
  });
});

describe('search by booking id, agent reference or lead guest', () => {
  it('finds a booking by each, within the order asked', async () => {
    const sample = all.find((r) => r.status === 'CONFIRMED' && r.departureDate > TODAY)!;
    expect(ids((await rows({ f: { text: sample.groupBookingId } })).rows)).toEqual([sample.groupBookingId]);
    expect(ids((await rows({ f: { text: sample.agentReference.toLowerCase() } })).rows)).toContain(
      sample.groupBookingId,
    );
    const family = sample.leadGuest.split(' ').at(-1)!;
    const byGuest = await everyPage({ f: { text: family } }, 25);
    expect(ids(byGuest)).toContain(sample.groupBookingId);
    expect(byGuest.every((r) => r.leadGuest.toLowerCase().includes(family.toLowerCase()))).toBe(true);
    const mixed = await everyPage({ f: { text: family }, s: { field: 'LEAD_GUEST', direction: 'DESC' } }, 25);
    expect(new Set(ids(mixed))).toEqual(new Set(ids(byGuest)));
  });
});

describe('lead guest: the first passenger still travelling', () => {
  it('shows the second guest once the first is cancelled, and finds the booking by that name', async () => {
    const heather = new Client(gateway.url);
    await heather.logInAgent('heather-agent');
    const tour = await findDayTour(gateway.url, 4);
    const booked = (
      await heather.gql<BookResult>(BOOK, {
        basket: dayTourBasket(tour.tourId, tour.dates[2]!, 2),
        key: newKey(),
      })
    ).data!.book.booking!;
    const guest = (passengerId: string, firstName: string) => ({
      passengerId,
      firstName,
      familyName: 'Lindqvist',
      email: `${firstName.toLowerCase()}@example.com`,
      dateOfBirth: '28-02-1990',
      telephoneNumber: '0131 555 0100',
      telephoneCountryCode: '+44',
      gender: 'FEMALE',
      nationality: 'GB',
      emergencyContact: 'rory munro',
      emergencyNumber: '0131 555 0101',
      emergencyCountryCode: '+44',
      postCode: 'EH1 1AA',
    });
    const saved = await heather.gql<{ updateBookingPassengers: { userErrors: unknown[] } }>(
      `mutation($id: ID!, $p: [PassengerInput!]!) { updateBookingPassengers(groupBookingId: $id, passengers: $p) { userErrors { message } } }`,
      {
        id: booked.groupBookingId,
        p: [guest(booked.guests[0]!.passengerId, 'Astrid'), guest(booked.guests[1]!.passengerId, 'Britt')],
      },
    );
    expect(saved.data!.updateBookingPassengers.userErrors).toEqual([]);
    const lead = async () => (await rows({ f: { text: booked.groupBookingId } }, heather)).rows[0]!.leadGuest;
    expect(await lead()).toBe('Astrid Lindqvist');

    const first = booked.trips[0]!.passengers[0]!.tripPassengerId;
    const cancelled = await heather.gql<{ cancelBookingPassengers: { userErrors: unknown[] } }>(
      `mutation($id: ID!, $ids: [ID!]!) { cancelBookingPassengers(groupBookingId: $id, tripPassengerIds: $ids) { userErrors { message } } }`,
      { id: booked.groupBookingId, ids: [first] },
    );
    expect(cancelled.data!.cancelBookingPassengers.userErrors).toEqual([]);
    expect(await lead()).toBe('Britt Lindqvist');
    const byName = await rows({ f: { text: 'britt lindqvist' } }, heather);
    expect(byName.rows.map((r) => [r.groupBookingId, r.status])).toEqual([
      [booked.groupBookingId, 'ON_HOLD'],
    ]);
  });
});
