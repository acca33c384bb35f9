import fc from 'fast-check';
import { startSimulator } from 'provider-sim';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_REPORT_TOKEN } from '../../src/config.js';
import type { RunningGateway } from '../../src/server.js';
import { startTestGateway } from '../support/gateway.js';
import { BOOK, Client, dayTourBasket, findDayTour, newKey, type BookResult } from '../support/seed-kit.js';
import { providerCallsDuring, type Simulator } from '../support/simulator.js';
import {
  calendarDate,
  checkAnswer,
  FuzzStats,
  int32,
  mostly,
  optional,
  record,
  typedOrCorrupted,
  weirdString,
} from './fuzz-kit.js';

/** Prints a summary line (vitest shows it under the test). */
const print = (...parts: unknown[]) => process.stdout.write(`${parts.join(' ')}\n`);

/**
 * Input fuzzing: fast-check generates basket (quote and book), passenger (updateBookingPassengers on a
 * booking the session made), booking-search (agentBookings, as an agent) and report (bookingReport, dev report
 * token) inputs and sends them over HTTP, 16 at a time. Every answer must be a refusal with a known code, a
 * userError or a result: never a 5xx, never an unmasked error. The provider-sim state must stay consistent:
 * capacity and the booking count change only by the bookings the gateway reported as made.
 * Seeds are fixed: a failure prints its seed and path and reproduces with them.
 */

const BATCH = 16;
const SEEDED_BOOKINGS = 100;
const BODY_LIMIT = 102_400;
/** Generated inputs per kind (runs × BATCH). */
const RUNS = {
  quote: 250,
  book: 16,
  passengers: 150,
  agentBookings: 125,
  bookingReport: 100,
  catalogue: 125,
} as const;

let sim: Simulator;
let gateway: RunningGateway;
let dayTour: { tourId: string; dates: string[] };
let multiDayTourId: string;
let consumer: Client;
let agent: Client;
let consumerBooking: { id: string; passengerIds: string[] };
const stats = Object.fromEntries(Object.keys(RUNS).map((k) => [k, new FuzzStats()])) as Record<
  keyof typeof RUNS,
  FuzzStats
>;

/** Free seats and rooms of every departure of every product, keyed `tour|start`. */
function capacitySnapshot(): Map<string, string> {
  const snapshot = new Map<string, string>();
  for (const tour of sim.state.catalogue.tours) {
    for (const d of sim.state.capacity.all(tour.tourId)) {
      snapshot.set(`${tour.tourId}|${d.start}`, JSON.stringify([d.freeSeats, d.rooms]));
    }
  }
  return snapshot;
}

/** Departures whose capacity differs between two snapshots. */
function changedDepartures(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after.keys()].filter((k) => before.get(k) !== after.get(k));
}

