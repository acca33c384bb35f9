import type { SimState } from '../state.js';
import { daysBetween } from '../util/clock.js';
import { percentOf } from '../util/money.js';
import type { StoredBooking, StoredTrip, StoredTripPassenger } from './booking-types.js';
import { cancellationPercent } from './money-rules.js';
import { recordRefund, settle } from './place-ledger.js';

/** A cancelled trip passenger with its fee (minor units). */
export interface CancelledPassenger {
  bookingIdentifier: string;
  tripPassengerId: string;
  fee: number;
}

function restoreCapacity(state: SimState, trip: StoredTrip, p: StoredTripPassenger): void {
  const tour = state.catalogue.get(trip.tourId);
  const dep = state.capacity.find(trip.tourId, trip.departure);
  if (!dep || !tour || tour.alwaysAvailable || dep.freeSeats < 0) return;
  dep.freeSeats += 1;
  const room = trip.rooms.find((r) => r.links.includes(p.tripPassengerId));
  if (!room || !dep.rooms) return;
  const roomEmpty = room.links.every((l) => trip.passengers.find((x) => x.tripPassengerId === l)?.cancelled);
  if (room.roomType === 'dorm' || roomEmpty) dep.rooms[room.roomType] = (dep.rooms[room.roomType] ?? 0) + 1;
}

/**
 * True for a hold nobody paid for: no payment was ever taken and no agent confirmed it (OCTO: releasing an ON_HOLD
 * booking costs nothing).
 */
export function isUnpaidHold(booking: StoredBooking): boolean {
  return !booking.confirmed && !booking.payments.some((p) => p.kind !== 'REFUND');
}

/**
 * The fee (minor units) cancelling a place today charges: its price after discount times the percentage for the
 * days before departure, nothing on an unpaid hold.
 */
function feeOf(booking: StoredBooking, trip: StoredTrip, p: StoredTripPassenger, today: string): number {
  if (isUnpaidHold(booking)) return 0;
  return percentOf(
    p.price - p.discount,
    cancellationPercent(daysBetween(today, trip.departure.slice(0, 10))),
  );
}

/**
 * The places a cancellation request covers, in order: each flagged trip passenger still booked, followed by its
 * add-on places still booked (an add-on goes with its passenger).
 */
function placesToCancel(
  booking: StoredBooking,
  requested: readonly CancellationRequestTrip[],
): { trip: StoredTrip; place: StoredTripPassenger }[] {
  const places: { trip: StoredTrip; place: StoredTripPassenger }[] = [];
  const seen = new Set<string>();
  const add = (trip: StoredTrip, place: StoredTripPassenger) => {
    if (place.cancelled || seen.has(place.tripPassengerId)) return;
    seen.add(place.tripPassengerId);
    places.push({ trip, place });
  };
  for (const req of requested) {
    const trip = booking.trips.find((t) => t.bookingIdentifier === req.booking_identifier);
    if (!trip) continue;
    for (const flag of req.passengers.filter((x) => x.cancel)) {
      const p = trip.passengers.find((x) => x.tripPassengerId === flag.trip_passenger_identifier);
      if (!p) continue;
      add(trip, p);
      for (const addOn of booking.trips.filter((t) => t.parentId === trip.bookingIdentifier)) {
        const place = addOn.passengers.find((x) => x.passengerId === p.passengerId);
        if (place) add(addOn, place);
      }
    }
  }
  return places;
}

/** One trip of a cancellation request (the provider's cancellation object). */
export interface CancellationRequestTrip {
  booking_identifier: string;
  passengers: { trip_passenger_identifier: string; cancel: boolean }[];
}

/** A place a cancellation would cancel, with its fee, what it paid and its refund (minor units). */
export interface QuotedCancellation extends CancelledPassenger {
  paid: number;
  refund: number;
}

/**
 * A place cancelled with `fee`: its fee, its commission re-priced on the fee, and the refund of what it paid above
 * what it now owes on the basis it was paid (domain ledger `settlePlace`: a place paid gross owes the fee, a place
 * paid nett owes the fee less the commission on it). Mutates the place; returns the refund (minor units).
 */
function cancelPlace(place: StoredTripPassenger, fee: number, booking: StoredBooking): number {
  place.cancellationFee = fee;
  place.cancelled = true;
  return settle(place, booking.currency);
}

/**
 * What cancelling the flagged places would cost today, changing nothing: per place (add-on places included) the
 * fee, what it has paid (cash, card fees apart) and the refund the cancellation would give (see {@link cancelPlace}).
 */
export function quoteCancellation(
  state: SimState,
  booking: StoredBooking,
  requested: readonly CancellationRequestTrip[],
): QuotedCancellation[] {
  const today = state.clock.today();
  return placesToCancel(booking, requested).map(({ trip, place }) => {
    const fee = feeOf(booking, trip, place, today);
    return {
      bookingIdentifier: trip.bookingIdentifier,
      tripPassengerId: place.tripPassengerId,
      fee,
      paid: place.paid,
      refund: cancelPlace({ ...place }, fee, booking),
    };
  });
}

/**
 * Cancels the flagged trip passengers (and their add-on places), charging the fee by days before
 * departure (none on an unpaid hold), restoring capacity, and refunding what each place paid above what it now owes
 * on the basis it was paid (see {@link cancelPlace}; card fees paid are kept). Records the refund as one REFUND
 * payment. Returns the cancelled places and the refund (minor units).
 */
export function cancelPassengers(
  state: SimState,
  booking: StoredBooking,
  requested: readonly CancellationRequestTrip[],
): { cancelled: CancelledPassenger[]; refund: number } {
  const today = state.clock.today();
  const places = placesToCancel(booking, requested);
  const fees = places.map(({ trip, place }) => feeOf(booking, trip, place, today));
  let refund = 0;
  const cancelled: CancelledPassenger[] = places.map(({ trip, place }, index) => {
    refund += cancelPlace(place, fees[index]!, booking);
    restoreCapacity(state, trip, place);
    return {
      bookingIdentifier: trip.bookingIdentifier,
      tripPassengerId: place.tripPassengerId,
      fee: fees[index]!,
    };
  });
  recordRefund(booking, refund, 'Cancellation refund', state.clock.nowLocal());
  return { cancelled, refund };
}
