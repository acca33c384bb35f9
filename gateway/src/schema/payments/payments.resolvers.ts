// Over 350 lines on purpose: the card payment steps (start, complete) share the per-booking lock, the open
// payment record and the attempt counter; splitting them would spread one state machine over files.
import { MESSAGES } from '@tourdesk/domain/messages';
import { moneyFromMinor } from '@tourdesk/domain/money';
import {
  depositOptionShown,
  hasBalanceOutstanding,
  isCardMethod,
  paymentFailureReasonText,
  validateAgentPayment,
} from '@tourdesk/domain/payment';
import { cardCharge } from '@tourdesk/domain/totals';
import type { GatewayContext } from '../../context.js';
import { gatewayError } from '../../errors.js';
import type { Resolvers, UserError } from '../../generated/resolvers-types.js';
import type { ProviderBooking } from '../../provider/types.js';
import {
  BOOKING_NOT_FOUND,
  accessBooking,
  accessBookingForChange,
  bookingCaller,
  bookingIdOf,
  writeBooking,
  type BookingAccess,
} from '../bookings/booking-access.js';
import { currencyOf } from '../bookings/booking-view.js';
import { updateBookingWith } from '../bookings/booking-service.js';
import { requireAgent } from '../identity/agent-token.js';
import { gqlCardCharge, providerMinor, providerMoney } from '../shared/money.js';
import {
  attemptsOf,
  attemptsUsed,
  readCardPayment,
  rememberCommitted,
  resetAttempts,
  saveCardPayment,
  spendAttempt,
  wasCommitted,
  withPaymentLock,
  type CardPaymentRecord,
} from './card-payment-store.js';
import { signPaymentLink } from './payment-link.js';

function userError(code: string, message: string, field?: string): UserError {
  return { code, field: field ? [field] : null, message };
}

/** The site the payer returns to: the agent portal for agents, the consumer site otherwise. */
function siteUrl(ctx: GatewayContext): string {
  return ctx.isAgent ? ctx.services.config.agentSiteUrl : ctx.services.config.consumerSiteUrl;
}

/** How long one booking's payment step may hold its lock: a few provider calls with their timeouts. */
function lockTtlMs(ctx: GatewayContext): number {
  return ctx.services.config.providerTimeoutMs * 4 + 5000;
}

/** The card payment session the web shows: the hosted page and what the card will be charged. */
function sessionOf(record: CardPaymentRecord) {
  const m = (minor: number) => moneyFromMinor(minor, record.currency);
  return {
    paymentReference: record.reference,
    hostedPageUrl: record.hostedPageUrl,
    redirectUrl: record.hostedPageUrl,
    messageOrigin: record.messageOrigin,
    successUrl: record.urls.success,
    cancellationUrl: record.urls.cancellation,
    failureUrl: record.urls.failure,
    charge: gqlCardCharge(
      cardCharge(
        m(record.amountMinor),
        m(record.cardFeeMinor),
        record.debitCardFeeMinor === null ? null : m(record.debitCardFeeMinor),
      ),
    ),
    option: record.option,
  };
}

const MESSAGES_OF = {
  nothingOutstanding: 'This booking is fully paid.',
  superseded:
    'This payment page was replaced by a newer one, so nothing was taken by it. Please pay on the current payment page.',
  alreadyPaid: 'This payment has already been made: the second payment was not taken.',
  fullyPaid: 'This booking is already fully paid: this payment was not taken.',
  amountChanged:
    'The amount due changed after this payment started, so it was not taken. Please pay the amount now due.',
  paymentTaken:
    'A card payment of this booking has just been completed. Please check the booking before paying again.',
} as const;

/** What completing a transaction did. */
type CommitOutcome =
  | { kind: 'paid'; booking: ProviderBooking }
  | { kind: 'declined'; reason: string }
  | { kind: 'refused'; booking: ProviderBooking; error: UserError };

/**
 * Commits one card transaction of the booking's open payment, at most once (issue: one charge per balance):
 * a payment that already committed one transaction never commits another; the payment's amount must still be
 * outstanding (checked on the booking before the commit: a booking paid or reduced meanwhile is not charged
 * again); a decline marks the payment FAILED (the next one is a Retry). Run under the booking's payment lock.
 */
