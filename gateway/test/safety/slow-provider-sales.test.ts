/**
 * Sales under a slow provider: quotes, bookings and card payments, and the reads they depend on, run under the
 * sales budget (PROVIDER_SALES_BUDGET_MS, 15 s), not the catalogue's 1 s, against provider-sim with every call
 * delayed 1.5 s and 3 s. A booking is made once per idempotency key whatever the latency; when the budget is spent
 * before the provider answers, a retry of `book` with the same key ends with exactly one booking.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../src/server.js';
import { startTestGateway } from '../support/gateway.js';
import {
  BOOK,
  Client,
  dayTourBasket,
  findDayTour,
  newKey,
  payOnHostedPage,
  type BookResult,
} from '../support/seed-kit.js';
import { providerCallsDuring, startTestSimulator, type Simulator } from '../support/simulator.js';

let sim: Simulator;
let gateway: RunningGateway;
let tour: { tourId: string; dates: string[] };
let dateIndex = 0;
const nextDate = () => tour.dates[dateIndex++ % tour.dates.length]!;

/** The production budgets: catalogue 1 s, other reads and writes 5 s, sales 15 s (the default). */
const BUDGETS = { PROVIDER_CATALOGUE_BUDGET_MS: '1000', PROVIDER_TIMEOUT_MS: '5000' };

const QUOTE = `query($basket: BasketInput!) { quote(basket: $basket) {
  quote { total { amountMinor currency } } userErrors { code message } } }`;
const START = `mutation($id: ID!) { startCardPayment(groupBookingId: $id, option: FULL) {
  session { paymentReference hostedPageUrl charge { amount { amountMinor } total { amountMinor } } }
  userErrors { code message } } }`;
const COMPLETE = `mutation($id: ID!, $r: String!, $tx: String!) {
  completeCardPayment(groupBookingId: $id, paymentReference: $r, transactionId: $tx) {
    booking { totals { paid { amountMinor } balance { amountMinor } } } userErrors { code message } } }`;

interface QuoteData {
  quote: { quote: { total: { amountMinor: number; currency: string } } | null; userErrors: unknown[] };
}

beforeAll(async () => {
  sim = await startTestSimulator();
  gateway = await startTestGateway({ PROVIDER_API_URL: sim.url, PROVIDER_PAYMENT_URL: sim.url, ...BUDGETS });
  tour = await findDayTour(gateway.url, 6);
});
afterEach(() => sim.setFaults({}));
afterAll(async () => {
  await gateway?.close();
  await sim?.close();
});

