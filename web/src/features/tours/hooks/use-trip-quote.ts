import { useQuery } from '@apollo/client/react';
import type { AgeCategoryName, TripInput } from '@/apollo/generated/graphql';
import { TourQuoteDocument } from '@/apollo/generated/graphql';
import type { BookingTour } from '../api/tour-booking';
import { tripBasket } from '../components/tour-panel/trip-basket';
import type { DateOptions } from './use-date-options';

/**
 * The trip the panel's choices make (seed 001 §3 Trip), or null before a date and a party are chosen: the tour,
 * date, departure time, pick-up and the chosen room option's rooms (occupants as indexes into the party).
 */
export function tripOfChoices(
  tour: BookingTour | null,
  choices: { departureDate: string | null; pickupPointId: string | null },
  party: readonly AgeCategoryName[],
  options: Pick<DateOptions, 'departureTime' | 'room'>,
): TripInput | null {
  if (!tour || !choices.departureDate || party.length === 0) return null;
  return {
    tourId: tour.tourId,
    departureDate: choices.departureDate,
    departureTime: options.departureTime,
    pickupPointId: choices.pickupPointId,
    rooms:
      options.room?.rooms.map((item) => ({
        roomType: item.roomType,
        passengerIndexes: item.passengerIndexes,
      })) ?? [],
  };
}

/**
 * The quote of the panel's trip (`TourQuote`, seed 001 §4 Basket to cart), asked again on every change: the
 * quote (the previous one while the next is asked for), whether it is being asked for, the gateway's refusals
 * (`quoteErrors`), and those refusals once the panel's own blockers are met (`quoteRefusals`: currency, a price
 * of 0...). Nothing is asked for an unbookable tour or without a trip.
 * @param blockerCount how many of the domain's 'Add to Cart' blockers are unmet.
 */
export function useTripQuote(
  tour: BookingTour | null,
  party: readonly AgeCategoryName[],
  trip: TripInput | null,
  blockerCount: number,
) {
  const result = useQuery(TourQuoteDocument, {
    variables: { basket: tripBasket(party, trip) },
    skip: !trip || !tour || !tour.bookableOnline,
  });
  const requoting = result.loading;
  const quote = trip ? ((result.data ?? result.previousData)?.quote.quote ?? null) : null;
  const quoteErrors = trip ? (result.data?.quote.userErrors ?? []).map((error) => error.message) : [];
  const quoteRefusals = blockerCount === 0 && !requoting && !quote ? quoteErrors : [];
  return { quote, requoting, quoteErrors, quoteRefusals };
}

/** The panel's quote, as {@link useTripQuote} gives it. */
export type TripQuote = ReturnType<typeof useTripQuote>;
