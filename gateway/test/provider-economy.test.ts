/**
 * Provider economy of the booking journey (B2): provider calls per mutation read from /_sim/stats,
 * no duplicate call within one GraphQL request (recording proxy), the session's booking memo and its
 * invalidation, quotes shared between visitors until a booking changes the capacity of their months, and the cold
 * tour-details screen: each provider question once, in two waves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../src/server.js';
import { startTestGateway } from './support/gateway.js';
import { QUOTE, TOUR_DETAILS, TOUR_DETAILS_VARIABLES } from './support/queries.js';
import { startRecordingProxy, type RecordingProxy } from './support/recording-proxy.js';
import {
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
import { providerCallsDuring, startTestSimulator, type Simulator } from './support/simulator.js';

let sim: Simulator;
let proxy: RecordingProxy;
let gateway: RunningGateway;
let tour: { tourId: string; dates: string[] };
let dateIndex = 0;
const nextDate = () => tour.dates[dateIndex++ % tour.dates.length]!;

beforeAll(async () => {
  sim = await startTestSimulator();
  proxy = await startRecordingProxy(sim.url);
  gateway = await startTestGateway({ PROVIDER_API_URL: proxy.url, PROVIDER_PAYMENT_URL: sim.url });
  tour = await findDayTour(gateway.url, 4);
});
afterAll(async () => {
  await gateway?.close();
  await proxy?.close();
  await sim?.close();
});

const PASSENGERS = `${BOOKING_FIELDS}
mutation($id: ID!, $passengers: [PassengerInput!]!) { updateBookingPassengers(groupBookingId: $id, passengers: $passengers) {
  booking { ...BookingFields } userErrors { code message } } }`;
const NOTE = `${BOOKING_FIELDS}
mutation($id: ID!, $note: String!) { addBookingNote(groupBookingId: $id, type: OTHER, note: $note) {
  booking { ...BookingFields } userErrors { code message } } }`;
const START = `mutation($id: ID!, $t: String) { startCardPayment(groupBookingId: $id, option: FULL, paymentLinkToken: $t) {
  session { paymentReference hostedPageUrl charge { amount { amountMinor } } } userErrors { code message } } }`;
const COMPLETE = `${BOOKING_FIELDS}
mutation($id: ID!, $r: String!, $tx: String!, $t: String) { completeCardPayment(groupBookingId: $id, paymentReference: $r, transactionId: $tx, paymentLinkToken: $t) {
  booking { ...BookingFields } failureReason userErrors { code message } } }`;
const LINK = `mutation($id: ID!) { createPaymentLink(groupBookingId: $id) { path userErrors { code } } }`;

type PassengersData = {
  updateBookingPassengers: { booking: BookingData | null; userErrors: { code: string }[] };
};
type StartData = {
  startCardPayment: {
    session: {
      paymentReference: string;
      hostedPageUrl: string;
      charge: { amount: { amountMinor: number } };
    } | null;
    userErrors: { code: string }[];
  };
};
type CompleteData = {
  completeCardPayment: {
    booking: BookingData | null;
    failureReason: string | null;
    userErrors: { code: string }[];
  };
};
type QuoteData = {
  quote: { quote: { total: { amountMinor: number } } | null; userErrors: { code: string }[] };
};

/** Every passenger of a booking with the details a consumer must give. */
function completeDetails(booking: BookingData) {
  return booking.guests.map((g, i) => ({
    passengerId: g.passengerId,
    firstName: i ? 'Rory' : 'Ailsa',
    familyName: 'Munro',
    email: 'ailsa.munro@example.com',
    gender: i ? 'MALE' : 'FEMALE',
    dateOfBirth: `1980-05-0${i + 1}`,
    nationality: 'GB',
    telephoneCountryCode: '+44',
    telephoneNumber: '7700900123',
    emergencyContact: 'Morag Munro',
    emergencyCountryCode: '+44',
    emergencyNumber: '7700900456',
    postCode: 'EH1 1AA',
  }));
}

/** The hosted card page as a browser uses it: load it and submit a card. */
async function payOnHostedPage(pageUrl: string): Promise<string> {
  const html = await (await fetch(pageUrl)).text();
  const config = JSON.parse(/var cfg = (\{.*?\});/s.exec(html)![1]!) as { submitUrl: string };
  const answer = await fetch(new URL(config.submitUrl, pageUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      cardholder_name: 'Ailsa Munro',
      card_number: '4111 1111 1111 1111',
      expiry: '12/30',
      cvc: '123',
    }),
  });
  return ((await answer.json()) as { transactionId: string }).transactionId;
}

