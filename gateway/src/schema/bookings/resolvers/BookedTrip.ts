import { bookingStatus } from '@tourdesk/domain/booking';
import { tripPassengerTotal } from '@tourdesk/domain/totals';
import type { BookedTripResolvers } from '../../../generated/resolvers-types.js';
import {
  discountMoney,
  gqlMoney,
  gqlProviderMoney,
  passengerDiscountPercentage,
  providerMoney,
} from '../../shared/money.js';
import { tripMoneyOf, tripResolvers } from '../../shared/trip.js';
import { currencyOf, guestOf } from '../booking-view.js';

/**
 * `BookedTrip` (codegen mapper: one trip of a provider booking with the booking; seed 000 §3 Booked trip, Trip
 * passenger): the one trip mapper (shared/trip.ts), its provider booking identifier, tour name and promo code, its
 * passengers with their guest, OCTO status and money (each passenger's total is its part of the trip's, domain
 * `tripPassengerTotal`; commission and nett for agents only, `@agentOnly`), and its cancellation fees.
 */
export const BookedTrip: BookedTripResolvers = {
  ...tripResolvers,
  bookingIdentifier: ({ trip }) => trip.booking_identifier,
  tourName: ({ trip }) => trip.tour_name,
  promoCode: ({ trip }) => trip.promo_code ?? null,
  passengers: ({ trip, booking }) => {
    const currency = currencyOf(booking);
    const guests = booking.passengers.map(guestOf);
    const guestById = new Map(guests.map((g) => [g.passengerId, g]));
    return trip.passengers.map((p) => ({
      tripPassengerId: p.trip_passenger_identifier,
      guest: guestById.get(p.passenger_identifier) ?? guests[0]!,
      status: bookingStatus(p.status, p.on_request),
      price: gqlProviderMoney(p.price, currency),
      discount: discountMoney(p.discount, currency),
      discountPercentage: passengerDiscountPercentage(p.discount_percentage),
      discountPromoCode: p.discount_promo_code ?? null,
      cancellationFee: gqlProviderMoney(p.cancellation_fee, currency),
      total: gqlMoney(
        tripPassengerTotal({
          price: providerMoney(p.price, currency),
          discount: providerMoney(p.discount, currency),
          cancellationFee: providerMoney(p.cancellation_fee, currency),
          cancelled: p.status === 'CANCELLED',
        }),
      ),
      commission: gqlProviderMoney(p.commission, currency),
      nett: gqlProviderMoney(p.nett, currency),
      paid: gqlProviderMoney(p.paid, currency),
      outstanding: gqlProviderMoney(p.outstanding, currency),
      deposit: gqlProviderMoney(p.deposit, currency),
      onRequest: p.on_request,
    }));
  },
  cancellationFees: (parent) => gqlMoney(tripMoneyOf(parent).figures.cancellationFee),
};
