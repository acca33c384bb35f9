import { DEFAULT_PRICING_AGE_CATEGORY } from '@tourdesk/domain/age-categories';
import type { AgeCategoryName } from '@/apollo/generated/graphql';
import { tripBasket } from '../components/tour-panel/trip-basket';

/**
 * The party the tour details panel opens with before the age categories are known: the party of the basket's last
 * trip (in the panel's category order), else one passenger of the default pricing category (seed 000 §9 'Adult';
 * the provider's default party is one Adult). Keeping it equal to the panel's first party lets the route's one
 * query carry the panel's calendar, date options and quote.
 */
export function openingParty(lastTripParty: readonly AgeCategoryName[]): AgeCategoryName[] {
  if (lastTripParty.length > 0) return [...lastTripParty];
  return [DEFAULT_PRICING_AGE_CATEGORY.toUpperCase() as AgeCategoryName];
}

/**
 * Variables of the tour details panel's data for a tour opened by address at a date (`open`, `departuredate`,
 * seed 001 §2): the calendar of the date's month, the date's departures, pick-ups and rooms, and the quote of
 * the party on that date with no pick-up and no room chosen, exactly as the panel asks for them first, so the
 * panel finds them in the cache and sends no request of its own.
 * @param date ISO date (yyyy-mm-dd).
 */
export function openTourOnDateVariables(tourId: string, date: string, party: readonly AgeCategoryName[]) {
  const [year = 0, month = 0] = date.split('-').map(Number);
  return {
    tourId,
    year,
    month,
    passengers: Math.max(party.length, 1),
    date,
    party: [...party],
    withRooms: true,
    basket: tripBasket(party, {
      tourId,
      departureDate: date,
      departureTime: null,
      pickupPointId: null,
      rooms: [],
    }),
  };
}

/**
 * The panel's passengers per age category for a party (one entry per passenger, e.g. ['ADULT', 'ADULT', 'CHILD']
 * gives { ADULT: 2, CHILD: 1 }); an empty party gives each category's default count (seed 001 §4 Passengers).
 */
export function countsOfParty(
  party: readonly string[],
  categories: readonly { name: string; defaultPassengers: number }[],
): Record<string, number> {
  const counts: Record<string, number> = {};
  if (party.length > 0) {
    for (const category of party) counts[category] = (counts[category] ?? 0) + 1;
  } else {
    for (const category of categories) counts[category.name] = category.defaultPassengers;
  }
  return counts;
}
