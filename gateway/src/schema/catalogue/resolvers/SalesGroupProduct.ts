import { buildMonthGrid, isDateSelectable } from '@tourdesk/domain/calendar';
import { optionMonthFromPriceMinor } from '@tourdesk/domain/sales-group';
import type { SalesGroupProductResolvers } from '../../../generated/resolvers-types.js';
import type { GatewayContext } from '../../../context.js';
import { money } from '../../shared/money.js';
import { checkCalendarDate, checkCalendarMonth } from '../../shared/arguments.js';
import { dayCapacity, departuresOn } from '../../shared/calendar-days.js';
import { tourFromPriceMinor } from '../../shared/tour-data.js';

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

/**
 * One option of a sales group: its tour, and its 'from' prices overall, for a month and on a date, in the session
 * currency (seed 001 §5, §9 Sales group display).
 */
export const SalesGroupProduct: SalesGroupProductResolvers = {
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
};
