import { randomUUID } from 'node:crypto';
import type { ProviderBasket, ProviderBooking } from 'gateway/src/provider/types.js';
import { PARTY_SIZE, type Discovered } from './check-reads.js';
import { listOf, sendByContract, text, wholeNumber, type CheckContext } from './context.js';
import type { LeftOnProvider, WriteRoundTrip } from './report.js';

const WRITE_STEPS = [
  'quoteBooking',
  'createBooking',
  'updateBooking',
  'sendBookingMessage',
  'initialisePayment',
  'getPaymentSession',
  'getHostedCardPage',
  'submitHostedCard',
  'commitPayment',
  'quoteCancellation',
  'cancelBooking',
];

/**
 * The card the round trip submits on its own payment page: the sandbox's declined test card, so nothing is
 * charged (provider-sim/openapi.yaml, submitHostedCard).
 */
export const DECLINED_TEST_CARD = '4000000000000002';

/** The passengers' e-mail addresses: example.com never receives mail (RFC 2606). */
const email = (i: number) => `golive.check+${i}@example.com`;

/**
 * The booking id of an answer: `group_booking_id`, or the same name in another spelling, so a booking made by a
 * provider that renamed the field is still found and cancelled.
 */
function bookingIdOf(booking: unknown): number | undefined {
  if (typeof booking !== 'object' || booking === null) return undefined;
  const key = Object.keys(booking).find((k) => k.toLowerCase().replace(/_/g, '') === 'groupbookingid');
  const id = key === undefined ? undefined : wholeNumber((booking as Record<string, unknown>)[key]);
  return id !== undefined && id > 0 ? id : undefined;
}

/**
 * The write round trip on sandbox app ids, leaving only what it reports behind: quote and book two Adults with a
 * reference of the run's own (`booking_information.your_reference`) on the departure the reads found (about three
 * months ahead, so cancelling is free), check the seats went, update the passengers' details, e-mail the
 * itinerary to their example.com addresses, start a card payment (its session and hosted page checked), submit
 * the declined test card and commit the declined answer (nothing is charged), then quote the cancellation of
 * every passenger, cancel them and read back that the booking is cancelled, the seats are back and the payment
 * session holds no payment. Every write carries an idempotency key of the check's own. When createBooking's
 * answer is lost (no answer in time, an unreadable or 5xx answer), or it answers no booking, the booking is looked
 * for by its reference and, if not found after a lost answer, createBooking is replayed with the same key; what
 * is found is cancelled. The cancellation runs whatever happened in between.
 */
