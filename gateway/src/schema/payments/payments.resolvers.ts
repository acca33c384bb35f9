import { MAX_PAYMENT_ATTEMPTS } from '@tourdesk/domain/constants';
import { MESSAGES } from '@tourdesk/domain/messages';
import { moneyFromDecimal } from '@tourdesk/domain/money';
import {
  depositOptionShown,
  hasBalanceOutstanding,
  isCardMethod,
  paymentFailureReasonText,
  validateAgentPayment,
} from '@tourdesk/domain/payment';
import type { GatewayContext } from '../../context.js';
import type { Resolvers, UserError } from '../../generated/resolvers-types.js';
import {
  BOOKING_NOT_FOUND,
  accessBooking,
  accessBookingForChange,
  bookingCaller,
  bookingIdOf,
  writeBooking,
} from '../bookings/booking-access.js';
import { attemptsKey, attemptsOf, attemptsUsed, currencyOf, toBooking } from '../bookings/booking-view.js';
import { requireAgent } from '../identity/agent-token.js';
import { money } from '../shared/money.js';
import { signPaymentLink } from './payment-link.js';

/** Attempt counters outlive any payment session. */
const ATTEMPTS_TTL_MS = 30 * 24 * 3600 * 1000;

function userError(code: string, message: string, field?: string): UserError {
  return { code, field: field ? [field] : null, message };
}

/** The site the payer returns to: the agent portal for agents, the consumer site otherwise. */
function siteUrl(ctx: GatewayContext): string {
  return ctx.isAgent ? ctx.services.config.agentSiteUrl : ctx.services.config.consumerSiteUrl;
}

/**
 * Payments (seed 001 §2 Card payment, §4 Payment, §5 Agent payment, §7, §8, §9): card payments on the provider's
 * hosted page with at most 3 attempts per booking (shared store), agent method payments, payment links and the
 * newsletter.
 */
