import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardHoldRemainsMessage, MESSAGES, PAYMENT_REFUSALS } from '@tourdesk/domain/messages';
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
  type BookingData,
  type BookResult,
  type ChargeData,
  findMultiDayWithRooms,
  payOnHostedPage,
} from './support/seed-kit.js';
import { providerCallsDuring, startTestSimulator, type Simulator } from './support/simulator.js';

let sim: Simulator;
let gateway: RunningGateway;
let tour: { tourId: string; dates: string[] };
let dateIndex = 0;

beforeAll(async () => {
  sim = await startTestSimulator();
  gateway = await startTestGateway({ PROVIDER_API_URL: sim.url, PROVIDER_PAYMENT_URL: sim.url });
  tour = await findDayTour(gateway.url, 3);
  // Seeding the simulator's bookings takes seconds on a loaded machine.
}, 60_000);
afterAll(async () => {
  await gateway?.close();
  await sim?.close();
});

async function bookFor(client: Client, adults = 1): Promise<BookingData> {
  const basket = dayTourBasket(tour.tourId, tour.dates[dateIndex++ % tour.dates.length]!, adults);
  const result = await client.gql<BookResult>(BOOK, { basket, key: newKey() });
  return result.data!.book.booking!;
}

const START = `mutation($id: ID!, $o: PaymentOption!, $t: String) { startCardPayment(groupBookingId: $id, option: $o, paymentLinkToken: $t) {
  session { paymentReference hostedPageUrl redirectUrl messageOrigin successUrl cancellationUrl failureUrl option
    charge { amount { amountMinor } cardFee { amountMinor } total { amountMinor }
      debitCardFee { amountMinor } debitTotal { amountMinor } feeDependsOnCardType } }
  userErrors { code message } } }`;
const COMPLETE = `${BOOKING_FIELDS}
mutation($id: ID!, $r: String!, $tx: String!, $t: String) { completeCardPayment(groupBookingId: $id, paymentReference: $r, transactionId: $tx, paymentLinkToken: $t) {
  booking { ...BookingFields } failureReason failureMessage paymentAttempts { used max canRetry } userErrors { code message } } }`;

interface StartData {
  startCardPayment: {
    session: null | {
      paymentReference: string;
      hostedPageUrl: string;
      messageOrigin: string;
      successUrl: string;
      charge: ChargeData;
    };
    userErrors: { code: string; message: string }[];
  };
}
interface CompleteData {
  completeCardPayment: {
    booking: BookingData | null;
    failureReason: string | null;
    failureMessage: string | null;
    paymentAttempts: { used: number; max: number; canRetry: boolean } | null;
    userErrors: { code: string; message: string }[];
  };
}