/** Provider request lines (`METHOD /path`) the gateway sent more than once while `action` ran. */
async function repeatedDuring(action: () => Promise<unknown>): Promise<string[]> {
  const from = proxy.requests.length;
  await action();
  const lines = proxy.requests.slice(from);
  return lines.filter((line, i) => lines.indexOf(line) !== i);
}

describe('provider calls of the consumer booking journey', () => {
  it('book, passengers, start and complete call only their own provider operation, never loadBooking', async () => {
    const consumer = new Client(gateway.url);
    await consumer.startSession();
    let booked!: BookResult['book'];
    const bookCalls = await providerCallsDuring(sim.url, async () => {
      booked = (
        await consumer.gql<BookResult>(BOOK, {
          basket: dayTourBasket(tour.tourId, nextDate(), 2),
          key: newKey(),
        })
      ).data!.book;
    });
    expect(booked.userErrors).toEqual([]);
    const booking = booked.booking!;
    expect(booking.guests).toHaveLength(2);
    expect(bookCalls).toEqual({ createBooking: 1 });

    let updated!: PassengersData['updateBookingPassengers'];
    const passengerCalls = await providerCallsDuring(sim.url, async () => {
      updated = (
        await consumer.gql<PassengersData>(PASSENGERS, {
          id: booking.groupBookingId,
          passengers: completeDetails(booking),
        })
      ).data!.updateBookingPassengers;
    });
    expect(updated.userErrors).toEqual([]);
    expect(updated.booking!.guests.every((g) => g.isComplete)).toBe(true);
    expect(passengerCalls).toEqual({ updateBooking: 1 });

    let started!: StartData['startCardPayment'];
    const startCalls = await providerCallsDuring(sim.url, async () => {
      started = (await consumer.gql<StartData>(START, { id: booking.groupBookingId })).data!.startCardPayment;
    });
    expect(started.userErrors).toEqual([]);
    expect(started.session!.charge.amount.amountMinor).toBe(booking.totals.balance.amountMinor);
    expect(startCalls.loadBooking).toBeUndefined();
    expect(startCalls.initialisePayment).toBe(1);

    const transactionId = await payOnHostedPage(started.session!.hostedPageUrl);
    let completed!: CompleteData['completeCardPayment'];
    const completeCalls = await providerCallsDuring(sim.url, async () => {
      completed = (
        await consumer.gql<CompleteData>(COMPLETE, {
          id: booking.groupBookingId,
          r: started.session!.paymentReference,
          tx: transactionId,
        })
      ).data!.completeCardPayment;
    });
    expect(completed.userErrors).toEqual([]);
    expect(completed.booking!.status).toBe('CONFIRMED');
    expect(completed.booking!.balanceOutstanding).toBe(false);
    expect(completed.booking!.payments).toHaveLength(1);
    // Before the commit the booking's payments are read again from the provider (a capture made elsewhere since
    // the payment started is refused, never captured twice); the booking itself is not reloaded.
    expect(completeCalls).toEqual({ getPaymentSession: 1, commitPayment: 1 });

    // The confirmation page's read is what the commit answered, without asking the provider again.
    let read!: BookingData;
    const readCalls = await providerCallsDuring(sim.url, async () => {
      read = (await consumer.gql<{ booking: BookingData }>(BOOKING, { id: booking.groupBookingId })).data!
        .booking;
    });
    expect(readCalls).toEqual({});
    expect(read.payments).toHaveLength(1);
    expect(read.guests.map((g) => g.firstName)).toEqual(['Ailsa', 'Rory']);
  });

  it('a replayed book (same key and basket) answers the same booking without booking again', async () => {
    const consumer = new Client(gateway.url);
    const basket = dayTourBasket(tour.tourId, nextDate(), 1);
    const key = newKey();
    const first = (await consumer.gql<BookResult>(BOOK, { basket, key })).data!.book.booking!;
    let replay!: BookResult['book'];
    const calls = await providerCallsDuring(sim.url, async () => {
      replay = (await consumer.gql<BookResult>(BOOK, { basket, key })).data!.book;
    });
    expect(replay.booking!.groupBookingId).toBe(first.groupBookingId);
    expect(replay.booking!.totals).toEqual(first.totals);
    expect(calls.createBooking).toBeUndefined();
  });

  it('completeCardPayment makes no provider call twice in one request, for consumers and agents', async () => {
    for (const agent of [false, true]) {
      const client = new Client(gateway.url);
      if (agent) await client.logInAgent('demo-agent');
      const booking = (
        await client.gql<BookResult>(BOOK, {
          basket: dayTourBasket(tour.tourId, nextDate(), 1),
          key: newKey(),
        })
      ).data!.book.booking!;
      const session = (await client.gql<StartData>(START, { id: booking.groupBookingId })).data!
        .startCardPayment.session!;
      const transactionId = await payOnHostedPage(session.hostedPageUrl);
      let completed!: CompleteData['completeCardPayment'];
      const repeated = await repeatedDuring(async () => {
        completed = (
          await client.gql<CompleteData>(COMPLETE, {
            id: booking.groupBookingId,
            r: session.paymentReference,
            tx: transactionId,
          })
        ).data!.completeCardPayment;
      });
      expect(completed.booking!.balanceOutstanding).toBe(false);
      expect(repeated).toEqual([]);
    }
  });

  it('refuses to complete a payment for a booking of another session, before any provider call', async () => {
    const owner = new Client(gateway.url);
    const booking = (
      await owner.gql<BookResult>(BOOK, { basket: dayTourBasket(tour.tourId, nextDate(), 1), key: newKey() })
    ).data!.book.booking!;
    const session = (await owner.gql<StartData>(START, { id: booking.groupBookingId })).data!.startCardPayment
      .session!;
    const transactionId = await payOnHostedPage(session.hostedPageUrl);
    const stranger = new Client(gateway.url);
    await stranger.startSession();
    let answer!: CompleteData['completeCardPayment'];
    const calls = await providerCallsDuring(sim.url, async () => {
      answer = (
        await stranger.gql<CompleteData>(COMPLETE, {
          id: booking.groupBookingId,
          r: session.paymentReference,
          tx: transactionId,
        })
      ).data!.completeCardPayment;
    });
    expect(answer.userErrors.map((e) => e.code)).toEqual(['BOOKING_NOT_FOUND']);
    expect(calls).toEqual({});
    const other = new Client(gateway.url);
    await other.logInAgent('heather-agent');
    const agentAnswer = (
      await other.gql<CompleteData>(COMPLETE, {
        id: booking.groupBookingId,
        r: session.paymentReference,
        tx: transactionId,
      })
    ).data!.completeCardPayment;
    expect(agentAnswer.userErrors.map((e) => e.code)).toEqual(['BOOKING_NOT_FOUND']);
  });
});

