import { BOOKING_MESSAGE_CURRENCY } from '@tourdesk/domain/constants';
import { guestName } from '@tourdesk/domain/booking';
import { cancellationQuoteTotals } from '@tourdesk/domain/totals';
import type { ProviderBooking, ProviderCancellationQuote } from '../../../../provider/types.js';
import { gqlMoney, providerMoney } from '../../../shared/money.js';
import { accessBookingForChange, BOOKING_NOT_FOUND, bookingIdOf } from '../../booking-access.js';
import { bookingInformation } from '../../booking-writes.js';
import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { cancellationRequest } from '../../cancellation-request.js';

/**
 * A cancellation quote as the schema gives it: each place with its guest's name and tour, the fee, paid and refund
 * in the booking's currency, and their sums (domain `cancellationQuoteTotals`: fee + refund = paid is not required,
 * a place may owe part of its fee).
 */
function cancellationQuoteOf(booking: ProviderBooking, answer: ProviderCancellationQuote) {
  const currency = answer.iso_currency_code;
  const guests = new Map(booking.passengers.map((p) => [p.passenger_identifier, p]));
  const lines = answer.passengers.map((line) => {
    const trip = booking.trips.find((t) => t.booking_identifier === line.booking_identifier);
    const index =
      trip?.passengers.findIndex((p) => p.trip_passenger_identifier === line.trip_passenger_identifier) ?? -1;
    const passenger = index >= 0 ? trip!.passengers[index] : undefined;
    const guest = passenger ? guests.get(passenger.passenger_identifier) : undefined;
    return {
      tripPassengerId: line.trip_passenger_identifier,
      name: guestName({ firstName: guest?.first_name, familyName: guest?.family_name }, Math.max(index, 0)),
      tourName: trip?.tour_name ?? '',
      cancellationFee: providerMoney(line.cancellation_fee, currency),
      paid: providerMoney(line.paid, currency),
      refund: providerMoney(line.refund, currency),
    };
  });
  const totals = cancellationQuoteTotals(lines, currency);
  return {
    groupBookingId: String(answer.group_booking_id),
    passengers: lines.map((line) => ({
      ...line,
      cancellationFee: gqlMoney(line.cancellationFee),
      paid: gqlMoney(line.paid),
      refund: gqlMoney(line.refund),
    })),
    cancellationFee: gqlMoney(totals.cancellationFee),
    paid: gqlMoney(totals.paid),
    refund: gqlMoney(totals.refund),
  };
}

/**
 * `Query.cancellationQuote` (seed 000 §3 Cancellation): the provider's cancellation quote for the given trip
 * passengers, nothing cancelled, under the booking's change access; UNKNOWN_PASSENGER at tripPassengerIds when none
 * is given or one is not the booking's, BOOKING_NOT_FOUND for a booking the caller may not change.
 */
export const cancellationQuote: NonNullable<QueryResolvers['cancellationQuote']> = async (
  _parent,
  { groupBookingId, tripPassengerIds },
  ctx,
) => {
  const access = await accessBookingForChange(ctx, bookingIdOf(groupBookingId));
  if (!access) return { quote: null, userErrors: [BOOKING_NOT_FOUND] };
  const request = cancellationRequest(access.booking, tripPassengerIds);
  if ('userError' in request) return { quote: null, userErrors: [request.userError] };
  const answer = await ctx.provider.quoteCancellation(access.appId, access.booking.group_booking_id, {
    booking_information: bookingInformation(BOOKING_MESSAGE_CURRENCY, access.token),
    trips: request.trips,
  });
  return { quote: cancellationQuoteOf(access.booking, answer), userErrors: [] };
};