/** POSTs one operation with raw variables (undefined members dropped by JSON) and checks the answer. */
async function send(
  kind: keyof typeof RUNS | 'regression',
  query: string,
  variables: unknown,
  headers: Record<string, string> = {},
) {
  const body = JSON.stringify({ query, variables });
  const response = await request(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  const text = await response.body.text();
  const answer = { status: response.statusCode, text, bodyBytes: Buffer.byteLength(body) };
  const counts = kind === 'regression' ? new FuzzStats() : stats[kind];
  return checkAnswer(answer, counts, BODY_LIMIT, () => body.slice(0, 2000));
}

/** Runs a property over batches of BATCH inputs sent concurrently. */
async function fuzz<T>(
  kind: keyof typeof RUNS,
  seed: number,
  input: fc.Arbitrary<T>,
  sendOne: (value: T) => Promise<unknown>,
): Promise<void> {
  await fc.assert(
    fc.asyncProperty(fc.array(input, { minLength: BATCH, maxLength: BATCH }), async (batch) => {
      await Promise.all(batch.map(sendOne));
    }),
    { numRuns: RUNS[kind], seed, endOnFailure: true },
  );
  print(`fuzz ${kind} (seed ${seed}): ${stats[kind].summary()}`);
  if (process.env.FUZZ_SAMPLES) print(stats[kind].providerRefusedSamples.join('\n'));
  // The gateway validates before it asks: no generated input may reach the provider only to be refused as invalid
  // (FUZZ_SAMPLES=1 prints a few when this fails).
  expect(stats[kind].providerRefused).toBe(0);
}

beforeAll(async () => {
  // 100 seeded bookings (not 2000) keep the valid report ranges, which scan every booking, cheap.
  sim = await startSimulator({ port: 0, today: '2026-06-01', seed: 42, bookings: SEEDED_BOOKINGS });
  gateway = await startTestGateway({ PROVIDER_API_URL: sim.url, PROVIDER_PAYMENT_URL: sim.url });
  dayTour = await findDayTour(gateway.url, 4);
  multiDayTourId = sim.state.catalogue.tours.find(
    (t) => t.listed && t.days >= 2 && t.roomTypes.length > 0 && t.departureTimes.length === 1,
  )!.tourId;
  consumer = new Client(gateway.url);
  const booked = (
    await consumer.gql<BookResult>(BOOK, {
      basket: dayTourBasket(dayTour.tourId, dayTour.dates[0]!, 2),
      key: newKey(),
    })
  ).data!.book.booking!;
  consumerBooking = { id: booked.groupBookingId, passengerIds: booked.guests.map((g) => g.passengerId) };
  agent = new Client(gateway.url);
  await agent.logInAgent('demo-agent');
}, 30_000);

afterAll(async () => {
  await gateway?.close();
  await sim?.close();
});

// --------------------------------------------------------------------------------------------------------------
// Basket (quote, book)
// --------------------------------------------------------------------------------------------------------------

const QUOTE = /* GraphQL */ `
  query Quote($basket: BasketInput!) {
    quote(basket: $basket) {
      userErrors {
        code
        field
        message
      }
      quote {
        total {
          amountMinor
          currency
        }
        nett {
          amountMinor
        }
        trips {
          passengers {
            passengerIndex
          }
        }
      }
    }
  }
`;

const BOOK_FUZZ = /* GraphQL */ `
  mutation Book($basket: BasketInput!, $key: String!) {
    book(basket: $basket, idempotencyKey: $key) {
      userErrors {
        code
        field
        message
      }
      booking {
        groupBookingId
        trips {
          departureDate
          tour {
            tourId
          }
          passengers {
            tripPassengerId
          }
        }
      }
    }
  }
`;

const AGE = fc.constantFrom('ADULT', 'CHILD', 'SENIOR', 'STUDENT');
/** Basket passenger indexes: mostly in range, sometimes negative or far out. */
const index = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: -2, max: 12 }) },
  { weight: 1, arbitrary: int32 },
);

function basketArb() {
  const tourId = mostly(
    fc.constantFrom(dayTour.tourId, dayTour.tourId.toLowerCase(), multiDayTourId),
    weirdString,
  );
  const trip = record({
    tourId,
    departureDate: calendarDate(dayTour.dates),
    departureTime: optional(
      mostly(fc.constantFrom('08:00', '09:30', '25:99', 'T', '08:00:00.000Z'), weirdString),
    ),
    promoCode: optional(mostly(fc.constantFrom('HIGHLAND10', 'highland10 '), weirdString)),
    passengerIndexes: optional(fc.array(index, { maxLength: 12 })),
    rooms: optional(
      fc.array(
        record({
          roomType: mostly(fc.constantFrom('twin', 'TWIN', 'double', 'single', 'dorm', 'quad'), weirdString),
          passengerIndexes: fc.array(index, { maxLength: 5 }),
        }),
        { maxLength: 4 },
      ),
    ),
    pickupPointId: optional(mostly(fc.integer({ min: -5, max: 100_000 }).map(String), weirdString)),
    addOns: optional(
      fc.array(record({ tourId, passengerIndexes: fc.array(index, { maxLength: 5 }) }), { maxLength: 3 }),
    ),
    nightsPreTour: optional(int32),
    nightsPostTour: optional(int32),
  });
  return typedOrCorrupted(
    record({
      currency: optional(mostly(fc.constantFrom('GBP', 'gbp', 'EUR', 'XXX'), weirdString)),
      passengers: fc.array(record({ ageCategory: AGE }), { maxLength: 14 }),
      trips: fc.array(trip, { maxLength: 4 }),
    }),
  );
}

// --------------------------------------------------------------------------------------------------------------
// Passengers, booking search, report
// --------------------------------------------------------------------------------------------------------------

const UPDATE_PASSENGERS = /* GraphQL */ `
  mutation Save($id: ID!, $p: [PassengerInput!]!) {
    updateBookingPassengers(groupBookingId: $id, passengers: $p) {
      userErrors {
        code
        field
        message
      }
      booking {
        groupBookingId
        guests {
          passengerId
          firstName
          isComplete
        }
      }
    }
  }
`;

