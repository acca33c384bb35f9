import { useApolloClient, useQuery } from '@apollo/client/react';
import { addToCartBlockers, isTripBookable, validateAddToCart } from '@tourdesk/domain/basket';
import { formatDate } from '@tourdesk/domain/dates';
import { MESSAGES } from '@tourdesk/domain/messages';
import { expandPassengerCounts } from '@tourdesk/domain/passengers-count';
import { keepSelectedRoom } from '@tourdesk/domain/rooms';
import { carriedChoicesNotice, carryChoicesToOption } from '@tourdesk/domain/sales-group';
import { useForm, useWatch } from 'react-hook-form';
import {
  TourDateOptionsDocument,
  TourQuoteDocument,
  type AgeCategoryName,
  type TripInput,
} from '@/apollo/generated/graphql';
import {
  holdDroppedDate,
  onSale,
  withHeldChoices,
  type BookingForm,
  type BookingTour,
  type PanelChoices,
  type PanelTrip,
} from '../api/tour-booking';
import { tripBasket } from '../components/tour-panel/trip-basket';

/**
 * The tour details panel's booking (seed 001 §4, §5): the choices in a react-hook-form form, the chosen date's
 * departures, pick-ups and rooms (`TourDateOptions`), the departure time kept on sale, the domain's blockers of
 * 'Add to Cart', and the quote of the trip (`TourQuote`), asked again on every change.
 * @param tour the tour, or null while its fragment is incomplete (nothing is asked then).
 * @param order age category names in display order (the party's order).
 * @param initial what the panel opens with.
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
  const { control, setValue, getValues } = useForm<BookingForm>({
    defaultValues: {
      departureDate: initial.departureDate,
      freeSeats: -1,
      departureTime: initial.departureTime,
      passengers: initial.counts,
      pickupPointId: initial.pickupPointId,
      roomOptionId: null,
    },
  });
  const form = useWatch({ control }) as BookingForm;
  const client = useApolloClient();

  const party = expandPassengerCounts(form.passengers, order) as AgeCategoryName[];
  const multiDay = tour !== null && tour.duration.days > 1;
  const options = useQuery(TourDateOptionsDocument, {
    variables: {
      tourId: tour?.tourId ?? '',
      date: form.departureDate ?? '',
      party,
      withRooms: multiDay,
    },
    skip: !tour || !form.departureDate || party.length === 0,
  });
  const dateOptions = options.data?.tour ?? null;
  const departures = dateOptions?.departures ?? [];
  const roomOptions = dateOptions?.roomOptions ?? [];
  const roomOptionId = keepSelectedRoom(
    form.roomOptionId,
    roomOptions.map((option) => ({
      name: option.id,
      label: option.label,
      status: option.available ? 'AVAILABLE' : 'UNAVAILABLE',
      occupantsByType: {},
      roomTypeCombinations: [],
    })),
  );
  const room = roomOptions.find((option) => option.id === roomOptionId) ?? null;
  const severalTimes = departures.length > 1;
  const departureTime = severalTimes
    ? departures.some((item) => item.time === form.departureTime && onSale(item))
      ? form.departureTime
      : (departures.find(onSale)?.time ?? null)
    : null;
  const departure = departures.find((item) => item.time === departureTime) ?? departures[0] ?? null;
  const freeSeats = departure?.freeSeats ?? form.freeSeats;

  const blockers = addToCartBlockers({
    departureDate: form.departureDate,
    ageCategories: party,
    freeSeats: form.departureDate ? freeSeats : -1,
    roomRequired: multiDay && roomOptions.length > 0,
    roomChosen: room !== null,
  });
  const need = (field: string) => blockers.find((blocker) => blocker.field === field)?.message ?? null;

  const trip: TripInput | null =
    tour && form.departureDate && party.length > 0
      ? {
          tourId: tour.tourId,
          departureDate: form.departureDate,
          departureTime,
          pickupPointId: form.pickupPointId,
          rooms:
            room?.rooms.map((item) => ({
              roomType: item.roomType,
              passengerIndexes: item.passengerIndexes,
            })) ?? [],
        }
      : null;
  const quoteResult = useQuery(TourQuoteDocument, {
    variables: { basket: tripBasket(party, trip) },
    skip: !trip || !tour || !tour.bookableOnline,
  });
  const requoting = quoteResult.loading;
  const quote = trip ? ((quoteResult.data ?? quoteResult.previousData)?.quote.quote ?? null) : null;
  const quoteErrors = trip ? (quoteResult.data?.quote.userErrors ?? []).map((error) => error.message) : [];
  // What the gateway refused (currency, a price of 0...) once the panel's own blockers are met.
  const quoteRefusals = blockers.length === 0 && !requoting && !quote ? quoteErrors : [];

  const choices = (): PanelChoices => ({
    counts: form.passengers,
    departureDate: form.departureDate,
    departureTime,
    pickupPointId: form.pickupPointId,
  });

  /**
   * The choices another option of the sales group keeps (seed 001 §4): with a date chosen, the option's departures
   * and pick-ups that day are read first (the query the new panel then finds in the cache).
   */
  const carryTo = async (tourId: string): Promise<{ choices: PanelChoices; notice: string | null }> => {
    const current = withHeldChoices(choices(), initial.held);
    const name = tour?.salesGroup?.products.find((product) => product.tourId === tourId)?.name ?? tour?.name;
    if (!current.departureDate) return { choices: current, notice: null };
    try {
      const { data } = await client.query({
        query: TourDateOptionsDocument,
        variables: { tourId, date: current.departureDate, party, withRooms: multiDay },
      });
      const result = carryChoicesToOption(
        current,
        {
          departures: data?.tour?.departures ?? [],
          pickupPointIds: (data?.tour?.pickupPoints ?? []).map((point) => point.originalId),
        },
        party.length,
      );
      return {
        choices: holdDroppedDate(current, { ...current, ...result.choices }),
        notice: carriedChoicesNotice(
          name ?? '',
          result.dropped,
          formatDate(current.departureDate, 'dd/mm/yyyy'),
          party.length,
        ),
      };
    } catch {
      return { choices: current, notice: null };
    }
  };

  /** The refusals of 'Add to Cart' (seed 001 §4 Basket to cart), or none and the trip to store. */
  const validate = (): { refusals: string[]; trip: PanelTrip | null } => {
    const current = getValues();
    const refusals = validateAddToCart({
      ageCategories: party,
      basketCurrency,
      tripCurrency: quote?.currency ?? basketCurrency ?? '',
      freeSeats,
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
        roomCount: room ? room.rooms.length : 0,
        roomOptionCount: roomOptions.length,
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
        departureTime,
        currency: quote.currency,
        pickupPointId: current.pickupPointId,
        rooms: trip?.rooms ?? [],
        totalMinor: quote.total.amountMinor,
      },
    };
  };

  return {
    control,
    form,
    setValue,
    party,
    multiDay,
    dateOptions,
    departures,
    severalTimes,
    departureTime,
    freeSeats,
    roomOptions,
    roomOptionId,
    blockers,
    need,
    quote,
    requoting,
    quoteRefusals,
    carryTo,
    validate,
  };
}
