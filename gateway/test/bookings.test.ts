import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@tourdesk/domain/messages';
import type { RunningGateway } from '../src/server.js';
import { startTestGateway } from './support/gateway.js';
import {
  agentOnlyValues,
  BOOK,
  BOOKING,
  BOOKING_FIELDS,
  Client,
  dayTourBasket,
  findDayTour,
  newKey,
  openDays,
  type BookingData,
  type BookResult,
} from './support/seed-kit.js';
import { providerCallsDuring, startTestSimulator, type Simulator } from './support/simulator.js';

let sim: Simulator;
let gateway: RunningGateway;
let tour: { tourId: string; dates: string[] };
let dateIndex = 0;
const nextDate = () => tour.dates[dateIndex++ % tour.dates.length]!;

beforeAll(async () => {
  sim = await startTestSimulator();
  gateway = await startTestGateway({ PROVIDER_API_URL: sim.url, PROVIDER_PAYMENT_URL: sim.url });
  tour = await findDayTour(gateway.url, 6);
});
afterAll(async () => {
  await gateway?.close();
  await sim?.close();
});

async function book(client: Client, basket: unknown, key = newKey()) {
  return (await client.gql<BookResult>(BOOK, { basket, key })).data!.book;
}

async function readBooking(client: Client, id: string, token?: string) {
  return (await client.gql<{ booking: BookingData | null }>(BOOKING, { id, token })).data!.booking;
}

const mutationWithBooking = (name: string, args: string, params: string) => /* GraphQL */ `
  ${BOOKING_FIELDS}
  mutation(${params}) { ${name}(${args}) { booking { ...BookingFields } userErrors { code field message } } }
`;