function passengersArb() {
  const text = (...good: string[]) => optional(mostly(fc.constantFrom(...good), weirdString));
  const passenger = record({
    passengerId: mostly(fc.constantFrom(...consumerBooking.passengerIds), weirdString),
    firstName: text('ailsa', 'Rory', "o'neil", 'x'.repeat(40)),
    familyName: text('munro', 'MacLeod-Ó Briain'),
    email: text('a@example.com', 'not-an-email', 'a@b', '@example.com'),
    gender: optional(fc.constantFrom('FEMALE', 'MALE')),
    dateOfBirth: text(
      '28-02-1990',
      '31-02-1990',
      '1990-02-28',
      '29-02-2001',
      '01-01-2030',
      '00-00-0000',
      '1-1-90',
    ),
    nationality: text('GB', 'gb', 'XX', 'GBR'),
    telephoneCountryCode: text('+44', '44', '+999999'),
    telephoneNumber: text('0131 555 0100', '07700.900-123', '++--..'),
    emergencyContact: text('rory munro'),
    emergencyCountryCode: text('+44'),
    emergencyNumber: text('0131 555 0101'),
    postCode: text('EH1 1AA', ' eh1 1aa '),
  });
  return typedOrCorrupted(
    fc.record({
      id: mostly(fc.constant(consumerBooking.id), fc.oneof(weirdString, int32.map(String))),
      p: fc.array(passenger, { maxLength: 4 }),
    }),
  );
}

const AGENT_BOOKINGS = /* GraphQL */ `
  query Search($f: AgentBookingFilter, $p: Int, $s: Int) {
    agentBookings(filter: $f, page: $p, pageSize: $s) {
      page
      pageSize
      totalCount
      rows {
        groupBookingId
        departureDate
        agentReference
        leadGuest
        status
      }
    }
  }
`;

const STATUS = fc.constantFrom('ON_HOLD', 'CONFIRMED', 'CANCELLED', 'PENDING', 'EXPIRED');

function agentBookingsArb() {
  return typedOrCorrupted(
    record({
      f: optional(
        record({
          text: optional(
            fc.oneof(
              weirdString,
              int32.map(String),
              fc.constantFrom('200001', '99999999999999999999', 'Smith'),
            ),
          ),
          status: optional(STATUS),
          departureFrom: optional(calendarDate(['2026-06-01', '2026-01-01'])),
          departureTo: optional(calendarDate(['2026-12-31', '2025-01-01'])),
        }),
      ),
      p: optional(fc.oneof(fc.integer({ min: -3, max: 50 }), int32)),
      s: optional(fc.oneof(fc.integer({ min: -3, max: 1200 }), int32)),
    }),
  );
}

const BOOKING_REPORT = /* GraphQL */ `
  query Report($input: BookingReportInput!) {
    bookingReport(input: $input) {
      bookingsScanned
      groups {
        key {
          dimension
          value
        }
        currency
        bookings
        passengers
        gross {
          amountMinor
        }
      }
    }
  }
`;

const DIMENSION = fc.constantFrom('TOUR', 'AGENCY', 'CONSULTANT', 'MONTH', 'STATUS');

function reportArb() {
  const list = <T>(item: fc.Arbitrary<T>, maxLength = 5) => optional(fc.array(item, { maxLength }));
  return typedOrCorrupted(
    record({
      input: record({
        from: calendarDate(['2026-01-01', '2026-06-01', '2024-05-31']),
        to: calendarDate(['2026-03-31', '2026-12-31', '2027-06-01']),
        dateField: optional(fc.constantFrom('DEPARTURE_DATE', 'BOOKING_DATE')),
        tourIds: list(mostly(fc.constant(dayTour.tourId), weirdString)),
        agencyCodes: list(mostly(fc.constantFrom('DEMO', 'AG001'), weirdString)),
        consultants: list(weirdString),
        statuses: list(STATUS),
        groupBy: fc.array(DIMENSION, { maxLength: 8 }),
      }),
    }),
  );
}

// --------------------------------------------------------------------------------------------------------------

