/**
 * One payment at a time, whatever the provider's speed: with the provider slow for a spell (every call taking
 * most of a sale call's budget), then fast, two sessions starting and completing card payments of one booking
 * capture it exactly once, and one `book` idempotency key sent twice makes exactly one createBooking call; a
 * payment captured elsewhere (another deployment, a lost answer) is seen in the provider's records before a
 * commit, and the refused card is told its hold remains (also when its card page is reopened); with the provider
 * steadily slow, two tabs whose payments supersede each other capture once and the superseded card is told its
 * hold. Against provider-sim's latency fault, on the memory store (one gateway) and on Redis (two replicas sharing
 * it, each session on its own replica).
 *
 * The budgets are scaled down through the configuration so the spell lasts seconds: every call 3 s against a sale
 * call's budget of 4 s (as 14 s against 15 s), and other reads 1 s, so the booking reloads and the
 * authentication-hash refreshes of a sale succeed only under the sales budget.
 */
import { randomUUID } from 'node:crypto';
import { cardHoldRemainsMessage, PAYMENT_REFUSALS } from '@tourdesk/domain/messages';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../src/server.js';
import { startTestGateway } from '../support/gateway.js';
import {
  BOOK,
  BOOKING_FIELDS,
  Client,
  dayTourBasket,
  findDayTour,
  findMultiDayWithRooms,
  newKey,
  payOnHostedPage,
  type BookingData,
  type BookResult,
} from '../support/seed-kit.js';
import { providerCallsDuring, startTestSimulator, type Simulator } from '../support/simulator.js';

/** Every provider call during the slow spell, in milliseconds. */
const SLOW_MS = 3000;
const BUDGETS = {
  PROVIDER_TIMEOUT_MS: '1000',
  PROVIDER_CATALOGUE_BUDGET_MS: '1000',
  PROVIDER_SALES_BUDGET_MS: '4000',
};
const TEST_MS = 120_000;

const START = `mutation($id: ID!, $o: PaymentOption!) { startCardPayment(groupBookingId: $id, option: $o) {
  session { paymentReference hostedPageUrl charge { amount { amountMinor } total { amountMinor } } }
  userErrors { code message } } }`;
const COMPLETE = `${BOOKING_FIELDS}
mutation($id: ID!, $r: String!, $tx: String!) { completeCardPayment(groupBookingId: $id, paymentReference: $r, transactionId: $tx) {
  booking { ...BookingFields } userErrors { code message } } }`;

