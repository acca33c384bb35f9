/**
 * Idempotency without a session: a `book` with an idempotency key is done once per key whatever
 * the cookie state, on every replica (the key and the request digest live in the shared store), and the first
 * visit that needs a session gets its cookie before any write (the quote).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../src/server.js';
import { gql, startTestGateway } from '../support/gateway.js';
import {
  BOOK,
  BOOKING,
  Client,
  dayTourBasket,
  findDayTour,
  newKey,
  sessionCookie,
  type BookingData,
  type BookResult,
} from '../support/seed-kit.js';
import { providerCallsDuring, startTestSimulator, type Simulator } from '../support/simulator.js';

let sim: Simulator;
let one: RunningGateway;
let two: RunningGateway;
let tour: { tourId: string; dates: string[] };
let dateIndex = 0;
const nextDate = () => tour.dates[dateIndex++ % tour.dates.length]!;

beforeAll(async () => {
  sim = await startTestSimulator();
  const env = {
    PROVIDER_API_URL: sim.url,
    PROVIDER_PAYMENT_URL: sim.url,
    REDIS_URL: 'redis://127.0.0.1:6379',
    CACHE_PREFIX: `test:${randomUUID()}:`,
  };
  [one, two] = await Promise.all([startTestGateway(env), startTestGateway(env)]);
  tour = await findDayTour(one.url, 4);
});
afterAll(async () => {
  await Promise.all([one?.close(), two?.close()]);
  await sim?.close();
});

const QUOTE = `query($basket: BasketInput!) { quote(basket: $basket) { quote { total { amountMinor } } userErrors { code } } }`;

describe('book with an idempotency key, whatever the cookie state', () => {
  it('20 concurrent cookieless calls with one key over two replicas make one provider booking', async () => {
    const basket = dayTourBasket(tour.tourId, nextDate(), 1);
    const key = newKey();
    const clients = Array.from({ length: 20 }, () => new Client(Math.random() < 0.5 ? one.url : two.url));
    let answers: BookResult['book'][] = [];
    const calls = await providerCallsDuring(sim.url, async () => {
      answers = (await Promise.all(clients.map((c) => c.gql<BookResult>(BOOK, { basket, key })))).map(
        (r) => r.data!.book,
      );
    });
    expect(calls.createBooking).toBe(1);
    expect(answers.every((a) => a.userErrors.length === 0)).toBe(true);
    const ids = new Set(answers.map((a) => a.booking?.groupBookingId));
    expect(ids.size).toBe(1);
    const [id] = [...ids] as [string];
    // Every caller proved it made the booking (the key): each one's new session reads it.
    for (const client of clients) {
      expect(client.cookieValue(sessionCookie('consumer'))).toBeDefined();
      const read = await client.gql<{ booking: BookingData | null }>(BOOKING, { id });
      expect(read.data!.booking?.groupBookingId).toBe(id);
    }
    // Money: the booking holds exactly the one adult asked for, at the price every answer showed.
    const prices = new Set(answers.map((a) => a.booking!.totals.total.amountMinor));
    expect(prices.size).toBe(1);
    expect(answers[0]!.booking!.trips[0]!.passengers).toHaveLength(1);
  });

  it('a retry after a lost answer, from another browser state, replays; another request with the key is refused', async () => {
    const basket = dayTourBasket(tour.tourId, nextDate(), 2);
    const key = newKey();
    const first = await new Client(one.url).gql<BookResult>(BOOK, { basket, key });
    const id = first.data!.book.booking!.groupBookingId;
    const calls = await providerCallsDuring(sim.url, async () => {
      const retried = await new Client(two.url).gql<BookResult>(BOOK, { basket, key });
      expect(retried.data!.book.booking?.groupBookingId).toBe(id);
      expect(retried.data!.book.booking?.totals.total.amountMinor).toBe(
        first.data!.book.booking!.totals.total.amountMinor,
      );
    });
    expect(calls.createBooking).toBeUndefined();
    const other = await new Client(two.url).gql<BookResult>(BOOK, {
      basket: dayTourBasket(tour.tourId, nextDate(), 1),
      key,
    });
    expect(other.data!.book.booking).toBeNull();
    expect(other.data!.book.userErrors[0]).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      field: ['idempotencyKey'],
    });
    // The same basket in another currency is another request too.
    const euro = new Client(one.url);
    await euro.startSession('EUR');
    const inEuro = await euro.gql<BookResult>(BOOK, { basket, key });
    expect(inEuro.data!.book.userErrors[0]!.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('an agent’s key is the agency’s: a consumer presenting it is refused, not handed the booking', async () => {
    const agent = new Client(one.url);
    await agent.logInAgent('demo-agent');
    const basket = dayTourBasket(tour.tourId, nextDate(), 1);
    const key = newKey();
    const booked = await agent.gql<BookResult>(BOOK, { basket, key });
    expect(booked.data!.book.userErrors).toEqual([]);
    const stranger = await new Client(two.url).gql<BookResult>(BOOK, { basket, key });
    expect(stranger.data!.book.booking).toBeNull();
    expect(stranger.data!.book.userErrors[0]!.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('refuses keys too short to be unguessable', async () => {
    const answer = await new Client(one.url).gql<BookResult>(BOOK, {
      basket: dayTourBasket(tour.tourId, nextDate(), 1),
      key: 'abc12345',
    });
    expect(answer.data!.book.userErrors).toEqual([
      { code: 'INVALID_IDEMPOTENCY_KEY', field: ['idempotencyKey'], message: 'Invalid idempotency key.' },
    ]);
  });
});

describe('the first visit that needs a session gets it before any write', () => {
  it('a quote starts the session, so the bookings of two tabs land in one session', async () => {
    const browser = new Client(one.url);
    const priced = await browser.gql(QUOTE, { basket: dayTourBasket(tour.tourId, nextDate(), 1) });
    expect(priced.headers.getSetCookie().join()).toMatch(/td_sid=[A-Za-z0-9_-]{43}/);
    const cookie = browser.cookie;
    // Two tabs, one cookie jar, two different bookings at once (each tab its own key).
    const [a, b] = await Promise.all(
      [1, 2].map(() =>
        browser.gql<BookResult>(BOOK, { basket: dayTourBasket(tour.tourId, nextDate(), 1), key: newKey() }),
      ),
    );
    expect(browser.cookie).toBe(cookie);
    for (const answer of [a!, b!]) {
      const id = answer.data!.book.booking!.groupBookingId;
      expect(
        (await browser.gql<{ booking: BookingData | null }>(BOOKING, { id })).data!.booking,
      ).not.toBeNull();
    }
    // Catalogue answers still set no cookie (they stay cacheable).
    const list = await gql(one.url, '{ currencies { isoCurrencyCode } }');
    expect(list.headers.get('set-cookie')).toBeNull();
  });
});
