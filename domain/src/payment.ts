/**
 * Payments and balances (seed 000 §4, seed 001 §2 Card payment / Failed payment, §4 Payment, §5 Agent payment,
 * §8, §9).
 */
import { dateOnly } from './calendar-dates.js';
import { CARD_PAYMENT_METHOD, GROSS, MAX_PAYMENT_ATTEMPTS } from './constants.js';
import { MESSAGES } from './messages.js';
import type { Money } from './money.js';
import { sumMoney } from './money.js';
import { userError } from './user-error.js';
import type { UserError } from './user-error.js';

/** Total outstanding of a booking: the sum of its trip passengers' outstanding amounts (same currency). */
export function totalOutstanding(outstandings: readonly Money[], currency: string): Money {
  return sumMoney(outstandings, currency);
}

/**
 * Balance outstanding means total outstanding above 0; otherwise the booking is fully paid (seed 000 §4, seed
 * 001 §4). Make Payment / 'Pay remaining balance' are offered only then.
 */
export function hasBalanceOutstanding(totalOutstanding: Money): boolean {
  return totalOutstanding.amountMinor > 0;
}

/**
 * Whether a screen may ask for a payment (seed 000 §4 'Make Payment ... meaningful only when the balance is over
 * 0'; OCTO: releasing an ON_HOLD booking costs nothing): a balance above 0 on a booking that still has a passenger
 * booked or on which something was paid. A booking whose every passenger was cancelled before anything was paid
 * asks for nothing, whatever fee a provider recorded on it.
 * @param balance Total outstanding, minor units of the booking's currency.
 * @param paid What has been paid towards the booking (card fees not included).
 */
export function paymentDue(balance: Money, hasPassengerBooked: boolean, paid: Money): boolean {
  return hasBalanceOutstanding(balance) && (hasPassengerBooked || paid.amountMinor > 0);
}

/**
 * The day a booking's balance is due by ('Balance of X due by {date}', seed 001 §1 'a balance due by a date', §2
 * Booking page): the provider's balance due date, else the day the earliest passenger hold expires (seed 000 §3 Trip
 * passenger expiry_time); none once nothing is outstanding, or when neither is known.
 * @param balance Total outstanding, minor units of the booking's currency.
 * @param providerDueDate The provider's `balance_due_date` (a LocalDate, yyyy-mm-dd, provider-sim/openapi.yaml), as sent.
 * @param holdExpiries The trip passengers' `expiry_time` (ISO date-times, Europe/London), null where none.
 * @returns yyyy-mm-dd (Europe/London), or null.
 */
export function balanceDueDate(
  balance: Money,
  providerDueDate: string | null | undefined,
  holdExpiries: readonly (string | null | undefined)[],
): string | null {
  if (!hasBalanceOutstanding(balance)) return null;
  if (providerDueDate !== null && providerDueDate !== undefined) return providerDueDate;
  const earliestExpiry = holdExpiries.filter((e): e is string => typeof e === 'string').sort()[0];
  return earliestExpiry === undefined ? null : dateOnly(earliestExpiry);
}

/** A payment on a booking: the day it was made (Europe/London, YYYY-MM-DD) and its place in the provider's list. */
export interface DatedPayment {
  date: string;
}

/**
 * The payment that led to a confirmation ('Paid today', seed 001 §2 Confirmation): the latest payment of `today`
 * (the provider's day, Europe/London), the provider listing payments oldest first; null when none was made today.
 */
export function paymentMadeToday<P extends DatedPayment>(payments: readonly P[], today: string): P | null {
  return payments.filter((p) => p.date === today).at(-1) ?? null;
}

/** Payment option: the full outstanding amount or the deposit (seed 001 §1, §9). */
export type PaymentOption = 'FULL' | 'DEPOSIT';

/**
 * The deposit option is hidden when the deposit equals the outstanding amount (seed 001 §9); tourdesk also hides
 * it when the deposit is not above 0.
 * @throws RangeError when the currencies differ.
 */
export function depositOptionShown(deposit: Money, outstanding: Money): boolean {
  if (deposit.currency !== outstanding.currency) throw new RangeError('Currency mismatch');
  return deposit.amountMinor > 0 && deposit.amountMinor !== outstanding.amountMinor;
}

/** The payment options offered: always FULL, plus DEPOSIT when {@link depositOptionShown}. */
export function paymentOptions(deposit: Money, outstanding: Money): PaymentOption[] {
  return depositOptionShown(deposit, outstanding) ? ['FULL', 'DEPOSIT'] : ['FULL'];
}

