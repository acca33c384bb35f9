import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../src/server.js';
import { gql, startTestGateway } from './support/gateway.js';
import { DATES_PANEL, REFERENCE, TOUR_DETAILS, TOUR_LIST } from './support/queries.js';
import { startRecordingProxy } from './support/recording-proxy.js';
import { Client } from './support/seed-kit.js';
import { providerCallsDuring, startTestSimulator, type Simulator } from './support/simulator.js';

interface Card {
  tourId: string;
  name: string;
  brand: string;
  bookableOnline: boolean;
  brandLabel: string | null;
  mappingCodes: string[] | null;
  duration: { days: number; hours: number; isDayTour: boolean; label: string };
  fromPrice: { amountMinor: number; currency: string } | null;
}
interface Day {
  date: string;
  isCurrentMonth: boolean;
  availability: string;
  freeSeats: number;
  seatLabel: string | null;
  selectable: boolean;
}

let sim: Simulator;
let gateway: RunningGateway;
let cards: Card[];
let multiDay: Card;
let dayTour: Card;
let date: string;

async function calendarDays(tourId: string, passengers = 1): Promise<Day[]> {
  const result = await gql<{ tour: { calendar: { weeks: { days: Day[] }[] } } }>(
    gateway.url,
    `query($id: ID!, $n: Int!) { tour(tourId: $id) { calendar(year: 2026, month: 7, passengers: $n) { weeks { days { date isCurrentMonth availability freeSeats seatLabel selectable } } } } }`,
    { id: tourId, n: passengers },
  );
  return result.data!.tour.calendar.weeks.flatMap((w) => w.days);
}

beforeAll(async () => {
  sim = await startTestSimulator();
  gateway = await startTestGateway({ PROVIDER_API_URL: sim.url, PROVIDER_PAYMENT_URL: sim.url });
  const list = await gql<{ tours: { tours: Card[] } }>(gateway.url, TOUR_LIST);
  cards = list.data!.tours.tours;
  dayTour = cards.find((c) => c.duration.isDayTour && c.bookableOnline)!;
  for (const card of cards.filter((c) => c.duration.days >= 2 && c.bookableOnline)) {
    const open = (await calendarDays(card.tourId)).find((d) => d.selectable && d.freeSeats > 5);
    if (open) {
      multiDay = card;
      date = open.date;
      break;
    }
  }
  // Every test below needs both: a day tour, and a multi-day tour with a departure of more than 5 free seats.
  expect(dayTour, 'a bookable day tour').toBeDefined();
  expect(multiDay, 'a bookable multi-day tour with an open departure').toBeDefined();
});
afterAll(async () => {
  await gateway?.close();
  await sim?.close();
});