export async function checkWrites(ctx: CheckContext, found: Discovered): Promise<WriteRoundTrip> {
  const { probe, client, options, transport } = ctx;
  const departure = found.departure;
  if (!departure) {
    for (const id of WRITE_STEPS) probe.unreachable(id, '', 'the reads found no bookable departure');
    return {
      cleanedUp: true,
      leftOnProvider: [],
      detail: 'nothing booked: the reads found no bookable departure',
    };
  }
  const app = options.appId;
  const label = `${departure.tourId} ${departure.start}`;
  const reference = `GOLIVE-${randomUUID().slice(0, 8).toUpperCase()}`;
  const seats = async (moment: string) => {
    const answer = await probe.json(
      'getCapacity',
      `${departure.tourId} ${departure.year}/${departure.month} (${moment})`,
      () => client.getCapacity(app, departure.tourId, departure.year, departure.month),
    );
    return wholeNumber(
      listOf(answer?.capacities).find((c) => c.start_date_time === departure.start)?.free_seats,
    );
  };
  const before = await seats('before booking');
  // openapi-typescript renders the basket's allOf parts as Record<string, never>; the gateway casts the same way.
  const basket = {
    booking_information: { iso_currency_code: found.currency, your_reference: reference },
    trips: [
      {
        tour_id: departure.tourId,
        departure_date: departure.start,
        ...(departure.pickupPoint === undefined ? {} : { pickup_point: departure.pickupPoint }),
      },
    ],
    passengers: Array.from({ length: PARTY_SIZE }, (_, i) => ({
      age_category: 'Adult',
      first_name: 'Golive',
      family_name: `Check ${i + 1}/${PARTY_SIZE}`,
    })),
  } as unknown as ProviderBasket;
  const writes: string[] = [];
  const keep = () => writes.push(...transport.writesMade());
  await probe.json('quoteBooking', label, () => client.quoteBooking(app, basket));
  const key = transport.nextKey();
  const booked = await probe.json('createBooking', label, () => client.createBooking(app, basket, key));
  keep();
  const lost = transport.lastAnswerLost('createBooking');
  let bookingIds = bookingIdOf(booked) === undefined ? [] : [bookingIdOf(booked)!];
  let recovered: WriteRoundTrip['recovered'];
  if (bookingIds.length === 0) {
    // Verified either way: a booking made under the reference is found, whatever createBooking answered.
    bookingIds = await findByReference(ctx, reference, 'nothing booked?');
    if (bookingIds.length === 0 && lost) {
      const replayed = await probe.json('createBooking', `${label} (replay, same key)`, () =>
        client.createBooking(app, basket, key),
      );
      keep();
      const id = bookingIdOf(replayed);
      bookingIds = await findByReference(ctx, reference, 'after the replay');
      if (id !== undefined && !bookingIds.includes(id)) bookingIds.unshift(id);
      if (id !== undefined) recovered = { bookingId: id, how: 'replay with the idempotency key' };
    } else if (bookingIds.length > 0 && lost) {
      recovered = { bookingId: bookingIds[0]!, how: 'search by reference' };
    }
  } else {
    // A second booking under the reference would be one the check does not know it made.
    bookingIds = [...new Set([...bookingIds, ...(await findByReference(ctx, reference, 'booked once?'))])];
  }
  const booking = `${PARTY_SIZE} Adults 'Golive Check 1/${PARTY_SIZE}'…, ${label}, reference ${reference}`;
  const bookingId = bookingIds[0];
  if (bookingId === undefined) {
    const why = lost
      ? `createBooking's answer was lost (${transport.lastFailure('createBooking') ?? 'no answer'}) and no booking ` +
        `was found by its reference or a replay with the same key`
      : (text(booked?.booking_error) ?? 'createBooking answered no booking id');
    for (const id of WRITE_STEPS.slice(2)) probe.unreachable(id, label, why);
    if (lost) {
      const cancelByHand =
        `a booking of ${booking} (createBooking idempotency key ${key}) may be held on the provider: ` +
        `find it by its reference and cancel it by hand`;
      probe.differs('createBooking', label, {
        kind: 'left-behind',
        path: '(lost answer)',
        expected: 'the booking found by its reference or by a replay with the same idempotency key',
        seen: `not found: ${cancelByHand}`,
        count: 1,
      });
      return {
        reference,
        tourId: departure.tourId,
        departure: departure.start,
        writes,
        seats: { before },
        leftOnProvider: [],
        cancelByHand,
        cleanedUp: false,
        detail: `${why}; ${cancelByHand}`,
      };
    }
    return {
      reference,
      tourId: departure.tourId,
      departure: departure.start,
      writes,
      seats: { before },
      leftOnProvider: [],
      cleanedUp: true,
      detail: `nothing booked: ${why} (no booking found by reference ${reference})`,
    };
  }
  let latest: ProviderBooking | undefined = booked;
  let seatsBooked: number | undefined;
  const left: LeftOnProvider[] = [];
  let payment: { reference: string; declined: number } | undefined;
  try {
    seatsBooked = await seats('after booking');
    latest =
      latest && bookingIdOf(latest) === bookingId
        ? latest
        : await probe.json('loadBooking', `${app} ${bookingId} (found again)`, () =>
            client.loadBooking(app, bookingId, null),
          );
    const passengers = listOf(latest?.passengers).filter((p) => text(p.passenger_identifier));
    const updated = await probe.json('updateBooking', `${bookingId} passengers`, () =>
      client.updateBooking(app, bookingId, {
        booking_information: { iso_currency_code: found.currency },
        passengers: passengers.map((p, i) => ({
          passenger_identifier: p.passenger_identifier,
          first_name: 'Golive',
          family_name: `Checked ${i + 1}`,
          email: email(i + 1),
        })),
      }),
    );
    keep();
    latest = updated ?? latest;
    const message = await probe.json('sendBookingMessage', `${bookingId} itinerary to ${email(1)}`, () =>
      client.sendBookingMessage(app, {
        message_type: 'Consumer_Itinerary',
        email: email(1),
        booking_id: bookingId,
      }),
    );
    keep();
    const messageId = text(message?.message_id);
    if (messageId) {
      left.push({
        kind: 'message',
        id: messageId,
        bookingId,
        state: `itinerary e-mailed to ${email(1)} (example.com receives no mail)`,
        verified: false,
      });
    }
    payment = await checkCardPayment(ctx, bookingId, found.currency);
    keep();
  } finally {
    for (const id of bookingIds)
      await cancelEveryone(ctx, id, found.currency, id === bookingId ? latest : undefined);
    keep();
  }
  const states = new Map<number, string>();
  for (const id of bookingIds) {
    const after = await probe.json('loadBooking', `${app} ${id} (after cancelling)`, () =>
      client.loadBooking(app, id, null),
    );
    states.set(id, String(after?.status ?? 'unknown'));
  }
  const seatsAfter = await seats('after cancelling');
  const notCancelled = bookingIds.filter((id) => states.get(id) !== 'CANCELLED');
  const seatsBack = before !== undefined && seatsAfter === before;
  for (const id of bookingIds) {
    left.unshift({
      kind: 'booking',
      id: String(id),
      state: `${states.get(id)}${id === bookingId ? '' : ' (a second booking under the same reference)'}`,
      verified: true,
    });
  }
  if (payment) left.push(await paymentLeft(ctx, bookingId, payment));
  const trip = { before, booked: seatsBooked, after: seatsAfter };
  for (const id of notCancelled) {
    probe.differs('cancelBooking', String(id), {
      kind: 'left-behind',
      path: '(booking status)',
      expected: 'CANCELLED',
      seen: states.get(id) ?? 'unknown',
      count: 1,
    });
  }
  if (!seatsBack) {
    probe.differs('cancelBooking', String(bookingId), {
      kind: 'left-behind',
      path: `(free seats of ${label})`,
      expected: String(before ?? 'the seats read before booking'),
      seen: String(seatsAfter ?? 'unknown'),
      count: 1,
    });
  }
  const cleanedUp = notCancelled.length === 0 && seatsBack;
  return {
    bookingId,
    reference,
    tourId: departure.tourId,
    departure: departure.start,
    writes,
    ...(recovered ? { recovered } : {}),
    seats: trip,
    leftOnProvider: left,
    ...(cleanedUp
      ? {}
      : {
          cancelByHand: `booking ${notCancelled.join(', ') || bookingId} (${booking}): cancel what is still booked by hand`,
        }),
    cleanedUp,
    detail:
      `booking ${bookingIds.join(' and ')} (${PARTY_SIZE} Adults, ${label}, reference ${reference})` +
      (recovered ? `, answer lost, found again by ${recovered.how},` : '') +
      ` ${notCancelled.length === 0 ? 'cancelled' : 'NOT cancelled'}; ` +
      `free seats ${trip.before ?? '?'} → ${trip.booked ?? '?'} → ${trip.after ?? '?'}` +
      (seatsBack ? '' : ' (not back)'),
  };
}