describe('sales under a slow provider (sales budget)', () => {
  it('at 1.5 s per provider call, cold quotes and a booking succeed, charged what was quoted', async () => {
    // A fresh gateway: nothing cached, every read of the sale goes to the slow provider.
    const cold = await startTestGateway({
      PROVIDER_API_URL: sim.url,
      PROVIDER_PAYMENT_URL: sim.url,
      ...BUDGETS,
    });
    try {
      sim.setFaults({ latencyMs: 1500 });
      const client = new Client(cold.url);
      const basket = dayTourBasket(tour.tourId, nextDate(), 2);
      const started = performance.now();
      const quoted = await client.gql<QuoteData>(QUOTE, { basket });
      const quoteMs = performance.now() - started;
      expect(quoted.errors).toBeUndefined();
      expect(quoted.data!.quote.userErrors).toEqual([]);
      const total = quoted.data!.quote.quote!.total.amountMinor;
      expect(total).toBeGreaterThan(0);
      // Slower than the catalogue budget allows: only the sales budget lets it through.
      expect(quoteMs).toBeGreaterThan(1000);

      const booked = await client.gql<BookResult>(BOOK, { basket, key: newKey() });
      expect(booked.errors).toBeUndefined();
      expect(booked.data!.book.userErrors).toEqual([]);
      expect(booked.data!.book.booking!.totals.total.amountMinor).toBe(total);
    } finally {
      await cold.close();
    }
  }, 90_000);

  it('at 3 s per provider call, concurrent books with one key make exactly one booking', async () => {
    sim.setFaults({ latencyMs: 3000 });
    const basket = dayTourBasket(tour.tourId, nextDate(), 1);
    const key = newKey();
    const bookingsBefore = sim.state.bookings.size;
    let answers: BookResult['book'][] = [];
    const calls = await providerCallsDuring(sim.url, async () => {
      const results = await Promise.all(
        Array.from({ length: 3 }, () => new Client(gateway.url).gql<BookResult>(BOOK, { basket, key })),
      );
      for (const result of results) expect(result.errors).toBeUndefined();
      answers = results.map((r) => r.data!.book);
    });
    expect(calls.createBooking).toBe(1);
    expect(sim.state.bookings.size).toBe(bookingsBefore + 1);
    expect(new Set(answers.map((a) => a.booking?.groupBookingId)).size).toBe(1);
    expect(answers[0]!.booking!.trips[0]!.passengers).toHaveLength(1);
  }, 90_000);

  it('at 1.5 s per provider call, a card payment starts and completes for exactly the balance', async () => {
    const client = new Client(gateway.url);
    const booking = (
      await client.gql<BookResult>(BOOK, { basket: dayTourBasket(tour.tourId, nextDate(), 1), key: newKey() })
    ).data!.book.booking!;
    sim.setFaults({ latencyMs: 1500 });
    const started = await client.gql<{
      startCardPayment: {
        session: {
          paymentReference: string;
          hostedPageUrl: string;
          charge: { amount: { amountMinor: number }; total: { amountMinor: number } };
        } | null;
        userErrors: unknown[];
      };
    }>(START, { id: booking.groupBookingId });
    expect(started.errors).toBeUndefined();
    const session = started.data!.startCardPayment.session!;
    expect(session.charge.amount.amountMinor).toBe(booking.totals.balance.amountMinor);
    const card = await payOnHostedPage(session.hostedPageUrl, '4111 1111 1111 1111');
    expect(card.paymentSuccessful).toBe(true);
    expect(Math.round(card.amount * 100)).toBe(session.charge.total.amountMinor);
    const completed = await client.gql<{
      completeCardPayment: {
        booking: { totals: { paid: { amountMinor: number }; balance: { amountMinor: number } } } | null;
        userErrors: unknown[];
      };
    }>(COMPLETE, { id: booking.groupBookingId, r: session.paymentReference, tx: card.transactionId });
    expect(completed.errors).toBeUndefined();
    expect(completed.data!.completeCardPayment.booking!.totals).toEqual({
      paid: { amountMinor: booking.totals.balance.amountMinor },
      balance: { amountMinor: 0 },
    });
  }, 90_000);

  it('when the budget is spent before the provider answers, a retry with the same key ends with one booking', async () => {
    const short = await startTestGateway({
      PROVIDER_API_URL: sim.url,
      PROVIDER_PAYMENT_URL: sim.url,
      ...BUDGETS,
      PROVIDER_SALES_BUDGET_MS: '2000',
    });
    try {
      const client = new Client(short.url);
      const basket = dayTourBasket(tour.tourId, nextDate(), 1);
      const key = newKey();
      // Warm the sale's reads, so that only the booking call meets the slow provider.
      await client.gql<QuoteData>(QUOTE, { basket });
      const bookingsBefore = sim.state.bookings.size;
      sim.setFaults({ latencyMs: 3000 });
      const lost = await client.gql<BookResult>(BOOK, { basket, key });
      expect(lost.errors?.map((e) => e.extensions?.code)).toEqual(['PROVIDER_TIMEOUT']);
      // Whether or not the provider went on with the call the gateway gave up on (provider-sim drops a request
      // whose caller left during its delay), the retry with the same key ends with exactly one booking: the
      // provider's replay of its answer to that key, or the booking made now.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      sim.setFaults({});
      const madeMeanwhile = sim.state.bookings.size - bookingsBefore;
      expect(madeMeanwhile).toBeLessThanOrEqual(1);
      const retried = await client.gql<BookResult>(BOOK, { basket, key });
      expect(retried.errors).toBeUndefined();
      expect(retried.data!.book.userErrors).toEqual([]);
      expect(sim.state.bookings.size).toBe(bookingsBefore + 1);
      expect(sim.state.bookings.get(Number(retried.data!.book.booking!.groupBookingId))).toBeDefined();
      const again = await client.gql<BookResult>(BOOK, { basket, key });
      expect(again.data!.book.booking!.groupBookingId).toBe(retried.data!.book.booking!.groupBookingId);
      expect(sim.state.bookings.size).toBe(bookingsBefore + 1);
    } finally {
      await short.close();
    }
  }, 90_000);
});
