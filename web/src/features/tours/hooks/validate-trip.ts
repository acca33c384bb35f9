import { isTripBookable, validateAddToCart } from '@tourdesk/domain/basket';
import { MESSAGES } from '@tourdesk/domain/messages';
import type { AgeCategoryName, TripInput } from '@/apollo/generated/graphql';
import type { BookingForm, BookingTour, PanelTrip } from '../api/tour-booking';
import type { DateOptions } from './use-date-options';
import type { TripQuote } from './use-trip-quote';

/** What an 'Add to Cart' click checks: the panel's state when it is clicked. */
export interface TripToValidate {
  tour: BookingTour | null;
  /** The form's values at the click (react-hook-form `getValues`). */
  current: BookingForm;
  party: AgeCategoryName[];
  basketCurrency: string | null;
  options: Pick<DateOptions, 'departureTime' | 'freeSeats' | 'room' | 'roomOptions'>;
  quote: Pick<TripQuote, 'quote' | 'quoteErrors'>;
  trip: TripInput | null;
}

/**
 * The refusals of 'Add to Cart' (seed 001 §4 Basket to cart: domain validateAddToCart, then isTripBookable, whose
 * failure gives the gateway's refusals or the currency-check message), or none and the trip to store, priced
 * by the quote (total in minor units of the quote's currency).
 */
export function validateTrip({
  tour,
  current,
  party,
  basketCurrency,
  options,
  quote: { quote, quoteErrors },
  trip,
}: TripToValidate): { refusals: string[]; trip: PanelTrip | null } {
  const refusals = validateAddToCart({
    ageCategories: party,
    basketCurrency,
    tripCurrency: quote?.currency ?? basketCurrency ?? '',
    freeSeats: options.freeSeats,
  }).map((error) => error.message);
  const bookable =
    tour !== null &&
    quote !== null &&
    isTripBookable({
      passengerCount: party.length,
      tourId: tour.tourId,
      departureDate: current.departureDate,
      totalMinor: quote.total.amountMinor,
      days: tour.duration.days,
      roomCount: options.room ? options.room.rooms.length : 0,
      roomOptionCount: options.roomOptions.length,
    });
  if (refusals.length === 0 && !bookable) {
    refusals.push(...(quoteErrors.length > 0 ? quoteErrors : [MESSAGES.currencyCheckFailed]));
  }
  if (refusals.length > 0 || !tour || !quote || !current.departureDate) return { refusals, trip: null };
  return {
    refusals,
    trip: {
      party,
      tourId: tour.tourId,
      tourName: tour.name,
      departureDate: current.departureDate,
      departureTime: options.departureTime,
      currency: quote.currency,
      pickupPointId: current.pickupPointId,
      rooms: trip?.rooms ?? [],
      totalMinor: quote.total.amountMinor,
    },
  };
}
