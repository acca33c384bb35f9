import { randomUUID } from 'node:crypto';
import type { ProviderBasket, ProviderBooking } from 'gateway/src/provider/types.js';
import { PARTY_SIZE, type Discovered } from './check-reads.js';
import { listOf, text, wholeNumber, type CheckContext } from './context.js';
import type { WriteRoundTrip } from './report.js';

const WRITE_STEPS = [
  'quoteBooking',
  'createBooking',
  'updateBooking',
  'initialisePayment',
  'getPaymentSession',
  'getHostedCardPage',
  'quoteCancellation',
  'cancelBooking',
];

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
 * The write round trip on sandbox app ids, leaving nothing behind: quote and book two Adults on the departure the
 * reads found (about three months ahead, so cancelling is free), check the seats went, update the passengers'
 * details, start a card payment without submitting a card (its session and hosted page checked), then quote the
 * cancellation of every passenger and cancel them and check the booking is cancelled and the seats are back. The cancellation runs whatever
 * happened in between.
 */
export async function checkWrites(ctx: CheckContext, found: Discovered): Promise<WriteRoundTrip> {
  const { probe, client, options } = ctx;
  const departure = found.departure;
  if (!departure) {
    for (const id of WRITE_STEPS) probe.unreachable(id, '', 'the reads found no bookable departure');
    return { cleanedUp: true, detail: 'nothing booked: the reads found no bookable departure' };
  }
  const app = options.appId;
  const label = `${departure.tourId} ${departure.start}`;
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
    booking_information: { iso_currency_code: found.currency },
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
      family_name: `Check ${i + 1}`,
    })),
  } as unknown as ProviderBasket;
  await probe.json('quoteBooking', label, () => client.quoteBooking(app, basket));
  const key = `provider-check-${randomUUID()}`;
  const booked = await probe.json('createBooking', label, () => client.createBooking(app, basket, key));
  const bookingId = bookingIdOf(booked);
  if (bookingId === undefined) {
    const why = text(booked?.booking_error) ?? 'createBooking answered no booking id';
    for (const id of WRITE_STEPS.slice(2)) probe.unreachable(id, label, why);
    return {
      tourId: departure.tourId,
      departure: departure.start,
      seats: { before },
      cleanedUp: true,
      detail: `nothing booked: ${why}`,
    };
  }
  let latest: ProviderBooking | undefined = booked;
  let seatsBooked: number | undefined;
  try {
    seatsBooked = await seats('after booking');
    const passengers = listOf(booked?.passengers).filter((p) => text(p.passenger_identifier));
    const updated = await probe.json('updateBooking', `${bookingId} passengers`, () =>
      client.updateBooking(app, bookingId, {
        booking_information: { iso_currency_code: found.currency },
        passengers: passengers.map((p, i) => ({
          passenger_identifier: p.passenger_identifier,
          first_name: 'Golive',
          family_name: `Checked ${i + 1}`,
          email: `golive.check+${i + 1}@example.com`,
        })),
      }),
    );
    latest = updated ?? latest;
    await checkCardPaymentStart(ctx, bookingId, found.currency);
  } finally {
    latest =
      (await probe.json('loadBooking', `${app} ${bookingId} (before cancelling)`, () =>
        client.loadBooking(app, bookingId, null),
      )) ?? latest;
    const everyone = {
      booking_information: { iso_currency_code: found.currency },
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
  const after = await probe.json('loadBooking', `${app} ${bookingId} (after cancelling)`, () =>
    client.loadBooking(app, bookingId, null),
  );
  const seatsAfter = await seats('after cancelling');
  const cancelled = after?.status === 'CANCELLED';
  const seatsBack = before === undefined || seatsAfter === before;
  const trip = { before, booked: seatsBooked, after: seatsAfter };
  if (!cancelled) {
    probe.differs('cancelBooking', String(bookingId), {
      kind: 'left-behind',
      path: '(booking status)',
      expected: 'CANCELLED',
      seen: String(after?.status ?? 'unknown'),
      count: 1,
    });
  }
  if (!seatsBack) {
    probe.differs('cancelBooking', String(bookingId), {
      kind: 'left-behind',
      path: `(free seats of ${label})`,
      expected: String(before),
      seen: String(seatsAfter ?? 'unknown'),
      count: 1,
    });
  }
  return {
    bookingId,
    tourId: departure.tourId,
    departure: departure.start,
    seats: trip,
    cleanedUp: cancelled && seatsBack,
    detail:
      `booking ${bookingId} (${PARTY_SIZE} Adults, ${label}) ${cancelled ? 'cancelled' : 'NOT cancelled'}; ` +
      `free seats ${trip.before ?? '?'} → ${trip.booked ?? '?'} → ${trip.after ?? '?'}` +
      (seatsBack ? '' : ' (not back)'),
  };
}

/** Starts a full card payment (no card is submitted), then reads its session and loads its hosted page. */
async function checkCardPaymentStart(ctx: CheckContext, bookingId: number, currency: Discovered['currency']) {
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
    for (const id of ['getPaymentSession', 'getHostedCardPage']) {
      probe.unreachable(id, String(bookingId), 'initialisePayment answered no payment_reference');
    }
    return;
  }
  await probe.json('getPaymentSession', `${app} ${bookingId} ${reference}`, () =>
    client.getPaymentSession(app, bookingId, reference),
  );
  if (page) await probe.document('getHostedCardPage', reference, page);
  else probe.unreachable('getHostedCardPage', reference, 'initialisePayment answered no form_iframe');
}