async function commitTransaction(
  ctx: GatewayContext,
  access: BookingAccess,
  record: CardPaymentRecord,
  transactionId: string,
): Promise<CommitOutcome> {
  const { store } = ctx.services;
  const id = access.booking.group_booking_id;
  if (record.state === 'PAID') {
    return {
      kind: 'refused',
      booking: access.booking,
      error: userError('ALREADY_PAID', MESSAGES_OF.alreadyPaid),
    };
  }
  const outstanding = providerMinor(access.booking.totals.outstanding, currencyOf(access.booking));
  if (record.amountMinor > outstanding) {
    await saveCardPayment(store, id, { ...record, state: 'CLOSED' });
    return {
      kind: 'refused',
      booking: access.booking,
      error:
        outstanding === 0
          ? userError('NOTHING_OUTSTANDING', MESSAGES_OF.fullyPaid)
          : userError('AMOUNT_CHANGED', MESSAGES_OF.amountChanged),
    };
  }
  const commit = await writeBooking(
    ctx,
    access,
    id,
    () =>
      ctx.provider.commitPayment(ctx.services.config.providerPaymentAppId, {
        ttc: record.reference,
        response_payment: { paymentSuccessful: true, transactionId },
      }),
    (answer) => answer.get_booking,
  );
  if (commit.get_booking.group_booking_id !== id)
    throw gatewayError('INTERNAL_SERVER_ERROR', 'Unexpected payment answer.');
  if (commit.payment_response.paymentSuccessful) {
    await rememberCommitted(store, id, transactionId);
    await saveCardPayment(store, id, { ...record, state: 'PAID', transactionId });
    await resetAttempts(store, id);
    return { kind: 'paid', booking: commit.get_booking };
  }
  await saveCardPayment(store, id, { ...record, state: 'FAILED' });
  return { kind: 'declined', reason: commit.payment_response.reason ?? 'unknown' };
}

/**
 * What happened on the hosted page of the booking's open payment, asked of the provider (transactions made on the
 * page never pass through the gateway until completed): a decline makes it FAILED, an authorised payment that
 * was never completed is completed now; otherwise it is still open.
 * @returns the record as it now is, and the outcome of a completion made here (if any).
 */
async function settleOpenPayment(
  ctx: GatewayContext,
  access: BookingAccess,
  record: CardPaymentRecord,
): Promise<{ record: CardPaymentRecord; completed: CommitOutcome | null }> {
  const id = access.booking.group_booking_id;
  const session = await ctx.provider.getPaymentSession(
    ctx.services.config.providerPaymentAppId,
    id,
    record.reference,
  );
  const transactions = session.get_booking.payment_transactions.filter(
    (t) => t.payment_reference === record.reference,
  );
  const authorised = transactions.find((t) => t.status === 'AUTHORISED' || t.status === 'COMMITTED');
  if (authorised) {
    const completed = await commitTransaction(ctx, access, record, authorised.transaction_id);
    return { record: (await readCardPayment(ctx.services.store, id)) ?? record, completed };
  }
  if (transactions.some((t) => t.status === 'DECLINED')) {
    const failed = { ...record, state: 'FAILED' as const };
    await saveCardPayment(ctx.services.store, id, failed);
    return { record: failed, completed: null };
  }
  return { record, completed: null };
}

/**
 * Payments (seed 001 §2 Card payment, §4 Payment, §5 Agent payment, §7, §8, §9): card payments on the provider's
 * hosted page, one open payment per booking and at most 3 attempts (shared store), agent method payments, payment
 * links and the newsletter.
 */