/** Every catalogue argument a screen sends: calendars, departures, the Dates panel, searches, image sizes. */
const CATALOGUE = /* GraphQL */ `
  query Catalogue(
    $tourId: ID!
    $year: Int!
    $month: Int!
    $passengers: Int
    $date: Date!
    $search: TourSearchInput
    $width: Int!
    $height: Int
  ) {
    tour(tourId: $tourId) {
      calendar(year: $year, month: $month, passengers: $passengers) {
        availabilityMayHaveChanged
        weeks {
          days {
            date
            freeSeats
          }
        }
      }
      departures(date: $date) {
        time
      }
      image {
        url(width: $width, height: $height)
      }
    }
    departureCalendar(year: $year, month: $month, search: $search) {
      monthName
    }
    toursDepartingOn(date: $date, search: $search) {
      sentence
    }
    tours(search: $search) {
      count
    }
  }
`;

function catalogueArb() {
  const month = fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: 1, max: 12 }) },
    { weight: 2, arbitrary: int32 },
  );
  const year = fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: 2025, max: 2027 }) },
    { weight: 1, arbitrary: int32 },
  );
  return typedOrCorrupted(
    record({
      tourId: mostly(fc.constant(dayTour.tourId), weirdString),
      year,
      month,
      passengers: optional(int32),
      date: calendarDate(dayTour.dates),
      search: optional(
        record({
          text: optional(weirdString),
          month: optional(
            fc.oneof(
              fc.constantFrom('202607', '202613', '202600', '199901', '210101', '2026-7'),
              weirdString,
            ),
          ),
          departureDateFrom: optional(calendarDate(['2026-06-01', '2026-12-31'])),
          departureDateTo: optional(calendarDate(['2026-07-01', '2026-01-01'])),
          allTours: optional(fc.boolean()),
        }),
      ),
      width: fc.oneof(fc.constantFrom(900, 600, 300), int32),
      height: optional(fc.oneof(fc.constantFrom(200, 500), int32)),
    }),
  );
}

