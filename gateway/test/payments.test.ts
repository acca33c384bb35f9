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
  type BookingData,
  type BookResult,
} from './support/seed-kit.js';
import { startTestSimulator, type Simulator } from './support/simulator.js';

let sim: Simulator;
let gateway: RunningGateway;
let tour: { tourId: string; dates: string[] };
let dateIndex = 0;

beforeAll(async () => {
  sim = await startTestSimulator();
  gateway = await startTestGateway({ PROVIDER_API_URL: sim.url, PROVIDER_PAYMENT_URL: sim.url });
  tour = await findDayTour(gateway.url, 3);
});
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
  session { paymentReference hostedPageUrl redirectUrl messageOrigin successUrl cancellationUrl failureUrl option amount { amountMinor } }
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
      amount: { amountMinor: number };
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
    userErrors: { code: string }[];
  };
}

/** What the browser does on the hosted page: load it, read its submit URL, post the card form. */
async function payOnHostedPage(
  pageUrl: string,
  cardNumber: string,
): Promise<{ transactionId: string; paymentSuccessful: boolean }> {
  const html = await (await fetch(pageUrl)).text();
  expect(html).toContain('label for="card_number"');
  const config = JSON.parse(/var cfg = (\{.*?\});/s.exec(html)![1]!) as { submitUrl: string };
  const response = await fetch(new URL(config.submitUrl, pageUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      cardholder_name: 'Ailsa Munro',
      card_number: cardNumber,
      expiry: '12/30',
      cvc: '123',
    }),
  });
  return (await response.json()) as { transactionId: string; paymentSuccessful: boolean };
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
    expect(first.amount.amountMinor).toBe(booking.totals.balance.amountMinor);
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

  it("allows at most 3 attempts per booking ('Max Attempts Reached...')", async () => {
    const consumer = new Client(gateway.url);
    const booking = await bookFor(consumer);
    const attempts: StartData['startCardPayment'][] = [];
    for (let i = 0; i < 4; i += 1) {
      attempts.push(
        (await consumer.gql<StartData>(START, { id: booking.groupBookingId, o: 'FULL' })).data!
          .startCardPayment,
      );
    }
    expect(attempts.slice(0, 3).every((a) => a.session !== null)).toBe(true);
    expect(attempts[3]!.userErrors).toEqual([
      { code: 'MAX_ATTEMPTS_REACHED', message: MESSAGES.maxAttemptsReached },
    ]);
    const read = (await consumer.gql<{ booking: BookingData }>(BOOKING, { id: booking.groupBookingId })).data!
      .booking;
    expect(read.paymentAttempts).toEqual({ used: 3, max: 3, canRetry: false });
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
    const SUB = `mutation($e: String!) { subscribeNewsletter(email: $e, firstName: "Ailsa", lastName: "Munro") { accepted } }`;
    const consumer = new Client(gateway.url);
    expect(
      (await consumer.gql<{ subscribeNewsletter: { accepted: boolean } }>(SUB, { e: 'ailsa@example.com' }))
        .data!.subscribeNewsletter.accepted,
    ).toBe(true);
    const outbox = (await (await fetch(`${sim.url}/_sim/outbox`)).json()) as { messages: unknown[] };
    expect(JSON.stringify(outbox.messages)).toContain('ailsa@example.com');
    expect(
      (await consumer.gql<{ subscribeNewsletter: { accepted: boolean } }>(SUB, { e: 'not-an-email' })).data!
        .subscribeNewsletter.accepted,
    ).toBe(true);
    const agent = new Client(gateway.url);
    await agent.logInAgent('demo-agent');
    expect(
      (await agent.gql<{ subscribeNewsletter: { accepted: boolean } }>(SUB, { e: 'agent@example.com' })).data!
        .subscribeNewsletter.accepted,
    ).toBe(false);
  });
});
