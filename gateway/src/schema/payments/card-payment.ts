import { PAYMENT_REFUSALS } from '@tourdesk/domain/messages';
/**
 * The card payment steps shared by startCardPayment and completeCardPayment (seed 001 §2 Card payment, §4 Payment):
 * the return site, the payment lock TTL, the session the web shows, and committing or settling the booking's open
 * payment at most once. Every step runs under the booking's payment lock (card-payment-store.ts).
 */
import { moneyFromMinor } from '@tourdesk/domain/money';
import { cardCharge } from '@tourdesk/domain/totals';
import type { BookingAccess, GatewayContext } from '../../context.js';
import { gatewayError } from '../../errors.js';
import type { ProviderBooking } from '../../provider/types.js';
import type { UserError } from '../../generated/resolvers-types.js';
import { gqlCardCharge, providerMinor } from '../shared/money.js';
import {
  readCardPayment,
  rememberCommitted,
  resetAttempts,
  saveCardPayment,
  type CardPaymentRecord,
} from './card-payment-store.js';
import { paymentError } from './payment-error.js';

/** The site the payer returns to: the agent portal for agents, the consumer site otherwise. */
export function siteUrl(ctx: GatewayContext): string {
  return ctx.isAgent ? ctx.services.config.agentSiteUrl : ctx.services.config.consumerSiteUrl;
}

/** How long one booking's payment step may hold its lock: a few provider calls with their timeouts. */
export function lockTtlMs(ctx: GatewayContext): number {
  return ctx.services.config.providerTimeoutMs * 4 + 5000;
}

/** The card payment session the web shows: the hosted page and what the card will be charged. */
export function sessionOf(record: CardPaymentRecord) {
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

/** What completing a transaction did. */
export type CommitOutcome =
  | { kind: 'paid'; booking: ProviderBooking }
  | { kind: 'declined'; reason: string }
  | { kind: 'refused'; booking: ProviderBooking; error: UserError };

/**
 * Commits one card transaction of the booking's open payment, at most once (one charge per balance):
 * a payment that already committed one transaction never commits another; the payment's amount must still be
 * outstanding (checked on the booking before the commit: a booking paid or reduced meanwhile is not charged
 * again); a decline marks the payment FAILED (the next one is a Retry). Run under the booking's payment lock.
 */
export async function commitTransaction(
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
      error: paymentError('ALREADY_PAID', PAYMENT_REFUSALS.alreadyPaid),
    };
  }
  const outstanding = providerMinor(
    access.booking.totals.outstanding,
    ctx.bookings.currencyOf(access.booking),
  );
  if (record.amountMinor > outstanding) {
    await saveCardPayment(store, id, { ...record, state: 'CLOSED' });
    return {
      kind: 'refused',
      booking: access.booking,
      error:
        outstanding === 0
          ? paymentError('NOTHING_OUTSTANDING', PAYMENT_REFUSALS.fullyPaid)
          : paymentError('AMOUNT_CHANGED', PAYMENT_REFUSALS.amountChanged),
    };
  }
  const commit = await ctx.bookings.write(
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
export async function settleOpenPayment(
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