describe('defects the fuzzing found (regressions)', () => {
  type Payload = { userErrors: { code: string; field: string[] }[]; quote?: unknown; booking?: unknown };
  const first = (body: Awaited<ReturnType<typeof send>>) => Object.values(body.data ?? {})[0] as Payload;

  it('refuses malformed baskets before asking the provider (a repeated index was priced twice)', async () => {
    const date = dayTour.dates[1]!;
    const cases: [unknown, string, string[]][] = [
      [
        {
          passengers: [{ ageCategory: 'ADULT' }],
          trips: [{ tourId: dayTour.tourId, departureDate: date, passengerIndexes: [0, 0] }],
        },
        'INVALID_BASKET',
        ['basket', 'trips', '0', 'passengerIndexes'],
      ],
      [
        {
          passengers: [{ ageCategory: 'ADULT' }],
          trips: [{ tourId: dayTour.tourId, departureDate: date, passengerIndexes: [-1] }],
        },
        'INVALID_BASKET',
        ['basket', 'trips', '0', 'passengerIndexes'],
      ],
      [
        { passengers: [], trips: [{ tourId: dayTour.tourId, departureDate: date }] },
        'INVALID_BASKET',
        ['basket', 'passengers'],
      ],
      [
        {
          passengers: [{ ageCategory: 'ADULT' }],
          trips: [{ tourId: dayTour.tourId, departureDate: date, nightsPreTour: -1 }],
        },
        'INVALID_BASKET',
        ['basket', 'trips', '0', 'nightsPreTour'],
      ],
      [
        {
          passengers: [{ ageCategory: 'ADULT' }],
          trips: [{ tourId: dayTour.tourId, departureDate: '0000-01-01' }],
        },
        'INVALID_BASKET',
        ['basket', 'trips', '0', 'departureDate'],
      ],
      [
        {
          passengers: [{ ageCategory: 'ADULT' }],
          trips: Array.from({ length: 1000 }, (_, i) => ({ tourId: `T${i}`, departureDate: date })),
        },
        'TOO_MANY_TRIPS',
        ['basket', 'trips'],
      ],
    ];
    for (const [basket, code, field] of cases) {
      const calls = await providerCallsDuring(sim.url, async () => {
        const payload = first(await send('regression', QUOTE, { basket }));
        expect(payload.quote).toBeNull();
        expect(payload.userErrors).toEqual([expect.objectContaining({ code, field })]);
      });
      expect(calls).toEqual({});
    }
  });

  it('refuses an impossible month and a wrong persisted-query hash as BAD_USER_INPUT, not an internal error', async () => {
    const calls = await providerCallsDuring(sim.url, async () => {
      const month = await send('regression', `{ departureCalendar(year: 2026, month: 0) { monthName } }`, {});
      expect(month.errors).toEqual([
        expect.objectContaining({ extensions: { code: 'BAD_USER_INPUT', field: ['month'] } }),
      ]);
      const calendar = await send(
        'regression',
        `{ tour(tourId: "${dayTour.tourId}") { calendar(year: 2026, month: 7, passengers: 11) { month } } }`,
        {},
      );
      expect(calendar.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: ['passengers'] });
    });
    expect(calls.getCapacity ?? 0).toBe(0);
    for (const persistedQuery of [
      { version: 1, sha256Hash: '0'.repeat(64) },
      { version: 2, sha256Hash: '0'.repeat(64) },
      'not an object',
    ]) {
      const response = await request(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ currencies { isoCurrencyCode } }', extensions: { persistedQuery } }),
      });
      const body = (await response.body.json()) as { errors: { extensions: { code: string } }[] };
      expect(response.statusCode).toBe(400);
      expect(body.errors.map((e) => e.extensions.code)).toEqual(['BAD_USER_INPUT']);
    }
  });

  it('refuses 51 to 10,000 invalid list members with 400 BAD_USER_INPUT only (graphql-js stops at 50)', async () => {
    const date = dayTour.dates[1]!;
    for (const members of [51, 52, 100, 1_000, 10_000]) {
      const basket = {
        passengers: Array.from({ length: members }, () => 0),
        trips: [{ tourId: dayTour.tourId, departureDate: date }],
      };
      const body = JSON.stringify({ query: QUOTE, variables: { basket } });
      const response = await request(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      const text = await response.body.text();
      checkAnswer(
        { status: response.statusCode, text, bodyBytes: Buffer.byteLength(body) },
        new FuzzStats(),
        BODY_LIMIT,
        () => `${members} members`,
      );
      const answer = JSON.parse(text) as { errors: { extensions: { code: string } }[] };
      expect(response.statusCode, `${members} members`).toBe(400);
      expect(new Set(answer.errors.map((e) => e.extensions.code))).toEqual(new Set(['BAD_USER_INPUT']));
      expect(answer.errors).toHaveLength(51);
    }
  });

  it('refuses an empty book and an empty passenger update without a provider 400', async () => {
    const book = first(
      await send('regression', BOOK_FUZZ, {
        basket: { passengers: [{ ageCategory: 'ADULT' }], trips: [] },
        key: newKey(),
      }),
    );
    expect(book.userErrors).toEqual([
      expect.objectContaining({ code: 'INVALID_BASKET', field: ['basket', 'trips'] }),
    ]);
    const update = first(
      await send(
        'regression',
        UPDATE_PASSENGERS,
        { id: consumerBooking.id, p: [] },
        { cookie: consumer.cookie! },
      ),
    );
    expect(update.userErrors).toEqual([expect.objectContaining({ code: 'REQUIRED', field: ['passengers'] })]);
  });
});