describe("the session's booking memo", () => {
  it('is never used by another session, and a write through any session invalidates it', async () => {
    const first = new Client(gateway.url);
    await first.logInAgent('demo-agent');
    const second = new Client(gateway.url);
    await second.logInAgent('demo-agent');
    const booking = (
      await first.gql<BookResult>(BOOK, { basket: dayTourBasket(tour.tourId, nextDate(), 1), key: newKey() })
    ).data!.book.booking!;

    // The other session has no memo of it: its first change reads the booking.
    const secondCalls = await providerCallsDuring(sim.url, () =>
      second.gql(NOTE, { id: booking.groupBookingId, note: 'Vegetarian meals please' }),
    );
    expect(secondCalls).toEqual({ loadBooking: 1, updateBooking: 1 });

    // That write made the first session's memo (from book) stale: it reads again, and sees the note.
    let noted!: BookingData;
    const firstCalls = await providerCallsDuring(sim.url, async () => {
      noted = (
        await first.gql<{ addBookingNote: { booking: BookingData } }>(NOTE, {
          id: booking.groupBookingId,
          note: 'Window seat',
        })
      ).data!.addBookingNote.booking;
    });
    expect(firstCalls).toEqual({ loadBooking: 1, updateBooking: 1 });
    expect(noted.notes.map((n) => n.note)).toEqual(['Vegetarian meals please', 'Window seat']);

    // A read by the second session after the first one's write asks the provider too, and sees both notes.
    let read!: BookingData;
    const readCalls = await providerCallsDuring(sim.url, async () => {
      read = (await second.gql<{ booking: BookingData }>(BOOKING, { id: booking.groupBookingId })).data!
        .booking;
    });
    expect(readCalls).toEqual({ loadBooking: 1 });
    expect(read.notes).toHaveLength(2);

    // Its own write's answer is its memo now: the next change reads nothing first.
    const again = await providerCallsDuring(sim.url, () =>
      first.gql(NOTE, { id: booking.groupBookingId, note: 'Late arrival' }),
    );
    expect(again).toEqual({ updateBooking: 1 });
  });

  it("a payment-link payer's completion invalidates the agent's memo (outstanding read fresh)", async () => {
    const agent = new Client(gateway.url);
    await agent.logInAgent('demo-agent');
    const booking = (
      await agent.gql<BookResult>(BOOK, { basket: dayTourBasket(tour.tourId, nextDate(), 1), key: newKey() })
    ).data!.book.booking!;
    const path = (
      await agent.gql<{ createPaymentLink: { path: string } }>(LINK, { id: booking.groupBookingId })
    ).data!.createPaymentLink.path;
    const token = new URL(path, 'http://x').searchParams.get('paylink')!;
    const payer = new Client(gateway.url);
    const session = (await payer.gql<StartData>(START, { id: booking.groupBookingId, t: token })).data!
      .startCardPayment.session!;
    const transactionId = await payOnHostedPage(session.hostedPageUrl);
    const paid = (
      await payer.gql<CompleteData>(COMPLETE, {
        id: booking.groupBookingId,
        r: session.paymentReference,
        tx: transactionId,
        t: token,
      })
    ).data!.completeCardPayment;
    expect(paid.booking!.balanceOutstanding).toBe(false);
    const link = (
      await agent.gql<{ createPaymentLink: { userErrors: { code: string }[] } }>(LINK, {
        id: booking.groupBookingId,
      })
    ).data!.createPaymentLink;
    expect(link.userErrors.map((e) => e.code)).toEqual(['NOTHING_OUTSTANDING']);
  });
});