describe('tour search (seed 001 §2, §4, §9)', () => {
  it('lists bookable tours with GBP from-prices and the hero minimum', async () => {
    const result = await gql<{ tours: { count: number; fromPrice: { amountMinor: number }; tours: Card[] } }>(
      gateway.url,
      TOUR_LIST,
    );
    expect(result.errors).toBeUndefined();
    const { tours } = result.data!;
    expect(tours.count).toBe(tours.tours.length);
    expect(tours.count).toBeGreaterThan(5);
    const prices = tours.tours.flatMap((t) => (t.fromPrice ? [t.fromPrice.amountMinor] : []));
    expect(tours.fromPrice.amountMinor).toBe(Math.min(...prices));
    expect(tours.tours[0]!.fromPrice?.currency).toBe('GBP');
  });

  it('filters by brand, duration and departure city and sorts by price', async () => {
    const run = async (search: Record<string, unknown>) =>
      (await gql<{ tours: { tours: Card[] } }>(gateway.url, TOUR_LIST, { search })).data!.tours.tours;
    expect((await run({ brand: 'HEX' })).every((t) => t.brand === 'HEX')).toBe(true);
    expect((await run({ duration: 'DAY_TOURS' })).every((t) => t.duration.days === 0)).toBe(true);
    expect((await run({ duration: 'MULTI_DAY' })).every((t) => t.duration.days > 0)).toBe(true);
    const sorted = await run({ sort: 'PRICE_ASC' });
    const prices = sorted.map((t) => t.fromPrice?.amountMinor ?? Infinity);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const names = (await run({ sort: 'ALPHABETICAL_DESC' })).map((t) => t.name);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'en')));
  });

  it('never shows mapping codes or brand labels to an anonymous session', () => {
    expect(cards.every((c) => c.mappingCodes === null && c.brandLabel === null)).toBe(true);
  });

  it('deduplicates same-named tours (ignoring bracketed text)', () => {
    const keys = cards.map((c) =>
      c.name
        .replace(/\([^)]*\)|\[[^\]]*\]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .toLowerCase(),
    );
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('tour details (seed 001 §2 Tour details, §4, §5, §9)', () => {
  const variables = () => ({
    tourId: multiDay.tourId,
    year: Number(date.slice(0, 4)),
    month: Number(date.slice(5, 7)),
    date,
    party: ['ADULT', 'ADULT'],
    count: 2,
  });

  it('answers the whole panel in one request without asking the provider the same thing twice', async () => {
    const proxy = await startRecordingProxy(sim.url);
    const cold = await startTestGateway({ PROVIDER_API_URL: proxy.url, PROVIDER_PAYMENT_URL: proxy.url });
    try {
      // The warm start's own reads (the connections it opens before listening) are not the panel's.
      const atStart = proxy.requests.length;
      let body: Awaited<ReturnType<typeof gql>> | undefined;
      const calls = await providerCallsDuring(sim.url, async () => {
        body = await gql(cold.url, TOUR_DETAILS, variables());
      });
      expect(body?.errors).toBeUndefined();
      const panel = proxy.requests.slice(atStart);
      expect(panel.length).toBeGreaterThan(0);
      expect(new Set(panel).size).toBe(panel.length);
      // The authentication hash was obtained while the gateway started, before it listened.
      expect(calls.createAuthenticationHash).toBeUndefined();
      expect(calls).toMatchObject({
        getCapacity: 1,
        getSalesAddOns: 1,
        getSalesGroup: 1,
      });
      const productBatches = proxy.requests
        .filter((r) => r.includes('/products/details?'))
        .map((r) =>
          decodeURIComponent(new URL(r.split(' ')[1]!, 'http://x').searchParams.get('ids') ?? '').split(','),
        );
      expect(productBatches.length).toBe(calls.getProductsByIds);
      const ids = productBatches.flat();
      expect(new Set(ids).size).toBe(ids.length);
    } finally {
      await cold.close();
      await proxy.close();
    }
  });

  it('gives calendar day states, seat labels and selectability for the party', async () => {
    const days = await calendarDays(multiDay.tourId, 2);
    expect(days.length % 7).toBe(0);
    const current = days.filter((d) => d.isCurrentMonth);
    const cases = {
      closed: current.filter((d) => d.availability === 'CLOSED'),
      full: current.filter((d) => d.freeSeats === 0),
      plenty: current.filter((d) => d.freeSeats > 5),
      lastSeats: current.filter((d) => d.freeSeats >= 1 && d.freeSeats <= 3),
      selectable: current.filter((d) => d.selectable),
    };
    // The month holds every case checked below, so none of the checks passes by having nothing to check.
    for (const [name, found] of Object.entries(cases)) expect(found.length, name).toBeGreaterThan(0);
    for (const day of cases.closed) expect(day.selectable).toBe(false);
    for (const day of cases.full) expect(day.seatLabel).toBe('Full');
    for (const day of cases.plenty) expect(day.seatLabel).toBe('5 +');
    for (const day of cases.lastSeats) expect(day.seatLabel).toBe('Last seats');
    for (const day of cases.selectable) expect(day.freeSeats).toBeGreaterThanOrEqual(2);
    const outside = days.filter((d) => !d.isCurrentMonth);
    expect(outside.length).toBeGreaterThan(0);
    expect(outside.every((d) => !d.selectable)).toBe(true);
  });

  it('resolves details, departures, pick-ups, rooms and add-ons', async () => {
    const result = await gql<{
      tour: {
        description: string;
        mappingCodes: null;
        departures: { time: string; seatLabel: string }[];
        pickupPoints: { pickupTime: string | null; minutesBefore: number }[];
        roomOptions: {
          label: string;
          available: boolean;
          priceDifferenceLabel: string | null;
          rooms: { passengerIndexes: number[] }[];
        }[];
        addOnGroups: { name: string; addOns: { tour: { tourId: string; name: string } }[] }[];
      };
    }>(gateway.url, TOUR_DETAILS, variables());
    expect(result.errors).toBeUndefined();
    const tour = result.data!.tour;
    expect(tour.description.length).toBeGreaterThan(0);
    expect(tour.mappingCodes).toBeNull();
    expect(tour.departures.length).toBeGreaterThan(0);
    expect(tour.departures[0]!.time).toMatch(/^\d{2}:\d{2}$/);
    const timed = tour.pickupPoints.filter((point) => point.pickupTime !== null);
    expect(timed.length).toBeGreaterThan(0);
    for (const point of timed) expect(point.pickupTime).toMatch(/^\d{2}:\d{2}$/);
    expect(tour.roomOptions.length).toBeGreaterThan(0);
    for (const option of tour.roomOptions) {
      expect(option.rooms.flatMap((r) => r.passengerIndexes).sort()).toEqual([0, 1]);
    }
    const differing = tour.roomOptions.filter((o) => o.priceDifferenceLabel);
    expect(differing.length).toBeGreaterThan(0);
    for (const option of differing) expect(option.priceDifferenceLabel).toMatch(/^[+-] £\d/);
    expect(tour.roomOptions.some((o) => o.priceDifferenceLabel === '')).toBe(true);
    expect(tour.addOnGroups.length).toBeGreaterThan(0);
    for (const group of tour.addOnGroups) {
      expect(group.addOns.length).toBeGreaterThan(0);
      expect(group.addOns.every((a) => a.tour.name.length > 0)).toBe(true);
    }
  });

  it('says whether a tour has a pick-up run, without a date (seed 001 §5 pick-up)', async () => {
    const result = await gql<{
      withRun: { hasPickupPoints: boolean; pickupPoints: unknown[] };
      withoutRun: { hasPickupPoints: boolean; pickupPoints: unknown[] };
    }>(
      gateway.url,
      `{ withRun: tour(tourId: "LNE") { hasPickupPoints pickupPoints { pointId } }
         withoutRun: tour(tourId: "LNEU") { hasPickupPoints pickupPoints { pointId } } }`,
    );
    expect(result.data!.withRun.hasPickupPoints).toBe(true);
    expect(result.data!.withRun.pickupPoints.length).toBeGreaterThan(0);
    expect(result.data!.withoutRun).toEqual({ hasPickupPoints: false, pickupPoints: [] });
  });

  it('refuses a single room to a child alone and offers no rooms on day tours', async () => {
    const query = `query($id: ID!, $date: Date!, $party: [AgeCategoryName!]!) { tour(tourId: $id) { roomOptions(departureDate: $date, passengers: $party) { label rooms { roomType passengerIndexes } } } }`;
    const child = await gql<{
      tour: { roomOptions: { rooms: { roomType: string; passengerIndexes: number[] }[] }[] };
    }>(gateway.url, query, { id: multiDay.tourId, date, party: ['ADULT', 'ADULT', 'CHILD'] });
    const singles = child
      .data!.tour.roomOptions.flatMap((option) => option.rooms)
      .filter((room) => room.roomType === 'single');
    // Single rooms are offered to the party (an adult's), but never with the child alone in one.
    expect(singles.length).toBeGreaterThan(0);
    for (const room of singles) expect(room.passengerIndexes).not.toEqual([2]);
    const day = await gql<{ tour: { roomOptions: unknown[] } }>(gateway.url, query, {
      id: dayTour.tourId,
      date,
      party: ['ADULT'],
    });
    expect(day.data!.tour.roomOptions).toEqual([]);
  });

  it('answers null for an unknown tour', async () => {
    const result = await gql(
      gateway.url,
      '{ a: tour(tourId: "ZZZZ") { name } b: tour(tourId: "not valid!") { name } }',
    );
    expect(result.data).toEqual({ a: null, b: null });
  });
});

describe('dates panel and reference lists', () => {
  it('counts tours per day and lists the tours of a date with the seed sentence', async () => {
    const result = await gql<{
      departureCalendar: {
        monthName: string;
        weeks: { days: { date: string; tourCount: number; label: string | null }[] }[];
      };
      toursDepartingOn: { sentence: string; tours: { tourId: string }[] };
    }>(gateway.url, DATES_PANEL, { year: 2026, month: 7, date });
    expect(result.errors).toBeUndefined();
    const { departureCalendar, toursDepartingOn } = result.data!;
    expect(departureCalendar.monthName).toBe('July');
    // One tour's own month counts 1 tour on each of its departure days: the single-tour label is checked there.
    const oneTour = await gql<{
      departureCalendar: { weeks: { days: { tourCount: number; label: string | null }[] }[] };
    }>(
      gateway.url,
      `query($y: Int!, $m: Int!, $s: TourSearchInput) { departureCalendar(year: $y, month: $m, search: $s) { weeks { days { tourCount label } } } }`,
      { y: Number(date.slice(0, 4)), m: Number(date.slice(5, 7)), s: { tourId: multiDay.tourId } },
    );
    const days = [
      ...departureCalendar.weeks.flatMap((w) => w.days),
      ...oneTour.data!.departureCalendar.weeks.flatMap((w) => w.days),
    ];
    const one = days.filter((day) => day.tourCount === 1);
    const several = days.filter((day) => day.tourCount > 1);
    const none = days.filter((day) => day.tourCount === 0);
    // The month has days of each kind, so each label rule is checked on at least one day.
    for (const [name, found] of Object.entries({ one, several, none }))
      expect(found.length, name).toBeGreaterThan(0);
    for (const day of one) expect(day.label).toBe('1 Tour');
    for (const day of several) expect(day.label).toBe(`${day.tourCount} Tours`);
    for (const day of none) expect(day.label).toBeNull();
    expect(toursDepartingOn.tours.length).toBeGreaterThan(0);
    expect(toursDepartingOn.sentence).toMatch(
      /^There (are \d+ tours|is 1 tour) departing on \w+day \d+ July 2026\.$/,
    );
  });

  it("lists under 'Select A Trip' exactly the tours a day counts, namesakes de-duplicated per day (seed 001 §2 Calendar panel, §9)", async () => {
    const result = await gql<{
      departureCalendar: {
        weeks: { days: { date: string; isCurrentMonth: boolean; tourIds: string[] }[] }[];
      };
    }>(gateway.url, DATES_PANEL, { year: 2026, month: 7, date });
    const days = result.data!.departureCalendar.weeks.flatMap((w) => w.days).filter((d) => d.isCurrentMonth);
    const listed = await Promise.all(
      days.map(async (day) => {
        const on = await gql<{ toursDepartingOn: { tours: { tourId: string }[] } }>(
          gateway.url,
          `query($date: Date!) { toursDepartingOn(date: $date) { tours { tourId } } }`,
          { date: day.date },
        );
        return on.data!.toursDepartingOn.tours.map((t) => t.tourId);
      }),
    );
    expect(listed).toEqual(days.map((day) => day.tourIds));
    expect(days.some((day) => day.tourIds.length > 0)).toBe(true);
  });

  it("lists a day's tours from the month already shown while the provider's search fails; a month never read is PROVIDER_UNAVAILABLE, not a crash", async () => {
    const month = await gql<{
      departureCalendar: { weeks: { days: { date: string; tourIds: string[] }[] }[] };
    }>(gateway.url, `{ departureCalendar(year: 2026, month: 8) { weeks { days { date tourIds } } } }`);
    const day = month.data!.departureCalendar.weeks.flatMap((w) => w.days).find((d) => d.tourIds.length > 0)!;
    sim.setFaults({ errorRate: { searchProducts: 1 } });
    try {
      const on = await gql<{ toursDepartingOn: { tours: { tourId: string }[] } }>(
        gateway.url,
        `query($date: Date!) { toursDepartingOn(date: $date) { tours { tourId } } }`,
        { date: day.date },
      );
      expect(on.errors).toBeUndefined();
      expect(on.data!.toursDepartingOn.tours.map((t) => t.tourId)).toEqual(day.tourIds);
      const unread = await gql(gateway.url, `{ departureCalendar(year: 2026, month: 9) { monthName } }`);
      expect(unread.errors?.map((e) => e.extensions?.code)).toEqual(['PROVIDER_UNAVAILABLE']);
    } finally {
      sim.setFaults({});
    }
  });

  it('counts no tours on a day before today (a past day is never available, seed 001 §4 Calendar day states)', async () => {
    const later = await startTestGateway({
      PROVIDER_API_URL: sim.url,
      PROVIDER_PAYMENT_URL: sim.url,
      TODAY: '2026-07-10',
    });
    try {
      const result = await gql<{
        departureCalendar: {
          weeks: { days: { date: string; isCurrentMonth: boolean; tourCount: number }[] }[];
        };
      }>(later.url, DATES_PANEL, { year: 2026, month: 7, date: '2026-07-10' });
      const days = result
        .data!.departureCalendar.weeks.flatMap((w) => w.days)
        .filter((d) => d.isCurrentMonth);
      expect(days.filter((d) => d.date < '2026-07-10').every((d) => d.tourCount === 0)).toBe(true);
      expect(days.filter((d) => d.date >= '2026-07-10').some((d) => d.tourCount > 0)).toBe(true);
    } finally {
      await later.close();
    }
  });

  it('lists age categories with customer descriptions, countries by name and the seven currencies', async () => {
    const result = await gql<{
      ageCategories: {
        defaultCategory: string;
        categories: { name: string; pluralLabel: string; description: string }[];
      };
      countries: { name: string }[];
      currencies: { isoCurrencyCode: string; isDefault: boolean }[];
    }>(gateway.url, REFERENCE);
    expect(result.errors).toBeUndefined();
    const { ageCategories, countries, currencies } = result.data!;
    expect(ageCategories.defaultCategory).toBe('ADULT');
    const child = ageCategories.categories.find((c) => c.name === 'CHILD')!;
    expect(child.pluralLabel).toBe('Children');
    expect(child.description).toBe('Minimum age 5, ages 5-16 must be accompanied by a person aged 18+');
    const names = countries.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(currencies.map((c) => c.isoCurrencyCode).sort()).toEqual([
      'AUD',
      'CAD',
      'EUR',
      'GBP',
      'NZD',
      'USD',
      'ZAR',
    ]);
    expect(currencies.find((c) => c.isDefault)?.isoCurrencyCode).toBe('GBP');
  });

  it('hides the agent-only filter tag from customers and shows it to agents (seed 001 §6)', async () => {
    const query = '{ filters { name tags { name } } }';
    const tagNames = (data: { filters: { tags: { name: string }[] }[] } | undefined) =>
      (data?.filters ?? []).flatMap((f) => f.tags.map((t) => t.name.trim()));
    const customer = await gql<{ filters: { tags: { name: string }[] }[] }>(gateway.url, query);
    expect(customer.errors).toBeUndefined();
    expect(tagNames(customer.data)).not.toContain('2 to 10 Day Tours');
    const agent = new Client(gateway.url);
    await agent.logInAgent('demo-agent');
    const seen = await agent.gql<{ filters: { tags: { name: string }[] }[] }>(query);
    expect(tagNames(seen.data)).toContain('2 to 10 Day Tours');
  });

  it('sets public HTTP cache headers on public lists and private ones on priced data', async () => {
    const publicList = await gql(gateway.url, '{ countries { name } currencies { isoCurrencyCode } }');
    expect(publicList.headers.get('cache-control')).toBe('max-age=3600, public');
    const priced = await gql(gateway.url, '{ tours { count tours { fromPrice { amountMinor } } } }');
    expect(priced.headers.get('cache-control')).toBe('max-age=300, private');
  });

  it('prices in the session currency after setCurrency', async () => {
    const switched = await gql(
      gateway.url,
      'mutation { setCurrency(currency: "EUR") { viewer { currency } } }',
    );
    const cookie = switched.headers.get('set-cookie')!.split(';')[0]!;
    const result = await gql<{ tours: { tours: Card[] } }>(gateway.url, TOUR_LIST, {}, { cookie });
    expect(
      result.data!.tours.tours.every((t) => t.fromPrice === null || t.fromPrice.currency === 'EUR'),
    ).toBe(true);
  });

  it('prices a request without a session in its x-tourdesk-currency, shared per currency; a session keeps its own', async () => {
    const currencyOf = (result: { data?: { tours: { tours: Card[] } } }) =>
      new Set(result.data!.tours.tours.flatMap((t) => (t.fromPrice ? [t.fromPrice.currency] : [])));
    const inDollars = { 'x-tourdesk-currency': 'usd' };
    const usd = await gql<{ tours: { tours: Card[] } }>(gateway.url, TOUR_LIST, {}, { headers: inDollars });
    expect(currencyOf(usd)).toEqual(new Set(['USD']));
    expect(usd.headers.get('set-cookie')).toBeNull();
    const again = await gql<{ tours: { tours: Card[] } }>(gateway.url, TOUR_LIST, {}, { headers: inDollars });
    expect(JSON.stringify(again.data)).toBe(JSON.stringify(usd.data));
    const gbp = await gql<{ tours: { tours: Card[] } }>(gateway.url, TOUR_LIST);
    expect(currencyOf(gbp)).toEqual(new Set(['GBP']));
    const unsupported = await gql<{ tours: { tours: Card[] } }>(
      gateway.url,
      TOUR_LIST,
      {},
      {
        headers: { 'x-tourdesk-currency': 'XXX' },
      },
    );
    expect(currencyOf(unsupported)).toEqual(new Set(['GBP']));

    const switched = await gql(
      gateway.url,
      'mutation { setCurrency(currency: "EUR") { viewer { currency } } }',
    );
    const cookie = switched.headers.get('set-cookie')!.split(';')[0]!;
    const session = await gql<{ tours: { tours: Card[] } }>(
      gateway.url,
      TOUR_LIST,
      {},
      {
        cookie,
        headers: inDollars,
      },
    );
    expect(currencyOf(session)).toEqual(new Set(['EUR']));
    const portal = await gql<{ viewer: { currency: string } }>(
      gateway.url,
      '{ viewer { currency } }',
      {},
      {
        headers: { ...inDollars, 'x-tourdesk-site': 'agent' },
      },
    );
    expect(portal.data!.viewer.currency).toBe('GBP');
  });
});
