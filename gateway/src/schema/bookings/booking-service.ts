import type { GatewayContext } from '../../context.js';

/** Invalidates the cached capacity of every tour-month a booking's trips touch (after book and cancel). */
export async function invalidateCapacity(
  ctx: GatewayContext,
  trips: readonly { tour_id: string; departure_date: string }[],
): Promise<void> {
  const months = new Set(trips.map((t) => `${t.tour_id}|${t.departure_date.slice(0, 7)}`));
  await Promise.all(
    [...months].map((m) => {
      const [tourId, ym] = m.split('|') as [string, string];
      const [year, month] = ym.split('-').map(Number) as [number, number];
      return ctx.services.capacityVersions.invalidate(tourId, year, month);
    }),
  );
}

/**
 * Remembers a booking id in the session: the bookings a consumer may read and pay. Applied to the latest session
 * data (compare-and-set), so concurrent bookings of one session are all kept.
 */
export async function rememberBooking(ctx: GatewayContext, groupBookingId: number): Promise<void> {
  if (ctx.session.data.bookingIds?.includes(groupBookingId) && ctx.session.id) return;
  await ctx.session.update(({ bookingIds = [] }) =>
    bookingIds.includes(groupBookingId) ? {} : { bookingIds: [...bookingIds, groupBookingId].slice(-50) },
  );
}