export const paymentResolvers: Resolvers = {
  Mutation: {
    startCardPayment: async (_parent, { groupBookingId, option, paymentLinkToken }, ctx) => {
      const access = await accessBooking(ctx, bookingIdOf(groupBookingId), paymentLinkToken);
      if (!access) return { session: null, userErrors: [BOOKING_NOT_FOUND] };
      const { booking } = access;
      const currency = currencyOf(booking);
      const outstanding = moneyFromDecimal(booking.totals.outstanding, currency);
      const deposit = moneyFromDecimal(booking.totals.deposit, currency);
      if (!hasBalanceOutstanding(outstanding)) {
        return {
          session: null,
          userErrors: [userError('NOTHING_OUTSTANDING', 'This booking is fully paid.')],
        };
      }
      if (option === 'DEPOSIT' && !depositOptionShown(deposit, outstanding)) {
        return {
          session: null,
          userErrors: [
            userError(
              'DEPOSIT_NOT_AVAILABLE',
              'A deposit payment is not available for this booking.',
              'option',
            ),
          ],
        };
      }
      const key = attemptsKey(booking.group_booking_id);
      if ((await attemptsUsed(ctx, booking.group_booking_id)) >= MAX_PAYMENT_ATTEMPTS) {
        return {
          session: null,
          userErrors: [userError('MAX_ATTEMPTS_REACHED', MESSAGES.maxAttemptsReached)],
        };
      }
      const used = await ctx.services.store.increment(key, ATTEMPTS_TTL_MS);
      if (used > MAX_PAYMENT_ATTEMPTS) {
        return {
          session: null,
          userErrors: [userError('MAX_ATTEMPTS_REACHED', MESSAGES.maxAttemptsReached)],
        };
      }
      const site = siteUrl(ctx);
      const urls = {
        success: `${site}/confirmation`,
        cancellation: `${site}/creditcard`,
        failure: `${site}/failed_payment`,
      };
      const init = await ctx.provider.initialisePayment(ctx.services.config.providerPaymentAppId, {
        booking_id: booking.group_booking_id,
        iso_currency_code: currency as 'GBP',
        full_payment: option === 'FULL',
        deposit: option === 'DEPOSIT',
        online_sale: !ctx.isAgent,
        nett_sale: false,
        payment_urls: urls,
      });
      const method = init.payment_methods[0];
      const pageUrl = method?.form_iframe ?? null;
      return {
        session: {
          paymentReference: init.payment_reference,
          hostedPageUrl: pageUrl,
          redirectUrl: pageUrl,
          messageOrigin: new URL(pageUrl ?? ctx.services.config.providerPaymentUrl).origin,
          successUrl: urls.success,
          cancellationUrl: urls.cancellation,
          failureUrl: urls.failure,
          amount: money(
            moneyFromDecimal(init.amount, init.iso_currency_code).amountMinor,
            init.iso_currency_code,
          ),
          option,
        },
        userErrors: [],
      };
    },

    completeCardPayment: async (
      _parent,
      { groupBookingId, paymentReference, transactionId, paymentLinkToken },
      ctx,
    ) => {
      const id = bookingIdOf(groupBookingId);
      const empty = { booking: null, failureReason: null, failureMessage: null, paymentAttempts: null };
      // Consumers: the session (or the payment link) is the whole access check, no provider call. Agents: the
      // booking must be their agency's, checked on it before committing (usually the session's memo of it).
      const caller = await bookingCaller(ctx, id, paymentLinkToken);
      const foreign = caller?.agencyCode != null && !(await accessBooking(ctx, id, paymentLinkToken));
      if (!caller || foreign) return { ...empty, userErrors: [BOOKING_NOT_FOUND] };
      // The commit answers the booking after the payment (get_booking): it is the result, not reloaded.
      const commit = await writeBooking(
        ctx,
        caller,
        id,
        () =>
          ctx.provider.commitPayment(ctx.services.config.providerPaymentAppId, {
            ttc: paymentReference,
            response_payment: { paymentSuccessful: true, transactionId },
          }),
        (answer) => answer.get_booking,
      );
      if (commit.get_booking.group_booking_id !== id) return { ...empty, userErrors: [BOOKING_NOT_FOUND] };
      if (commit.payment_response.paymentSuccessful) {
        await ctx.services.store.delete(attemptsKey(id));
        return {
          booking: await toBooking(commit.get_booking, ctx),
          failureReason: null,
          failureMessage: null,
          paymentAttempts: attemptsOf(0),
          userErrors: [],
        };
      }
      const reason = commit.payment_response.reason ?? 'unknown';
      return {
        booking: null,
        failureReason: reason,
        failureMessage: paymentFailureReasonText(reason),
        paymentAttempts: attemptsOf(await attemptsUsed(ctx, id)),
        userErrors: [],
      };
    },

    payByAgentMethod: async (_parent, { groupBookingId, method, agentReference, option }, ctx) => {
      const agent = requireAgent(ctx);
      const known = agent.paymentMethods.find((m) => m.method === method);
      if (!known || isCardMethod(method)) {
        return {
          booking: null,
          userErrors: [
            userError(
              'UNKNOWN_PAYMENT_METHOD',
              'Choose one of your agency payment methods other than card.',
              'method',
            ),
          ],
        };
      }
      const invalid = validateAgentPayment(method, agentReference);
      if (invalid.length > 0) {
        return { booking: null, userErrors: invalid.map((e) => userError(e.code, e.message, e.field)) };
      }
      const access = await accessBookingForChange(ctx, bookingIdOf(groupBookingId));
      if (!access) return { booking: null, userErrors: [BOOKING_NOT_FOUND] };
      const id = access.booking.group_booking_id;
      const answer = await writeBooking(
        ctx,
        access,
        id,
        () =>
          ctx.provider.updateBooking(access.appId, id, {
            booking_information: {
              iso_currency_code: currencyOf(access.booking) as 'GBP',
              token: access.token,
            },
            booking_confirmation: {
              payment: {
                payment_method: method,
                agent_reference: agentReference.trim(),
                full_payment: option === 'FULL',
                deposit_payment: option === 'DEPOSIT',
              },
            },
          }),
        (b) => b,
      );
      return { booking: await toBooking(answer, ctx), userErrors: [] };
    },

    createPaymentLink: async (_parent, { groupBookingId }, ctx) => {
      requireAgent(ctx);
      const access = await accessBookingForChange(ctx, bookingIdOf(groupBookingId));
      const none = { path: null, expiresAt: null };
      if (!access) return { ...none, userErrors: [BOOKING_NOT_FOUND] };
      const currency = currencyOf(access.booking);
      if (!hasBalanceOutstanding(moneyFromDecimal(access.booking.totals.outstanding, currency))) {
        return { ...none, userErrors: [userError('NOTHING_OUTSTANDING', 'This booking is fully paid.')] };
      }
      const { paymentLinkSecret, paymentLinkTtlHours } = ctx.services.config;
      const expires = new Date(Date.now() + paymentLinkTtlHours * 3600 * 1000);
      const token = signPaymentLink(access.booking.group_booking_id, expires, paymentLinkSecret);
      return {
        path: `/creditcard?booking=${access.booking.group_booking_id}&paylink=${token}`,
        expiresAt: expires.toISOString(),
        userErrors: [],
      };
    },

    subscribeNewsletter: async (_parent, { email, firstName, lastName }, ctx) => {
      if (ctx.isAgent) return { accepted: false };
      try {
        await ctx.provider.subscribeNewsletter(
          {
            email: email.trim(),
            ...(firstName ? { first_name: firstName.trim() } : {}),
            ...(lastName ? { last_name: lastName.trim() } : {}),
          },
          ctx.services.config.newsletterSegmentIds,
        );
      } catch (error) {
        // Seed 001 §7: a newsletter failure is only logged, never shown.
        ctx.services.logger.warn(
          { err: { message: (error as Error).message } },
          'newsletter subscription failed',
        );
      }
      return { accepted: true };
    },
  },
};