describe('input fuzzing over HTTP (fast-check, fixed seeds)', () => {
  it('baskets: quote never fails unmasked and never touches capacity or bookings', async () => {
    const capacity = capacitySnapshot();
    const bookings = sim.state.bookings.size;
    const callers: Record<string, string>[] = [
      {},
      { cookie: consumer.cookie! },
      { cookie: agent.cookie!, ...agent.siteHeaders },
    ];
    const basket = basketArb();
    await fuzz('quote', 1001, fc.tuple(basket, fc.nat(2)), async ([b, caller]) => {
      const body = await send('quote', QUOTE, { basket: b }, callers[caller]);
      const quote = (body.data?.quote as { quote: { nett: unknown } | null } | undefined)?.quote;
      if (quote && caller !== 2) expect(quote.nett).toBeNull(); // nett only for agents
    });
    expect(changedDepartures(capacity, capacitySnapshot())).toEqual([]);
    expect(sim.state.bookings.size).toBe(bookings);
  }, 120_000);

  it('baskets: book changes capacity and the booking count by exactly the bookings it reports', async () => {
    const capacity = capacitySnapshot();
    const bookings = sim.state.bookings.size;
    const made: { tourId: string; date: string; seats: number }[] = [];
    const ids = new Set<string>();
    const key = fc.oneof({ weight: 4, arbitrary: fc.uuid() }, { weight: 1, arbitrary: weirdString });
    const bookable = fc
      .tuple(fc.constantFrom(...dayTour.dates), fc.integer({ min: 1, max: 3 }))
      .map(([date, adults]) => dayTourBasket(dayTour.tourId, date, adults));
    const basket = fc.oneof({ weight: 1, arbitrary: bookable }, { weight: 3, arbitrary: basketArb() });
    await fuzz('book', 1002, fc.tuple(basket, key), async ([b, k]) => {
      const body = await send('book', BOOK_FUZZ, { basket: b, key: k });
      const booking = (body.data?.book as BookResult['book'] | undefined)?.booking;
      if (booking) ids.add(booking.groupBookingId);
      for (const trip of booking?.trips ?? []) {
        made.push({ tourId: trip.tour.tourId, date: trip.departureDate, seats: trip.passengers.length });
      }
    });
    const after = capacitySnapshot();
    const expected = new Map<string, number>();
    for (const m of made) {
      if (sim.state.catalogue.get(m.tourId)?.alwaysAvailable) continue; // the provider never counts these seats
      const departure = sim.state.capacity.find(m.tourId, m.date)!;
      const k = `${m.tourId}|${departure.start}`;
      expected.set(k, (expected.get(k) ?? 0) + m.seats);
    }
    for (const k of changedDepartures(capacity, after)) {
      const [seatsBefore] = JSON.parse(capacity.get(k)!) as [number];
      const [seatsAfter] = JSON.parse(after.get(k)!) as [number];
      expect({ departure: k, taken: seatsBefore - seatsAfter }).toEqual({
        departure: k,
        taken: expected.get(k),
      });
      expect(seatsAfter).toBeGreaterThanOrEqual(0); // never oversold
    }
    expect([...expected.keys()].every((k) => capacity.get(k) !== after.get(k))).toBe(true);
    expect(sim.state.bookings.size - bookings).toBe(ids.size);
    print(`fuzz book: ${ids.size} bookings made, ${made.length} trips, ${expected.size} departures changed`);
  }, 120_000);

  it('passengers: updateBookingPassengers on the session booking keeps the booking and capacity intact', async () => {
    const capacity = capacitySnapshot();
    const bookings = sim.state.bookings.size;
    const id = Number(consumerBooking.id);
    const shape = () => {
      const stored = sim.state.bookings.peek(id)!;
      return JSON.stringify([stored.passengers.length, stored.trips.map((t) => t.passengers.length)]);
    };
    const before = shape();
    await fuzz('passengers', 1003, passengersArb(), (v) =>
      send('passengers', UPDATE_PASSENGERS, v, { cookie: consumer.cookie! }),
    );
    expect(shape()).toBe(before);
    expect(changedDepartures(capacity, capacitySnapshot())).toEqual([]);
    expect(sim.state.bookings.size).toBe(bookings);
  }, 120_000);

  it('booking search: agentBookings as an agent', async () => {
    const bookings = sim.state.bookings.size;
    await fuzz('agentBookings', 1004, agentBookingsArb(), (v) =>
      send('agentBookings', AGENT_BOOKINGS, v, { cookie: agent.cookie!, ...agent.siteHeaders }),
    );
    expect(sim.state.bookings.size).toBe(bookings);
  }, 120_000);

  it('report: bookingReport with the development report token', async () => {
    const bookings = sim.state.bookings.size;
    await fuzz('bookingReport', 1005, reportArb(), (v) =>
      send('bookingReport', BOOKING_REPORT, v, { authorization: `Bearer ${DEV_REPORT_TOKEN}` }),
    );
    expect(sim.state.bookings.size).toBe(bookings);
  }, 120_000);

  it('catalogue arguments: out-of-range months, years, party sizes, dates, searches and sizes are refused by name', async () => {
    await fuzz('catalogue', 1006, catalogueArb(), (v) => send('catalogue', CATALOGUE, v));
    // Never an internal error for invalid input (checkAnswer fails on any code but the refusal codes).
    expect(stats.catalogue.codes.get('INTERNAL_SERVER_ERROR')).toBeUndefined();
  }, 120_000);

  it('generated at least 10,000 inputs in total', () => {
    const total = Object.values(stats).reduce((n, s) => n + s.inputs, 0);
    print(`fuzz total: ${total} inputs`);
    expect(total).toBeGreaterThanOrEqual(10_000);
  });
});
