import { paymentLinkThrottledMessage, REFUSALS } from '@tourdesk/domain/messages';
import { storeKeys } from '../../cache/keys.js';
import type { GatewayContext } from '../../context.js';
import { badUserInput, gatewayError } from '../../errors.js';
import { ProviderError } from '../../provider/provider-error.js';
import type { ProviderBooking } from '../../provider/types.js';
import { agentAccessToken } from '../../session/agent-token.js';
import { BookingMemo } from '../../session/booking-memo.js';
import { countAttempt, counterId } from '../../throttle/attempt-counters.js';
import type { BookingAccess, BookingCaller } from './service.js';

/** A parsed group booking id (positive integer), or BAD_USER_INPUT. */
export function bookingIdOf(value: string): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw badUserInput(['groupBookingId'], 'Invalid booking id.');
  return id;
}

/**
 * Who may reach a booking, from the session alone (no provider call), or null:
 * - agents: under their band app id with their token, for bookings of their agency (the provider scopes by
 *   agency; the agency code is checked again on the booking, so an agent caller is not yet proof of access);
 * - consumers: only bookings made in their session (session `bookingIds`), under the session's app id; or, with
 *   a valid payment-link token for that booking id, under the payment app id (which may read any booking); every
 *   request presenting a token is counted first (payment-link throttle, see countPaymentLinkOpening).
 * For consumers a non-null answer is the whole access check.
 */
export async function bookingCaller(
  ctx: GatewayContext,
  groupBookingId: number,
  paymentLinkToken?: string | null,
): Promise<BookingCaller | null> {
  const agent = ctx.session.data.agent;
  const { config } = ctx.services;
  if (agent) {
    return {
      appId: ctx.appId,
      token: await agentAccessToken(ctx),
      viaLink: false,
      agencyCode: agent.agency.code,
    };
  }
  if (ctx.session.data.bookingIds?.includes(groupBookingId)) {
    return { appId: ctx.appId, token: null, viaLink: false, agencyCode: null };
  }
  if (!paymentLinkToken) return null;
  await countPaymentLinkOpening(ctx, groupBookingId);
  if (ctx.payments.linkOpens(paymentLinkToken, groupBookingId)) {
    return { appId: config.providerPaymentAppId, token: null, viaLink: true, agencyCode: null };
  }
  return null;
}

/**
 * Counts a request that opens a booking with a payment-link token, before the token is even checked (count first,
 * then act), per client address and per booking; over either limit of the throttle window it is refused with
 * TOO_MANY_REQUESTS and `retryAfterSeconds`. Bounds both guessing links and hammering the provider through one.
 * Booking links (booking-link-access.ts) are counted by the same throttle.
 */
export async function countPaymentLinkOpening(ctx: GatewayContext, groupBookingId: number): Promise<void> {
  const { config } = ctx.services;
  const counted = await countAttempt(ctx.services.attempts, [
    {
      key: storeKeys.paymentLinkAddress(counterId(ctx.clientAddress)),
      limit: config.paymentLinkMaxPerAddress,
    },
    { key: storeKeys.paymentLinkBooking(groupBookingId), limit: config.paymentLinkMaxPerBooking },
  ]);
  if (counted.refused) {
    throw gatewayError('TOO_MANY_REQUESTS', paymentLinkThrottledMessage(counted.retryAfterSeconds), {
      retryAfterSeconds: counted.retryAfterSeconds,
    });
  }
}

/** The session's booking memo (the last provider answer of each booking, per session). */
export function bookingMemo(ctx: GatewayContext): BookingMemo {
  return new BookingMemo(ctx.services.store, ctx.services.config.bookingMemoTtlSeconds * 1000);
}

/**
 * Loads a booking the caller may see, or null (never revealing whether it exists), with the access rules of
 * {@link bookingCaller}; for agents the booking's agency code must be theirs. The session's memo of the
 * booking's last provider answer is used while no write went through the gateway since (see
 * {@link BookingMemo}); without a current memo the provider is asked and its answer becomes the memo.
 */
export async function accessBooking(
  ctx: GatewayContext,
  groupBookingId: number,
  paymentLinkToken?: string | null,
): Promise<BookingAccess | null> {
  const caller = await bookingCaller(ctx, groupBookingId, paymentLinkToken);
  if (!caller) return null;
  const { appId, token, viaLink, agencyCode } = caller;
  const memo = bookingMemo(ctx);
  const sessionId = ctx.session.id;
  let booking = await memo.read(sessionId, groupBookingId, appId);
  if (!booking) {
    const seen = await memo.version(groupBookingId);
    try {
      booking = await ctx.provider.loadBooking(appId, groupBookingId, token);
    } catch (error) {
      if (error instanceof ProviderError && (error.status === 404 || error.status === 403)) return null;
      throw error;
    }
    if (agencyCode !== null && booking.agency_code !== agencyCode) return null;
    await memo.rememberRead(sessionId, appId, seen, booking);
  } else if (agencyCode !== null && booking.agency_code !== agencyCode) {
    return null;
  }
  return { booking, appId, token, viaLink };
}

/** Like {@link accessBooking} for changes: a payment link only allows payments, so it is not accepted here. */
export async function accessBookingForChange(
  ctx: GatewayContext,
  groupBookingId: number,
): Promise<BookingAccess | null> {
  return accessBooking(ctx, groupBookingId, null);
}

/**
 * Runs a write to a booking through the provider and keeps the memos right: every session's memo of the booking
 * is invalidated before the call, and the provider's answer (the booking after the change) becomes this
 * session's memo (not when it names another booking: the caller rejects that answer).
 * @param write the provider call; `booking` picks the booking out of its answer.
 */
export async function writeBooking<T>(
  ctx: GatewayContext,
  access: Pick<BookingAccess, 'appId'>,
  groupBookingId: number,
  write: () => Promise<T>,
  booking: (answer: T) => ProviderBooking,
): Promise<T> {
  const memo = bookingMemo(ctx);
  const started = await memo.beginWrite(groupBookingId);
  const answer = await write();
  const after = booking(answer);
  if (after.group_booking_id === groupBookingId)
    await memo.endWrite(ctx.session.id, access.appId, started, after);
  else await memo.beginWrite(groupBookingId);
  return answer;
}

/** The userError of a booking the caller may not see (same answer as an unknown one). */
export const BOOKING_NOT_FOUND = {
  code: 'BOOKING_NOT_FOUND',
  field: ['groupBookingId'],
  message: REFUSALS.bookingNotFound,
};
