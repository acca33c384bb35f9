import { paths } from '@tourdesk/domain/paths';
import { PAYMENT_REFUSALS } from '@tourdesk/domain/messages';
import { hasBalanceOutstanding } from '@tourdesk/domain/payment';
import { providerMoney } from '../../../shared/money.js';
import { signPaymentLink } from '../../payment-link.js';
import { paymentError } from '../../payment-error.js';
import type { MutationResolvers } from '../../../../generated/resolvers-types.js';

/**
 * `Mutation.createPaymentLink` (seed 001 §5 Agent payment, §6 paylink): signs a card payment link for a booking
 * with a balance outstanding, expiring PAYMENT_LINK_TTL_HOURS after now on the injected clock; NOTHING_OUTSTANDING
 * when nothing is owed, BOOKING_NOT_FOUND for a booking the caller may not change.
 */
export const createPaymentLink: NonNullable<MutationResolvers['createPaymentLink']> = async (
  _parent,
  { groupBookingId },
  ctx,
) => {
  const access = await ctx.bookings.accessForChange(ctx.bookings.idOf(groupBookingId));
  const none = { path: null, expiresAt: null };
  if (!access) return { ...none, userErrors: [ctx.bookings.notFound] };
  const currency = ctx.bookings.currencyOf(access.booking);
  if (!hasBalanceOutstanding(providerMoney(access.booking.totals.outstanding, currency))) {
    return {
      ...none,
      userErrors: [paymentError('NOTHING_OUTSTANDING', PAYMENT_REFUSALS.nothingOutstanding)],
    };
  }
  const { paymentLinkSecret, paymentLinkTtlHours } = ctx.services.config;
  const expires = new Date(ctx.services.clock.now() + paymentLinkTtlHours * 3600 * 1000);
  const token = signPaymentLink(access.booking.group_booking_id, expires, paymentLinkSecret);
  return {
    path: paths.creditCard.getHref({ groupBookingId: access.booking.group_booking_id, paylink: token }),
    expiresAt: expires.toISOString(),
    userErrors: [],
  };
};
