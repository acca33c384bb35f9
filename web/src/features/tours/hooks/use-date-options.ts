import { useQuery } from '@apollo/client/react';
import { keepSelectedRoom } from '@tourdesk/domain/rooms';
import { TourDateOptionsDocument, type AgeCategoryName } from '@/apollo/generated/graphql';
import { isDepartureOnSale } from '@tourdesk/domain/calendar';
import type { BookingForm, BookingTour } from '../api/tour-booking';

/**
 * The chosen date's options in the tour details panel (seed 001 §4, §5): its departures, pick-ups and rooms
 * (`TourDateOptions`, asked once a date and a party are chosen), the room kept selected (domain keepSelectedRoom),
 * the departure time kept on sale for a tour running several times a day (else the first time on sale) and the
 * free seats of the chosen departure (else of the date, from the calendar).
 * @param tour the tour, or null while its fragment is incomplete (nothing is asked then).
 * @param form the panel's form values.
 * @param party the party's age categories, one per passenger.
 * @param multiDay whether the tour lasts more than one day (its rooms are asked for).
 */
export function useDateOptions(
  tour: BookingTour | null,
  form: BookingForm,
  party: AgeCategoryName[],
  multiDay: boolean,
) {
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
    ? departures.some((item) => item.time === form.departureTime && isDepartureOnSale(item))
      ? form.departureTime
      : (departures.find(isDepartureOnSale)?.time ?? null)
    : null;
  const departure = departures.find((item) => item.time === departureTime) ?? departures[0] ?? null;
  const freeSeats = departure?.freeSeats ?? form.freeSeats;
  return { dateOptions, departures, roomOptions, roomOptionId, room, severalTimes, departureTime, freeSeats };
}

/** The chosen date's options of the panel, as {@link useDateOptions} gives them. */
export type DateOptions = ReturnType<typeof useDateOptions>;
