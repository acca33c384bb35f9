import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_REPORT_TOKEN } from '../src/config.js';
import type { RunningGateway } from '../src/server.js';
import { startTestGateway } from './support/gateway.js';
import { BOOK, Client, newKey, openDays, type BookResult } from './support/seed-kit.js';
import { startTestSimulator, type Simulator } from './support/simulator.js';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

let sim: Simulator;
let gateway: RunningGateway;
const auth = { authorization: `Bearer ${DEV_REPORT_TOKEN}` };

const MANIFEST = `query($input: DepartureManifestInput!) { departureManifests(input: $input) { bookingsScanned departures {
  tourId tourName date departureTime
  bookings { groupBookingId status providerStatus agencyCode consultant leadContact { name email telephone }
    pickup { pickupId name time } passengers { name ageCategory roomType status }
    rooms { roomType occupants } notes { type note } addOns { tourId name passengers } }
  pickups { pickup { pickupId name time } bookings passengers }
  totals { bookings passengers byAgeCategory { key count } rooms { key count } addOns { key count } } } } }`;

interface Manifest {
  tourId: string;
  date: string;
  bookings: {
    groupBookingId: string;
    pickup: { pickupId: string; name: string; time: string } | null;
    passengers: { name: string; ageCategory: string }[];
    notes: { type: string; note: string }[];
    leadContact: { name: string };
  }[];
  pickups: { pickup: { pickupId: string } | null; bookings: number; passengers: number }[];
  totals: { bookings: number; passengers: number; byAgeCategory: { key: string; count: number }[] };
}

