import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../src/server.js';
import { bookingLinkKey, readBookingLink, signBookingLink } from '../src/schema/bookings/booking-link.js';
import { ManualClock } from './support/clock.js';
import { startTestGateway } from './support/gateway.js';
import { BOOK, Client, dayTourBasket, findDayTour, newKey, type BookResult } from './support/seed-kit.js';
import { startTestSimulator, type Simulator } from './support/simulator.js';

// Manage my booking (seed 001 §2 Booking page, Confirmation): a booking's signed, expiring link opens it in any
// browser; an altered, expired or other booking's link opens nothing.

const HOUR = 3600 * 1000;

describe('booking-link tokens', () => {
  const key = bookingLinkKey('a-payment-link-secret-of-32-chars-or-more');
  const now = Date.UTC(2026, 5, 1, 12);
  const token = signBookingLink(81234, new Date(now + HOUR), key);

  it('is valid for its booking until its expiry, to the second, and expired from then on', () => {
    expect(token).toMatch(/^b1\.81234\.\d+\.[A-Za-z0-9_-]{43}$/);
    expect(readBookingLink(token, key, now)).toEqual({
      state: 'VALID',
      groupBookingId: 81234,
      expiresAt: new Date(now + HOUR),
    });
    expect(readBookingLink(token, key, now + HOUR - 1).state).toBe('VALID');
    expect(readBookingLink(token, key, now + HOUR)).toMatchObject({
      state: 'EXPIRED',
      groupBookingId: 81234,
    });
  });

  it('refuses a token altered anywhere, signed with another key, or not a booking link at all', () => {
    const [prefix, id, expires, sig] = token.split('.') as [string, string, string, string];
    const flipped = sig.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    for (const altered of [
      `${prefix}.${id}.${expires}.${flipped}`,
      `${prefix}.81235.${expires}.${sig}`,
      `${prefix}.${id}.${Number(expires) + 3600}.${sig}`,
      `v1.${id}.${expires}.${sig}`,
      `${prefix}.0${id}.${expires}.${sig}`,
      `${token}=`,
      '',
      null,
      undefined,
    ]) {
      expect(readBookingLink(altered, key, now)).toEqual({ state: 'INVALID' });
    }
    const otherKey = bookingLinkKey('another-payment-link-secret-of-32-chars');
    expect(readBookingLink(token, otherKey, now)).toEqual({ state: 'INVALID' });
  });

  it('is keyed apart from payment links: the same secret gives a different key', () => {
    expect(key.length).toBe(32);
    expect(key.equals(Buffer.from('a-payment-link-secret-of-32-chars-or-more'))).toBe(false);
  });
});

