import { popupAddOns } from '@tourdesk/domain/add-ons';
import { descriptionOrEmptyText, truncateBasketDescription } from '@tourdesk/domain/text';
import type { AddOnResolvers } from '../../../generated/resolvers-types.js';
import { fromPriceMinor, money } from '../../shared/money.js';

/**
 * An optional add-on of a trip (seed 001 §5 Add-ons): its tour, the cart's (basket) description (seed 001 §9 Text
 * truncation), its departure date (Europe/London), its price per person in the session currency and whether the
 * checkout popup offers it (seed 001 §2: not 'Help restore Scotland').
 */
export const AddOn: AddOnResolvers = {
  // The search card of the add-on's tour when the unfiltered search is cached, else a reference carrying the
  // add-on's name: its name never loads the product.
  tour: async ({ product }, _args, ctx) =>
    (await ctx.data.searchedProduct(product.tour_id)) ?? {
      tour_id: product.tour_id,
      known_name: product.name,
    },
  description: ({ product }) => truncateBasketDescription(descriptionOrEmptyText(product.description_short)),
  departureDate: ({ departureDate }) => departureDate,
  pricePerPerson: ({ product }, _args, ctx) => {
    const minor = fromPriceMinor(product.prices, ctx.currency, false);
    return minor === null ? null : money(minor, ctx.currency);
  },
  inPopup: ({ product }) => popupAddOns([{ name: product.name }]).length > 0,
};
