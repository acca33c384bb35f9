import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../src/server.js';
import { gql, startTestGateway } from './support/gateway.js';
import { QUOTE, TOUR_LIST } from './support/queries.js';
import { startTestSimulator, type Simulator } from './support/simulator.js';

interface Card {
  tourId: string;
  bookableOnline: boolean;
  duration: { days: number; isDayTour: boolean };
}
interface QuoteResult {
  quote: {
    userErrors: { code: string; field: string[] | null; message: string }[];
    quote: null | {
      currency: string;
      promoCodeStatus: string;
      discountPercentage: number;
      tripPrice: { amountMinor: number };
      discount: { amountMinor: number };
      subtotal: { amountMinor: number };
      addOnsTotal: { amountMinor: number };
      total: { amountMinor: number };
      nett: null | { amountMinor: number };
      commission: null | { amountMinor: number };
      trips: {
        departureDate: string;
        returnDate: string;
        nett: unknown;
        commission: unknown;
        passengers: { passengerIndex: number; price: { amountMinor: number }; commission: unknown }[];
        rooms: { roomType: string; passengerIndexes: number[] }[];
      }[];
    };
  };
}

let sim: Simulator;
let gateway: RunningGateway;
let multiDay: Card;
let dayTour: Card;
const days: Record<string, { date: string; freeSeats: number }[]> = {};

async function openDays(tourId: string) {
  const result = await gql<{
    tour: { calendar: { weeks: { days: { date: string; freeSeats: number; selectable: boolean }[] }[] } };
  }>(
    gateway.url,
    `query($id: ID!) { tour(tourId: $id) { calendar(year: 2026, month: 7) { weeks { days { date freeSeats selectable } } } } }`,
    { id: tourId },
  );
  return result.data!.tour.calendar.weeks.flatMap((w) => w.days).filter((d) => d.selectable);
}

function quote(basket: Record<string, unknown>) {
  return gql<QuoteResult>(gateway.url, QUOTE, { basket });
}

beforeAll(async () => {
  sim = await startTestSimulator();
  gateway = await startTestGateway({ PROVIDER_API_URL: sim.url });
  const cards = (await gql<{ tours: { tours: Card[] } }>(gateway.url, TOUR_LIST)).data!.tours.tours;
  dayTour = cards.find((c) => c.duration.isDayTour && c.bookableOnline)!;
  days[dayTour.tourId] = await openDays(dayTour.tourId);
  for (const card of cards.filter((c) => c.duration.days >= 2 && c.bookableOnline)) {
    const open = await openDays(card.tourId);
    if (open.some((d) => d.freeSeats >= 2)) {
      multiDay = card;
      days[card.tourId] = open;
      break;
    }
  }
});
afterAll(async () => {
  await gateway?.close();
  await sim?.close();
});

