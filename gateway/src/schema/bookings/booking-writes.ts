import type { CurrencyCode } from '@tourdesk/domain/currencies';
import type { GatewayContext } from '../../context.js';
import type { ProviderBooking, ProviderBookingUpdate } from '../../provider/types.js';
import { writeBooking } from './booking-access.js';
import type { BookingAccess } from './service.js';
import { currencyOf } from './booking-view.js';

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

/** The booking-information part of update, cancel and message bodies: the currency, and the agent's token. */
export function bookingInformation(currency: string, token: string | null) {
  const iso_currency_code = currency as CurrencyCode;
  return token ? { iso_currency_code, token } : { iso_currency_code };
}

/**
 * Changes a booking with the provider's updateBooking (its booking_information from the booking's currency and
 * the caller's token) through `writeBooking`, which keeps every session's booking memo right.
 * @param idempotencyKey the provider's idempotency key of the write, when a retry must replay it.
 * @returns the booking after the change (the provider's answer).
 */
export function updateBookingWith(
  ctx: GatewayContext,
  access: BookingAccess,
  changes: Omit<ProviderBookingUpdate, 'booking_information'>,
  idempotencyKey?: string,
): Promise<ProviderBooking> {
  const id = access.booking.group_booking_id;
  return writeBooking(
    ctx,
    access,
    id,
    () =>
      ctx.provider.updateBooking(
        access.appId,
        id,
        {
          booking_information: bookingInformation(currencyOf(access.booking), access.token),
          ...changes,
        },
        idempotencyKey,
      ),
    (b) => b,
  );
}
