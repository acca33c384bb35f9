import {
  addOnCapacityAllows,
  addOnCapacityDate,
  popupAddOns,
  visibleAddOnGroups,
} from '@tourdesk/domain/add-ons';
import type { GatewayContext } from '../../context.js';
import { checkCalendarDate } from '../shared/arguments.js';
import { dateOnly } from '@tourdesk/domain/dates';
import { descriptionOrEmptyText, truncateBasketDescription } from '@tourdesk/domain/text';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { fromPriceMinor, money } from '../shared/money.js';

/**
 * Optional add-ons of a trip (seed 001 §5 Add-ons: offered with passengers and a date; groups by date range; the
 * Accommodation group only for 3SU with exactly 2 passengers; capacity at the post-tour offset covers the party;
 * ECO always allowed; §2 the checkout popup excludes 'Help restore Scotland').
 * @param tourId the main trip's tour; `departureDate` yyyy-mm-dd (Europe/London); `passengerCount` the party size.
 * @returns the visible groups with the add-ons whose capacity covers the party (groups left empty are dropped).
 * @throws provider errors of the add-ons call (mapped by the provider client).
 */
async function addOnGroupsOf(
  ctx: GatewayContext,
  tourId: string,
  departureDate: string,
  passengerCount: number,
) {
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

/**
 * Add-on groups of a tour for a date and party, and of each main trip of a quote (seed 001 §5 Add-ons); an add-on's
 * description is the cart's (basket) description (seed 001 §9 Text truncation).
 */
export const addOnResolvers: Resolvers = {
  Tour: {
    addOnGroups: (tour, { departureDate, passengers }, ctx) => {
      checkCalendarDate(departureDate, ['departureDate']);
      return addOnGroupsOf(ctx, tour.tour_id, departureDate, passengers.length);
    },
  },
  QuotedTrip: {
    addOnGroups: ({ trip }, _args, ctx) =>
      trip.is_add_on
        ? []
        : addOnGroupsOf(ctx, trip.tour_id, dateOnly(trip.departure_date), trip.passengers.length),
  },
  AddOn: {
    // The search card of the add-on's tour when the unfiltered search is cached: no product load for its name.
    tour: async ({ product }, _args, ctx) =>
      (await ctx.data.searchedProduct(product.tour_id)) ?? { tour_id: product.tour_id },
    description: ({ product }) =>
      truncateBasketDescription(descriptionOrEmptyText(product.description_short)),
    departureDate: ({ departureDate }) => departureDate,
    pricePerPerson: ({ product }, _args, ctx) => {
      const minor = fromPriceMinor(product.prices, ctx.currency, false);
      return minor === null ? null : money(minor, ctx.currency);
    },
    inPopup: ({ product }) => popupAddOns([{ name: product.name }]).length > 0,
  },
};
