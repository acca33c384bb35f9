import type { SimState } from '../state.js';
import { daysBetween } from '../util/clock.js';
import { percentOf } from '../util/money.js';
import type { StoredBooking, StoredTrip, StoredTripPassenger } from './booking-types.js';
import { cancellationPercent } from './money-rules.js';

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

function cancelOne(
  state: SimState,
  trip: StoredTrip,
  p: StoredTripPassenger,
  today: string,
): CancelledPassenger {
  const percent = cancellationPercent(daysBetween(today, trip.departure.slice(0, 10)));
  p.cancellationFee = percentOf(p.price - p.discount, percent);
  p.cancelled = true;
  restoreCapacity(state, trip, p);
  return {
    bookingIdentifier: trip.bookingIdentifier,
    tripPassengerId: p.tripPassengerId,
    fee: p.cancellationFee,
  };
}

/**
 * Cancels the flagged trip passengers (and their add-on places), charging the fee by days before
 * departure, restoring capacity, and refunding anything paid above the fee. Returns the cancelled
 * places and the refund (minor units).
 */
export function cancelPassengers(
  state: SimState,
  booking: StoredBooking,
  requested: {
    booking_identifier: string;
    passengers: { trip_passenger_identifier: string; cancel: boolean }[];
  }[],
): { cancelled: CancelledPassenger[]; refund: number } {
  const today = state.clock.today();
  const cancelled: CancelledPassenger[] = [];
  for (const req of requested) {
    const trip = booking.trips.find((t) => t.bookingIdentifier === req.booking_identifier);
    if (!trip) continue;
    for (const flag of req.passengers.filter((x) => x.cancel)) {
      const p = trip.passengers.find((x) => x.tripPassengerId === flag.trip_passenger_identifier);
      if (!p || p.cancelled) continue;
      cancelled.push(cancelOne(state, trip, p, today));
      for (const addOn of booking.trips.filter((t) => t.parentId === trip.bookingIdentifier)) {
        const place = addOn.passengers.find((x) => x.passengerId === p.passengerId && !x.cancelled);
        if (place) cancelled.push(cancelOne(state, addOn, place, today));
      }
    }
  }
  let refund = 0;
  for (const c of cancelled) {
    const p = booking.trips
      .find((t) => t.bookingIdentifier === c.bookingIdentifier)!
      .passengers.find((x) => x.tripPassengerId === c.tripPassengerId)!;
    if (p.paid > p.cancellationFee) {
      refund += p.paid - p.cancellationFee;
      p.paid = p.cancellationFee;
    }
  }
  if (refund > 0) {
    booking.payments.push({
      paymentId: `REF-${booking.id}-${booking.payments.length + 1}`,
      method: 'REFUND',
      amount: -refund,
      fee: 0,
      paidAt: state.clock.nowLocal(),
      reference: 'Cancellation refund',
      kind: 'REFUND',
    });
  }
  return { cancelled, refund };
}
