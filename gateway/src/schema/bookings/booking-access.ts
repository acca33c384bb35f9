import type { GatewayContext } from '../../context.js';
import { gatewayError } from '../../errors.js';
import { ProviderError } from '../../provider/provider-error.js';
import type { ProviderBooking } from '../../provider/types.js';
import { agentAccessToken } from '../identity/agent-token.js';
import { verifyPaymentLink } from '../payments/payment-link.js';

/** How the caller reaches a booking: which app id and token its provider calls use. */
export interface BookingAccess {
  booking: ProviderBooking;
  appId: string;
  /** Agent access token, null for consumers. */
  token: string | null;
  /** True when opened with a payment-link token (payment operations only). */
  viaLink: boolean;
}

/** A parsed group booking id (positive integer), or BAD_USER_INPUT. */
export function bookingIdOf(value: string): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw gatewayError('BAD_USER_INPUT', 'Invalid booking id.');
  return id;
}

/**
 * Loads a booking the caller may see, or null (never revealing whether it exists):
 * - agents: with their token under their band app id; the provider scopes by agency, and the gateway checks
 *   the agency code again;
 * - consumers: only bookings made in their session (session `bookingIds`), under the session's app id; or, with
 *   a valid payment-link token for that booking id, under the payment app id (which may read any booking).
 */
export async function accessBooking(
  ctx: GatewayContext,
  groupBookingId: number,
  paymentLinkToken?: string | null,
): Promise<BookingAccess | null> {
  const agent = ctx.session.data.agent;
  const { config } = ctx.services;
  let appId: string;
  let token: string | null = null;
  let viaLink = false;
  if (agent) {
    appId = ctx.appId;
    token = await agentAccessToken(ctx);
  } else if (ctx.session.data.bookingIds?.includes(groupBookingId)) {
    appId = ctx.appId;
  } else if (verifyPaymentLink(paymentLinkToken, groupBookingId, config.paymentLinkSecret)) {
    appId = config.providerPaymentAppId;
    viaLink = true;
  } else {
    return null;
  }
  let booking: ProviderBooking;
  try {
    booking = await ctx.provider.loadBooking(appId, groupBookingId, token);
  } catch (error) {
    if (error instanceof ProviderError && (error.status === 404 || error.status === 403)) return null;
    throw error;
  }
  if (agent && booking.agency_code !== agent.agency.code) return null;
  return { booking, appId, token, viaLink };
}

/** Like {@link accessBooking} for changes: a payment link only allows payments, so it is not accepted here. */
export async function accessBookingForChange(
  ctx: GatewayContext,
  groupBookingId: number,
): Promise<BookingAccess | null> {
  return accessBooking(ctx, groupBookingId, null);
}

/** The userError of a booking the caller may not see (same answer as an unknown one). */
export const BOOKING_NOT_FOUND = {
  code: 'BOOKING_NOT_FOUND',
  field: ['groupBookingId'],
  message: 'Booking not found.',
};
