import { paths } from '@tourdesk/domain/paths';
import type { GatewayContext } from '../../context.js';
import { countPaymentLinkOpening } from './booking-access.js';
import { bookingLinkKey, readBookingLink, signBookingLink, type BookingLinkReading } from './booking-link.js';
import { rememberBooking } from './booking-writes.js';

/** Booking links of the request's configuration, read and signed at the services' clock (injected in tests). */

/** What `token` says about booking `groupBookingId` now: INVALID also when it is another booking's link. */
export function bookingLinkState(
  ctx: GatewayContext,
  groupBookingId: number,
  token: string,
): BookingLinkReading['state'] {
  const reading = readBookingLink(
    token,
    bookingLinkKey(ctx.services.config.paymentLinkSecret),
    ctx.services.clock.now(),
  );
  if (reading.state === 'INVALID' || reading.groupBookingId !== groupBookingId) return 'INVALID';
  return reading.state;
}

/**
 * Admits a consumer's session to a booking with that booking's valid link: the booking joins the session's
 * bookings (read, documents, payment, cancellation, as a booking made in it). Counted first by the link throttle
 * (TOO_MANY_REQUESTS over it) unless the session already has the booking; an invalid or expired link admits nothing.
 * Agents are never admitted (they reach their agency's bookings by their login).
 */
export async function admitByBookingLink(
  ctx: GatewayContext,
  groupBookingId: number,
  token: string | null | undefined,
): Promise<void> {
  if (!token || ctx.isAgent || ctx.session.data.bookingIds?.includes(groupBookingId)) return;
  await countPaymentLinkOpening(ctx, groupBookingId);
  if (bookingLinkState(ctx, groupBookingId, token) === 'VALID') await rememberBooking(ctx, groupBookingId);
}

/**
 * The booking link of a booking this consumer's session made or opened, expiring BOOKING_LINK_TTL_HOURS from now:
 * its path on the consumer site (domain `paths.bookingPage`, `/booking/{id}?key={token}`) and expiry; null for agents and other sessions.
 */
export function manageLinkOf(
  ctx: GatewayContext,
  groupBookingId: number,
): { path: string; expiresAt: string } | null {
  if (ctx.isAgent || !ctx.session.data.bookingIds?.includes(groupBookingId)) return null;
  const { paymentLinkSecret, bookingLinkTtlHours } = ctx.services.config;
  const expires = new Date(ctx.services.clock.now() + bookingLinkTtlHours * 3600 * 1000);
  const token = signBookingLink(groupBookingId, expires, bookingLinkKey(paymentLinkSecret));
  return { path: paths.bookingPage.getHref(groupBookingId, token), expiresAt: expires.toISOString() };
}