describe('shared quotes', () => {
  it('answers an identical quote of another visitor from the cache until a booking changes its month', async () => {
    const date = nextDate();
    const basket = dayTourBasket(tour.tourId, date, 2);
    const first = new Client(gateway.url);
    const cold = await providerCallsDuring(sim.url, () => first.gql(QUOTE, { basket }));
    expect(cold.quoteBooking).toBe(1);
    let shared!: QuoteData['quote'];
    const warm = await providerCallsDuring(sim.url, async () => {
      shared = (await new Client(gateway.url).gql<QuoteData>(QUOTE, { basket })).data!.quote;
    });
    expect(warm).toEqual({});
    expect(shared.quote!.total.amountMinor).toBeGreaterThan(0);

    // Another party size or a promo code is another quote.
    const other = await providerCallsDuring(sim.url, () =>
      first.gql(QUOTE, { basket: dayTourBasket(tour.tourId, date, 3) }),
    );
    expect(other.quoteBooking).toBe(1);
    const promo = await providerCallsDuring(sim.url, () =>
      first.gql(QUOTE, { basket: dayTourBasket(tour.tourId, date, 2, { promoCode: 'SUMMER10' }) }),
    );
    expect(promo.quoteBooking).toBe(1);

    // A booking in that tour-month invalidates it, like capacity.
    await new Client(gateway.url).gql(BOOK, { basket: dayTourBasket(tour.tourId, date, 1), key: newKey() });
    const after = await providerCallsDuring(sim.url, () => new Client(gateway.url).gql(QUOTE, { basket }));
    expect(after.quoteBooking).toBe(1);
  });

  it('is never shared between consumers and agents, nor between agencies', async () => {
    const basket = dayTourBasket(tour.tourId, nextDate(), 1);
    await new Client(gateway.url).gql(QUOTE, { basket });
    const agent = new Client(gateway.url);
    await agent.logInAgent('demo-agent');
    const agentCalls = await providerCallsDuring(sim.url, () => agent.gql(QUOTE, { basket }));
    expect(agentCalls.quoteBooking).toBe(1);
    const otherAgency = new Client(gateway.url);
    await otherAgency.logInAgent('heather-agent');
    const otherCalls = await providerCallsDuring(sim.url, () => otherAgency.gql(QUOTE, { basket }));
    expect(otherCalls.quoteBooking).toBe(1);
    const sameAgency = new Client(gateway.url);
    await sameAgency.logInAgent('demo-agent');
    const sameCalls = await providerCallsDuring(sim.url, () => sameAgency.gql(QUOTE, { basket }));
    expect(sameCalls.quoteBooking).toBeUndefined();
  });
});

describe('shared add-on availability', () => {
  it('is shared between visitors until a booking changes the tour-month', async () => {
    const date = nextDate();
    const ADD_ONS = `query($tourId: ID!, $date: Date!) { tour(tourId: $tourId) {
      addOnGroups(departureDate: $date, passengers: [ADULT]) { name addOns { departureDate } } } }`;
    const read = () => new Client(gateway.url).gql(ADD_ONS, { tourId: tour.tourId, date });
    const cold = await providerCallsDuring(sim.url, read);
    expect(cold.getSalesAddOns).toBe(1);
    const warm = await providerCallsDuring(sim.url, read);
    expect(warm.getSalesAddOns).toBeUndefined();

    await new Client(gateway.url).gql(BOOK, { basket: dayTourBasket(tour.tourId, date, 1), key: newKey() });
    const after = await providerCallsDuring(sim.url, read);
    expect(after.getSalesAddOns).toBe(1);
  });
});