describe('card payments (seed 001 §2 Card payment, §4 Payment, §8, §9)', () => {
  it('declines with the rejected reason, then pays on the hosted page and commits', async () => {
    const consumer = new Client(gateway.url);
    const booking = await bookFor(consumer, 2);
    expect(booking.paymentOptions.map((o) => o.option)).toEqual(['FULL']); // day tour: deposit = outstanding, hidden
    const deposit = (await consumer.gql<StartData>(START, { id: booking.groupBookingId, o: 'DEPOSIT' })).data!
      .startCardPayment;
    expect(deposit.userErrors[0]!.code).toBe('DEPOSIT_NOT_AVAILABLE');

    const first = (await consumer.gql<StartData>(START, { id: booking.groupBookingId, o: 'FULL' })).data!
      .startCardPayment.session!;
    // What the card will be charged is on the booking before paying, and the payment charges exactly that.
    expect(first.charge).toEqual(booking.paymentOptions[0]!.card);
    expect(first.charge.amount.amountMinor).toBe(booking.totals.balance.amountMinor);
    expect(first.charge.total.amountMinor).toBe(
      first.charge.amount.amountMinor + first.charge.cardFee.amountMinor,
    );
    expect(first.charge.cardFee.amountMinor).toBeGreaterThan(0);
    expect(first.charge.feeDependsOnCardType).toBe(true);
    expect(first.messageOrigin).toBe(new URL(sim.url).origin);
    expect(first.successUrl).toBe('http://127.0.0.1:3000/confirmation');
    const declined = await payOnHostedPage(first.hostedPageUrl, '4000 0000 0000 0002');
    expect(declined.paymentSuccessful).toBe(false);
    const failed = (
      await consumer.gql<CompleteData>(COMPLETE, {
        id: booking.groupBookingId,
        r: first.paymentReference,
        tx: declined.transactionId,
      })
    ).data!.completeCardPayment;
    expect(failed.booking).toBeNull();
    expect(failed.failureReason).toMatch(/rejected/);
    expect(failed.failureMessage).toBe(MESSAGES.paymentRejected);
    expect(failed.paymentAttempts).toEqual({ used: 1, max: 3, canRetry: true });

    const second = (await consumer.gql<StartData>(START, { id: booking.groupBookingId, o: 'FULL' })).data!
      .startCardPayment.session!;
    expect(second.paymentReference).not.toBe(first.paymentReference);
    const approved = await payOnHostedPage(second.hostedPageUrl, '4111 1111 1111 1111');
    const done = (
      await consumer.gql<CompleteData>(COMPLETE, {
        id: booking.groupBookingId,
        r: second.paymentReference,
        tx: approved.transactionId,
      })
    ).data!.completeCardPayment;
    expect(done.userErrors).toEqual([]);
    expect(done.booking!.balanceOutstanding).toBe(false);
    expect(done.booking!.status).toBe('CONFIRMED');
    expect(done.booking!.payments).toHaveLength(1);
    // Paid as shown: the amount, plus the credit-card fee shown before paying.
    expect(done.booking!.totals.paid.amountMinor).toBe(second.charge.amount.amountMinor);
    expect(done.booking!.totals.paidCardFees.amountMinor).toBe(second.charge.cardFee.amountMinor);
    expect(done.booking!.totals.paidIncludingFees.amountMinor).toBe(second.charge.total.amountMinor);
    expect(done.booking!.payments[0]!.total.amountMinor).toBe(second.charge.total.amountMinor);
    expect(agentOnlyValues(done)).toEqual([]);
    // replaying the same completion records nothing twice
    const replay = (
      await consumer.gql<CompleteData>(COMPLETE, {
        id: booking.groupBookingId,
        r: second.paymentReference,
        tx: approved.transactionId,
      })
    ).data!.completeCardPayment;
    expect(replay.booking!.payments).toHaveLength(1);
  });

  it("spends an attempt only on a new payment after a failure, at most 3 ('Max Attempts Reached...')", async () => {
    const consumer = new Client(gateway.url);
    const booking = await bookFor(consumer);
    const start = async () =>
      (await consumer.gql<StartData>(START, { id: booking.groupBookingId, o: 'FULL' })).data!
        .startCardPayment;
    const attempts = async () =>
      (await consumer.gql<{ booking: BookingData }>(BOOKING, { id: booking.groupBookingId })).data!.booking
        .paymentAttempts;

    // Opening the card page, then reloading it three times: one payment, one attempt.
    const opened = (await start()).session!;
    for (let reload = 0; reload < 3; reload += 1) {
      expect((await start()).session!.paymentReference).toBe(opened.paymentReference);
    }
    expect(await attempts()).toEqual({ used: 1, max: 3, canRetry: true });

    let current = opened;
    for (const used of [1, 2, 3]) {
      const declined = await payOnHostedPage(current.hostedPageUrl, '4000 0000 0000 0002');
      const failed = (
        await consumer.gql<CompleteData>(COMPLETE, {
          id: booking.groupBookingId,
          r: current.paymentReference,
          tx: declined.transactionId,
        })
      ).data!.completeCardPayment;
      expect(failed.paymentAttempts).toEqual({ used, max: 3, canRetry: used < 3 });
      const retry = await start();
      if (used < 3) current = retry.session!;
      else
        expect(retry.userErrors).toEqual([
          { code: 'MAX_ATTEMPTS_REACHED', message: MESSAGES.maxAttemptsReached },
        ]);
    }
    expect(await attempts()).toEqual({ used: 3, max: 3, canRetry: false });
  });

  it('counts a decline on the hosted page that never reached the gateway when the card page is reopened', async () => {
    const consumer = new Client(gateway.url);
    const booking = await bookFor(consumer);
    const start = async () =>
      (await consumer.gql<StartData>(START, { id: booking.groupBookingId, o: 'FULL' })).data!.startCardPayment
        .session!;
    const first = await start();
    await payOnHostedPage(first.hostedPageUrl, '4000 0000 0000 0002');
    const next = await start();
    expect(next.paymentReference).not.toBe(first.paymentReference);
    const read = (await consumer.gql<{ booking: BookingData }>(BOOKING, { id: booking.groupBookingId })).data!
      .booking;
    expect(read.paymentAttempts).toEqual({ used: 2, max: 3, canRetry: true });
  });

  it('refuses payments of bookings the caller may not see', async () => {
    const consumer = new Client(gateway.url);
    const booking = await bookFor(consumer);
    const stranger = (
      await new Client(gateway.url).gql<StartData>(START, { id: booking.groupBookingId, o: 'FULL' })
    ).data!.startCardPayment;
    expect(stranger).toEqual({
      session: null,
      userErrors: [{ code: 'BOOKING_NOT_FOUND', message: 'Booking not found.' }],
    });
  });
});

