import { addOnCapacityAllows, addOnCapacityDate, visibleAddOnGroups } from '@tourdesk/domain/add-ons';
import type { GatewayContext } from '../../context.js';
import { dateOnly } from '@tourdesk/domain/dates';
import type { AddOnParent } from './availability.mappers.js';

/** A group of add-ons offered with a trip: its name and the add-ons (`AddOn` parents) the party fits. */
export interface OfferedAddOnGroup {
  name: string;
  addOns: AddOnParent[];
}

/**
 * Optional add-ons of a trip (seed 001 §5 Add-ons: offered with passengers and a date; groups by date range; the
 * Accommodation group only for 3SU with exactly 2 passengers; capacity at the post-tour offset covers the party;
 * ECO always allowed).
 * @param tourId the main trip's tour; `departureDate` yyyy-mm-dd (Europe/London); `passengerCount` the party size.
 * @returns the visible groups with the add-ons whose capacity covers the party, each add-on with its departure date
 *   (yyyy-mm-dd, Europe/London); groups left empty are dropped.
 * @throws provider errors of the add-ons call (mapped by the provider client).
 */
export async function addOnGroupsOf(
  ctx: GatewayContext,
  tourId: string,
  departureDate: string,
  passengerCount: number,
): Promise<OfferedAddOnGroup[]> {
  const groups = (await ctx.data.addOnGroups(tourId, departureDate)).map((group) => ({
    ...group,
    dates: group.dates.map((d) => ({ dateFrom: dateOnly(d.date_from), dateTo: dateOnly(d.date_to) })),
  }));
  const visible = visibleAddOnGroups(groups, { tourId, passengerCount, departureDate });
  return visible
    .map((group) => ({
      name: group.name,
      addOns: group.products
        .filter((product) =>
          addOnCapacityAllows(product.tour_id, product.departure?.free_seats ?? -1, passengerCount),
        )
        .map((product) => ({
          product,
          departureDate: product.departure
            ? product.departure.start_date_time.slice(0, 10)
            : addOnCapacityDate(departureDate, product.post_tour_offset),
        })),
    }))
    .filter((group) => group.addOns.length > 0);
}
