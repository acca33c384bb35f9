import { paths } from '@tourdesk/domain/paths';
import { MESSAGES, PAYMENT_REFUSALS } from '@tourdesk/domain/messages';
import { depositOptionShown, hasBalanceOutstanding } from '@tourdesk/domain/payment';
import { startsPaymentAttempt } from '@tourdesk/domain/payment-attempts';
import { providerMinor, providerMoney } from '../../../shared/money.js';
import {
  paymentInProgress,
  paymentLockTiming,
  sessionOf,
  settleOpenPayment,
  siteUrl,
} from '../../card-payment.js';
import {
  readCardPayment,
  saveCardPayment,
  spendAttempt,
  withPaymentLock,
  type CardPaymentRecord,
} from '../../card-payment-store.js';
import { paymentError } from '../../payment-error.js';
import type { MutationResolvers } from '../../../../generated/resolvers-types.js';

/**
 * `Mutation.startCardPayment` (seed 001 §2 Card payment, §4 Payment, §8): under the booking's payment lock, settles
 * an open payment first (a payment completed on the hosted page meanwhile is not started again; one whose card was
 * authorised but can no longer be captured is refused saying that its hold remains, and the next start opens a new
 * payment), refuses a fully
 * paid booking or an unavailable deposit, reopens the same open payment for the same amount, counts a first
 * payment or a Retry as one of at most 3 attempts (shared store), and opens the provider's hosted payment page.
 */
export const startCardPayment: NonNullable<MutationResolvers['startCardPayment']> = async (
  _parent,
  { groupBookingId, option, paymentLinkToken },
  ctx,
) => {
  const id = ctx.bookings.idOf(groupBookingId);
  if (!(await ctx.bookings.caller(id, paymentLinkToken))) {
    return { session: null, userErrors: [ctx.bookings.notFound] };
  }
  const { store } = ctx.services;
  return withPaymentLock(store, id, paymentLockTiming(ctx), async (lease) => {
    const access = await ctx.bookings.access(id, paymentLinkToken);
    if (!access) return { session: null, userErrors: [ctx.bookings.notFound] };
    const currency = ctx.bookings.currencyOf(access.booking);
    let record = await readCardPayment(store, id);
    if (record?.state === 'OPEN') {
      const settled = await settleOpenPayment(ctx, access, record, lease);
      if (settled.completed?.kind === 'paid') {
        return {
          session: null,
          userErrors: [paymentError('PAYMENT_TAKEN', PAYMENT_REFUSALS.paymentTaken)],
        };
      }
      // A card the hosted page authorised but that cannot be captured now (the booking was paid or its amount
      // changed meanwhile): the payer is told its hold remains before any new payment is opened.
      if (settled.completed?.kind === 'refused') {
        return { session: null, userErrors: [settled.completed.error] };
      }
      record = settled.record;
    }
    const outstanding = providerMoney(access.booking.totals.outstanding, currency);
    const deposit = providerMoney(access.booking.totals.deposit, currency);
    if (!hasBalanceOutstanding(outstanding)) {
      return {
        session: null,
        userErrors: [paymentError('NOTHING_OUTSTANDING', PAYMENT_REFUSALS.nothingOutstanding)],
      };
    }
    if (option === 'DEPOSIT' && !depositOptionShown(deposit, outstanding)) {
      return {
        session: null,
        userErrors: [
          paymentError(
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
    // An attempt (domain startsPaymentAttempt) is counted first, then made.
    if (startsPaymentAttempt(record?.state ?? null) && !(await spendAttempt(store, id))) {
      return {
        session: null,
        userErrors: [paymentError('MAX_ATTEMPTS_REACHED', MESSAGES.maxAttemptsReached)],
      };
    }
    const site = siteUrl(ctx);
    const urls = {
      success: `${site}${paths.confirmation.getHref()}`,
      cancellation: `${site}${paths.creditCard.getHref()}`,
      failure: `${site}${paths.failedPayment.getHref()}`,
    };
    // A lock lost meanwhile may be another request's now: that one opens the payment, not this.
    if (!(await lease.confirm())) throw paymentInProgress();
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
};