describe('one charge per balance: one open payment, completion checks what is outstanding', () => {
  const CANCEL = `mutation($id: ID!, $ids: [ID!]!) { cancelBookingPassengers(groupBookingId: $id, tripPassengerIds: $ids) {
    booking { groupBookingId } userErrors { code } } }`;
  const complete = (client: Client, id: string, r: string, tx: string) =>
    client.gql<CompleteData>(COMPLETE, { id, r, tx }).then((answer) => answer.data!.completeCardPayment);

  /** A multi-day booking for two adults departing in August: both FULL and DEPOSIT are offered. */
  async function multiDayBooking(client: Client): Promise<BookingData> {
    const { tourId, date, rooms } = await findMultiDayWithRooms(gateway.url, 8, ['ADULT', 'ADULT']);
    const basket = {
      passengers: [{ ageCategory: 'ADULT' }, { ageCategory: 'ADULT' }],
      trips: [{ tourId, departureDate: date, rooms }],
    };
    return (await client.gql<BookResult>(BOOK, { basket, key: newKey() })).data!.book.booking!;
  }

  it("two tabs share one open payment: the second tab's page says it is paid, and 20 completions commit once", async () => {
    const consumer = new Client(gateway.url);
    const booking = await bookFor(consumer, 2);
    const [tab1, tab2] = await Promise.all(
      [1, 2].map(
        async () =>
          (await consumer.gql<StartData>(START, { id: booking.groupBookingId, o: 'FULL' })).data!
            .startCardPayment.session!,
      ),
    );
    expect(tab2!.paymentReference).toBe(tab1!.paymentReference);
    const first = await payOnHostedPage(tab1!.hostedPageUrl, '4111 1111 1111 1111');
    const secondPage = await fetch(tab2!.hostedPageUrl);
    expect(secondPage.status).toBe(409);
    expect(await secondPage.text()).toContain('This payment has already been made');
    let answers: CompleteData['completeCardPayment'][] = [];
    const calls = await providerCallsDuring(sim.url, async () => {
      answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          complete(consumer, booking.groupBookingId, tab1!.paymentReference, first.transactionId),
        ),
      );
    });
    expect(calls.commitPayment).toBe(1);
    expect(answers.every((a) => a.userErrors.length === 0 && a.booking !== null)).toBe(true);
    const after = answers[0]!.booking!;
    expect(after.payments).toHaveLength(1);
    expect(after.totals.paidIncludingFees).toEqual(tab1!.charge.total);
    expect(after.totals.paid.amountMinor).toBe(booking.totals.total.amountMinor);
  });

  it('two card payments (full, then a deposit) both paid and completed: one payment committed', async () => {
    const consumer = new Client(gateway.url);
    const booking = await multiDayBooking(consumer);
    expect(booking.paymentOptions.map((o) => o.option)).toEqual(['FULL', 'DEPOSIT']);
    const start = async (o: string) =>
      (await consumer.gql<StartData>(START, { id: booking.groupBookingId, o })).data!.startCardPayment
        .session!;
    const full = await start('FULL');
    const deposit = await start('DEPOSIT');
    expect(deposit.paymentReference).not.toBe(full.paymentReference);
    const paidFull = await payOnHostedPage(full.hostedPageUrl, '4111 1111 1111 1111');
    const paidDeposit = await payOnHostedPage(deposit.hostedPageUrl, '4111 1111 1111 1111');
    let answers: CompleteData['completeCardPayment'][] = [];
    const calls = await providerCallsDuring(sim.url, async () => {
      answers = await Promise.all([
        complete(consumer, booking.groupBookingId, full.paymentReference, paidFull.transactionId),
        complete(consumer, booking.groupBookingId, deposit.paymentReference, paidDeposit.transactionId),
      ]);
    });
    expect(calls.commitPayment).toBe(1);
    // The superseded page's card was authorised and is not taken: the payer is told its hold remains.
    expect(answers[0]!.userErrors).toEqual([
      {
        code: 'PAYMENT_SUPERSEDED',
        message: cardHoldRemainsMessage(PAYMENT_REFUSALS.superseded, {
          amountMinor: full.charge.total.amountMinor,
          currency: booking.currency,
        }),
      },
    ]);
    expect(answers[1]!.userErrors).toEqual([]);
    const read = (await consumer.gql<{ booking: BookingData }>(BOOKING, { id: booking.groupBookingId })).data!
      .booking;
    expect(read.payments).toHaveLength(1);
    expect(read.totals.paid).toEqual(deposit.charge.amount);
    // Changing the option is not a retry: no attempt was spent on it.
    expect(read.paymentAttempts.used).toBe(0);
  });

  it('a payment no longer due is not taken: part-cancelled or paid another way since it started', async () => {
    const consumer = new Client(gateway.url);
    const booking = await bookFor(consumer, 2);
    const started = (await consumer.gql<StartData>(START, { id: booking.groupBookingId, o: 'FULL' })).data!
      .startCardPayment.session!;
    const cancel = await consumer.gql<{ cancelBookingPassengers: { userErrors: unknown[] } }>(CANCEL, {
      id: booking.groupBookingId,
      ids: [booking.trips[0]!.passengers[1]!.tripPassengerId],
    });
    expect(cancel.data!.cancelBookingPassengers.userErrors).toEqual([]);
    const paid = await payOnHostedPage(started.hostedPageUrl, '4111 1111 1111 1111');
    let answer!: CompleteData['completeCardPayment'];
    const calls = await providerCallsDuring(sim.url, async () => {
      answer = await complete(consumer, booking.groupBookingId, started.paymentReference, paid.transactionId);
    });
    expect(calls.commitPayment).toBeUndefined();
    expect(answer.userErrors).toEqual([
      {
        code: 'AMOUNT_CHANGED',
        message: cardHoldRemainsMessage(PAYMENT_REFUSALS.amountChanged, {
          amountMinor: started.charge.total.amountMinor,
          currency: booking.currency,
        }),
      },
    ]);
    expect(answer.booking!.totals.paid.amountMinor).toBe(0);
    // The new amount gets a new payment, and that costs no attempt.
    const next = (await consumer.gql<StartData>(START, { id: booking.groupBookingId, o: 'FULL' })).data!
      .startCardPayment.session!;
    expect(next.charge.amount).toEqual(answer.booking!.totals.balance);
    expect(next.charge.amount.amountMinor).toBeLessThan(started.charge.amount.amountMinor);
    expect(answer.booking!.paymentAttempts.used).toBe(1);

    const agent = new Client(gateway.url);
    await agent.logInAgent('demo-agent');
    const agencyBooking = await bookFor(agent);
    const card = (await agent.gql<StartData>(START, { id: agencyBooking.groupBookingId, o: 'FULL' })).data!
      .startCardPayment.session!;
    const onAccount = await agent.gql<{ payByAgentMethod: { userErrors: unknown[] } }>(
      `mutation($id: ID!) { payByAgentMethod(groupBookingId: $id, method: "ACC", agentReference: "PO-9", option: FULL) { userErrors { code } } }`,
      { id: agencyBooking.groupBookingId },
    );
    expect(onAccount.data!.payByAgentMethod.userErrors).toEqual([]);
    const cardPaid = await payOnHostedPage(card.hostedPageUrl, '4111 1111 1111 1111');
    const refused = await complete(
      agent,
      agencyBooking.groupBookingId,
      card.paymentReference,
      cardPaid.transactionId,
    );
    expect(refused.userErrors.map((e) => e.code)).toEqual(['NOTHING_OUTSTANDING']);
    expect(refused.booking!.payments.map((p) => p.method)).toEqual(['ACC']);
  });
});

