/**
 * Optional add-ons (seed 001 §5 "Add-ons", §2 Cart popup, §4 Checkout).
 */
import { addDays, isDateInRange } from './dates.js';
import type { IsoDate } from './dates.js';

/** A date range of an add-on group (date_from, date_to as ISO dates or timestamps; inclusive). */
export interface AddOnDateRange {
  dateFrom: string;
  dateTo: string;
}

/** An add-on group of seller_information.add_ons (name, dates, products). */
export interface AddOnGroup<P = unknown> {
  name: string;
  dates: readonly AddOnDateRange[];
  products: readonly P[];
}

/** Name of the accommodation add-on group (seed 001 §5). */
export const ACCOMMODATION_GROUP = 'Accommodation';

/** The only product whose basket may keep the Accommodation group (seed 001 §5). */
export const ACCOMMODATION_PRODUCT = '3SU';

/** Add-ons whose name contains this are excluded from the checkout popup (seed 001 §2). */
export const POPUP_EXCLUDED_ADD_ON = 'Help restore Scotland';

/**
 * Add-ons are offered only when the basket has passengers and a departure date (seed 001 §5).
 */
export function addOnsOffered(passengerCount: number, departureDate: IsoDate | null | undefined): boolean {
  return passengerCount > 0 && !!departureDate;
}

/**
 * A group is shown only if the departure date falls in one of its date ranges (inclusive), or it has no dates
 * (seed 001 §5).
 */
export function addOnGroupShown(group: Pick<AddOnGroup, 'dates'>, departureDate: IsoDate): boolean {
  return (
    group.dates.length === 0 || group.dates.some((r) => isDateInRange(departureDate, r.dateFrom, r.dateTo))
  );
}

/**
 * The add-on groups to show for a trip (seed 001 §5): none unless {@link addOnsOffered}; groups failing
 * {@link addOnGroupShown} dropped; the 'Accommodation' group (case-insensitive) kept only for tour 3SU with
 * exactly 2 passengers.
 */
export function visibleAddOnGroups<G extends Pick<AddOnGroup, 'name' | 'dates'>>(
  groups: readonly G[],
  trip: { tourId: string; passengerCount: number; departureDate: IsoDate | null | undefined },
): G[] {
  const { tourId, passengerCount, departureDate } = trip;
  if (!departureDate || !addOnsOffered(passengerCount, departureDate)) return [];
  return groups.filter((g) => {
    if (!addOnGroupShown(g, departureDate)) return false;
    if (g.name.trim().toLowerCase() === ACCOMMODATION_GROUP.toLowerCase()) {
      return tourId.toUpperCase() === ACCOMMODATION_PRODUCT && passengerCount === 2;
    }
    return true;
  });
}

/**
 * The date whose capacity an add-on needs: the trip's departure date shifted by the post-tour offset in days
 * (seed 001 §5; post_tour_offset of the product).
 */
export function addOnCapacityDate(departureDate: IsoDate, postTourOffsetDays: number): IsoDate {
  return addDays(departureDate, postTourOffsetDays);
}

/** True for ECO add-ons (tour id containing 'ECO', case-insensitive), which are always allowed (seed 001 §5). */
export function isEcoAddOn(tourId: string): boolean {
  return tourId.toUpperCase().includes('ECO');
}

/**
 * An add-on is allowed when it is an ECO add-on, or its free seats on {@link addOnCapacityDate} cover the
 * passenger count (seed 001 §5). Unknown capacity (-1) does not cover.
 */
export function addOnCapacityAllows(
  tourId: string,
  freeSeatsOnDate: number,
  passengerCount: number,
): boolean {
  return isEcoAddOn(tourId) || freeSeatsOnDate >= passengerCount;
}

/** Add-ons for the checkout popup: those whose name contains 'Help restore Scotland' are excluded (seed 001 §2). */
export function popupAddOns<A extends { name: string }>(addOns: readonly A[]): A[] {
  return addOns.filter((a) => !a.name.includes(POPUP_EXCLUDED_ADD_ON));
}

/**
 * Popup headline (seed 001 §2): 'Last chance to secure your spot for {name}!' for one add-on, or
 * 'Last chance to secure your spot for {name} and other add-ons!' when there are more. `names` are the popup's
 * add-on names (see {@link popupAddOns}); returns '' when empty.
 */
export function addOnPopupHeadline(names: readonly string[]): string {
  const [first] = names;
  if (first === undefined) return '';
  return names.length > 1
    ? `Last chance to secure your spot for ${first} and other add-ons!`
    : `Last chance to secure your spot for ${first}!`;
}

/**
 * Whether the cart checkout click shows the add-on popup (seed 001 §4 Checkout): only for a non-agent who has
 * bought no add-on, when suggestions exist and the popup has not been shown yet.
 */
export function showAddOnPopup(s: {
  isAgent: boolean;
  hasBoughtAddOn: boolean;
  suggestionCount: number;
  alreadyShown: boolean;
}): boolean {
  return !s.isAgent && !s.hasBoughtAddOn && s.suggestionCount > 0 && !s.alreadyShown;
}
