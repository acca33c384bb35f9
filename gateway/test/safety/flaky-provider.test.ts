/**
 * Reads that survive a flaky provider and honest readiness, against provider-sim's fault
 * injection: while capacity cannot be read, calendars show the last capacity read, flagged
 * `availabilityMayHaveChanged`; quotes and bookings never use it. /readyz fails once the provider failed its last
 * READY_PROVIDER_FAILURES calls, names no address, and recovers by itself. (Rates: bench/ fault benchmark.)
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../src/server.js';
import { ManualClock } from '../support/clock.js';
import { gql, startTestGateway } from '../support/gateway.js';
import { BOOK, Client, dayTourBasket, findDayTour, newKey, type BookResult } from '../support/seed-kit.js';
import { providerCallsDuring, startTestSimulator, type Simulator } from '../support/simulator.js';

let sim: Simulator;
let gateway: RunningGateway;
let tour: { tourId: string; dates: string[] };
const clock = new ManualClock();

const CALENDAR = `query($id: ID!) { tour(tourId: $id) { name calendar(year: 2026, month: 7) {
  availabilityMayHaveChanged weeks { days { date freeSeats selectable } } } } }`;
const QUOTE = `query($basket: BasketInput!) { quote(basket: $basket) { quote { total { amountMinor } } userErrors { code } } }`;

interface CalendarData {
  tour: {
    name: string;
    calendar: {
      availabilityMayHaveChanged: boolean;
      weeks: { days: { date: string; freeSeats: number }[] }[];
    };
  } | null;
}

beforeAll(async () => {
  sim = await startTestSimulator();
  gateway = await startTestGateway(
    {
      PROVIDER_API_URL: sim.url,
      PROVIDER_PAYMENT_URL: sim.url,
      // Capacity is fresh for a second: then it must be read again (or its last copy shown, flagged).
      CAPACITY_TTL_SECONDS: '1',
      READY_PROVIDER_FAILURES: '3',
    },
    { clock },
  );
  tour = await findDayTour(gateway.url, 2);
});
afterEach(() => sim.setFaults({}));
afterAll(async () => {
  await gateway?.close();
  await sim?.close();
});

describe('capacity stale-if-error, for browsing only', () => {
  it('shows the last calendar read, flagged, while capacity cannot be read; quote and book refuse to guess', async () => {
    const fresh = (await gql<CalendarData>(gateway.url, CALENDAR, { id: tour.tourId })).data!.tour!.calendar;
    expect(fresh.availabilityMayHaveChanged).toBe(false);
    clock.advance(1100);

    sim.setFaults({ errorRate: { getCapacity: 1, quoteBooking: 1, createBooking: 1 } });
    const stale = await gql<CalendarData>(gateway.url, CALENDAR, { id: tour.tourId });
    expect(stale.errors).toBeUndefined();
    expect(stale.data!.tour!.calendar.availabilityMayHaveChanged).toBe(true);
    expect(stale.data!.tour!.calendar.weeks).toEqual(fresh.weeks);

    const basket = dayTourBasket(tour.tourId, tour.dates[0]!, 1);
    const quoted = await gql(gateway.url, QUOTE, { basket });
    expect(quoted.errors?.[0]?.extensions?.code).toBe('PROVIDER_UNAVAILABLE');
    const booked = await new Client(gateway.url).gql<BookResult>(BOOK, { basket, key: newKey() });
    expect(booked.errors?.[0]?.extensions?.code).toBe('PROVIDER_UNAVAILABLE');

    sim.setFaults({});
    const back = (await gql<CalendarData>(gateway.url, CALENDAR, { id: tour.tourId })).data!.tour!.calendar;
    expect(back.availabilityMayHaveChanged).toBe(false);
  });

  it('with the provider down, search, details and calendars come from cache; the calendar says so', async () => {
    const TOURS = `{ tours { count } }`;
    await gql(gateway.url, TOURS);
    await gql(gateway.url, CALENDAR, { id: tour.tourId });
    clock.advance(1100);
    sim.setFaults({ errorRate: 1 });
    const calls = await providerCallsDuring(sim.url, async () => {
      const list = await gql<{ tours: { count: number } }>(gateway.url, TOURS);
      expect(list.data!.tours.count).toBeGreaterThan(0);
      const details = await gql<CalendarData>(gateway.url, CALENDAR, { id: tour.tourId });
      expect(details.errors).toBeUndefined();
      expect(details.data!.tour!.name).toBeTruthy();
      expect(details.data!.tour!.calendar.availabilityMayHaveChanged).toBe(true);
    });
    // The capacity was asked for (and failed) before the last copy was shown.
    expect(calls.getCapacity).toBeGreaterThan(0);
  });
});

describe('/readyz', () => {
  it('fails once the provider failed its last calls, naming no address, and recovers with the provider', async () => {
    expect((await fetch(`${gateway.url}/readyz`)).status).toBe(200);
    sim.setFaults({ errorRate: 1 });
    // Calendars of months never read: every one is a provider failure (nothing stale to show).
    for (const month of [8, 9, 10]) {
      await gql(
        gateway.url,
        `{ tour(tourId: "${tour.tourId}") { calendar(year: 2026, month: ${month}) { month } } }`,
      );
    }
    const down = await fetch(`${gateway.url}/readyz`);
    expect(down.status).toBe(503);
    const body = (await down.json()) as { status: string; reason: string };
    expect(body.status).toBe('unavailable');
    expect(body.reason).toMatch(/^the provider's last \d+ calls failed \(HTTP 5\d\d\)$/);
    expect(JSON.stringify(body)).not.toMatch(/127\.0\.0\.1|localhost|:\d{2,5}\b|ECONN/);

    sim.setFaults({});
    // No traffic reaches an unready replica: its own probe makes it ready again.
    expect((await fetch(`${gateway.url}/readyz`)).status).toBe(200);
  });

  it('fails without the provider at all, with a reason and no address', async () => {
    const orphan = await startTestGateway({
      PROVIDER_API_URL: 'http://127.0.0.1:9',
      PROVIDER_PAYMENT_URL: 'http://127.0.0.1:9',
    });
    try {
      const answer = await fetch(`${orphan.url}/readyz`);
      expect(answer.status).toBe(503);
      const text = await answer.text();
      expect(JSON.parse(text)).toEqual({
        status: 'unavailable',
        reason: 'the provider failed (unreachable)',
      });
      expect(text).not.toMatch(/127\.0\.0\.1|ECONNREFUSED/);
    } finally {
      await orphan.close();
    }
  });
});

describe('partial answers: a page part whose provider read fails leaves the rest of the page', () => {
  const SEARCH_PAGE = `{ tours { count tours { tourId } } filters { name } }`;
  const TOUR_WITH_ADD_ONS = `query($id: ID!, $date: Date!) { tour(tourId: $id) { tourId name
    addOnGroups(departureDate: $date, passengers: [ADULT]) { name } } }`;

  it('answers the tour list with filters null and one error when listFilters alone times out', async () => {
    const cold = await startTestGateway({
      PROVIDER_API_URL: sim.url,
      PROVIDER_PAYMENT_URL: sim.url,
      PROVIDER_CATALOGUE_BUDGET_MS: '1000',
    });
    try {
      sim.setFaults({ timeoutRate: { listFilters: 1 } });
      const answer = await gql<{ tours: { count: number; tours: unknown[] }; filters: unknown[] | null }>(
        cold.url,
        SEARCH_PAGE,
      );
      expect(answer.status).toBe(200);
      expect(answer.data!.filters).toBeNull();
      expect(answer.data!.tours.count).toBeGreaterThan(0);
      expect(answer.data!.tours.tours).toHaveLength(answer.data!.tours.count);
      expect(answer.errors).toEqual([
        expect.objectContaining({ path: ['filters'], extensions: { code: 'PROVIDER_TIMEOUT' } }),
      ]);
    } finally {
      await cold.close();
    }
  });

  it("shows a tour with its add-on groups null when the provider's add-ons cannot be read", async () => {
    sim.setFaults({ errorRate: { getSalesAddOns: 1 } });
    const answer = await gql<{ tour: { tourId: string; addOnGroups: unknown[] | null } | null }>(
      gateway.url,
      TOUR_WITH_ADD_ONS,
      { id: tour.tourId, date: tour.dates[0] },
    );
    expect(answer.data!.tour).toMatchObject({ tourId: tour.tourId, addOnGroups: null });
    expect(answer.errors).toEqual([
      expect.objectContaining({
        path: ['tour', 'addOnGroups'],
        extensions: { code: 'PROVIDER_UNAVAILABLE' },
      }),
    ]);
  });
});