describe('quote (seed 001 §2 Trip summary, §5 validation)', () => {
  it('prices a day tour with the trip summary totals, without agent-only money', async () => {
    const date = days[dayTour.tourId]!.find((d) => d.freeSeats >= 2)!.date;
    const result = await quote({
      passengers: [{ ageCategory: 'ADULT' }, { ageCategory: 'CHILD' }],
      trips: [{ tourId: dayTour.tourId, departureDate: date }],
    });
    expect(result.errors).toBeUndefined();
    expect(result.data!.quote.userErrors).toEqual([]);
    const q = result.data!.quote.quote!;
    expect(q.currency).toBe('GBP');
    expect(q.promoCodeStatus).toBe('NONE');
    expect(q.tripPrice.amountMinor).toBeGreaterThan(0);
    expect(q.subtotal.amountMinor).toBe(q.tripPrice.amountMinor + q.discount.amountMinor);
    expect(q.total.amountMinor).toBe(q.subtotal.amountMinor + q.addOnsTotal.amountMinor);
    expect(q.trips[0]!.passengers.map((p) => p.passengerIndex)).toEqual([0, 1]);
    expect(q.nett).toBeNull();
    expect(q.commission).toBeNull();
    expect(q.trips.every((t) => t.nett === null && t.commission === null)).toBe(true);
    expect(q.trips.flatMap((t) => t.passengers).every((p) => p.commission === null)).toBe(true);
  });

  it('prices a multi-day trip with rooms', async () => {
    const date = days[multiDay.tourId]!.find((d) => d.freeSeats >= 2)!.date;
    const options = await gql<{
      tour: {
        roomOptions: { available: boolean; rooms: { roomType: string; passengerIndexes: number[] }[] }[];
      };
    }>(
      gateway.url,
      `query($id: ID!, $date: Date!) { tour(tourId: $id) { roomOptions(departureDate: $date, passengers: [ADULT, ADULT]) { available rooms { roomType passengerIndexes } } } }`,
      { id: multiDay.tourId, date },
    );
    const option = options.data!.tour.roomOptions.find((o) => o.available)!;
    const result = await quote({
      passengers: [{ ageCategory: 'ADULT' }, { ageCategory: 'ADULT' }],
      trips: [{ tourId: multiDay.tourId, departureDate: date, rooms: option.rooms }],
    });
    expect(result.data!.quote.userErrors).toEqual([]);
    const trip = result.data!.quote.quote!.trips[0]!;
    expect(trip.rooms.length).toBe(option.rooms.length);
    expect(trip.returnDate > trip.departureDate).toBe(true);
  });

  it('refuses a child without an 18+ member with the seed message', async () => {
    const date = days[dayTour.tourId]![0]!.date;
    const result = await quote({
      passengers: [{ ageCategory: 'CHILD' }],
      trips: [{ tourId: dayTour.tourId, departureDate: date }],
    });
    expect(result.data!.quote.quote).toBeNull();
    expect(result.data!.quote.userErrors).toContainEqual(
      expect.objectContaining({
        code: 'NO_ADULT',
        message: 'You need to have at least one 18+ member in the group',
      }),
    );
  });

  it('refuses more passengers than free seats with the seed message', async () => {
    const day = days[dayTour.tourId]!.find((d) => d.freeSeats > 0 && d.freeSeats < 10)!;
    const result = await quote({
      passengers: Array.from({ length: day.freeSeats + 1 }, () => ({ ageCategory: 'ADULT' })),
      trips: [{ tourId: dayTour.tourId, departureDate: day.date }],
    });
    expect(result.data!.quote.userErrors).toContainEqual(
      expect.objectContaining({
        code: 'NOT_ENOUGH_SEATS',
        message: 'Sorry, there are not enough seats available for the selected passengers',
      }),
    );
  });

  it('refuses a multi-day trip without rooms with the seed booking error', async () => {
    const date = days[multiDay.tourId]![0]!.date;
    const result = await quote({
      passengers: [{ ageCategory: 'ADULT' }],
      trips: [{ tourId: multiDay.tourId, departureDate: date }],
    });
    expect(result.data!.quote.userErrors).toContainEqual(
      expect.objectContaining({
        code: 'NO_ROOMS',
        message: 'Error: No rooms available or incorrectly loaded rooms.',
      }),
    );
  });

  it('refuses more than 10 passengers and a basket in another currency', async () => {
    const date = days[dayTour.tourId]![0]!.date;
    const eleven = await quote({
      passengers: Array.from({ length: 11 }, () => ({ ageCategory: 'ADULT' })),
      trips: [{ tourId: dayTour.tourId, departureDate: date }],
    });
    expect(eleven.data!.quote.userErrors.map((e) => e.code)).toContain('TOO_MANY_PASSENGERS');
    const euro = await quote({
      currency: 'EUR',
      passengers: [{ ageCategory: 'ADULT' }],
      trips: [{ tourId: dayTour.tourId, departureDate: date }],
    });
    expect(euro.data!.quote.userErrors).toContainEqual(
      expect.objectContaining({
        code: 'CURRENCY_MISMATCH',
        message: 'Sorry, an error has occred, trip failed to add',
      }),
    );
  });

  it('gives each main trip the add-on groups its tour offers for that date and party (seed 001 §5 Add-ons)', async () => {
    const groupsQuery = `query($id: ID!, $date: Date!) { tour(tourId: $id) { addOnGroups(departureDate: $date, passengers: [ADULT, ADULT]) { name addOns { tour { tourId } departureDate } } } }`;
    type Groups = { name: string; addOns: { tour: { tourId: string }; departureDate: string }[] }[];
    let offered: { tourId: string; date: string; groups: Groups } | undefined;
    for (const tourId of [dayTour.tourId, multiDay.tourId]) {
      for (const { date } of days[tourId]!.filter((d) => d.freeSeats >= 2).slice(0, 10)) {
        const answer = await gql<{ tour: { addOnGroups: Groups } }>(gateway.url, groupsQuery, {
          id: tourId,
          date,
        });
        if (answer.data!.tour.addOnGroups.length > 0) {
          offered = { tourId, date, groups: answer.data!.tour.addOnGroups };
          break;
        }
      }
      if (offered) break;
    }
    expect(offered, 'a seeded tour with add-ons').toBeDefined();
    const result = await gql<{ quote: { quote: { trips: { isAddOn: boolean; addOnGroups: Groups }[] } } }>(
      gateway.url,
      `query($basket: BasketInput!) { quote(basket: $basket) { quote { trips { isAddOn addOnGroups { name addOns { tour { tourId } departureDate } } } } } }`,
      {
        basket: {
          passengers: [{ ageCategory: 'ADULT' }, { ageCategory: 'ADULT' }],
          trips: [{ tourId: offered!.tourId, departureDate: offered!.date }],
        },
      },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.quote.quote.trips[0]!.addOnGroups).toEqual(offered!.groups);
  });

  it("gives 'from' prices no higher than a date in the range can be booked for (seed 001 §2, §9)", async () => {
    for (const [month, year, monthNumber] of [
      ['202607', 2026, 7],
      ['202611', 2026, 11],
    ] as const) {
      const list = await gql<{
        tours: { tours: { tourId: string; fromPrice: { amountMinor: number } | null }[] };
      }>(
        gateway.url,
        `query($m: String!) { tours(search: { month: $m }) { tours { tourId fromPrice { amountMinor } } } }`,
        { m: month },
      );
      const card = list.data!.tours.tours.find((t) => t.tourId === dayTour.tourId)!;
      const calendar = await gql<{
        tour: {
          calendar: {
            weeks: {
              days: {
                date: string;
                selectable: boolean;
                isCurrentMonth: boolean;
                fromPrice: { amountMinor: number } | null;
              }[];
            }[];
          };
        };
      }>(
        gateway.url,
        `query($id: ID!, $y: Int!, $m: Int!) { tour(tourId: $id) { calendar(year: $y, month: $m) { weeks { days { date selectable isCurrentMonth fromPrice { amountMinor } } } } } }`,
        { id: dayTour.tourId, y: year, m: monthNumber },
      );
      const bookable = calendar
        .data!.tour.calendar.weeks.flatMap((w) => w.days)
        .filter((d) => d.isCurrentMonth && d.selectable && d.fromPrice);
      const cheapest = bookable.reduce((a, b) =>
        b.fromPrice!.amountMinor < a.fromPrice!.amountMinor ? b : a,
      );
      expect(card.fromPrice!.amountMinor).toBe(cheapest.fromPrice!.amountMinor);
      const quoted = await quote({
        passengers: [{ ageCategory: 'ADULT' }],
        trips: [{ tourId: dayTour.tourId, departureDate: cheapest.date }],
      });
      expect(quoted.data!.quote.quote!.total.amountMinor).toBe(card.fromPrice!.amountMinor);
    }
  });
  it("gives each sales-group option the 'from' price of its own tour card, not the list price (seed 001 §2, §5)", async () => {
    const result = await gql<{
      tours: { tours: { tourId: string; fromPrice: { amountMinor: number } | null }[] };
      tour: { salesGroup: { products: { tourId: string; fromPrice: { amountMinor: number } | null }[] } };
    }>(
      gateway.url,
      `query($id: ID!) {
        tours(search: {}) { tours { tourId fromPrice { amountMinor } } }
        tour(tourId: $id) { salesGroup { products { tourId fromPrice { amountMinor } } } }
      }`,
      { id: 'LNE' },
    );
    expect(result.errors).toBeUndefined();
    const options = result.data!.tour.salesGroup.products;
    expect(options.length).toBeGreaterThan(1);
    for (const option of options) {
      const own = await gql<{ tour: { fromPrice: { amountMinor: number } | null } }>(
        gateway.url,
        `query($id: ID!) { tour(tourId: $id) { fromPrice { amountMinor } } }`,
        { id: option.tourId },
      );
      expect(option.fromPrice).toEqual(own.data!.tour.fromPrice);
    }
    const card = result.data!.tours.tours.find((t) => t.tourId === 'LNE')!;
    expect(options.find((o) => o.tourId === 'LNE')!.fromPrice).toEqual(card.fromPrice);
  });

  it("gives each sales-group option the lowest price of the month shown, and a chosen date's own price (seed 001 §2, §9)", async () => {
    type Day = {
      date: string;
      isCurrentMonth: boolean;
      selectable: boolean;
      fromPrice: { amountMinor: number } | null;
    };
    const group = await gql<{
      tour: {
        salesGroup: { products: { tourId: string; monthFromPrice: { amountMinor: number } | null }[] };
      };
    }>(
      gateway.url,
      `query($id: ID!) { tour(tourId: $id) { salesGroup { products { tourId monthFromPrice(year: 2026, month: 7) { amountMinor } } } } }`,
      { id: 'LNE' },
    );
    expect(group.errors).toBeUndefined();
    for (const option of group.data!.tour.salesGroup.products) {
      const calendar = await gql<{ tour: { calendar: { weeks: { days: Day[] }[] } } }>(
        gateway.url,
        `query($id: ID!) { tour(tourId: $id) { calendar(year: 2026, month: 7) { weeks { days { date isCurrentMonth selectable fromPrice { amountMinor } } } } } }`,
        { id: option.tourId },
      );
      const days = calendar
        .data!.tour.calendar.weeks.flatMap((w) => w.days)
        .filter((d) => d.isCurrentMonth && d.selectable && d.fromPrice);
      const lowest = Math.min(...days.map((d) => d.fromPrice!.amountMinor));
      expect(option.monthFromPrice?.amountMinor).toBe(lowest);
      const dearest = days.reduce((a, b) => (b.fromPrice!.amountMinor > a.fromPrice!.amountMinor ? b : a));
      const on = await gql<{
        tour: { salesGroup: { products: { tourId: string; priceOn: { amountMinor: number } | null }[] } };
      }>(
        gateway.url,
        `query($id: ID!, $date: Date!) { tour(tourId: $id) { salesGroup { products { tourId priceOn(date: $date) { amountMinor } } } } }`,
        { id: 'LNE', date: dearest.date },
      );
      expect(on.data!.tour.salesGroup.products.find((p) => p.tourId === option.tourId)!.priceOn).toEqual(
        dearest.fromPrice,
      );
    }
  });
});