interface StartData {
  startCardPayment: {
    session: {
      paymentReference: string;
      hostedPageUrl: string;
      charge: { amount: { amountMinor: number }; total: { amountMinor: number } };
    } | null;
    userErrors: { code: string; message: string }[];
  };
}
interface CompleteData {
  completeCardPayment: { booking: BookingData | null; userErrors: { code: string; message: string }[] };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let sim: Simulator;
let scout: RunningGateway;
let dayTour: { tourId: string; dates: string[] };

beforeAll(async () => {
  sim = await startTestSimulator();
  // Tours are found through a gateway of their own, so the gateways under test start with nothing cached.
  scout = await startTestGateway({ PROVIDER_API_URL: sim.url, PROVIDER_PAYMENT_URL: sim.url });
  dayTour = await findDayTour(scout.url, 4);
}, TEST_MS);
afterEach(() => sim.setFaults({}));
afterAll(async () => {
  await scout?.close();
  await sim?.close();
});

/** The card payments the provider captured on a booking (its own ledger), in minor units. */
function captures(groupBookingId: string): number[] {
  const booking = sim.state.bookings.get(Number(groupBookingId))!;
  return booking.payments.filter((p) => p.method === 'CC' && p.kind !== 'REFUND').map((p) => p.amount);
}

/** Each setup: its gateways, and the month of its multi-day departure (rooms another setup did not take). */
const setups: [string, number, () => Promise<RunningGateway[]>][] = [
  [
    'memory store, one gateway',
    8,
    async () => [
      await startTestGateway({ PROVIDER_API_URL: sim.url, PROVIDER_PAYMENT_URL: sim.url, ...BUDGETS }),
    ],
  ],
  [
    'Redis store, two replicas',
    9,
    async () => {
      const env = {
        PROVIDER_API_URL: sim.url,
        PROVIDER_PAYMENT_URL: sim.url,
        REDIS_URL: 'redis://127.0.0.1:6379',
        CACHE_PREFIX: `test:${randomUUID()}:`,
        ...BUDGETS,
      };
      return Promise.all([startTestGateway(env), startTestGateway(env)]);
    },
  ],
];

describe.each(setups)('one payment at a time, provider slow for a spell (%s)', (_name, month, start) => {
  let gateways: RunningGateway[] = [];
  let dateIndex = 0;
  /** The replica of the n-th session (the only one with one gateway). */
  const url = (n: number) => gateways[n % gateways.length]!.url;

  beforeAll(async () => {
    gateways = await start();
  }, TEST_MS);
  afterAll(async () => {
    await Promise.all(gateways.map((g) => g.close()));
  });

  it(
    '`book` with one key sent twice across the spell makes one createBooking call and one booking',
    async () => {
      const basket = dayTourBasket(dayTour.tourId, dayTour.dates[dateIndex++]!, 2);
      const key = newKey();
      const bookingsBefore = sim.state.bookings.size;
      let answers: BookResult['book'][] = [];
      const calls = await providerCallsDuring(sim.url, async () => {
        // Nothing is cached yet: the product, its capacity and the hash are read at 3 s each, past the old lock.
        sim.setFaults({ latencyMs: SLOW_MS });
        const first = new Client(url(0)).gql<BookResult>(BOOK, { basket, key });
        await sleep(1000);
        const second = new Client(url(1)).gql<BookResult>(BOOK, { basket, key });
        await sleep(2 * SLOW_MS);
        sim.setFaults({});
        const results = await Promise.all([first, second]);
        for (const result of results) expect(result.errors).toBeUndefined();
        answers = results.map((r) => r.data!.book);
      });
      expect(calls.createBooking).toBe(1);
      expect(sim.state.bookings.size).toBe(bookingsBefore + 1);
      expect(answers.map((a) => a.userErrors)).toEqual([[], []]);
      const [one, two] = answers.map((a) => a.booking!);
      expect(two!.groupBookingId).toBe(one!.groupBookingId);
      // One booking of the two adults asked for, at one price, nothing paid yet.
      expect(one!.trips[0]!.passengers).toHaveLength(2);
      expect(one!.totals.total.amountMinor).toBeGreaterThan(0);
      expect(two!.totals.total).toEqual(one!.totals.total);
      expect(one!.totals.balance).toEqual(one!.totals.total);
    },
    TEST_MS,
  );

  it(
    'two sessions paying one booking with an open deposit payment across the spell: one capture, paid ≤ total',
    async () => {
      const multiDay = await findMultiDayWithRooms(scout.url, month, ['ADULT', 'ADULT']);
      const tab1 = new Client(url(0));
      await tab1.logInAgent('demo-agent');
      const basket = {
        passengers: [{ ageCategory: 'ADULT' }, { ageCategory: 'ADULT' }],
        trips: [{ tourId: multiDay.tourId, departureDate: multiDay.date, rooms: multiDay.rooms }],
      };
      const booking = (await tab1.gql<BookResult>(BOOK, { basket, key: newKey() })).data!.book.booking!;
      const id = booking.groupBookingId;
      const total = booking.totals.total.amountMinor;
      expect(booking.paymentOptions.map((o) => o.option)).toEqual(['FULL', 'DEPOSIT']);
      const deposit = (await tab1.gql<StartData>(START, { id, o: 'DEPOSIT' })).data!.startCardPayment;
      expect(deposit.userErrors).toEqual([]);
      // The second session (another login of the agency, on the other replica) has no memo of the booking: its
      // payment reloads the booking from the slow provider.
      const tab2 = new Client(url(1));
      await tab2.logInAgent('demo-agent');

      sim.setFaults({ latencyMs: SLOW_MS });
      const first = tab1.gql<StartData>(START, { id, o: 'FULL' });
      await sleep(1000);
      const second = tab2.gql<StartData>(START, { id, o: 'FULL' });
      await sleep(2 * SLOW_MS);
      sim.setFaults({});
      const started = await Promise.all([first, second]);
      for (const answer of started) {
        expect(answer.errors).toBeUndefined();
        expect(answer.data!.startCardPayment.userErrors).toEqual([]);
      }
      const [s1, s2] = started.map((a) => a.data!.startCardPayment.session!);
      // One after the other: the second session found the first one's open payment and was given it.
      expect(s2!.paymentReference).toBe(s1!.paymentReference);
      expect(s1!.charge.amount.amountMinor).toBe(total);

      const card = await payOnHostedPage(s1!.hostedPageUrl, '4111 1111 1111 1111');
      expect(card.paymentSuccessful).toBe(true);
      expect(Math.round(card.amount * 100)).toBe(s1!.charge.total.amountMinor);
      // The second tab's page is the same payment, already paid: its card cannot be taken again.
      expect((await fetch(s2!.hostedPageUrl)).status).toBe(409);

      const completed = await Promise.all(
        [tab1, tab2].map((tab) =>
          tab.gql<CompleteData>(COMPLETE, { id, r: s1!.paymentReference, tx: card.transactionId }),
        ),
      );
      for (const answer of completed) {
        expect(answer.errors).toBeUndefined();
        expect(answer.data!.completeCardPayment.userErrors).toEqual([]);
      }
      expect(captures(id)).toEqual([total]);
      const after = completed[0]!.data!.completeCardPayment.booking!;
      expect(after.totals.paid.amountMinor).toBe(total);
      expect(after.totals.paid.amountMinor).toBeLessThanOrEqual(after.totals.total.amountMinor);
      expect(after.totals.balance.amountMinor).toBe(0);
    },
    TEST_MS,
  );

  it(
    'a payment captured where this gateway never saw it is read from the provider: the commit is refused, the hold told',
    async () => {
      const agent = new Client(url(0));
      await agent.logInAgent('demo-agent');
      const basket = dayTourBasket(dayTour.tourId, dayTour.dates[dateIndex++]!, 1);
      const booking = (await agent.gql<BookResult>(BOOK, { basket, key: newKey() })).data!.book.booking!;
      const id = booking.groupBookingId;
      const here = (await agent.gql<StartData>(START, { id, o: 'FULL' })).data!.startCardPayment.session!;
      const authorised = await payOnHostedPage(here.hostedPageUrl, '4111 1111 1111 1111');
      expect(authorised.paymentSuccessful).toBe(true);

      // Another deployment (its own store: no shared lock, memo or payment record) takes the whole balance.
      const elsewhere = await startTestGateway({ PROVIDER_API_URL: sim.url, PROVIDER_PAYMENT_URL: sim.url });
      try {
        const other = new Client(elsewhere.url);
        await other.logInAgent('demo-agent');
        const there = (await other.gql<StartData>(START, { id, o: 'FULL' })).data!.startCardPayment.session!;
        expect(there.paymentReference).not.toBe(here.paymentReference);
        const paid = await payOnHostedPage(there.hostedPageUrl, '4111 1111 1111 1111');
        const taken = await other.gql<CompleteData>(COMPLETE, {
          id,
          r: there.paymentReference,
          tx: paid.transactionId,
        });
        expect(taken.data!.completeCardPayment.userErrors).toEqual([]);
      } finally {
        await elsewhere.close();
      }

      // This session's memo of the booking still shows it unpaid; the provider's records do not.
      let answer!: CompleteData['completeCardPayment'];
      const calls = await providerCallsDuring(sim.url, async () => {
        answer = (
          await agent.gql<CompleteData>(COMPLETE, {
            id,
            r: here.paymentReference,
            tx: authorised.transactionId,
          })
        ).data!.completeCardPayment;
      });
      expect(calls.commitPayment).toBeUndefined();
      expect(answer.userErrors).toEqual([
        {
          code: 'NOTHING_OUTSTANDING',
          message: cardHoldRemainsMessage(PAYMENT_REFUSALS.fullyPaid, {
            amountMinor: here.charge.total.amountMinor,
            currency: booking.currency,
          }),
        },
      ]);
      expect(captures(id)).toEqual([booking.totals.total.amountMinor]);
      // And the answer shows the booking as the provider has it: paid, by the other payment.
      expect(answer.booking!.totals.paid).toEqual(booking.totals.total);
      expect(answer.booking!.totals.balance.amountMinor).toBe(0);
      expect(answer.booking!.payments).toHaveLength(1);
    },
    TEST_MS,
  );

  it(
    'reopening the card page of a payment whose card was authorised but can no longer be captured tells the hold',
    async () => {
      const agent = new Client(url(0));
      await agent.logInAgent('demo-agent');
      const basket = dayTourBasket(dayTour.tourId, dayTour.dates[dateIndex++]!, 1);
      const booking = (await agent.gql<BookResult>(BOOK, { basket, key: newKey() })).data!.book.booking!;
      const id = booking.groupBookingId;
      const here = (await agent.gql<StartData>(START, { id, o: 'FULL' })).data!.startCardPayment.session!;
      const authorised = await payOnHostedPage(here.hostedPageUrl, '4111 1111 1111 1111');
      expect(authorised.paymentSuccessful).toBe(true);

      // The whole balance is taken by another deployment before this tab completes its payment.
      const elsewhere = await startTestGateway({ PROVIDER_API_URL: sim.url, PROVIDER_PAYMENT_URL: sim.url });
      try {
        const other = new Client(elsewhere.url);
        await other.logInAgent('demo-agent');
        const there = (await other.gql<StartData>(START, { id, o: 'FULL' })).data!.startCardPayment.session!;
        const paid = await payOnHostedPage(there.hostedPageUrl, '4111 1111 1111 1111');
        const taken = await other.gql<CompleteData>(COMPLETE, {
          id,
          r: there.paymentReference,
          tx: paid.transactionId,
        });
        expect(taken.data!.completeCardPayment.userErrors).toEqual([]);
      } finally {
        await elsewhere.close();
      }

      // This tab reopens its card page: the authorised card is not captured, and the payer is told its hold.
      let reopened!: StartData['startCardPayment'];
      const calls = await providerCallsDuring(sim.url, async () => {
        reopened = (await agent.gql<StartData>(START, { id, o: 'FULL' })).data!.startCardPayment;
      });
      expect(calls.commitPayment).toBeUndefined();
      expect(calls.initialisePayment).toBeUndefined();
      expect(reopened.session).toBeNull();
      expect(reopened.userErrors).toEqual([
        {
          code: 'NOTHING_OUTSTANDING',
          message: cardHoldRemainsMessage(PAYMENT_REFUSALS.fullyPaid, {
            amountMinor: here.charge.total.amountMinor,
            currency: booking.currency,
          }),
        },
      ]);
      expect(captures(id)).toEqual([booking.totals.total.amountMinor]);
    },
    TEST_MS,
  );
});

/**
 * The provider steadily slow, as the issue tried it at 14 s per call against a sale call's budget of 15 s and
 * other reads' 5 s: scaled down to 3.5 s per call, a sales budget of 3.75 s and reads of 1.25 s (the same ratios),
 * two replicas sharing Redis.
 */
const STEADY_MS = 3500;
const STEADY_BUDGETS = {
  PROVIDER_TIMEOUT_MS: '1250',
  PROVIDER_CATALOGUE_BUDGET_MS: '1250',
  PROVIDER_SALES_BUDGET_MS: '3750',
};

describe('one payment at a time, provider steadily slow (Redis store, two replicas)', () => {
  let gateways: RunningGateway[] = [];
  beforeAll(async () => {
    const env = {
      PROVIDER_API_URL: sim.url,
      PROVIDER_PAYMENT_URL: sim.url,
      REDIS_URL: 'redis://127.0.0.1:6379',
      CACHE_PREFIX: `test:${randomUUID()}:`,
      ...STEADY_BUDGETS,
    };
    gateways = await Promise.all([startTestGateway(env), startTestGateway(env)]);
  }, TEST_MS);
  afterAll(async () => {
    await Promise.all(gateways.map((g) => g.close()));
  });

  it(
    'two tabs start and complete card payments of one booking: one capture, paid ≤ total, the superseded card told its hold',
    async () => {
      const multiDay = await findMultiDayWithRooms(scout.url, 10, ['ADULT', 'ADULT']);
      const [tab1, tab2] = [new Client(gateways[0]!.url), new Client(gateways[1]!.url)];
      await tab1.logInAgent('demo-agent');
      await tab2.logInAgent('demo-agent');
      const basket = {
        passengers: [{ ageCategory: 'ADULT' }, { ageCategory: 'ADULT' }],
        trips: [{ tourId: multiDay.tourId, departureDate: multiDay.date, rooms: multiDay.rooms }],
      };
      const booking = (await tab1.gql<BookResult>(BOOK, { basket, key: newKey() })).data!.book.booking!;
      const id = booking.groupBookingId;
      const total = booking.totals.total.amountMinor;
      expect(booking.paymentOptions.map((o) => o.option)).toEqual(['FULL', 'DEPOSIT']);

      sim.setFaults({ latencyMs: STEADY_MS });
      const startedAt = Date.now();
      // Tab 1 starts the deposit, tab 2 the full amount a second later: the later start supersedes the first.
      const first = tab1.gql<StartData>(START, { id, o: 'DEPOSIT' });
      await sleep(1000);
      const second = tab2.gql<StartData>(START, { id, o: 'FULL' });
      const started = await Promise.all([first, second]);
      for (const answer of started) {
        expect(answer.errors).toBeUndefined();
        expect(answer.data!.startCardPayment.userErrors).toEqual([]);
      }
      const [deposit, full] = started.map((a) => a.data!.startCardPayment.session!);
      expect(full!.paymentReference).not.toBe(deposit!.paymentReference);
      expect(full!.charge.amount.amountMinor).toBe(total);

      // Both cards are authorised on their pages (the provider knows nothing of the gateway's superseding).
      const [card1, card2] = await Promise.all([
        payOnHostedPage(deposit!.hostedPageUrl, '4111 1111 1111 1111'),
        payOnHostedPage(full!.hostedPageUrl, '4111 1111 1111 1111'),
      ]);
      expect(card1.paymentSuccessful).toBe(true);
      expect(card2.paymentSuccessful).toBe(true);

      const [done1, done2] = await Promise.all([
        tab1.gql<CompleteData>(COMPLETE, { id, r: deposit!.paymentReference, tx: card1.transactionId }),
        tab2.gql<CompleteData>(COMPLETE, { id, r: full!.paymentReference, tx: card2.transactionId }),
      ]);
      const elapsed = Date.now() - startedAt;
      sim.setFaults({});
      expect(done1.errors).toBeUndefined();
      expect(done2.errors).toBeUndefined();
      // The current payment is captured once; the superseded tab is told its card is held, not that nothing was.
      expect(done2.data!.completeCardPayment.userErrors).toEqual([]);
      expect(done1.data!.completeCardPayment.userErrors).toEqual([
        {
          code: 'PAYMENT_SUPERSEDED',
          message: cardHoldRemainsMessage(PAYMENT_REFUSALS.superseded, {
            amountMinor: deposit!.charge.total.amountMinor,
            currency: booking.currency,
          }),
        },
      ]);
      expect(captures(id)).toEqual([total]);
      const after = done2.data!.completeCardPayment.booking!;
      expect(after.totals.paid.amountMinor).toBe(total);
      expect(after.totals.paid.amountMinor).toBeLessThanOrEqual(after.totals.total.amountMinor);
      expect(after.totals.balance.amountMinor).toBe(0);
      // Every step ran at the provider's steady pace (several calls of 3.5 s each), none timed out.
      expect(elapsed).toBeGreaterThan(4 * STEADY_MS);
      expect(elapsed).toBeLessThan(TEST_MS);
    },
    TEST_MS,
  );

  it(
    'two tabs start the full amount a second apart and both complete: one payment, one capture, both answered paid',
    async () => {
      const multiDay = await findMultiDayWithRooms(scout.url, 11, ['ADULT', 'ADULT']);
      const [tab1, tab2] = [new Client(gateways[0]!.url), new Client(gateways[1]!.url)];
      await tab1.logInAgent('demo-agent');
      await tab2.logInAgent('demo-agent');
      const basket = {
        passengers: [{ ageCategory: 'ADULT' }, { ageCategory: 'ADULT' }],
        trips: [{ tourId: multiDay.tourId, departureDate: multiDay.date, rooms: multiDay.rooms }],
      };
      const booking = (await tab1.gql<BookResult>(BOOK, { basket, key: newKey() })).data!.book.booking!;
      const id = booking.groupBookingId;
      const total = booking.totals.total.amountMinor;

      sim.setFaults({ latencyMs: STEADY_MS });
      const first = tab1.gql<StartData>(START, { id, o: 'FULL' });
      await sleep(1000);
      const second = tab2.gql<StartData>(START, { id, o: 'FULL' });
      const started = await Promise.all([first, second]);
      for (const answer of started) expect(answer.data!.startCardPayment.userErrors).toEqual([]);
      const [s1, s2] = started.map((a) => a.data!.startCardPayment.session!);
      // The lock makes them take turns: the second tab is given the first one's open payment.
      expect(s2!.paymentReference).toBe(s1!.paymentReference);
      const card = await payOnHostedPage(s1!.hostedPageUrl, '4111 1111 1111 1111');
      expect(card.paymentSuccessful).toBe(true);
      // The second tab's card cannot be authorised on the same payment: no hold is left on it.
      expect((await fetch(s2!.hostedPageUrl)).status).toBe(409);
      const completed = await Promise.all(
        [tab1, tab2].map((tab) =>
          tab.gql<CompleteData>(COMPLETE, { id, r: s1!.paymentReference, tx: card.transactionId }),
        ),
      );
      sim.setFaults({});
      for (const answer of completed) {
        expect(answer.errors).toBeUndefined();
        expect(answer.data!.completeCardPayment.userErrors).toEqual([]);
        expect(answer.data!.completeCardPayment.booking!.totals.paid.amountMinor).toBe(total);
      }
      expect(captures(id)).toEqual([total]);
    },
    TEST_MS,
  );
});
