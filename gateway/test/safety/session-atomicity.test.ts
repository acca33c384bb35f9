/**
 * Atomic session state: concurrent mutations in one session never lose each other's writes,
 * with the in-memory store and with Redis (two replicas).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway } from '../support/gateway.js';
import {
  BOOK,
  BOOKING,
  Client,
  dayTourBasket,
  findDayTour,
  newKey,
  type BookingData,
  type BookResult,
} from '../support/seed-kit.js';
import { startTestSimulator, type Simulator } from '../support/simulator.js';

const START = `mutation($id: ID!) { startCardPayment(groupBookingId: $id, option: FULL) {
  session { paymentReference charge { amount { amountMinor } } } userErrors { code message } } }`;
const VIEWER = `{ viewer { currency } }`;

let sim: Simulator;
let tour: { tourId: string; dates: string[] };

beforeAll(async () => {
  sim = await startTestSimulator();
});
afterAll(async () => {
  await sim?.close();
});

/** Ten bookings at once in one session (one cookie), then each read and started for payment in that session. */
async function tenBookingsInOneSession(urls: () => string) {
  const client = new Client(urls());
  await client.startSession();
  const baskets = Array.from({ length: 10 }, (_, i) =>
    dayTourBasket(tour.tourId, tour.dates[i % tour.dates.length]!, 1),
  );
  const booked = await Promise.all(
    baskets.map((basket) =>
      new Client(urls()).gql<BookResult>(BOOK, { basket, key: newKey() }, { cookie: client.cookie! }),
    ),
  );
  const ids = booked.map((b) => {
    expect(b.data!.book.userErrors).toEqual([]);
    return b.data!.book.booking!.groupBookingId;
  });
  expect(new Set(ids).size).toBe(10);
  for (const [i, id] of ids.entries()) {
    const again = new Client(urls());
    const read = await again.gql<{ booking: BookingData | null }>(
      BOOKING,
      { id },
      { cookie: client.cookie! },
    );
    expect(read.data!.booking?.groupBookingId, `booking ${id} readable`).toBe(id);
    const started = await again.gql<{
      startCardPayment: {
        session: { charge: { amount: { amountMinor: number } } } | null;
        userErrors: unknown[];
      };
    }>(START, { id }, { cookie: client.cookie! });
    expect(started.data!.startCardPayment.userErrors, `booking ${id} payable`).toEqual([]);
    // What the card page will charge is what the booking answered.
    expect(started.data!.startCardPayment.session!.charge.amount.amountMinor).toBe(
      booked[i]!.data!.book.booking!.totals.balance.amountMinor,
    );
  }
}

describe('ten concurrent bookings in one session: all ten readable and payable afterwards', () => {
  it('with the in-memory store', async () => {
    const gateway = await startTestGateway({ PROVIDER_API_URL: sim.url, PROVIDER_PAYMENT_URL: sim.url });
    try {
      tour = await findDayTour(gateway.url, 4);
      await tenBookingsInOneSession(() => gateway.url);
    } finally {
      await gateway.close();
    }
  });

  it('with Redis, the requests spread over two replicas', async () => {
    const env = {
      PROVIDER_API_URL: sim.url,
      PROVIDER_PAYMENT_URL: sim.url,
      REDIS_URL: 'redis://127.0.0.1:6379',
      CACHE_PREFIX: `test:${randomUUID()}:`,
    };
    const gateways = await Promise.all([startTestGateway(env), startTestGateway(env)]);
    try {
      let turn = 0;
      await tenBookingsInOneSession(() => gateways[turn++ % 2]!.url);
    } finally {
      await Promise.all(gateways.map((g) => g.close()));
    }
  });

  it('a currency change and bookings at once keep both', async () => {
    const gateway = await startTestGateway({ PROVIDER_API_URL: sim.url, PROVIDER_PAYMENT_URL: sim.url });
    try {
      const client = new Client(gateway.url);
      await client.startSession();
      const cookie = client.cookie!;
      const [booked] = await Promise.all([
        client.gql<BookResult>(BOOK, {
          basket: dayTourBasket(tour.tourId, tour.dates[0]!, 1),
          key: newKey(),
        }),
        client.gql(`mutation { setCurrency(currency: "EUR") { viewer { currency } } }`),
      ]);
      expect(client.cookie).toBe(cookie);
      expect((await client.gql<{ viewer: { currency: string } }>(VIEWER)).data!.viewer.currency).toBe('EUR');
      const id = booked.data!.book.booking!.groupBookingId;
      expect(
        (await client.gql<{ booking: BookingData | null }>(BOOKING, { id })).data!.booking,
      ).not.toBeNull();
    } finally {
      await gateway.close();
    }
  });
});
