import { paths } from '@tourdesk/domain/paths';
import { PAYMENT_REFUSALS, REFUSALS } from '@tourdesk/domain/messages';
import { hasBalanceOutstanding, isCardMethod, validateAgentPayment } from '@tourdesk/domain/payment';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { requireAgent } from '../../session/agent-token.js';
import { providerMoney } from '../shared/money.js';
import { signPaymentLink } from './payment-link.js';
import { paymentError } from './payment-error.js';

/**
 * The agents' payment mutations (seed 001 §5 Agent payment, §6): `payByAgentMethod` records a payment by one of the
 * agency's non-card methods with its reference, `createPaymentLink` signs a card payment link for a booking with
 * a balance outstanding.
 */
export const agentPaymentResolvers: Resolvers = {
  Mutation: {
    payByAgentMethod: async (_parent, { groupBookingId, method, agentReference, option }, ctx) => {
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
    },

    createPaymentLink: async (_parent, { groupBookingId }, ctx) => {
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
    },
  },
};
