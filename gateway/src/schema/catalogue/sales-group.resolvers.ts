import { buildMonthGrid, isDateSelectable } from '@tourdesk/domain/calendar';
import {
  listableSalesGroupProducts,
  optionMonthFromPriceMinor,
  salesGroupDisplay,
} from '@tourdesk/domain/sales-group';
import type { Resolvers } from '../../generated/resolvers-types.js';
import type { GatewayContext } from '../../context.js';
import type { ProviderSalesGroupProduct } from '../../provider/types.js';
import type { SalesGroupParent } from '../parents.js';
import { money, providerMinor } from '../shared/money.js';
import { checkCalendarDate, checkCalendarMonth } from '../shared/arguments.js';
import { dayCapacity, departuresOn } from '../shared/calendar-days.js';
import { tourFromPriceMinor } from '../shared/tour-data.js';

/**
 * A sales-group product's listed Adult price in the session currency, minor units (null when none): the provider's
 * list price, which decides only whether the option is bookable (priced above 0, seed 001 §5).
 */
function productPriceMinor(product: ProviderSalesGroupProduct, ctx: GatewayContext): number | null {
  const amount = product.prices.find((p) => p.iso_currency_code === ctx.currency)?.amount;
  return amount === undefined ? null : providerMinor(amount, ctx.currency);
}

/** The group's listable products: price above 0 in the session currency (seed 001 §5). */
function listable(group: SalesGroupParent, ctx: GatewayContext): ProviderSalesGroupProduct[] {
  return listableSalesGroupProducts(
    group.products.map((product) => ({ product, priceMinor: productPriceMinor(product, ctx) })),
  ).map((p) => p.product);
}

/**
 * The days of an option's calendar month (Europe/London) as the calendar sees them for one passenger: selectable or
 * not, and each day's 'from' price in the session currency (one capacity read per tour and month, shared with the
 * calendar).
 */
async function optionDays(tourId: string, year: number, month: number, ctx: GatewayContext) {
  const capacities = await ctx.data.browsingCapacity(tourId, year, month);
  const excludeDorm = ctx.services.config.minPriceExcludesDorm;
  return buildMonthGrid(year, month, ctx.today)
    .flatMap((week) => week.days)
    .filter((day) => day.isCurrentMonth && !day.isPast)
    .map((day) => {
      const capacity = dayCapacity(departuresOn(capacities, day.date), ctx.currency, excludeDorm);
      return {
        date: day.date,
        selectable: isDateSelectable(capacity, 1),
        fromPriceMinor: capacity.fromPriceMinor,
      };
    });
}

/** Sales groups: variants of one tour (seed 001 §3, §5, §9 Sales group display). */
export const salesGroupResolvers: Resolvers = {
  Tour: {
    salesGroup: async (tour, _args, ctx) => {
      const details = await ctx.data.salesGroups.load(tour.tour_id);
      return details?.sales_group ? { ...details, sales_group: details.sales_group } : null;
    },
  },
  SalesGroup: {
    displayName: (group) => group.sales_group.sales_group_display_name,
    displayDescription: (group) => group.sales_group.sales_group_display_description,
    groupName: (group) => group.sales_group.group_name,
    display: (group, _args, ctx) =>
      salesGroupDisplay(listable(group, ctx).length, ctx.services.config.salesGroupDropdown),
    products: (group, _args, ctx) => listable(group, ctx),
  },
  SalesGroupProduct: {
    tourId: (product) => product.tour_id,
    name: (product) => product.name,
    fromPrice: async (product, _args, ctx) => {
      const minor = await tourFromPriceMinor({ tour_id: product.tour_id }, ctx);
      return minor === null ? null : money(minor, ctx.currency);
    },
    monthFromPrice: async (product, { year, month }, ctx) => {
      checkCalendarMonth(year, month);
      const minor = optionMonthFromPriceMinor(await optionDays(product.tour_id, year, month, ctx));
      return minor === null ? null : money(minor, ctx.currency);
    },
    priceOn: async (product, { date }, ctx) => {
      checkCalendarDate(date, ['date']);
      const [year, month] = date.split('-').map(Number) as [number, number];
      const day = (await optionDays(product.tour_id, year, month, ctx)).find((d) => d.date === date);
      return day?.selectable && day.fromPriceMinor !== null ? money(day.fromPriceMinor, ctx.currency) : null;
    },
  },
};