describe('payment links and agent payments (seed 001 §5 Agent payment, §2 paylink)', () => {
  const LINK = `mutation($id: ID!) { createPaymentLink(groupBookingId: $id) { path expiresAt userErrors { code message } } }`;
  const PAY = `${BOOKING_FIELDS}
  mutation($id: ID!, $m: String!, $r: String!, $o: PaymentOption!) { payByAgentMethod(groupBookingId: $id, method: $m, agentReference: $r, option: $o) {
    booking { ...BookingFields } userErrors { code field message } } }`;

  it('lets a consumer open and pay one agency booking with a signed link, without nett or commission', async () => {
    const agent = new Client(gateway.url);
    await agent.logInAgent('demo-agent');
    const booking = await bookFor(agent);
    const link = (
      await agent.gql<{ createPaymentLink: { path: string; expiresAt: string } }>(LINK, {
        id: booking.groupBookingId,
      })
    ).data!.createPaymentLink;
    expect(link.path).toContain('paylink');
    const token = new URL(link.path, 'http://x').searchParams.get('paylink')!;
    const consumer = new Client(gateway.url);
    expect(
      (await consumer.gql<{ booking: unknown }>(BOOKING, { id: booking.groupBookingId })).data!.booking,
    ).toBeNull();
    const tampered = token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect(
      (await consumer.gql<{ booking: unknown }>(BOOKING, { id: booking.groupBookingId, token: tampered }))
        .data!.booking,
    ).toBeNull();
    const opened = await consumer.gql<{ booking: BookingData }>(BOOKING, {
      id: booking.groupBookingId,
      token,
    });
    expect(opened.data!.booking.groupBookingId).toBe(booking.groupBookingId);
    expect(agentOnlyValues(opened)).toEqual([]);
    const session = (
      await consumer.gql<StartData>(START, { id: booking.groupBookingId, o: 'FULL', t: token })
    ).data!.startCardPayment.session!;
    const approved = await payOnHostedPage(session.hostedPageUrl, '4111 1111 1111 1111');
    const done = (
      await consumer.gql<CompleteData>(COMPLETE, {
        id: booking.groupBookingId,
        r: session.paymentReference,
        tx: approved.transactionId,
        t: token,
      })
    ).data!.completeCardPayment;
    expect(done.booking!.balanceOutstanding).toBe(false);
    expect(agentOnlyValues(done)).toEqual([]);
    // the token opens that booking only
    const other = await bookFor(agent);
    expect(
      (await consumer.gql<{ booking: unknown }>(BOOKING, { id: other.groupBookingId, token })).data!.booking,
    ).toBeNull();
    expect((await consumer.gql(LINK, { id: other.groupBookingId })).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
  });

  it("pays by an agent method with a required reference ('Please enter an agent reference.')", async () => {
    const agent = new Client(gateway.url);
    await agent.logInAgent('demo-agent');
    const booking = await bookFor(agent);
    type R = {
      payByAgentMethod: {
        booking: BookingData | null;
        userErrors: { code: string; field: string[]; message: string }[];
      };
    };
    const missing = (await agent.gql<R>(PAY, { id: booking.groupBookingId, m: 'ACC', r: ' ', o: 'FULL' }))
      .data!.payByAgentMethod;
    expect(missing.userErrors).toEqual([
      {
        code: 'AGENT_REFERENCE_REQUIRED',
        field: ['agentReference'],
        message: MESSAGES.agentReferenceRequired,
      },
    ]);
    const paid = (await agent.gql<R>(PAY, { id: booking.groupBookingId, m: 'ACC', r: 'PO-1234', o: 'FULL' }))
      .data!.payByAgentMethod;
    expect(paid.userErrors).toEqual([]);
    expect(paid.booking!.status).toBe('CONFIRMED');
    expect((paid.booking as unknown as { agentReference: string }).agentReference).toBe('PO-1234');
    const consumer = new Client(gateway.url);
    expect(
      (await consumer.gql(PAY, { id: booking.groupBookingId, m: 'ACC', r: 'x', o: 'FULL' })).errors?.[0]
        ?.extensions?.code,
    ).toBe('FORBIDDEN');
  });

  it('subscribes consumers to the newsletter, never agents; failures are not shown', async () => {
    const SUB = `mutation($e: String!) { subscribeNewsletter(email: $e, firstName: "Ailsa", lastName: "Munro") { accepted userErrors { code field message retryAfterSeconds } } }`;
    type Sub = {
      subscribeNewsletter: {
        accepted: boolean;
        userErrors: {
          code: string;
          field: string[] | null;
          message: string;
          retryAfterSeconds: number | null;
        }[];
      };
    };
    const consumer = new Client(gateway.url);
    expect((await consumer.gql<Sub>(SUB, { e: 'ailsa@example.com' })).data!.subscribeNewsletter).toEqual({
      accepted: true,
      userErrors: [],
    });
    const outbox = (await (await fetch(`${sim.url}/_sim/outbox`)).json()) as { messages: unknown[] };
    expect(JSON.stringify(outbox.messages)).toContain('ailsa@example.com');
    // The checkout's e-mail rule: a dotted domain, no spaces; the field named with the spec's message.
    for (const bad of ['not-an-email', 'ailsa@localhost', 'ailsa munro@example.com', '']) {
      expect((await consumer.gql<Sub>(SUB, { e: bad })).data!.subscribeNewsletter, bad).toEqual({
        accepted: false,
        userErrors: [
          {
            code: 'INVALID_EMAIL',
            field: ['email'],
            message: 'Please enter your email address.',
            retryAfterSeconds: null,
          },
        ],
      });
    }
    expect(JSON.stringify((await (await fetch(`${sim.url}/_sim/outbox`)).json()) as unknown)).not.toContain(
      'ailsa@localhost',
    );
    const agent = new Client(gateway.url);
    await agent.logInAgent('demo-agent');
    expect(
      (await agent.gql<{ subscribeNewsletter: { accepted: boolean } }>(SUB, { e: 'agent@example.com' })).data!
        .subscribeNewsletter.accepted,
    ).toBe(false);
  });

  it('throttles newsletter sign-ups per e-mail address, even ten at once, leaving other addresses alone', async () => {
    const SUB = `mutation($e: String!) { subscribeNewsletter(email: $e) { accepted userErrors { code field message retryAfterSeconds } } }`;
    type Sub = {
      subscribeNewsletter: {
        accepted: boolean;
        userErrors: { code: string; field: string[]; message: string; retryAfterSeconds: number }[];
      };
    };
    const address = `flood-${Date.now()}@example.com`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => new Client(gateway.url).gql<Sub>(SUB, { e: address })),
    );
    const results = answers.map((a) => a.data!.subscribeNewsletter);
    expect(results.filter((r) => r.accepted)).toHaveLength(3);
    const refused = results.filter((r) => !r.accepted);
    expect(refused).toHaveLength(7);
    for (const r of refused) {
      expect(r.userErrors[0]).toMatchObject({ code: 'NEWSLETTER_THROTTLED', field: ['email'] });
      expect(r.userErrors[0]!.message).toMatch(/^Too many sign-ups .* Please try again in \d+ minute/);
      expect(r.userErrors[0]!.retryAfterSeconds).toBeGreaterThan(0);
    }
    const other = await new Client(gateway.url).gql<Sub>(SUB, { e: `other-${Date.now()}@example.com` });
    expect(other.data!.subscribeNewsletter.accepted).toBe(true);
  });
});
