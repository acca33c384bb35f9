import type { PaymentOption } from '@tourdesk/domain/payment';
import { attemptMayStart, type CardPaymentState } from '@tourdesk/domain/payment-attempts';
import { storeKeys } from '../../cache/keys.js';
import type { KeyValueStore } from '../../cache/store.js';
import { withStoreLock, type LockLease, type LockTiming } from '../../cache/store-lock.js';
import { gatewayError } from '../../errors.js';

/** Card payment records, attempt counters and committed transactions outlive any payment session. */
const RECORD_TTL_MS = 30 * 24 * 3600 * 1000;

/**
 * A booking's current card payment, in the shared store (`cardpay:{id}`), so every replica and tab sees the same
 * one: at most one is open per booking. Amounts in minor units of `currency`.
 */
export interface CardPaymentRecord {
  /** The provider's payment reference (initialise). */
  reference: string;
  option: PaymentOption;
  currency: string;
  /** Amount paid towards the booking. */
  amountMinor: number;
  /** Credit-card fee on top of it. */
  cardFeeMinor: number;
  /** Debit-card fee on top of it, null when the provider gives none. */
  debitCardFeeMinor: number | null;
  hostedPageUrl: string | null;
  messageOrigin: string;
  urls: { success: string; cancellation: string; failure: string };
  /** Domain `CardPaymentState` (no other transaction of a PAID one is ever committed). */
  state: CardPaymentState;
  /** The committed transaction, once PAID. */
  transactionId?: string;
}

/** Attempts started for a booking since its last successful payment (0 when none). */
export async function attemptsUsed(store: KeyValueStore, groupBookingId: number): Promise<number> {
  return Number((await store.get(storeKeys.paymentAttempts(groupBookingId))) ?? 0);
}

/**
 * Counts a new attempt first, atomically in the shared store (so tabs and replicas share the limit), and says
 * whether it may go ahead: false once the limit of 3 is passed.
 */
export async function spendAttempt(store: KeyValueStore, groupBookingId: number): Promise<boolean> {
  return attemptMayStart(await store.increment(storeKeys.paymentAttempts(groupBookingId), RECORD_TTL_MS));
}

/** After a successful payment the attempts start again (seed 001 §4). */
export async function resetAttempts(store: KeyValueStore, groupBookingId: number): Promise<void> {
  await store.delete(storeKeys.paymentAttempts(groupBookingId));
}

/** The booking's current card payment, or undefined. */
export async function readCardPayment(
  store: KeyValueStore,
  groupBookingId: number,
): Promise<CardPaymentRecord | undefined> {
  const raw = await store.get(storeKeys.cardPayment(groupBookingId));
  return raw === undefined ? undefined : (JSON.parse(raw) as CardPaymentRecord);
}

/** Saves the booking's current card payment (replacing, and so superseding, the previous one). */
export async function saveCardPayment(
  store: KeyValueStore,
  groupBookingId: number,
  record: CardPaymentRecord,
): Promise<void> {
  await store.set(storeKeys.cardPayment(groupBookingId), JSON.stringify(record), RECORD_TTL_MS);
}

/** True when this transaction was committed on the booking through the gateway (a replay must not charge again). */
export async function wasCommitted(
  store: KeyValueStore,
  groupBookingId: number,
  transactionId: string,
): Promise<boolean> {
  return (await store.get(storeKeys.committedTransaction(groupBookingId, transactionId))) !== undefined;
}

/** Remembers a committed transaction. */
export async function rememberCommitted(
  store: KeyValueStore,
  groupBookingId: number,
  transactionId: string,
): Promise<void> {
  await store.set(storeKeys.committedTransaction(groupBookingId, transactionId), '1', RECORD_TTL_MS);
}

/**
 * Runs `action` while holding the booking's payment lock in the shared store (store-lock.ts: a token of this
 * request alone, renewed while it works, released only by it), so starting and completing card payments of one
 * booking happen one at a time across requests, tabs and replicas: check first, then act. The action gets the
 * lease, to confirm the lock is still its own before a step that charges or opens a payment.
 * @throws GraphQL CONFLICT when the lock is not obtained within `timing.waitMs`.
 */
export function withPaymentLock<T>(
  store: KeyValueStore,
  groupBookingId: number,
  timing: LockTiming,
  action: (lease: LockLease) => Promise<T>,
): Promise<T> {
  return withStoreLock(store, storeKeys.cardPaymentLock(groupBookingId), timing, action, () =>
    gatewayError('CONFLICT', 'A payment of this booking is in progress; try again shortly.'),
  );
}
