import type { ResolversParentTypes, TourPickupPointsArgs } from '../../generated/resolvers-types.js';
import type { GatewayContext } from '../../context.js';
import type { PickupPointParent } from './availability.mappers.js';
import { checkCalendarDate } from '../shared/arguments.js';
import { departuresOn } from '../shared/calendar-days.js';
import { tourProduct } from '../shared/tour-data.js';

/**
 * Whether the tour has a pick-up run, from the product alone, so the tour panel can leave `pickupPoints` out
 * (seed 001 §3 Pickup run).
 * @throws GraphQLError NOT_FOUND when the provider does not know the tour.
 */
export async function tourHasPickupPoints(
  tour: ResolversParentTypes['Tour'],
  ctx: GatewayContext,
): Promise<boolean> {
  const runId = (await tourProduct(tour, ctx)).operational_information.pickup_run_id;
  return runId !== null && runId !== undefined;
}

/**
 * Hotel pick-up points of the tour's pick-up run (seed 001 §3 Pickup run/point; §9 pick-up time = departure time
 * minus minutes_before, hidden at 00:00). With a date, each point's time is relative to that date's (first)
 * departure (Europe/London); without one, to the product's start time. Empty for a tour without a run.
 * @throws GraphQLError BAD_USER_INPUT for a date that is not yyyy-mm-dd.
 * @throws GraphQLError NOT_FOUND when the provider does not know the tour.
 */
export async function tourPickupPoints(
  tour: ResolversParentTypes['Tour'],
  { departureDate }: TourPickupPointsArgs,
  ctx: GatewayContext,
): Promise<PickupPointParent[]> {
  if (departureDate) checkCalendarDate(departureDate, ['departureDate']);
  const product = await tourProduct(tour, ctx);
  const runId = product.operational_information.pickup_run_id;
  if (runId === null || runId === undefined) return [];
  // The run is asked for at once: it does not depend on the departure, only the times shown do.
  const run = ctx.data.pickupRuns.load(runId);
  // Its failure surfaces at the await below, also when the capacity read fails first.
  run.catch(() => undefined);
  let departureTime = product.start_location.time;
  if (departureDate) {
    const [year, month] = departureDate.split('-').map(Number) as [number, number];
    const [first] = departuresOn(
      await ctx.data.browsingCapacity(product.tour_id, year, month),
      departureDate,
    );
    if (first) departureTime = first.start_date_time.slice(11, 19);
  }
  return ((await run)?.points ?? []).map((point) => ({ point, departureTime }));
}