/** The bookings made through the app id under `reference` (read-only: booking search by your_reference). */
async function findByReference(ctx: CheckContext, reference: string, why: string): Promise<number[]> {
  const { probe, client, options } = ctx;
  const page = await probe.json('searchBookings', `${options.appId} reference ${reference} (${why})`, () =>
    client.searchBookings(options.appId, { your_reference: reference, page: 1, page_size: 20 }),
  );
  return listOf(page?.bookings)
    .filter((b) => b.your_reference === reference)
    .map((b) => wholeNumber(b.group_booking_id))
    .filter((id): id is number => id !== undefined && id > 0);
}

/** Quotes the cancellation of every passenger of a booking, then cancels them. */
async function cancelEveryone(
  ctx: CheckContext,
  bookingId: number,
  currency: Discovered['currency'],
  known: ProviderBooking | undefined,
): Promise<void> {
  const { probe, client, options } = ctx;
  const app = options.appId;
  const latest =
    (await probe.json('loadBooking', `${app} ${bookingId} (before cancelling)`, () =>
      client.loadBooking(app, bookingId, null),
    )) ?? known;
  const everyone = {
    booking_information: { iso_currency_code: currency },
    trips: listOf(latest?.trips).map((trip) => ({
      booking_identifier: trip.booking_identifier,
      passengers: listOf(trip.passengers).map((p) => ({
        trip_passenger_identifier: p.trip_passenger_identifier,
        cancel: true,
      })),
    })),
  };
  await probe.json('quoteCancellation', `${bookingId} every passenger`, () =>
    client.quoteCancellation(app, bookingId, everyone),
  );
  await probe.json('cancelBooking', `${bookingId} every passenger`, () =>
    client.cancelBooking(app, bookingId, everyone),
  );
}

