/**
 * The card payment steps shared by startCardPayment and completeCardPayment (seed 001 §2 Card payment, §4 Payment):
 * the return site, the payment lock's timing, the session the web shows, and committing or settling the booking's open
 * payment at most once. Every step runs under the booking's payment lock (card-payment-store.ts).
 */
import { cardHoldRemainsMessage, PAYMENT_REFUSALS } from '@tourdesk/domain/messages';
import { moneyFromMinor } from '@tourdesk/domain/money';
import { cardCharge } from '@tourdesk/domain/totals';
import { lockTimingFor, type LockLease, type LockTiming } from '../../cache/store-lock.js';
import type { BookingAccess, GatewayContext } from '../../context.js';
import { gatewayError } from '../../errors.js';
import { ProviderError } from '../../provider/provider-error.js';
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

/**
 * Provider calls one payment step may make under the booking's payment lock: the booking's reload, an
 * authentication-hash refresh, the payment session read before a commit and after a refusal, the commit, and
 * opening a payment.
 */
const PAYMENT_STEP_CALLS = 6;

/** The payment lock's timing: a lease of one sale call's budget, renewed while the step runs; a wait for all. */
export function paymentLockTiming(ctx: GatewayContext): LockTiming {
  return lockTimingFor(ctx.services.config.providerSalesBudgetMs, PAYMENT_STEP_CALLS);
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

/** The payment lock was lost before a step that charges or opens a payment: another request may be paying. */
export const paymentInProgress = () =>
  gatewayError('CONFLICT', 'A payment of this booking is in progress; try again shortly.');

/** What completing a transaction did. */
export type CommitOutcome =
  | { kind: 'paid'; booking: ProviderBooking }
  | { kind: 'declined'; reason: string }
  | { kind: 'refused'; booking: ProviderBooking; error: UserError };

/** A transaction of the booking as the provider records it (the booking's `payment_transactions`). */
type ProviderTransaction = ProviderBooking['payment_transactions'][number];

/**
 * A refusal of the card payment's transaction: when the provider shows the transaction authorised (the card page
 * took the card, nothing committed it), the message adds that the authorised amount stays on hold, since the
 * provider's API has no operation to void an authorisation.
 */
function refusal(
  code: string,
  message: string,
  transaction: ProviderTransaction | undefined,
  currency: string,
): UserError {
  if (transaction?.status !== 'AUTHORISED') return paymentError(code, message);
  const held = providerMinor(transaction.amount, currency) + providerMinor(transaction.fee, currency);
  return paymentError(code, cardHoldRemainsMessage(message, moneyFromMinor(held, currency)));
}

/**
 * The booking's transactions as the provider records them now (getPaymentSession of `paymentReference`, never a
 * memo), with the booking; null when the provider knows no such session of the booking.
 */
export async function providerTransactions(
  ctx: GatewayContext,
  groupBookingId: number,
  paymentReference: string,
): Promise<{ booking: ProviderBooking; transactions: ProviderTransaction[] } | null> {
  try {
    const session = await ctx.provider.getPaymentSession(
      ctx.services.config.providerPaymentAppId,
      groupBookingId,
      paymentReference,
    );
    return { booking: session.get_booking, transactions: session.get_booking.payment_transactions };
  } catch (error) {
    if (error instanceof ProviderError && error.status === 404) return null;
    throw error;
  }
}

/** The refusal of a transaction of a payment page that a newer one replaced (with its hold, if authorised). */
export async function supersededRefusal(
  ctx: GatewayContext,
  access: BookingAccess,
  paymentReference: string,
  transactionId: string,
): Promise<UserError> {
  const id = access.booking.group_booking_id;
  const read = await providerTransactions(ctx, id, paymentReference);
  const transaction = read?.transactions.find(
    (t) => t.transaction_id === transactionId && t.payment_reference === paymentReference,
  );
  return refusal(
    'PAYMENT_SUPERSEDED',
    PAYMENT_REFUSALS.superseded,
    transaction,
    ctx.bookings.currencyOf(access.booking),
  );
}

/**
 * The booking to answer a refusal with: the caller's copy while it agrees with what the provider records now
 * (`fresh`); otherwise (a payment made where this gateway never saw it) the booking reloaded for the caller, which
 * renews every session's memo of it.
 */
async function currentBooking(
  ctx: GatewayContext,
  access: BookingAccess,
  fresh: ProviderBooking | undefined,
): Promise<ProviderBooking> {
  const id = access.booking.group_booking_id;
  if (!fresh || fresh.totals.outstanding === access.booking.totals.outstanding) return access.booking;
  return ctx.bookings.write(
    access,
    id,
    () => ctx.provider.loadBooking(access.appId, id, access.token),
    (booking) => booking,
  );
}

/**
 * Commits one card transaction of the booking's open payment, at most once (one charge per balance): first the
 * booking's payments are read again from the provider (never from a memo), and the commit is refused when the
 * payment already has another committed transaction, or its amount is no longer outstanding (a booking paid or
 * reduced meanwhile, by another tab or outside the gateway, is not charged again); a refused transaction the card
 * page authorised is told to stay on hold, and answered with the booking as the provider has it. The lock must still be this request's (`lease.confirm`) right before
 * the commit. A decline marks the payment FAILED (the next one is a Retry). Run under the booking's payment lock.
 * @throws GraphQL CONFLICT when the payment lock was lost before the commit (another request may be paying).
 */
export async function commitTransaction(
  ctx: GatewayContext,
  access: BookingAccess,
  record: CardPaymentRecord,
  transactionId: string,
  lease: LockLease,
): Promise<CommitOutcome> {
  const { store } = ctx.services;
  const id = access.booking.group_booking_id;
  const currency = ctx.bookings.currencyOf(access.booking);
  const read = await providerTransactions(ctx, id, record.reference);
  const transactions = read?.transactions ?? [];
  const transaction = transactions.find(
    (t) => t.transaction_id === transactionId && t.payment_reference === record.reference,
  );
  // The provider records a transaction once: committing this one again is a replay, never a second capture.
  const replay = transaction?.status === 'COMMITTED';
  const otherCapture = transactions.some(
    (t) =>
      t.payment_reference === record.reference &&
      t.status === 'COMMITTED' &&
      t.transaction_id !== transactionId,
  );
  if (!replay && (record.state === 'PAID' || otherCapture)) {
    return {
      kind: 'refused',
      booking: await currentBooking(ctx, access, read?.booking),
      error: refusal('ALREADY_PAID', PAYMENT_REFUSALS.alreadyPaid, transaction, currency),
    };
  }
  const outstanding = providerMinor((read?.booking ?? access.booking).totals.outstanding, currency);
  if (!replay && record.amountMinor > outstanding) {
    await saveCardPayment(store, id, { ...record, state: 'CLOSED' });
    return {
      kind: 'refused',
      booking: await currentBooking(ctx, access, read?.booking),
      error:
        outstanding === 0
          ? refusal('NOTHING_OUTSTANDING', PAYMENT_REFUSALS.fullyPaid, transaction, currency)
          : refusal('AMOUNT_CHANGED', PAYMENT_REFUSALS.amountChanged, transaction, currency),
    };
  }
  if (!(await lease.confirm())) throw paymentInProgress();
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
  lease: LockLease,
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
    const completed = await commitTransaction(ctx, access, record, authorised.transaction_id, lease);
    return { record: (await readCardPayment(ctx.services.store, id)) ?? record, completed };
  }
  if (transactions.some((t) => t.status === 'DECLINED')) {
    const failed = { ...record, state: 'FAILED' as const };
    await saveCardPayment(ctx.services.store, id, failed);
    return { record: failed, completed: null };
  }
  return { record, completed: null };
}
