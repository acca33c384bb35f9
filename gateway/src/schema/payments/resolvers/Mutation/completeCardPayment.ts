import { paymentFailureReasonText } from '@tourdesk/domain/payment';
import { paymentAttemptsState } from '@tourdesk/domain/payment-attempts';
import { commitTransaction, paymentLockTiming, supersededRefusal } from '../../card-payment.js';
import { attemptsUsed, readCardPayment, wasCommitted, withPaymentLock } from '../../card-payment-store.js';
import type { MutationResolvers } from '../../../../generated/resolvers-types.js';

/**
 * `Mutation.completeCardPayment` (seed 001 §2 Card payment, Failed payment, §4 Payment): under the booking's
 * payment lock, commits the hosted page's transaction of the booking's open payment at most once (the same
 * transaction again answers the booking without a charge; a superseded payment is refused, saying when its card
 * stays on hold); a decline answers the failure reason and the attempts used.
 */
export const completeCardPayment: NonNullable<MutationResolvers['completeCardPayment']> = async (
  _parent,
  { groupBookingId, paymentReference, transactionId, paymentLinkToken },
  ctx,
) => {
  const id = ctx.bookings.idOf(groupBookingId);
  const empty = { booking: null, failureReason: null, failureMessage: null, paymentAttempts: null };
  // Consumers: the session (or the payment link) is the whole access check. Agents: the booking must be their
  // agency's, checked on it (usually the session's memo of it).
  const caller = await ctx.bookings.caller(id, paymentLinkToken);
  if (!caller) return { ...empty, userErrors: [ctx.bookings.notFound] };
  const { store } = ctx.services;
  return withPaymentLock(store, id, paymentLockTiming(ctx), async (lease) => {
    const access = await ctx.bookings.access(id, paymentLinkToken);
    if (!access) return { ...empty, userErrors: [ctx.bookings.notFound] };
    // The same transaction completed again (a retry after a lost answer, a second tab): the booking, no charge.
    if (await wasCommitted(store, id, transactionId)) {
      return { ...empty, booking: access.booking, userErrors: [] };
    }
    const record = await readCardPayment(store, id);
    if (!record || record.reference !== paymentReference) {
      return {
        ...empty,
        booking: access.booking,
        userErrors: [await supersededRefusal(ctx, access, paymentReference, transactionId)],
      };
    }
    const outcome = await commitTransaction(ctx, access, record, transactionId, lease);
    switch (outcome.kind) {
      case 'paid':
        return {
          booking: outcome.booking,
          failureReason: null,
          failureMessage: null,
          paymentAttempts: paymentAttemptsState(0),
          userErrors: [],
        };
      case 'refused':
        return { ...empty, booking: outcome.booking, userErrors: [outcome.error] };
      case 'declined':
        return {
          booking: null,
          failureReason: outcome.reason,
          failureMessage: paymentFailureReasonText(outcome.reason),
          paymentAttempts: paymentAttemptsState(await attemptsUsed(store, id)),
          userErrors: [],
        };
    }
  });
};
