import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../src/server.js';
import { gql, startTestGateway } from './support/gateway.js';
import { Client, findDayTour, newKey, openDays } from './support/seed-kit.js';
import { startTestSimulator, type Simulator } from './support/simulator.js';

// Seed 001 §3 Basket (passengers, trips with passenger index lists, add-ons with passengers), §2 train tours
// (IVW runs twice a day) and seed 000 §3 Trip passenger expiry_time, against the simulator.

const TRIPS_QUOTE = /* GraphQL */ `
  query ($basket: BasketInput!) {
    quote(basket: $basket) {
      userErrors {
        code
        message
      }
      quote {
        total {
          amountMinor
        }
        trips {
          isAddOn
          departureTime
          tour {
            tourId
          }
          total {
            amountMinor
          }
          passengers {
            passengerIndex
            ageCategory
          }
          addOnGroups {
            addOns {
              tour {
                tourId
              }
            }
          }
        }
      }
    }
  }
`;

const BOOK_TRIPS = /* GraphQL */ `
  mutation ($basket: BasketInput!, $key: String!) {
    book(basket: $basket, idempotencyKey: $key) {
      userErrors {
        code
        message
      }
      booking {
        groupBookingId
        status
        hold {
          expiresAt
          secondsRemaining
        }
        guests {
          passengerId
          ageCategory
        }
        trips {
          departureTime
          tour {
            tourId
          }
          passengers {
            guest {
              passengerId
            }
          }
        }
      }
    }
  }
`;

interface QuotedTrip {
  isAddOn: boolean;
  departureTime: string | null;
  tour: { tourId: string };
  total: { amountMinor: number };
  passengers: { passengerIndex: number; ageCategory: string }[];
  addOnGroups: { addOns: { tour: { tourId: string } }[] }[];
}
interface QuoteAnswer {
  quote: {
    userErrors: { code: string; message: string }[];
    quote: { total: { amountMinor: number }; trips: QuotedTrip[] } | null;
  };
}
interface BookAnswer {
  book: {
    userErrors: { code: string; message: string }[];
    booking: {
      groupBookingId: string;
      status: string;
      hold: { expiresAt: string; secondsRemaining: number } | null;
      guests: { passengerId: string; ageCategory: string }[];
      trips: {
        departureTime: string | null;
        tour: { tourId: string };
        passengers: { guest: { passengerId: string } }[];
      }[];
    } | null;
  };
}

let sim: Simulator;
let gateway: RunningGateway;
let first: { tourId: string; dates: string[] };

beforeAll(async () => {
  sim = await startTestSimulator();
  gateway = await startTestGateway({ PROVIDER_API_URL: sim.url, PROVIDER_PAYMENT_URL: sim.url });
  first = await findDayTour(gateway.url, 4);
});
afterAll(async () => {
  await gateway?.close();
  await sim?.close();
});

/** Another bookable day tour than `first`, with a July 2026 day for four. */
async function secondDayTour(): Promise<{ tourId: string; date: string }> {
  const second = await findDayTour(gateway.url, 4, [first.tourId]);
  return { tourId: second.tourId, date: second.dates[0]! };
}