describe('BOOKING_MEMO_TTL_SECONDS=0', () => {
  it('turns the memo off: every change and read loads the booking first', async () => {
    const plain = await startTestGateway({
      PROVIDER_API_URL: sim.url,
      PROVIDER_PAYMENT_URL: sim.url,
      BOOKING_MEMO_TTL_SECONDS: '0',
    });
    try {
      const consumer = new Client(plain.url);
      const booking = (
        await consumer.gql<BookResult>(BOOK, {
          basket: dayTourBasket(tour.tourId, nextDate(), 1),
          key: newKey(),
        })
      ).data!.book.booking!;
      const change = await providerCallsDuring(sim.url, () =>
        consumer.gql(NOTE, { id: booking.groupBookingId, note: 'Window seat' }),
      );
      expect(change).toEqual({ loadBooking: 1, updateBooking: 1 });
      const read = await providerCallsDuring(sim.url, () =>
        consumer.gql(BOOKING, { id: booking.groupBookingId }),
      );
      expect(read).toEqual({ loadBooking: 1 });
    } finally {
      await plain.close();
    }
  });
});

describe('the cold tour-details screen', () => {
  it('asks each provider question once, in two waves: the pick-up run as soon as the product answers', async () => {
    // 40 ms per provider call and hedged reads, as in production: a hedge would show as a repeated line.
    await fetch(`${sim.url}/_sim/faults`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ latencyMs: 40, jitterMs: 0 }),
    });
    const cold = await startTestGateway({
      PROVIDER_API_URL: proxy.url,
      PROVIDER_PAYMENT_URL: sim.url,
      PROVIDER_HEDGE_READS: 'true',
      PROVIDER_READ_RETRIES: '2',
    });
    try {
      const from = proxy.requests.length;
      type Details = { tour: { name: string; addOnGroups: { addOns: { tour: { name: string } }[] }[] } };
      const answer = await new Client(cold.url).gql<Details>(TOUR_DETAILS, TOUR_DETAILS_VARIABLES);
      expect(answer.data!.tour.name).toBeTruthy();
      const addOns = answer.data!.tour.addOnGroups.flatMap((group) => group.addOns);
      expect(addOns.length).toBeGreaterThan(0);
      // The add-ons' names come with the add-ons: no product load for them.
      expect(addOns.every((addOn) => addOn.tour.name.length > 0)).toBe(true);
      const lines = proxy.requests.slice(from).map((line) => line.replace('/api/v1.3/consumer', ''));
      expect(lines).toHaveLength(new Set(lines).size);
      // First wave: what depends on the tour id alone, all at once.
      expect(lines.slice(0, 4).sort()).toEqual(
        [
          'GET /products/details?ids=LNE',
          'GET /products/LNE/sales_group',
          'GET /products/LNE/capacity/2026/6',
          'GET /products/LNE/add_ons?departure_date=2026-06-10',
        ].sort(),
      );
      // Second wave: the pick-up run (its id comes with the product) and the sales group's members' products.
      expect(lines.slice(4).sort()).toEqual(
        ['GET /pickups/101', 'GET /products/details?ids=LNEC%2CLNEU'].sort(),
      );
    } finally {
      await cold.close();
      await fetch(`${sim.url}/_sim/faults`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
    }
  });

  it("asks for the sales group's members' products only when their prices are selected", async () => {
    const cold = await startTestGateway({ PROVIDER_API_URL: proxy.url, PROVIDER_PAYMENT_URL: sim.url });
    try {
      const from = proxy.requests.length;
      type Group = { tour: { salesGroup: { products: { tourId: string; name: string }[] } } };
      const answer = await new Client(cold.url).gql<Group>(
        `query($id: ID!) { tour(tourId: $id) { name salesGroup { products { tourId name } } } }`,
        { id: 'LNE' },
      );
      expect(answer.data!.tour.salesGroup.products.map((p) => p.tourId)).toEqual(['LNE', 'LNEC', 'LNEU']);
      const lines = proxy.requests.slice(from).map((line) => line.replace('/api/v1.3/consumer', ''));
      expect(lines.sort()).toEqual(['GET /products/details?ids=LNE', 'GET /products/LNE/sales_group'].sort());
    } finally {
      await cold.close();
    }
  });
});