/**
 * Starts a full card payment, reads its session and loads its hosted page, submits the declined test card there
 * and commits the declined answer as the gateway would (nothing is charged). Answers the payment reference and how
 * many declined transactions it holds, or undefined when no payment was started.
 */
async function checkCardPayment(
  ctx: CheckContext,
  bookingId: number,
  currency: Discovered['currency'],
): Promise<{ reference: string; declined: number } | undefined> {
  const { probe, client, options } = ctx;
  const app = options.paymentAppId;
  const started = await probe.json('initialisePayment', `${app} ${bookingId} full payment`, () =>
    client.initialisePayment(app, {
      booking_id: bookingId,
      iso_currency_code: currency,
      full_payment: true,
      deposit: false,
    }),
  );
  const reference = text(started?.payment_reference);
  const page = text(listOf(started?.payment_methods)[0]?.form_iframe);
  if (!reference) {
    for (const id of ['getPaymentSession', 'getHostedCardPage', 'submitHostedCard', 'commitPayment']) {
      probe.unreachable(id, String(bookingId), 'initialisePayment answered no payment_reference');
    }
    return undefined;
  }
  await probe.json('getPaymentSession', `${app} ${bookingId} ${reference}`, () =>
    client.getPaymentSession(app, bookingId, reference),
  );
  if (!page) {
    for (const id of ['getHostedCardPage', 'submitHostedCard', 'commitPayment']) {
      probe.unreachable(id, reference, 'initialisePayment answered no form_iframe');
    }
    return { reference, declined: 0 };
  }
  await probe.document('getHostedCardPage', reference, page);
  const result = (await probe.json('submitHostedCard', `${reference} declined test card`, () =>
    sendByContract(
      ctx,
      'submitHostedCard',
      app,
      { paymentReference: reference },
      {
        budget: 'other',
        hash: null,
        write: true,
        baseUrl: new URL(page).origin,
        body: {
          card_number: DECLINED_TEST_CARD,
          expiry: '12/39',
          cvc: '123',
          cardholder_name: 'Golive Check',
        },
      },
    ).then((response) => {
      if (response.status >= 400) throw new Error(`submitHostedCard: HTTP ${response.status}`);
      return response.body;
    }),
  )) as { paymentSuccessful?: unknown; transactionId?: unknown } | undefined;
  const transactionId = text(result?.transactionId);
  if (result?.paymentSuccessful !== false || !transactionId) {
    probe.unreachable(
      'commitPayment',
      reference,
      result?.paymentSuccessful === true
        ? `the declined test card ${DECLINED_TEST_CARD} was authorised: not committed`
        : 'submitHostedCard answered no declined transaction',
    );
    return { reference, declined: 0 };
  }
  await probe.json('commitPayment', `${reference} declined ${transactionId}`, () =>
    client.commitPayment(app, {
      ttc: reference,
      response_payment: result as Parameters<typeof client.commitPayment>[1]['response_payment'],
    }),
  );
  return { reference, declined: 1 };
}

/** The payment session as the provider holds it after the round trip (read back), for the report. */
async function paymentLeft(
  ctx: CheckContext,
  bookingId: number,
  payment: { reference: string; declined: number },
): Promise<LeftOnProvider> {
  const { probe, client, options } = ctx;
  const session = await probe.json('getPaymentSession', `${payment.reference} (after cancelling)`, () =>
    client.getPaymentSession(options.paymentAppId, bookingId, payment.reference),
  );
  const booking = session?.get_booking;
  const paid = listOf(booking?.payments).length;
  const transactions = listOf(booking?.payment_transactions).filter(
    (t) => t.payment_reference === payment.reference,
  );
  const state = booking
    ? `${paid === 0 ? 'unpaid: no payment recorded' : `${paid} payment(s) recorded`}, ` +
      `${transactions.length} transaction(s) (${transactions.map((t) => t.status).join(', ') || 'none'})`
    : `not read back (expected unpaid, ${payment.declined} declined test-card transaction)`;
  return {
    kind: 'payment-session',
    id: payment.reference,
    bookingId,
    state,
    verified: booking !== undefined,
  };
}