export const paymentResolvers: Resolvers = {
  Mutation: {
    startCardPayment: async (_parent, { groupBookingId, option, paymentLinkToken }, ctx) => {
      const id = bookingIdOf(groupBookingId);
      if (!(await bookingCaller(ctx, id, paymentLinkToken))) {
        return { session: null, userErrors: [BOOKING_NOT_FOUND] };
      }
      const { store } = ctx.services;
      return withPaymentLock(store, id, lockTtlMs(ctx), async () => {
        const access = await accessBooking(ctx, id, paymentLinkToken);
        if (!access) return { session: null, userErrors: [BOOKING_NOT_FOUND] };
        const currency = currencyOf(access.booking);
        let record = await readCardPayment(store, id);
        if (record?.state === 'OPEN') {
          const settled = await settleOpenPayment(ctx, access, record);
          if (settled.completed?.kind === 'paid') {
            return { session: null, userErrors: [userError('PAYMENT_TAKEN', MESSAGES_OF.paymentTaken)] };
          }
          record = settled.record;
        }
        const outstanding = providerMoney(access.booking.totals.outstanding, currency);
        const deposit = providerMoney(access.booking.totals.deposit, currency);
        if (!hasBalanceOutstanding(outstanding)) {
          return {
            session: null,
            userErrors: [userError('NOTHING_OUTSTANDING', MESSAGES_OF.nothingOutstanding)],
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
        const due = option === 'FULL' ? outstanding : deposit;
        // Reopening the card page: the open payment for the same amount is the answer; nothing is spent.
        if (record?.state === 'OPEN' && record.option === option && record.amountMinor === due.amountMinor) {
          return { session: sessionOf(record), userErrors: [] };
        }
        // A first payment, or a Retry after a failure, is an attempt (counted first, then made); an open payment
        // replaced by another option or amount, or one closed because the amount changed, is not.
        const attempt = !record || record.state === 'FAILED' || record.state === 'PAID';
        if (attempt && !(await spendAttempt(store, id))) {
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
          booking_id: id,
          iso_currency_code: currency as 'GBP',
          full_payment: option === 'FULL',
          deposit: option === 'DEPOSIT',
          online_sale: !ctx.isAgent,
          nett_sale: false,
          payment_urls: urls,
        });
        const pageUrl = init.payment_methods[0]?.form_iframe ?? null;
        const opened: CardPaymentRecord = {
          reference: init.payment_reference,
          option,
          currency: init.iso_currency_code,
          amountMinor: providerMinor(init.amount, init.iso_currency_code),
          cardFeeMinor: providerMinor(init.fee, init.iso_currency_code),
          debitCardFeeMinor: providerMinor(init.debit_fee, init.iso_currency_code),
          hostedPageUrl: pageUrl,
          messageOrigin: new URL(pageUrl ?? ctx.services.config.providerPaymentUrl).origin,
          urls,
          state: 'OPEN',
        };
        await saveCardPayment(store, id, opened);
        return { session: sessionOf(opened), userErrors: [] };
      });
    },

    completeCardPayment: async (
      _parent,
      { groupBookingId, paymentReference, transactionId, paymentLinkToken },
      ctx,
    ) => {
      const id = bookingIdOf(groupBookingId);
      const empty = { booking: null, failureReason: null, failureMessage: null, paymentAttempts: null };
      // Consumers: the session (or the payment link) is the whole access check. Agents: the booking must be their
      // agency's, checked on it (usually the session's memo of it).
      const caller = await bookingCaller(ctx, id, paymentLinkToken);
      if (!caller) return { ...empty, userErrors: [BOOKING_NOT_FOUND] };
      const { store } = ctx.services;
      return withPaymentLock(store, id, lockTtlMs(ctx), async () => {
        const access = await accessBooking(ctx, id, paymentLinkToken);
        if (!access) return { ...empty, userErrors: [BOOKING_NOT_FOUND] };
        // The same transaction completed again (a retry after a lost answer, a second tab): the booking, no charge.
        if (await wasCommitted(store, id, transactionId)) {
          return { ...empty, booking: access.booking, userErrors: [] };
        }
        const record = await readCardPayment(store, id);
        if (!record || record.reference !== paymentReference) {
          return {
            ...empty,
            booking: access.booking,
            userErrors: [userError('PAYMENT_SUPERSEDED', MESSAGES_OF.superseded)],
          };
        }
        const outcome = await commitTransaction(ctx, access, record, transactionId);
        switch (outcome.kind) {
          case 'paid':
            return {
              booking: outcome.booking,
              failureReason: null,
              failureMessage: null,
              paymentAttempts: attemptsOf(0),
              userErrors: [],
            };
          case 'refused':
            return { ...empty, booking: outcome.booking, userErrors: [outcome.error] };
          case 'declined':
            return {
              booking: null,
              failureReason: outcome.reason,
              failureMessage: paymentFailureReasonText(outcome.reason),
              paymentAttempts: attemptsOf(await attemptsUsed(store, id)),
              userErrors: [],
            };
        }
      });
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
      const answer = await updateBookingWith(ctx, access, {
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
      requireAgent(ctx);
      const access = await accessBookingForChange(ctx, bookingIdOf(groupBookingId));
      const none = { path: null, expiresAt: null };
      if (!access) return { ...none, userErrors: [BOOKING_NOT_FOUND] };
      const currency = currencyOf(access.booking);
      if (!hasBalanceOutstanding(providerMoney(access.booking.totals.outstanding, currency))) {
        return { ...none, userErrors: [userError('NOTHING_OUTSTANDING', MESSAGES_OF.nothingOutstanding)] };
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
