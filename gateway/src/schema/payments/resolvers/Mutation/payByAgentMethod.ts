import { REFUSALS } from '@tourdesk/domain/messages';
import { isCardMethod, validateAgentPayment } from '@tourdesk/domain/payment';
import { requireAgent } from '../../../../session/agent-token.js';
import { paymentError } from '../../payment-error.js';
import type { MutationResolvers } from '../../../../generated/resolvers-types.js';

/**
 * `Mutation.payByAgentMethod` (seed 001 §5 Agent payment): records a payment by one of the agency's non-card
 * methods with its reference (domain `validateAgentPayment`) as the provider's booking update, in full or as the
 * deposit; UNKNOWN_PAYMENT_METHOD for a card or unknown method, BOOKING_NOT_FOUND for a booking the caller may not
 * change.
 */
export const payByAgentMethod: NonNullable<MutationResolvers['payByAgentMethod']> = async (
  _parent,
  { groupBookingId, method, agentReference, option },
  ctx,
) => {
  const agent = requireAgent(ctx);
  const known = agent.paymentMethods.find((m) => m.method === method);
  if (!known || isCardMethod(method)) {
    return {
      booking: null,
      userErrors: [paymentError('UNKNOWN_PAYMENT_METHOD', REFUSALS.agentMethodNotCard, 'method')],
    };
  }
  const invalid = validateAgentPayment(method, agentReference);
  if (invalid.length > 0) {
    return { booking: null, userErrors: invalid.map((e) => paymentError(e.code, e.message, e.field)) };
  }
  const access = await ctx.bookings.accessForChange(ctx.bookings.idOf(groupBookingId));
  if (!access) return { booking: null, userErrors: [ctx.bookings.notFound] };
  const answer = await ctx.bookings.update(access, {
    booking_confirmation: {
      payment: {
        payment_method: method,
        agent_reference: agentReference.trim(),
        full_payment: option === 'FULL',
        deposit_payment: option === 'DEPOSIT',
      },
    },
  });
  return { booking: answer, userErrors: [] };
};