/**
 * Retry is available while the stored attempts count plus 1 is under 3 (seed 001 §4); otherwise the button is
 * disabled and reads 'Max Attempts Reached, please contact us or try again later.'.
 * @param attempts The stored attempts counter (0 before any retry).
 */
export function canRetryPayment(attempts: number): boolean {
  return attempts + 1 < MAX_PAYMENT_ATTEMPTS;
}

/**
 * Failure reason shown on /failed_payment (seed 001 §8): 'Your payment has been rejected by your payment provider'
 * when the reason query parameter contains 'rejected' (case-insensitive), otherwise 'An Unknown payment error has
 * occured'.
 */
export function paymentFailureReasonText(reason: string | null | undefined): string {
  return (reason ?? '').toLowerCase().includes('rejected')
    ? MESSAGES.paymentRejected
    : MESSAGES.unknownPaymentError;
}

/** True when the payment method code is CC, i.e. card (seed 001 §9). */
export function isCardMethod(method: string | null | undefined): boolean {
  return (method ?? '').trim().toUpperCase() === CARD_PAYMENT_METHOD;
}

/** True when nett_gross is 'G', i.e. gross (seed 000 §3, seed 001 §9). */
export function isGross(nettGross: string | null | undefined): boolean {
  return (nettGross ?? '').trim().toUpperCase() === GROSS;
}

/** Commission column and NETT line are hidden when the selected method is gross (seed 001 §2 Payment summary). */
export function commissionShown(nettGross: string | null | undefined): boolean {
  return !isGross(nettGross);
}

/** The 'Agent Reference*' input is hidden when the method is CC (seed 001 §2 Payment method selector). */
export function agentReferenceShown(method: string | null | undefined): boolean {
  return !isCardMethod(method);
}

/**
 * Validates an agent payment (seed 001 §5 "Agent payment"): a non-card method requires a non-blank agent
 * reference, otherwise AGENT_REFERENCE_REQUIRED 'Please enter an agent reference.' (field agentReference) and
 * nothing is submitted.
 */
export function validateAgentPayment(method: string, agentReference: string | null | undefined): UserError[] {
  if (isCardMethod(method) || (agentReference ?? '').trim() !== '') return [];
  return [userError('AGENT_REFERENCE_REQUIRED', MESSAGES.agentReferenceRequired, 'agentReference')];
}

/**
 * Agent payment confirmation checkbox must be ticked (seed 001 §5): otherwise TERMS_NOT_ACCEPTED 'Please
 * acknowledge terms and conditions'.
 */
export function validateTermsAccepted(accepted: boolean): UserError[] {
  return accepted ? [] : [userError('TERMS_NOT_ACCEPTED', MESSAGES.termsNotAccepted, 'terms')];
}

/**
 * Who sees which payment form (seed 001 §2): an agent whose agency has payment methods chooses among them (the
 * first preselected); an agent without methods, or a consumer, sees the card form only.
 * @param agentMethods the agency's payment methods; null or undefined for a consumer
 * @returns true when the method chooser is shown, false for the card form alone
 */
export function offersPaymentMethodChoice(
  agentMethods: readonly { method: string }[] | null | undefined,
): boolean {
  return (agentMethods?.length ?? 0) > 0;
}

/** A payment option's amounts as the agent payment screen reads them (minor units of the booking's currency). */
export interface AgentOptionAmounts<M> {
  /** The gross amount: what a card or a gross method ('G') charges. */
  amount: M;
  /** What a nett method ('N') charges (ledger `agentMethodCharge`); null when not known. */
  nettAmount: M | null | undefined;
}

/**
 * The 'Payable now' figure of the agent's payment summary (seed 001 §2 Payment summary, §5 Agent payment): what
 * confirming the selected non-card method charges, so what is shown before paying is what is charged: the gross
 * amount for a gross method, the nett amount for a nett one (the whole NETT only while nothing is paid). Null for
 * card (the card form shows its own charge), when nothing is outstanding or the nett amount is unknown.
 */
export function agentMethodPayable<M>(
  method: string,
  nettGross: string | null | undefined,
  option: AgentOptionAmounts<M> | null | undefined,
): M | null {
  if (!option || isCardMethod(method)) return null;
  return isGross(nettGross) ? option.amount : (option.nettAmount ?? null);
}
