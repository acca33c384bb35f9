import { useApolloClient } from '@apollo/client/react';
import { formatDate } from '@tourdesk/domain/dates';
import { carriedChoicesNotice, carryChoicesToOption } from '@tourdesk/domain/sales-group';
import { TourDateOptionsDocument, type AgeCategoryName } from '@/apollo/generated/graphql';
import { holdDroppedDate, type BookingTour, type PanelChoices } from '../api/tour-booking';

/** The choices another sales-group option keeps, and the notice of what it could not keep (null when nothing). */
export interface CarriedChoices {
  choices: PanelChoices;
  notice: string | null;
}

/**
 * The switch to another option of the tour's sales group (seed 001 §4): returns `carryTo(tourId)`, which gives
 * the choices the option keeps (domain carryChoicesToOption) and the notice of what it could not
 * (carriedChoicesNotice, with the option's name and the date as dd/mm/yyyy). With a date chosen, the option's
 * departures and pick-ups that day are read first (the query the new panel then finds in the cache); without
 * one, or when that read fails, the choices go over as they are, with no notice.
 * @param current the panel's choices now (read when `carryTo` is called).
 */
export function useCarryToOption(
  tour: BookingTour | null,
  party: readonly AgeCategoryName[],
  multiDay: boolean,
  current: () => PanelChoices,
) {
  const client = useApolloClient();
  return async (tourId: string): Promise<CarriedChoices> => {
    const choices = current();
    const name = tour?.salesGroup?.products.find((product) => product.tourId === tourId)?.name ?? tour?.name;
    if (!choices.departureDate) return { choices, notice: null };
    try {
      const { data } = await client.query({
        query: TourDateOptionsDocument,
        variables: { tourId, date: choices.departureDate, party: [...party], withRooms: multiDay },
      });
      const result = carryChoicesToOption(
        choices,
        {
          departures: data?.tour?.departures ?? [],
          pickupPointIds: (data?.tour?.pickupPoints ?? []).map((point) => point.originalId),
        },
        party.length,
      );
      return {
        choices: holdDroppedDate(choices, { ...choices, ...result.choices }),
        notice: carriedChoicesNotice(
          name ?? '',
          result.dropped,
          formatDate(choices.departureDate, 'dd/mm/yyyy'),
          party.length,
        ),
      };
    } catch {
      return { choices, notice: null };
    }
  };
}
