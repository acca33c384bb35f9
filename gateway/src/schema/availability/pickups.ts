import { trimStartTime } from '@tourdesk/domain/duration';
import { pickupTime } from '@tourdesk/domain/pickup';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { checkCalendarDate } from '../shared/arguments.js';
import { departuresOn } from '../shared/calendar-days.js';
import { tourProduct } from '../shared/tour-data.js';

/**
 * Hotel pick-up points of the tour's pick-up run (seed 001 §3 Pickup run/point; §9 pick-up time = departure time
 * minus minutes_before, hidden at 00:00). With a date, the time is relative to that date's (first) departure.
 * `hasPickupPoints` tells from the product alone whether the tour has a run, so the panel can leave the field out.
 */
export const pickupResolvers: Resolvers = {
  Tour: {
    hasPickupPoints: async (tour, _args, ctx) => {
      const runId = (await tourProduct(tour, ctx)).operational_information.pickup_run_id;
      return runId !== null && runId !== undefined;
    },
    pickupPoints: async (tour, { departureDate }, ctx) => {
      if (departureDate) checkCalendarDate(departureDate, ['departureDate']);
      const product = await tourProduct(tour, ctx);
      const runId = product.operational_information.pickup_run_id;
      if (runId === null || runId === undefined) return [];
      let departureTime = product.start_location.time;
      if (departureDate) {
        const [year, month] = departureDate.split('-').map(Number) as [number, number];
        const [first] = departuresOn(
          await ctx.data.browsingCapacity(product.tour_id, year, month),
          departureDate,
        );
        if (first) departureTime = first.start_date_time.slice(11, 19);
      }
      const run = await ctx.data.pickupRuns.load(runId);
      return (run?.points ?? []).map((point) => ({ point, departureTime }));
    },
  },
  PickupPoint: {
    pointId: ({ point }) => String(point.point_id),
    originalId: ({ point }) => String(point.original_id),
    name: ({ point }) => point.name,
    address: ({ point }) => point.address,
    description: ({ point }) => point.description,
    notes: ({ point }) => point.notes,
    pickupTime: ({ point, departureTime }) =>
      departureTime ? pickupTime(trimStartTime(departureTime), point.minutes_before) : null,
    minutesBefore: ({ point }) => point.minutes_before,
    latitude: ({ point }) => point.latitude,
    longitude: ({ point }) => point.longitude,
  },
};
