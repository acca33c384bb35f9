/**
 * Money that adds up (seed 000 §2-§3, seed 001 §2 Trip summary, Booking page, Confirmation): for a seeded mix of
 * bookings (a day tour with a promo code and an add-on, a multi-day tour with a child and a room paid by deposit
 * then balance, a part-cancelled agent booking), every money block the gateway answers (quote, quoted and booked
 * trips, booking totals, card charges of the payment options) has lines whose summands less subtrahends are its
 * total in minor units, and its figures match the provider's own booking; what a card is charged is shown before it
 * is charged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../src/server.js';
import { startTestGateway } from './support/gateway.js';
import { QUOTE } from './support/queries.js';
import {
  BOOK,
  BOOKING_FIELDS,
  Client,
  newKey,
  openDays,
  type BookingData,
  type BookResult,
  type ChargeData,
  findMultiDayWithRooms,
  type MoneyLineData,
  payOnHostedPage,
} from './support/seed-kit.js';
import { startTestSimulator, type Simulator } from './support/simulator.js';

let sim: Simulator;
let gateway: RunningGateway;

beforeAll(async () => {
  sim = await startTestSimulator();
  gateway = await startTestGateway({ PROVIDER_API_URL: sim.url, PROVIDER_PAYMENT_URL: sim.url });
});
afterAll(async () => {
  await gateway?.close();
  await sim?.close();
});

const minor = (value: number) => Math.round(value * 100);

/**
 * Asserts a block of lines adds up to `total`: its SUMMAND amounts less its SUBTRAHEND amounts are its one TOTAL
 * line's amount, which is `total`, in minor units; `kinds` is the block's kinds in order.
 */
function expectBlock(lines: readonly MoneyLineData[], total: { amountMinor: number }, kinds?: string[]) {
  const counted = lines
    .filter((l) => l.role === 'SUMMAND' || l.role === 'SUBTRAHEND')
    .reduce((sum, l) => sum + (l.role === 'SUBTRAHEND' ? -1 : 1) * l.amount.amountMinor, 0);
  const totals = lines.filter((l) => l.role === 'TOTAL');
  expect(totals).toHaveLength(1);
  expect(totals[0]!.amount.amountMinor).toBe(total.amountMinor);
  expect(counted, lines.map((l) => `${l.role} ${l.label} ${l.amount.amountMinor}`).join(', ')).toBe(
    total.amountMinor,
  );
  if (kinds) expect(lines.map((l) => l.kind)).toEqual(kinds);
}

/** Asserts a card charge's block: amount due, card fee, charged, adding up to its total. */
function expectCardBlock(card: ChargeData & { lines: MoneyLineData[] }) {
  expectBlock(card.lines, card.total, ['AMOUNT_DUE', 'CARD_FEE', 'CARD_TOTAL']);
  expect(card.lines.map((l) => l.amount.amountMinor)).toEqual([
    card.amount.amountMinor,
    card.cardFee.amountMinor,
    card.total.amountMinor,
  ]);
}

