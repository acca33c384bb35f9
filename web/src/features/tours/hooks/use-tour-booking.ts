import { addToCartBlockers } from '@tourdesk/domain/basket';
import { isMultiDay } from '@tourdesk/domain/duration';
import { expandPassengerCounts, type PassengerCounts } from '@tourdesk/domain/passengers-count';
import { useEffect, useRef } from 'react';
import { useWatch, type UseFormGetValues, type UseFormSetValue } from 'react-hook-form';
import type { AgeCategoryName } from '@/apollo/generated/graphql';
import { withHeldChoices, type BookingForm, type BookingTour, type PanelChoices } from '../api/tour-booking';
import { useBookingForm } from './booking-form-scope';
import { useCarryToOption } from './use-carry-to-option';
import { useDateOptions } from './use-date-options';
import { tripOfChoices, useTripQuote } from './use-trip-quote';
import { validateTrip } from './validate-trip';

/**
 * The tour details panel's booking (seed 001 §4, §5): the choices in the react-hook-form form of the enclosing
 * `BookingFormScope`, the chosen date's departures, pick-ups and rooms ({@link useDateOptions}), the domain's
 * blockers of 'Add to Cart', and the quote of the trip ({@link useTripQuote}), asked again on every change.
 * @param tour the tour, or null while its fragment is incomplete (nothing is asked then).
 * @param order age category names in display order (the party's order).
 * @param initial what the panel opens with (the form opened with it; a new opening party is taken in).
 * @param basketCurrency the basket's currency for the currency check, null when the basket is empty.
 * @returns the form (`control`, `form` values, `setValue`), what was derived from it, `carryTo` (the choices a
 *   sales-group option keeps, and the notice of what it could not) and `validate` (the refusals of 'Add to Cart',
 *   or the trip to store).
 */
export function useTourBooking(
  tour: BookingTour | null,
  order: readonly string[],
  initial: PanelChoices,
  basketCurrency: string | null,
) {
  const { control, setValue, getValues } = useBookingForm();
  useOpeningParty(initial.counts, getValues, setValue);
  const form = useWatch({ control }) as BookingForm;
  const party = expandPassengerCounts(form.passengers, order) as AgeCategoryName[];
  const multiDay = tour !== null && isMultiDay(tour.duration);
  const options = useDateOptions(tour, form, party, multiDay);
  const { departureTime, freeSeats, room, roomOptions } = options;

  const blockers = addToCartBlockers({
    departureDate: form.departureDate,
    ageCategories: party,
    freeSeats: form.departureDate ? freeSeats : -1,
    roomRequired: multiDay && roomOptions.length > 0,
    roomChosen: room !== null,
  });
  const need = (field: string) => blockers.find((blocker) => blocker.field === field)?.message ?? null;
  const trip = tripOfChoices(tour, form, party, options);
  const quote = useTripQuote(tour, party, trip, blockers.length);
  const carryTo = useCarryToOption(tour, party, multiDay, () =>
    withHeldChoices(
      {
        counts: form.passengers,
        departureDate: form.departureDate,
        departureTime,
        pickupPointId: form.pickupPointId,
      },
      initial.held,
    ),
  );
  /** The refusals of 'Add to Cart' (seed 001 §4 Basket to cart), or none and the trip to store. */
  const validate = () =>
    validateTrip({ tour, current: getValues(), party, basketCurrency, options, quote, trip });

  return {
    control,
    form,
    setValue,
    party,
    multiDay,
    ...options,
    blockers,
    need,
    quote: quote.quote,
    requoting: quote.requoting,
    quoteRefusals: quote.quoteRefusals,
    carryTo,
    validate,
  };
}

/** Whether two parties have the same number of passengers in every age category. */
function sameCounts(a: PassengerCounts, b: PassengerCounts): boolean {
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...names].every((name) => (a[name] ?? 0) === (b[name] ?? 0));
}

/**
 * Takes a new opening party into the form: a panel hydrated from a server-rendered page opens with the server's
 * party (the server cannot see the basket), and the basket's last party, read in the browser once the page has
 * hydrated, then arrives as new `counts`. The form takes it unless the party was changed in the panel meanwhile.
 */
function useOpeningParty(
  counts: PassengerCounts,
  getValues: UseFormGetValues<BookingForm>,
  setValue: UseFormSetValue<BookingForm>,
) {
  const opened = useRef(counts);
  useEffect(() => {
    const previous = opened.current;
    opened.current = counts;
    if (sameCounts(previous, counts)) return;
    if (sameCounts(getValues('passengers'), previous)) setValue('passengers', counts);
  }, [counts, getValues, setValue]);
}

/** The panel's booking, as {@link useTourBooking} gives it. */
export type TourBooking = ReturnType<typeof useTourBooking>;