async function manifestOf(tourId: string, date: string): Promise<Manifest | undefined> {
  const answer = await new Client(gateway.url).gql<{ departureManifests: { departures: Manifest[] } }>(
    MANIFEST,
    { input: { from: date, to: date, tourIds: [tourId] } },
    auth,
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.departureManifests.departures.find((d) => d.tourId === tourId && d.date === date);
}

interface TourListing {
  tourId: string;
  bookableOnline: boolean;
  isTrain: boolean;
  hasPickupPoints: boolean;
  duration: { isDayTour: boolean };
}

async function bookableDayTours(): Promise<TourListing[]> {
  const list = await new Client(gateway.url).gql<{
    tours: {
      tours: {
        tourId: string;
        bookableOnline: boolean;
        isTrain: boolean;
        hasPickupPoints: boolean;
        duration: { isDayTour: boolean };
      }[];
    };
  }>('{ tours { tours { tourId bookableOnline isTrain hasPickupPoints duration { isDayTour } } } }');
  return list.data!.tours.tours.filter((t) => t.duration.isDayTour && t.bookableOnline && !t.isTrain);
}

/**
 * A bookable day tour with at least two pick-up points, an open day from 15 July 2026 (other tours depart before it)
 * and those points' ids.
 */
async function dayTourWithPickups(): Promise<{ tourId: string; date: string; points: string[] }> {
  for (const tour of await bookableDayTours()) {
    if (!tour.hasPickupPoints) continue;
    const day = (await openDays(gateway.url, tour.tourId, 2026, 7)).find(
      (d) => d.freeSeats >= 7 && d.date >= '2026-07-15',
    );
    if (!day) continue;
    const points = await new Client(gateway.url).gql<{ tour: { pickupPoints: { originalId: string }[] } }>(
      'query($id: ID!, $d: Date) { tour(tourId: $id) { pickupPoints(departureDate: $d) { originalId } } }',
      { id: tour.tourId, d: day.date },
    );
    const ids = points.data!.tour.pickupPoints.map((p) => p.originalId);
    if (ids.length >= 2) return { tourId: tour.tourId, date: day.date, points: ids };
  }
  throw new Error('no day tour with two pick-up points');
}

/** Another day tour without pick-up points and an open day of it in July 2026 before `date`. */
async function earlierDayTrip(exceptTour: string, date: string): Promise<{ tourId: string; date: string }> {
  for (const tour of await bookableDayTours()) {
    if (tour.tourId === exceptTour || tour.hasPickupPoints) continue;
    const day = (await openDays(gateway.url, tour.tourId, 2026, 7)).find(
      (d) => d.freeSeats >= 3 && d.date < date,
    );
    if (day) return { tourId: tour.tourId, date: day.date };
  }
  throw new Error(`no other day tour open before ${date}`);
}

beforeAll(async () => {
  sim = await startTestSimulator();
  gateway = await startTestGateway({ PROVIDER_API_URL: sim.url, PROVIDER_PAYMENT_URL: sim.url });
  // Seeding the simulator's bookings takes seconds on a loaded machine.
}, 60_000);
afterAll(async () => {
  await gateway?.close();
  await sim?.close();
});

describe('departure manifests (report tokens only)', () => {
  it('refuse anonymous callers and agents', async () => {
    const input = { from: '2026-07-01', to: '2026-07-01' };
    const anonymous = await new Client(gateway.url).gql(MANIFEST, { input });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const agent = new Client(gateway.url);
    await agent.logInAgent('demo-agent');
    expect((await agent.gql(MANIFEST, { input })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const long = await new Client(gateway.url).gql(
      MANIFEST,
      { input: { from: '2026-07-01', to: '2026-07-20' } },
      auth,
    );
    expect(long.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('list the bookings made on a departure: passengers and pick-up counts equal what was booked', async () => {
    const { tourId, date, points } = await dayTourWithPickups();
    const before = await manifestOf(tourId, date);
    const pickupCount = (m: Manifest | undefined, id: string) =>
      m?.pickups.find((p) => p.pickup?.pickupId === id) ?? { bookings: 0, passengers: 0 };

    const customer = new Client(gateway.url);
    await customer.startSession('GBP');
    const book = async (
      adults: number,
      pickupPointId: string,
      firstTrip?: { tourId: string; date: string },
    ) => {
      const answer = await customer.gql<BookResult>(BOOK, {
        basket: {
          passengers: Array.from({ length: adults }, () => ({ ageCategory: 'ADULT' })),
          trips: [
            ...(firstTrip ? [{ tourId: firstTrip.tourId, departureDate: firstTrip.date }] : []),
            { tourId, departureDate: date, pickupPointId },
          ],
        },
        key: newKey(),
      });
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.book.userErrors).toEqual([]);
      const booking = answer.data!.book.booking!;
      expect(booking.totals.total.amountMinor).toBeGreaterThan(0);
      expect(booking.totals.total.amountMinor).toBe(
        booking.trips.reduce((sum, trip) => sum + trip.total.amountMinor, 0),
      );
      return booking.groupBookingId;
    };
    const first = await book(2, points[0]!);
    const second = await book(1, points[1]!);
    // A booking whose first trip departs on another day (the provider's search finds it by that day) travels too.
    const earlier = await earlierDayTrip(tourId, date);
    const third = await book(2, points[0]!, earlier);
    const found = await customer.gql<{
      booking: { trips: { tour: { tourId: string }; departureDate: string }[] };
    }>('query($id: ID!) { booking(groupBookingId: $id) { trips { tour { tourId } departureDate } } }', {
      id: third,
    });
    expect(found.data!.booking.trips.map((t) => [t.tour.tourId, t.departureDate.slice(0, 10)])).toEqual([
      [earlier.tourId, earlier.date],
      [tourId, date],
    ]);
    const note = await customer.gql<{ addBookingNote: { userErrors: unknown[] } }>(
      'mutation($id: ID!) { addBookingNote(groupBookingId: $id, type: DIETARY, note: "Vegetarian") { userErrors { code } } }',
      { id: first },
    );
    expect(note.errors).toBeUndefined();

    const after = (await manifestOf(tourId, date))!;
    expect(after).toBeDefined();
    const ours = after.bookings.filter((b) => [first, second, third].includes(b.groupBookingId));
    expect(
      Object.fromEntries(ours.map((b) => [b.groupBookingId, [b.passengers.length, b.pickup?.pickupId]])),
    ).toEqual({ [first]: [2, points[0]], [second]: [1, points[1]], [third]: [2, points[0]] });
    for (const b of ours) {
      expect(b.passengers.every((p) => p.ageCategory === 'Adult')).toBe(true);
      expect(b.leadContact.name).toBe(b.passengers[0]!.name);
    }
    expect(ours.find((b) => b.groupBookingId === first)!.notes).toEqual([
      { type: 'Dietary', note: 'Vegetarian' },
    ]);

    // What was booked, and only that, was added to the departure and its pick-ups.
    expect(after.totals.bookings).toBe((before?.totals.bookings ?? 0) + 3);
    expect(after.totals.passengers).toBe((before?.totals.passengers ?? 0) + 5);
    expect(pickupCount(after, points[0]!)).toMatchObject({
      bookings: pickupCount(before, points[0]!).bookings + 2,
      passengers: pickupCount(before, points[0]!).passengers + 4,
    });
    expect(pickupCount(after, points[1]!)).toMatchObject({
      bookings: pickupCount(before, points[1]!).bookings + 1,
      passengers: pickupCount(before, points[1]!).passengers + 1,
    });
    // The sums are the sums of the bookings listed.
    const listed = after.bookings.reduce((n, b) => n + b.passengers.length, 0);
    expect(after.totals.passengers).toBe(listed);
    expect(after.pickups.reduce((n, p) => n + p.passengers, 0)).toBe(listed);
    expect(after.pickups.reduce((n, p) => n + p.bookings, 0)).toBe(after.bookings.length);
    expect(after.totals.byAgeCategory.reduce((n, c) => n + c.count, 0)).toBe(listed);

    // pnpm report manifest: CSV one line per passenger, JSON the same manifests, a printable HTML page.
    const manifestCli = (format: string) =>
      run(
        'pnpm',
        [
          'exec',
          'tsx',
          'report-cli/src/main.ts',
          'manifest',
          '--tour',
          tourId,
          '--date',
          date,
          '--format',
          format,
          '--gateway',
          `${gateway.url}/graphql`,
        ],
        { cwd: ROOT, env: { ...process.env, TOURDESK_REPORT_TOKEN: DEV_REPORT_TOKEN } },
      );
    const csv = await manifestCli('csv');
    const [header, ...lines] = csv.stdout.trim().split('\r\n');
    expect(header).toMatch(/^date,departureTime,tourId,tourName,pickupTime,pickupPoint,groupBookingId,/);
    expect(lines).toHaveLength(after.totals.passengers);
    expect(lines.filter((l) => l.includes(`,${first},`))).toHaveLength(2);
    expect(lines.filter((l) => l.includes(`,${second},`))).toHaveLength(1);
    expect(lines.filter((l) => l.includes(`,${third},`))).toHaveLength(2);
    expect(lines.find((l) => l.includes(`,${first},`))).toContain('Dietary: Vegetarian');
    expect(csv.stderr).toMatch(new RegExp(`Done: 1 departures, ${after.totals.passengers} passengers`));
    const json = JSON.parse((await manifestCli('json')).stdout) as { departures: Manifest[] };
    expect(json.departures).toHaveLength(1);
    expect(json.departures[0]!.totals).toEqual(after.totals);
    const page = (await manifestCli('html')).stdout;
    expect(page).toMatch(/^<!doctype html>/);
    expect(page).toContain('By pick-up point');
    expect(page).toContain(
      `<th colspan="2">Total</th><th>${after.totals.bookings}</th><th>${after.totals.passengers}</th>`,
    );
  }, 120_000);
});