/** The provider's own booking (read with the payment app id, which reads any booking). */
async function providerBooking(id: string) {
  const hash = (await (
    await fetch(`${sim.url}/api/v1.3/payment/security/hmac/authentication_hash`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ api_key: 'dev-api-key' }),
    })
  ).json()) as { password_hash: string };
  const response = await fetch(`${sim.url}/api/v1.3/payment/bookings/${id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-authentication-hash': hash.password_hash },
    body: '{}',
  });
  return (await response.json()) as {
    totals: Record<string, number>;
    trips: { totals: Record<string, number>; passengers: { status: string }[] }[];
  };
}

const LINE = 'kind role label percentage count amount { amountMinor }';

/** Every money block of a booking, with the totals each adds up to. */
const BLOCKS = `query($id: ID!) { booking(groupBookingId: $id) { paymentDue itineraryLines { ${LINE} }
  trips { total { amountMinor } lines { ${LINE} } }
  totals { total { amountMinor } balance { amountMinor } paid { amountMinor } paidIncludingFees { amountMinor }
    discountPercentage lines { ${LINE} } statementLines { ${LINE} } balanceLines { ${LINE} } paidLines { ${LINE} }
    agentLines { ${LINE} } }
  paymentOptions { card { amount { amountMinor } cardFee { amountMinor } total { amountMinor } lines { ${LINE} } } } } }`;

interface Blocks {
  paymentDue: boolean;
  itineraryLines: MoneyLineData[];
  trips: { total: { amountMinor: number }; lines: MoneyLineData[] }[];
  totals: {
    total: { amountMinor: number };
    balance: { amountMinor: number };
    paid: { amountMinor: number };
    paidIncludingFees: { amountMinor: number };
    discountPercentage: number;
    lines: MoneyLineData[];
    statementLines: MoneyLineData[];
    balanceLines: MoneyLineData[];
    paidLines: MoneyLineData[];
    agentLines: MoneyLineData[] | null;
  };
  paymentOptions: { card: ChargeData & { lines: MoneyLineData[] } }[];
}

/**
 * Asserts every money block of a booking, read by `client` (an agent sees the agents' lines), adds up to its
 * total: the price block, the statement and balance blocks, what was paid, the itinerary breakdown, each trip's
 * breakdown and each payment option's card block; agents' Nett and Commission for agents only.
 */
async function expectBlocksAddUp(client: Client, groupBookingId: string, isAgent: boolean): Promise<void> {
  const read = await client.gql<{ booking: Blocks }>(BLOCKS, { id: groupBookingId });
  expect(read.errors).toBeUndefined();
  const b = read.data!.booking;
  const t = b.totals;
  expectBlock(t.lines, t.total);
  expect(t.lines.find((l) => l.kind === 'DISCOUNT')?.percentage ?? 0).toBe(t.discountPercentage);
  expectBlock(t.statementLines, t.balance);
  // An agency that paid nett kept its commission: Total − Commission retained − Paid = Balance.
  const retained = t.balanceLines.some((l) => l.kind === 'COMMISSION_RETAINED');
  expectBlock(
    t.balanceLines,
    t.balance,
    retained ? ['TOTAL', 'COMMISSION_RETAINED', 'PAID', 'BALANCE'] : ['TOTAL', 'PAID', 'BALANCE'],
  );
  if (!isAgent) expect(retained).toBe(false);
  expectBlock(t.paidLines, t.paidIncludingFees, ['PAID', 'PAID_CARD_FEES', 'TOTAL_PAID']);
  expectBlock(b.itineraryLines, b.paymentDue && t.paid.amountMinor !== 0 ? t.balance : t.total);
  for (const trip of b.trips) expectBlock(trip.lines, trip.total);
  for (const option of b.paymentOptions) expectCardBlock(option.card);
  if (isAgent)
    expect(t.agentLines!.map((l) => [l.kind, l.role])).toEqual([
      ['NETT', 'NOTE'],
      ['COMMISSION', 'NOTE'],
    ]);
  else expect(t.agentLines).toBeNull();
}

/**
 * Asserts every line of a booking adds up, per trip, per passenger and overall, and matches the provider; and that
 * every money block the gateway builds for it, read by `client`, adds up to its total.
 */
async function expectMoneyAddsUp(client: Client, booking: BookingData, isAgent = false): Promise<void> {
  await expectBlocksAddUp(client, booking.groupBookingId, isAgent);
  const t = booking.totals;
  expect(t.tripPrice.amountMinor + t.discount.amountMinor).toBe(t.subtotal.amountMinor);
  expect(t.subtotal.amountMinor + t.addOnsTotal.amountMinor + t.cancellationFees.amountMinor).toBe(
    t.total.amountMinor,
  );
  expect(t.paid.amountMinor + t.paidCardFees.amountMinor).toBe(t.paidIncludingFees.amountMinor);

  const main = booking.trips.filter((trip) => !trip.isAddOn);
  const addOns = booking.trips.filter((trip) => trip.isAddOn);
  expect(main.reduce((sum, trip) => sum + trip.price.amountMinor, 0)).toBe(t.tripPrice.amountMinor);
  expect(main.reduce((sum, trip) => sum + trip.discount.amountMinor, 0)).toBe(t.discount.amountMinor);
  expect(addOns.length).toBe(t.addOnCount);
  expect(booking.trips.reduce((sum, trip) => sum + trip.total.amountMinor, 0)).toBe(t.total.amountMinor);
  for (const trip of booking.trips) {
    expect(trip.price.amountMinor + trip.discount.amountMinor + trip.cancellationFees.amountMinor).toBe(
      trip.total.amountMinor,
    );
    // The passengers' own totals are the trip's: same basis (after discount, cancellation fee once cancelled).
    expect(trip.passengers.reduce((sum, p) => sum + p.total.amountMinor, 0)).toBe(trip.total.amountMinor);
    for (const p of trip.passengers) {
      expect(p.total.amountMinor).toBe(
        p.status === 'CANCELLED'
          ? p.cancellationFee.amountMinor
          : p.price.amountMinor + p.discount.amountMinor,
      );
    }
    if (isAgent) {
      expect(trip.nett!.amountMinor).toBe(trip.total.amountMinor - trip.commission!.amountMinor);
      expect(trip.passengers.reduce((sum, p) => sum + p.nett!.amountMinor, 0)).toBe(trip.nett!.amountMinor);
    }
  }
  if (isAgent) {
    expect(t.nett!.amountMinor).toBe(t.total.amountMinor - t.commission!.amountMinor);
  } else {
    expect([t.nett, t.commission]).toEqual([null, null]);
  }

  for (const option of booking.paymentOptions) {
    expect(option.card.amount).toEqual(option.amount);
    expect(option.card.total.amountMinor).toBe(option.amount.amountMinor + option.card.cardFee.amountMinor);
    expect(option.card.debitTotal!.amountMinor).toBe(
      option.amount.amountMinor + option.card.debitCardFee!.amountMinor,
    );
  }

  const provider = await providerBooking(booking.groupBookingId);
  expect(t.total.amountMinor).toBe(minor(provider.totals.total!));
  expect(t.paid.amountMinor).toBe(minor(provider.totals.paid!));
  expect(t.paidCardFees.amountMinor).toBe(minor(provider.totals.paid_card_fee!));
  expect(t.balance.amountMinor).toBe(minor(provider.totals.outstanding!));
  expect(t.total.amountMinor - minor(provider.totals.commission_retained!) - t.paid.amountMinor).toBe(
    t.balance.amountMinor,
  );
  expect(t.cancellationFees.amountMinor).toBe(minor(provider.totals.cancellation_fee!));
  const full = booking.paymentOptions.find((o) => o.option === 'FULL');
  if (full) {
    expect(full.card.cardFee.amountMinor).toBe(minor(provider.totals.card_fee!));
    expect(full.card.debitCardFee!.amountMinor).toBe(minor(provider.totals.debit_card_fee!));
  }
  const deposit = booking.paymentOptions.find((o) => o.option === 'DEPOSIT');
  if (deposit) expect(deposit.card.cardFee.amountMinor).toBe(minor(provider.totals.deposit_card_fee!));
}

interface QuoteData {
  quote: {
    userErrors: { message: string }[];
    quote: {
      tripPrice: { amountMinor: number };
      discount: { amountMinor: number };
      discountPercentage: number;
      subtotal: { amountMinor: number };
      addOnsTotal: { amountMinor: number };
      addOnCount: number;
      total: { amountMinor: number };
      promoCodeStatus: string;
      card: ChargeData & { lines: MoneyLineData[] };
      lines: MoneyLineData[];
      agentLines: MoneyLineData[] | null;
      trips: {
        isAddOn: boolean;
        lines: MoneyLineData[];
        price: { amountMinor: number };
        discount: { amountMinor: number };
        total: { amountMinor: number };
        passengers: { price: { amountMinor: number } }[];
        rooms: { supplement: { amountMinor: number } }[];
      }[];
    };
  };
}

const START = `mutation($id: ID!, $o: PaymentOption!) { startCardPayment(groupBookingId: $id, option: $o) {
  session { paymentReference hostedPageUrl charge { amount { amountMinor } cardFee { amountMinor } total { amountMinor }
    debitCardFee { amountMinor } debitTotal { amountMinor } feeDependsOnCardType } } userErrors { code message } } }`;
const COMPLETE = `${BOOKING_FIELDS}
mutation($id: ID!, $r: String!, $tx: String!) { completeCardPayment(groupBookingId: $id, paymentReference: $r, transactionId: $tx) {
  booking { ...BookingFields } failureReason userErrors { code message } } }`;
const CANCEL = `${BOOKING_FIELDS}
mutation($id: ID!, $ids: [ID!]!) { cancelBookingPassengers(groupBookingId: $id, tripPassengerIds: $ids) {
  booking { ...BookingFields } userErrors { code message } } }`;

const CANCELLATION_QUOTE = `query($id: ID!, $ids: [ID!]!) { cancellationQuote(groupBookingId: $id, tripPassengerIds: $ids) {
  quote { passengers { tripPassengerId name tourName cancellationFee { amountMinor } paid { amountMinor } refund { amountMinor } }
    cancellationFee { amountMinor } paid { amountMinor } refund { amountMinor } } userErrors { code field message } } }`;

interface QuoteOfCancellation {
  passengers: { tripPassengerId: string; name: string; tourName: string }[];
  cancellationFee: { amountMinor: number };
  paid: { amountMinor: number };
  refund: { amountMinor: number };
}

interface Session {
  paymentReference: string;
  hostedPageUrl: string;
  charge: ChargeData;
}

/** A day tour with add-ons on an open July date for two. */
async function dayTourWithAddOn(): Promise<{ tourId: string; date: string; addOn: string }> {
  const list = await new Client(gateway.url).gql<{
    tours: {
      tours: {
        tourId: string;
        bookableOnline: boolean;
        isTrain: boolean;
        duration: { isDayTour: boolean };
      }[];
    };
  }>(`{ tours { tours { tourId bookableOnline isTrain duration { isDayTour } } } }`);
  for (const card of list.data!.tours.tours.filter(
    (c) => c.duration.isDayTour && c.bookableOnline && !c.isTrain,
  )) {
    for (const day of (await openDays(gateway.url, card.tourId, 2026, 7))
      .filter((d) => d.freeSeats >= 2)
      .slice(0, 6)) {
      const groups = await new Client(gateway.url).gql<{
        tour: { addOnGroups: { addOns: { tour: { tourId: string } }[] }[] };
      }>(
        `query($id: ID!, $date: Date!) { tour(tourId: $id) { addOnGroups(departureDate: $date, passengers: [ADULT, ADULT]) { addOns { tour { tourId } } } } }`,
        { id: card.tourId, date: day.date },
      );
      const addOn = groups.data!.tour.addOnGroups.flatMap((g) => g.addOns)[0];
      if (addOn) return { tourId: card.tourId, date: day.date, addOn: addOn.tour.tourId };
    }
  }
  throw new Error('no day tour with add-ons in July 2026');
}

/** A multi-day tour departing in August (a deposit is possible) with a room option for two adults and a child. */
function multiDayWithRooms() {
  return findMultiDayWithRooms(gateway.url, 8, ['ADULT', 'ADULT', 'CHILD']);
}

describe('money that adds up, from the provider figures (seed 001 §2 Trip summary; seed 000 §2 Booking detail)', () => {
  it('a day tour with HIGHLAND10 and an add-on: quote and booking lines add up and match the provider', async () => {
    const { tourId, date, addOn } = await dayTourWithAddOn();
    const basket = {
      passengers: [{ ageCategory: 'ADULT' }, { ageCategory: 'ADULT' }],
      trips: [
        {
          tourId,
          departureDate: date,
          promoCode: 'HIGHLAND10',
          addOns: [{ tourId: addOn, passengerIndexes: [0, 1] }],
        },
      ],
    };
    const consumer = new Client(gateway.url);
    const quoted = (await consumer.gql<QuoteData>(QUOTE, { basket })).data!.quote;
    expect(quoted.userErrors).toEqual([]);
    const q = quoted.quote;
    expect(q.promoCodeStatus).toBe('APPLIED');
    expect(q.discountPercentage).toBe(10);
    expect(q.discount.amountMinor).toBeLessThan(0);
    expect(q.addOnCount).toBe(1);
    expectBlock(q.lines, q.total, ['TRIP_PRICE', 'DISCOUNT', 'SUBTOTAL', 'ADD_ONS', 'TOTAL']);
    expect(q.lines.map((l) => l.label)).toEqual([
      'Trip Price',
      'Discount (10%)',
      'Subtotal',
      'Optional Add-on (x1)',
      'Total',
    ]);
    expect(q.agentLines).toBeNull();
    expectCardBlock(q.card);
    expect(q.tripPrice.amountMinor + q.discount.amountMinor + q.addOnsTotal.amountMinor).toBe(
      q.total.amountMinor,
    );
    for (const trip of q.trips) {
      expectBlock(trip.lines, trip.total);
      expect(trip.passengers.reduce((sum, p) => sum + p.price.amountMinor, 0)).toBe(trip.price.amountMinor);
      expect(trip.price.amountMinor + trip.discount.amountMinor).toBe(trip.total.amountMinor);
    }
    expect(q.card.amount.amountMinor).toBe(q.total.amountMinor);
    expect(q.card.total.amountMinor).toBe(q.total.amountMinor + q.card.cardFee.amountMinor);

    const booked = (await consumer.gql<BookResult>(BOOK, { basket, key: newKey() })).data!.book.booking!;
    expect(booked.totals.total.amountMinor).toBe(q.total.amountMinor);
    expect(booked.promoCodeStatus).toBe('APPLIED');
    await expectMoneyAddsUp(consumer, booked);
  });

  it('a multi-day tour with a child and a room: the room supplement is in the prices, never added again', async () => {
    const { tourId, date, rooms } = await multiDayWithRooms();
    const basket = {
      passengers: [{ ageCategory: 'ADULT' }, { ageCategory: 'ADULT' }, { ageCategory: 'CHILD' }],
      trips: [{ tourId, departureDate: date, rooms }],
    };
    const consumer = new Client(gateway.url);
    const q = (await consumer.gql<QuoteData>(QUOTE, { basket })).data!.quote.quote;
    const trip = q.trips[0]!;
    expect(trip.rooms.reduce((sum, room) => sum + room.supplement.amountMinor, 0)).toBeGreaterThan(0);
    expect(trip.passengers.reduce((sum, p) => sum + p.price.amountMinor, 0)).toBe(q.total.amountMinor);
    expectBlock(trip.lines, trip.total, ['PASSENGER', 'PASSENGER', 'PASSENGER', 'TRIP_TOTAL']);
    expect(trip.lines.map((l) => l.label)).toEqual([
      'Passenger 1 (adult)',
      'Passenger 2 (adult)',
      'Passenger 3 (child)',
      'Total',
    ]);
    expectBlock(q.lines, q.total, ['TRIP_PRICE', 'SUBTOTAL', 'TOTAL']);
    expect(q.promoCodeStatus).toBe('NONE');

    const booking = (await consumer.gql<BookResult>(BOOK, { basket, key: newKey() })).data!.book.booking!;
    expect(booking.paymentOptions.map((o) => o.option)).toEqual(['FULL', 'DEPOSIT']);
    await expectMoneyAddsUp(consumer, booking);

    // Deposit by credit card, then the balance by debit card: each charged exactly as shown before paying.
    const deposit = booking.paymentOptions.find((o) => o.option === 'DEPOSIT')!;
    const depositSession = (
      await consumer.gql<{ startCardPayment: { session: Session } }>(START, {
        id: booking.groupBookingId,
        o: 'DEPOSIT',
      })
    ).data!.startCardPayment.session;
    expect(depositSession.charge).toEqual(deposit.card);
    const credit = await payOnHostedPage(depositSession.hostedPageUrl, '4111 1111 1111 1111');
    expect(minor(credit.amount)).toBe(deposit.card.total.amountMinor);
    const afterDeposit = (
      await consumer.gql<{ completeCardPayment: { booking: BookingData } }>(COMPLETE, {
        id: booking.groupBookingId,
        r: depositSession.paymentReference,
        tx: credit.transactionId,
      })
    ).data!.completeCardPayment.booking;
    expect(afterDeposit.totals.paid).toEqual(deposit.amount);
    expect(afterDeposit.totals.paidCardFees).toEqual(deposit.card.cardFee);
    expect(afterDeposit.totals.balanceDueDate).toMatch(/^2026-\d{2}-\d{2}$/);
    await expectMoneyAddsUp(consumer, afterDeposit);

    const balance = afterDeposit.paymentOptions[0]!;
    expect(balance.option).toBe('FULL');
    const balanceSession = (
      await consumer.gql<{ startCardPayment: { session: Session } }>(START, {
        id: booking.groupBookingId,
        o: 'FULL',
      })
    ).data!.startCardPayment.session;
    expect(balanceSession.charge).toEqual(balance.card);
    const debit = await payOnHostedPage(balanceSession.hostedPageUrl, '4000 0566 5566 5556');
    expect(minor(debit.amount)).toBe(balance.card.debitTotal!.amountMinor);
    const paid = (
      await consumer.gql<{ completeCardPayment: { booking: BookingData } }>(COMPLETE, {
        id: booking.groupBookingId,
        r: balanceSession.paymentReference,
        tx: debit.transactionId,
      })
    ).data!.completeCardPayment.booking;
    expect(paid.balanceOutstanding).toBe(false);
    expect(paid.paymentOptions).toEqual([]);
    // Over the booking's life: its total plus exactly the fees shown, nothing more.
    expect(paid.totals.paidIncludingFees.amountMinor).toBe(
      paid.totals.total.amountMinor +
        deposit.card.cardFee.amountMinor +
        balance.card.debitCardFee!.amountMinor,
    );
    expect(paid.payments.reduce((sum, p) => sum + p.total.amountMinor, 0)).toBe(
      paid.totals.paidIncludingFees.amountMinor,
    );
    await expectMoneyAddsUp(consumer, paid);
  });

  it('a part-cancelled agent booking keeps the cancelled passenger with its fee, and nett = total − commission', async () => {
    const { tourId, date, rooms } = await multiDayWithRooms();
    const agent = new Client(gateway.url);
    await agent.logInAgent('demo-agent');
    const basket = {
      passengers: [{ ageCategory: 'ADULT' }, { ageCategory: 'ADULT' }, { ageCategory: 'CHILD' }],
      trips: [{ tourId, departureDate: date, rooms, promoCode: 'HIGHLAND10' }],
    };
    const booking = (await agent.gql<BookResult>(BOOK, { basket, key: newKey() })).data!.book.booking!;
    await expectMoneyAddsUp(agent, booking, true);
    const child = booking.trips[0]!.passengers[2]!;
    const cancelled = (
      await agent.gql<{ cancelBookingPassengers: { booking: BookingData } }>(CANCEL, {
        id: booking.groupBookingId,
        ids: [child.tripPassengerId],
      })
    ).data!.cancelBookingPassengers.booking;
    const passengers = cancelled.trips[0]!.passengers;
    expect(passengers).toHaveLength(3);
    expect(passengers.map((p) => p.status)).toEqual(['ON_HOLD', 'ON_HOLD', 'CANCELLED']);
    expect(cancelled.totals.total.amountMinor).toBeLessThan(booking.totals.total.amountMinor);
    expect(cancelled.totals.tripPrice.amountMinor).toBe(
      booking.totals.tripPrice.amountMinor - child.price.amountMinor,
    );
    await expectMoneyAddsUp(agent, cancelled, true);
  });

  it('a cancellation quote says before cancelling what the cancellation then charges and refunds; a paid booking says what was paid today', async () => {
    const { tourId, date } = await dayTourWithAddOn();
    const basket = {
      passengers: [{ ageCategory: 'ADULT' }, { ageCategory: 'ADULT' }],
      trips: [{ tourId, departureDate: date }],
    };
    const consumer = new Client(gateway.url);
    const booking = (await consumer.gql<BookResult>(BOOK, { basket, key: newKey() })).data!.book.booking!;
    const full = booking.paymentOptions.find((o) => o.option === 'FULL')!;
    const session = (
      await consumer.gql<{ startCardPayment: { session: Session } }>(START, {
        id: booking.groupBookingId,
        o: 'FULL',
      })
    ).data!.startCardPayment.session;
    const card = await payOnHostedPage(session.hostedPageUrl, '4111 1111 1111 1111');
    await consumer.gql(COMPLETE, {
      id: booking.groupBookingId,
      r: session.paymentReference,
      tx: card.transactionId,
    });
    const paid = await consumer.gql<{
      booking: {
        paymentDue: boolean;
        paidToday: {
          amount: { amountMinor: number };
          fee: { amountMinor: number };
          total: { amountMinor: number };
        };
      };
    }>(
      `query($id: ID!) { booking(groupBookingId: $id) { paymentDue paidToday { amount { amountMinor } fee { amountMinor } total { amountMinor } } } }`,
      { id: booking.groupBookingId },
    );
    expect(paid.data!.booking.paymentDue).toBe(false);
    expect(paid.data!.booking.paidToday).toEqual({
      amount: { amountMinor: full.amount.amountMinor },
      fee: { amountMinor: full.card.cardFee.amountMinor },
      total: { amountMinor: full.card.total.amountMinor },
    });

    const first = booking.trips[0]!.passengers[0]!;
    const quoted = await consumer.gql<{
      cancellationQuote: { quote: QuoteOfCancellation; userErrors: unknown[] };
    }>(CANCELLATION_QUOTE, { id: booking.groupBookingId, ids: [first.tripPassengerId] });
    const quote = quoted.data!.cancellationQuote.quote;
    expect(quote.passengers.map((p) => [p.tripPassengerId, p.name])).toEqual([
      [first.tripPassengerId, 'Passenger 1'],
    ]);
    // July from 1 June: 30-59 days before departure, a quarter of the place's price.
    expect(quote.cancellationFee.amountMinor).toBe(Math.round(first.total.amountMinor / 4));
    expect(quote.paid.amountMinor).toBe(first.total.amountMinor);
    expect(quote.refund.amountMinor).toBe(quote.paid.amountMinor - quote.cancellationFee.amountMinor);
    const cancelled = (
      await consumer.gql<{ cancelBookingPassengers: { booking: BookingData } }>(CANCEL, {
        id: booking.groupBookingId,
        ids: [first.tripPassengerId],
      })
    ).data!.cancelBookingPassengers.booking;
    expect(cancelled.totals.cancellationFees.amountMinor).toBe(quote.cancellationFee.amountMinor);
    expect(cancelled.totals.paid.amountMinor).toBe(full.amount.amountMinor - quote.refund.amountMinor);
    await expectMoneyAddsUp(consumer, cancelled);

    const unknown = await consumer.gql<{
      cancellationQuote: { quote: null; userErrors: { field: string[] }[] };
    }>(CANCELLATION_QUOTE, { id: booking.groupBookingId, ids: ['nobody'] });
    expect(unknown.data!.cancellationQuote.userErrors[0]!.field).toEqual(['tripPassengerIds']);
  });

  it('a hold nobody paid for cancels free and asks for no payment', async () => {
    const { tourId, date } = await dayTourWithAddOn();
    const consumer = new Client(gateway.url);
    const booking = (
      await consumer.gql<BookResult>(BOOK, {
        basket: { passengers: [{ ageCategory: 'ADULT' }], trips: [{ tourId, departureDate: date }] },
        key: newKey(),
      })
    ).data!.book.booking!;
    const ids = booking.trips.flatMap((t) => t.passengers.map((p) => p.tripPassengerId));
    const quote = (
      await consumer.gql<{ cancellationQuote: { quote: QuoteOfCancellation } }>(CANCELLATION_QUOTE, {
        id: booking.groupBookingId,
        ids,
      })
    ).data!.cancellationQuote.quote;
    expect([quote.cancellationFee.amountMinor, quote.paid.amountMinor, quote.refund.amountMinor]).toEqual([
      0, 0, 0,
    ]);
    await consumer.gql(CANCEL, { id: booking.groupBookingId, ids });
    const after = await consumer.gql<{
      booking: { paymentDue: boolean; balanceOutstanding: boolean; status: string };
    }>(`query($id: ID!) { booking(groupBookingId: $id) { paymentDue balanceOutstanding status } }`, {
      id: booking.groupBookingId,
    });
    expect(after.data!.booking).toEqual({
      paymentDue: false,
      balanceOutstanding: false,
      status: 'CANCELLED',
    });
  });

  it('seeded agency history (deposits, balances, cancellations) adds up too', async () => {
    const agent = new Client(gateway.url);
    await agent.logInAgent('demo-agent');
    const rows = (
      await agent.gql<{ agentBookings: { rows: { groupBookingId: string }[] } }>(
        `{ agentBookings(pageSize: 30) { rows { groupBookingId } } }`,
      )
    ).data!.agentBookings.rows;
    expect(rows.length).toBeGreaterThan(10);
    for (const { groupBookingId } of rows) {
      const read = await agent.gql<{ booking: BookingData }>(
        `${BOOKING_FIELDS} query($id: ID!) { booking(groupBookingId: $id) { ...BookingFields } }`,
        { id: groupBookingId },
      );
      expect(read.errors).toBeUndefined();
      await expectMoneyAddsUp(agent, read.data!.booking, true);
    }
  });
});