describe('book (seed 001 §4 Checkout, §7, §8)', () => {
  it('books a basket for a consumer: readable in its session only, never with nett or commission', async () => {
    const consumer = new Client(gateway.url);
    const result = await book(consumer, dayTourBasket(tour.tourId, nextDate(), 2));
    expect(result.userErrors).toEqual([]);
    const booking = result.booking!;
    expect(Number(booking.groupBookingId)).toBeGreaterThan(0);
    expect(booking.status).toBe('ON_HOLD');
    expect(booking.trips[0]!.passengers).toHaveLength(2);
    expect(booking.balanceOutstanding).toBe(true);
    expect(agentOnlyValues(result)).toEqual([]);

    const again = await readBooking(consumer, booking.groupBookingId);
    expect(again?.groupBookingId).toBe(booking.groupBookingId);
    expect(agentOnlyValues(again)).toEqual([]);

    expect(await readBooking(new Client(gateway.url), booking.groupBookingId)).toBeNull();
    const other = new Client(gateway.url);
    await other.startSession();
    expect(await readBooking(other, booking.groupBookingId)).toBeNull();
  });

  it('20 concurrent calls with one idempotency key make exactly one booking', async () => {
    const consumer = new Client(gateway.url);
    await consumer.startSession();
    const basket = dayTourBasket(tour.tourId, nextDate(), 1);
    const key = newKey();
    let results: Awaited<ReturnType<typeof book>>[] = [];
    const calls = await providerCallsDuring(sim.url, async () => {
      results = await Promise.all(Array.from({ length: 20 }, () => book(consumer, basket, key)));
    });
    const ids = new Set(results.map((r) => r.booking?.groupBookingId));
    expect(results.every((r) => r.userErrors.length === 0)).toBe(true);
    expect(ids.size).toBe(1);
    expect(calls.createBooking).toBe(1);
    // a later retry replays too, and the same key with another basket is refused
    expect((await book(consumer, basket, key)).booking?.groupBookingId).toBe([...ids][0]);
    expect((await book(consumer, dayTourBasket(tour.tourId, nextDate(), 2), key)).userErrors[0]!.code).toBe(
      'IDEMPOTENCY_KEY_REUSED',
    );
  });

  it('refuses with the seed texts: 18+, seats, rooms, and Basket + booking_error', async () => {
    const consumer = new Client(gateway.url);
    const child = await book(consumer, {
      passengers: [{ ageCategory: 'CHILD' }],
      trips: [{ tourId: tour.tourId, departureDate: nextDate() }],
    });
    expect(child.userErrors.map((e) => e.message)).toContain(MESSAGES.noAdult);

    const days = await openDays(gateway.url, tour.tourId, 2026, 8);
    const small = days.find((d) => d.freeSeats > 0 && d.freeSeats < 10)!;
    const seats = await book(consumer, dayTourBasket(tour.tourId, small.date, small.freeSeats + 1));
    expect(seats.userErrors.map((e) => e.message)).toContain(MESSAGES.notEnoughSeats);

    const tours = (
      await consumer.gql<{
        tours: { tours: { tourId: string; bookableOnline: boolean; duration: { days: number } }[] };
      }>(`{ tours { tours { tourId bookableOnline duration { days } } } }`)
    ).data!.tours.tours;
    let rooms: Awaited<ReturnType<typeof book>> | undefined;
    for (const multi of tours.filter((t) => t.duration.days >= 2 && t.bookableOnline)) {
      const open = (await openDays(gateway.url, multi.tourId, 2026, 7))[0];
      if (!open) continue;
      rooms = await book(consumer, dayTourBasket(multi.tourId, open.date, 1));
      break;
    }
    expect(rooms!.userErrors.map((e) => e.message)).toContain(MESSAGES.noRoomsBookingError);

    // the gateway's cached capacity says there are seats; the provider (changed behind its back) says no
    const target = days.find((d) => d.freeSeats >= 1 && d.freeSeats <= 10 && d.date !== small.date)!;
    const hash = await providerHash('consumer');
    const direct = await fetch(`${sim.url}/api/v1.3/consumer/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-authentication-hash': hash },
      body: JSON.stringify({
        booking_information: { iso_currency_code: 'GBP' },
        trips: [{ tour_id: tour.tourId, departure_date: target.date }],
        passengers: Array.from({ length: target.freeSeats }, () => ({ age_category: 'Adult' })),
      }),
    });
    expect(((await direct.json()) as { group_booking_id: number }).group_booking_id).toBeGreaterThan(0);
    const late = await book(consumer, dayTourBasket(tour.tourId, target.date, 1));
    expect(late.userErrors).toEqual([
      { code: 'NOT_ENOUGH_SEATS', field: ['basket'], message: `Basket ${MESSAGES.notEnoughSeats}` },
    ]);
  });

  it('invalidates cached capacity after book and after cancel', async () => {
    const date = nextDate();
    const seatsOn = async () =>
      (await openDays(gateway.url, tour.tourId, 2026, 7)).find((d) => d.date === date)?.freeSeats ?? 0;
    const before = await seatsOn();
    const agent = new Client(gateway.url);
    await agent.logInAgent('demo-agent');
    const booking = (await book(agent, dayTourBasket(tour.tourId, date, 2))).booking!;
    expect(await seatsOn()).toBe(before - 2);
    const cancel = await agent.gql<{
      cancelBookingPassengers: { booking: BookingData; userErrors: unknown[] };
    }>(
      mutationWithBooking(
        'cancelBookingPassengers',
        'groupBookingId: $id, tripPassengerIds: $ids',
        '$id: ID!, $ids: [ID!]!',
      ),
      { id: booking.groupBookingId, ids: booking.trips[0]!.passengers.map((p) => p.tripPassengerId) },
    );
    expect(cancel.data!.cancelBookingPassengers.userErrors).toEqual([]);
    expect(cancel.data!.cancelBookingPassengers.booking.trips[0]!.passengers.map((p) => p.status)).toEqual([
      'CANCELLED',
      'CANCELLED',
    ]);
    expect(await seatsOn()).toBe(before);
  });
});

async function providerHash(appId: string): Promise<string> {
  const response = await fetch(`${sim.url}/api/v1.3/${appId}/security/hmac/authentication_hash`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ api_key: 'dev-api-key' }),
  });
  return ((await response.json()) as { password_hash: string }).password_hash;
}

describe('agent bookings (seed 000 §2 Manage Bookings, Booking detail)', () => {
  let agentA: Client;
  let booking: BookingData;

  beforeAll(async () => {
    agentA = new Client(gateway.url);
    await agentA.logInAgent('demo-agent');
    booking = (await book(agentA, dayTourBasket(tour.tourId, nextDate(), 2))).booking!;
  });

  it('shows nett and commission to the agent, and agency B cannot read agency A’s booking', async () => {
    expect(booking.totals.commission!.amountMinor).toBeGreaterThan(0);
    expect(booking.totals.nett!.amountMinor).toBe(
      booking.totals.total.amountMinor - booking.totals.commission!.amountMinor,
    );
    expect(booking.trips[0]!.passengers[0]!.commission).not.toBeNull();
    const agentB = new Client(gateway.url);
    await agentB.logInAgent('heather-agent');
    expect(await readBooking(agentB, booking.groupBookingId)).toBeNull();
    expect(await readBooking(new Client(gateway.url), booking.groupBookingId)).toBeNull();
  });

  it('searches the agency bookings with pagination and filters', async () => {
    const SEARCH = `query($f: AgentBookingFilter, $p: Int, $s: Int) { agentBookings(filter: $f, page: $p, pageSize: $s) {
      page pageSize totalCount rows { groupBookingId departureDate agentReference leadGuest bookingDate consultant status } } }`;
    type Page = {
      agentBookings: {
        totalCount: number;
        pageSize: number;
        rows: { groupBookingId: string; status: string; consultant: string }[];
      };
    };
    const page1 = (await agentA.gql<Page>(SEARCH, { p: 1, s: 5 })).data!.agentBookings;
    expect(page1.rows).toHaveLength(5);
    expect(page1.totalCount).toBeGreaterThan(5);
    const page2 = (await agentA.gql<Page>(SEARCH, { p: 2, s: 5 })).data!.agentBookings;
    expect(page2.rows.map((r) => r.groupBookingId)).not.toContain(page1.rows[0]!.groupBookingId);
    const byId = (await agentA.gql<Page>(SEARCH, { f: { text: booking.groupBookingId } })).data!
      .agentBookings;
    expect(byId.rows).toEqual([
      expect.objectContaining({ groupBookingId: booking.groupBookingId, status: 'ON_HOLD' }),
    ]);
    const anonymous = await new Client(gateway.url).gql(SEARCH, {});
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it("applies and refuses promo codes ('Invalid or expired coupon code.')", async () => {
    const PROMO = mutationWithBooking(
      'updateBookingPromoCode',
      'groupBookingId: $id, code: $code',
      '$id: ID!, $code: String',
    );
    type R = { updateBookingPromoCode: { booking: BookingData; userErrors: { message: string }[] } };
    const bad = (await agentA.gql<R>(PROMO, { id: booking.groupBookingId, code: 'NOPE' })).data!
      .updateBookingPromoCode;
    expect(bad.userErrors).toEqual([
      { code: 'PROMO_NOT_FOUND', field: ['code'], message: MESSAGES.invalidCoupon },
    ]);
    const good = (await agentA.gql<R>(PROMO, { id: booking.groupBookingId, code: 'HIGHLAND10' })).data!
      .updateBookingPromoCode;
    expect(good.userErrors).toEqual([]);
    expect(good.booking.totals.discount.amountMinor).toBeLessThan(0);
    const cleared = (await agentA.gql<R>(PROMO, { id: booking.groupBookingId, code: null })).data!
      .updateBookingPromoCode;
    expect(cleared.booking.totals.discount.amountMinor).toBe(0);
  });

  it('saves guest details with the passenger-validity rules', async () => {
    const SAVE = mutationWithBooking(
      'updateBookingPassengers',
      'groupBookingId: $id, passengers: $p',
      '$id: ID!, $p: [PassengerInput!]!',
    );
    type R = {
      updateBookingPassengers: {
        booking: BookingData | null;
        userErrors: { code: string; message: string }[];
      };
    };
    const lead = booking.guests[0]!;
    expect(lead.isComplete).toBe(false);
    const badDob = (
      await agentA.gql<R>(SAVE, {
        id: booking.groupBookingId,
        p: [
          {
            passengerId: lead.passengerId,
            firstName: 'ailsa',
            familyName: 'munro',
            email: 'a@example.com',
            dateOfBirth: '31-02-1990',
            telephoneNumber: '0131 555',
            gender: 'FEMALE',
            nationality: 'GB',
          },
        ],
      })
    ).data!.updateBookingPassengers;
    if (lead.requiredFields.includes('DATE_OF_BIRTH')) {
      expect(badDob.userErrors.map((e) => e.message)).toContain(MESSAGES.invalidDateOfBirth);
    } else {
      expect(badDob.userErrors.map((e) => e.message)).not.toContain(MESSAGES.invalidDateOfBirth);
    }
    const missing = (
      await agentA.gql<R>(SAVE, {
        id: booking.groupBookingId,
        p: [{ passengerId: lead.passengerId, firstName: '' }],
      })
    ).data!.updateBookingPassengers;
    expect(missing.userErrors.map((e) => e.message)).toContain(MESSAGES.completeAllRequiredFields);
    const saved = (
      await agentA.gql<R>(SAVE, {
        id: booking.groupBookingId,
        p: [
          {
            passengerId: lead.passengerId,
            firstName: 'ailsa',
            familyName: 'munro',
            email: 'a@example.com',
            dateOfBirth: '28-02-1990',
            telephoneNumber: '0131 555 0100',
            telephoneCountryCode: '+44',
            gender: 'FEMALE',
            nationality: 'GB',
            emergencyContact: 'rory munro',
            emergencyNumber: '0131 555 0101',
            emergencyCountryCode: '+44',
            postCode: 'EH1 1AA',
          },
        ],
      })
    ).data!.updateBookingPassengers;
    expect(saved.userErrors).toEqual([]);
    expect(saved.booking!.guests[0]).toMatchObject({
      firstName: 'Ailsa',
      dateOfBirth: '28-02-1990',
      isComplete: true,
    });
  });

  it('adds a booking note and e-mails documents', async () => {
    const NOTE = mutationWithBooking(
      'addBookingNote',
      'groupBookingId: $id, type: $t, note: $n',
      '$id: ID!, $t: BookingNoteType!, $n: String!',
    );
    type R = { addBookingNote: { booking: BookingData; userErrors: unknown[] } };
    const noted = (await agentA.gql<R>(NOTE, { id: booking.groupBookingId, t: 'DIETARY', n: 'Vegetarian' }))
      .data!.addBookingNote;
    expect(noted.booking.notes).toContainEqual({ type: 'DIETARY', note: 'Vegetarian' });
    expect(noted.booking.documents.map((d) => d.name)).toContain('Agent Statement');

    const MAIL = `mutation($id: ID!, $t: BookingMessageType!, $e: String!) { emailBookingDocument(groupBookingId: $id, messageType: $t, email: $e) { sent userErrors { code } } }`;
    const sent = await agentA.gql<{ emailBookingDocument: { sent: boolean } }>(MAIL, {
      id: booking.groupBookingId,
      t: 'AGENT_STATEMENT',
      e: 'agent@thistle.example',
    });
    expect(sent.data!.emailBookingDocument.sent).toBe(true);
    const outbox = (await (await fetch(`${sim.url}/_sim/outbox`)).json()) as { messages: unknown[] };
    expect(JSON.stringify(outbox.messages)).toContain('agent@thistle.example');
  });
});