describe('opening a booking with its link (over HTTP, against the simulator)', () => {
  let sim: Simulator;
  let gateway: RunningGateway;
  const clock = new ManualClock();
  let tour: { tourId: string; dates: string[] };

  beforeAll(async () => {
    sim = await startTestSimulator();
    gateway = await startTestGateway(
      { PROVIDER_API_URL: sim.url, PROVIDER_PAYMENT_URL: sim.url, BOOKING_LINK_TTL_HOURS: '48' },
      { clock },
    );
    tour = await findDayTour(gateway.url, 3);
  }, 60_000);
  afterAll(async () => {
    await gateway?.close();
    await sim?.close();
  });

  const OPEN = `query($id: ID!, $key: String) {
    booking(groupBookingId: $id, bookingLinkToken: $key) { groupBookingId manageLink { path expiresAt } }
    bookingLinkState(groupBookingId: $id, token: $key) }`;
  const QUOTE = `query($id: ID!, $p: [ID!]!) { cancellationQuote(groupBookingId: $id, tripPassengerIds: $p) {
    quote { cancellationFee { amountMinor } } userErrors { code } } }`;
  const EMAIL = `mutation($id: ID!, $e: String!) { emailBookingDocument(groupBookingId: $id,
    messageType: CONSUMER_STATEMENT, email: $e) { sent userErrors { code message } } }`;
  type Opened = {
    booking: { groupBookingId: string; manageLink: { path: string; expiresAt: string } | null } | null;
    bookingLinkState: string | null;
  };

  async function book(client: Client, date: number) {
    const result = await client.gql<BookResult>(BOOK, {
      basket: dayTourBasket(tour.tourId, tour.dates[date % tour.dates.length]!, 1),
      key: newKey(),
    });
    return result.data!.book.booking!;
  }

  it('the booking browser gets the link; another browser opens the booking with it and may then manage it', async () => {
    const booker = new Client(gateway.url);
    const booked = await book(booker, 0);
    const id = booked.groupBookingId;
    const mine = (await booker.gql<Opened>(OPEN, { id })).data!;
    const link = mine.booking!.manageLink!;
    expect(link.path).toMatch(new RegExp(`^/booking/${id}\\?key=b1\\.${id}\\.\\d+\\.[A-Za-z0-9_-]{43}$`));
    expect(Date.parse(link.expiresAt) - clock.now()).toBeLessThanOrEqual(48 * HOUR);
    expect(Date.parse(link.expiresAt) - clock.now()).toBeGreaterThan(48 * HOUR - 1000);
    expect(mine.bookingLinkState).toBeNull();
    const key = new URL(link.path, 'http://x').searchParams.get('key')!;

    const other = new Client(gateway.url);
    expect((await other.gql<Opened>(OPEN, { id })).data!.booking).toBeNull();
    const altered = key.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await other.gql<Opened>(OPEN, { id, key: altered })).data).toEqual({
      booking: null,
      bookingLinkState: 'INVALID',
    });
    const opened = (await other.gql<Opened>(OPEN, { id, key })).data!;
    expect(opened.bookingLinkState).toBe('VALID');
    expect(opened.booking!.groupBookingId).toBe(id);
    // Admitted: the session reaches the booking without the link now, and may ask what cancelling costs.
    expect((await other.gql<Opened>(OPEN, { id })).data!.booking!.groupBookingId).toBe(id);
    const passengers = booked.trips[0]!.passengers.map((p) => p.tripPassengerId);
    const quote = await other.gql<{ cancellationQuote: { userErrors: unknown[] } }>(QUOTE, {
      id,
      p: passengers,
    });
    expect(quote.data!.cancellationQuote.userErrors).toEqual([]);

    // The link opens that booking only.
    const second = await book(booker, 1);
    const elsewhere = new Client(gateway.url);
    expect((await elsewhere.gql<Opened>(OPEN, { id: second.groupBookingId, key })).data).toEqual({
      booking: null,
      bookingLinkState: 'INVALID',
    });
  });

  it('an expired link opens nothing and says it expired', async () => {
    const booker = new Client(gateway.url);
    const { groupBookingId: id } = await book(booker, 2);
    const path = (await booker.gql<Opened>(OPEN, { id })).data!.booking!.manageLink!.path;
    const key = new URL(path, 'http://x').searchParams.get('key')!;
    clock.advance(48 * HOUR);
    const late = new Client(gateway.url);
    expect((await late.gql<Opened>(OPEN, { id, key })).data).toEqual({
      booking: null,
      bookingLinkState: 'EXPIRED',
    });
  });

  it("a consumer's e-mailed document carries the booking's link", async () => {
    const booker = new Client(gateway.url);
    const { groupBookingId: id } = await book(booker, 3);
    const sent = await booker.gql<{ emailBookingDocument: { sent: boolean } }>(EMAIL, {
      id,
      e: 'guest@example.com',
    });
    expect(sent.data!.emailBookingDocument.sent).toBe(true);
    const outbox = (await (await fetch(`${sim.url}/_sim/outbox`)).json()) as {
      messages: { body: string; data: { booking_url?: string } }[];
    };
    const message = outbox.messages.at(-1)!;
    expect(message.data.booking_url).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:3000/booking/${id}\\?key=b1\\.`),
    );
    expect(message.body).toContain(`Manage your booking: ${message.data.booking_url}`);
    const key = new URL(message.data.booking_url!).searchParams.get('key')!;
    const reader = new Client(gateway.url);
    expect((await reader.gql<Opened>(OPEN, { id, key })).data!.booking!.groupBookingId).toBe(id);
  });
});