describe('trips keep their own passengers (seed 001 §3 Basket and Trip passengers)', () => {
  it('quotes two trips with different parties, each priced for its own people', async () => {
    const second = await secondDayTour();
    const basket = {
      passengers: [{ ageCategory: 'ADULT' }, { ageCategory: 'ADULT' }],
      trips: [
        { tourId: first.tourId, departureDate: first.dates[0], passengerIndexes: [0, 1] },
        { tourId: second.tourId, departureDate: second.date, passengerIndexes: [0] },
      ],
    };
    const both = await gql<QuoteAnswer>(gateway.url, TRIPS_QUOTE, { basket });
    expect(both.data!.quote.userErrors).toEqual([]);
    const [one, two] = both.data!.quote.quote!.trips;
    expect(one!.passengers.map((p) => p.passengerIndex)).toEqual([0, 1]);
    expect(two!.passengers.map((p) => p.passengerIndex)).toEqual([0]);
    expect(both.data!.quote.quote!.total.amountMinor).toBe(one!.total.amountMinor + two!.total.amountMinor);
  });

  it("maps an add-on's passengers to its own travellers, not to the next trip's", async () => {
    const candidates = [first.tourId, (await secondDayTour()).tourId];
    let found: { tourId: string; date: string; addOnId: string } | undefined;
    for (const tourId of candidates) {
      for (const day of (await openDays(gateway.url, tourId, 2026, 7))
        .filter((d) => d.freeSeats >= 3)
        .slice(0, 8)) {
        const offered = await gql<QuoteAnswer>(gateway.url, TRIPS_QUOTE, {
          basket: { passengers: [{ ageCategory: 'ADULT' }], trips: [{ tourId, departureDate: day.date }] },
        });
        const addOnId = offered.data!.quote.quote?.trips[0]?.addOnGroups[0]?.addOns[0]?.tour.tourId;
        if (addOnId) {
          found = { tourId, date: day.date, addOnId };
          break;
        }
      }
      if (found) break;
    }
    expect(found, 'a seeded day tour with an add-on').toBeDefined();
    const other = candidates.find((id) => id !== found!.tourId)!;
    const otherDay = (await openDays(gateway.url, other, 2026, 7)).find((d) => d.freeSeats >= 3)!;
    const result = await gql<QuoteAnswer>(gateway.url, TRIPS_QUOTE, {
      basket: {
        passengers: [{ ageCategory: 'ADULT' }, { ageCategory: 'ADULT' }, { ageCategory: 'CHILD' }],
        trips: [
          {
            tourId: found!.tourId,
            departureDate: found!.date,
            passengerIndexes: [0, 2],
            addOns: [{ tourId: found!.addOnId, passengerIndexes: [0, 2] }],
          },
          { tourId: other, departureDate: otherDay.date, passengerIndexes: [0, 1] },
        ],
      },
    });
    expect(result.data!.quote.userErrors).toEqual([]);
    const trips = result.data!.quote.quote!.trips;
    expect(trips.map((t) => [t.isAddOn, t.passengers.map((p) => p.passengerIndex)])).toEqual([
      [false, [0, 2]],
      [true, [0, 2]],
      [false, [0, 1]],
    ]);
    expect(trips[1]!.passengers.map((p) => p.ageCategory)).toEqual(['ADULT', 'CHILD']);
  });

  it('books one guest per person, linked to every trip that person takes, with the seats held until the expiry', async () => {
    const second = await secondDayTour();
    const client = new Client(gateway.url);
    const result = await client.gql<BookAnswer>(BOOK_TRIPS, {
      key: newKey(),
      basket: {
        passengers: [{ ageCategory: 'ADULT' }, { ageCategory: 'ADULT' }],
        trips: [
          { tourId: first.tourId, departureDate: first.dates[1], passengerIndexes: [0, 1] },
          { tourId: second.tourId, departureDate: second.date, passengerIndexes: [0] },
        ],
      },
    });
    expect(result.data!.book.userErrors).toEqual([]);
    const booking = result.data!.book.booking!;
    expect(booking.guests).toHaveLength(2);
    const [lead, partner] = booking.guests.map((g) => g.passengerId);
    expect(booking.trips.map((t) => t.passengers.map((p) => p.guest.passengerId))).toEqual([
      [lead, partner],
      [lead],
    ]);
    expect(booking.status).toBe('ON_HOLD');
    expect(booking.hold!.expiresAt).toMatch(/^2026-06-02T\d\d:\d\d:\d\d\+01:00$/);
    // The simulator holds seats for a day from the booking time (today with the real time of day).
    expect(booking.hold!.secondsRemaining).toBeGreaterThan(23 * 3600);
    expect(booking.hold!.secondsRemaining).toBeLessThanOrEqual(24 * 3600);
  });
});

describe('train tours: the chosen departure time travels with the trip (seed 001 §2: IVW runs twice a day)', () => {
  it('quotes and books IVW at 10:15 and gives the time back', async () => {
    const departures = async (date: string) =>
      (
        await gql<{ tour: { departures: { time: string; freeSeats: number }[] } }>(
          gateway.url,
          `query($d: Date!) { tour(tourId: "IVW") { departures(date: $d) { time freeSeats } } }`,
          { d: date },
        )
      ).data!.tour.departures;
    let date: string | undefined;
    for (const day of await openDays(gateway.url, 'IVW', 2026, 7)) {
      if ((await departures(day.date)).some((d) => d.time === '10:15' && d.freeSeats >= 2)) {
        date = day.date;
        break;
      }
    }
    expect(date, 'an IVW day with seats at 10:15').toBeDefined();
    const basket = {
      passengers: [{ ageCategory: 'ADULT' }],
      trips: [{ tourId: 'IVW', departureDate: date, departureTime: '10:15', passengerIndexes: [0] }],
    };
    const quoted = await gql<QuoteAnswer>(gateway.url, TRIPS_QUOTE, { basket });
    expect(quoted.data!.quote.quote!.trips[0]!.departureTime).toBe('10:15');

    const booked = await new Client(gateway.url).gql<BookAnswer>(BOOK_TRIPS, { key: newKey(), basket });
    expect(booked.data!.book.userErrors).toEqual([]);
    expect(booked.data!.book.booking!.trips[0]!.departureTime).toBe('10:15');
  });
});
