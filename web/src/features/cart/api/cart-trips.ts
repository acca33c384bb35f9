import type { CartPageQuery } from '@/apollo/generated/graphql';
import type { PopupAddOn } from '../components/add-on-popup';

/** The quoted trips of the cart's page query, in basket order (main trips, each followed by its add-ons). */
export type QuotedTrips = NonNullable<NonNullable<CartPageQuery['quote']>['quote']>['trips'];

/** A main trip of the cart with the add-ons booked with it. */
export interface TripGroup {
  main: QuotedTrips[number];
  addOns: QuotedTrips;
}

/** Groups the quote's trips (main trips, each followed by its add-ons, in basket order) per main trip. */
export function groupTrips(trips: QuotedTrips): TripGroup[] {
  const groups: TripGroup[] = [];
  for (const trip of trips) {
    const last = groups.at(-1);
    if (trip.isAddOn && last) last.addOns.push(trip);
    else groups.push({ main: trip, addOns: [] });
  }
  return groups;
}

/** Only groups that offer something: an empty list shows the seed's no-add-ons text; none when they could not be read. */
export function offeringGroups(groups: QuotedTrips[number]['addOnGroups']) {
  return (groups ?? []).filter((group) => group.addOns.length > 0);
}

/**
 * The add-ons the customer popup suggests (seed 001 §2 Cart popup): every main trip's offered add-ons that the
 * schema marks `inPopup` (all but 'Help restore Scotland'), each with the main trip it is offered for.
 */
export function popupSuggestions(groups: readonly TripGroup[]): PopupAddOn[] {
  return groups.flatMap(({ main }) =>
    (main.addOnGroups ?? []).flatMap((group) =>
      group.addOns
        .filter((addOn) => addOn.inPopup)
        .map((addOn) => ({
          name: addOn.tour.name,
          imageUrl: addOn.tour.image.url,
          tripTourId: main.tour.tourId,
        })),
    ),
  );
}

/** Names the trip being removed: the main trip's tour id, or '{main}/{add-on}' for an add-on of a main trip. */
export function removalKey(tourId: string, addOnOf?: string): string {
  return addOnOf ? `${addOnOf}/${tourId}` : tourId;
}
