import { readSession, sessionKey, writeSession } from '@/lib/session-store';

/** A booking opened by its payment link (seed 001 §2 payment-link mode): the id and its signed token. */
export interface StoredPaymentLink {
  groupBookingId: string;
  token: string;
}

function isStoredPaymentLink(value: unknown): value is StoredPaymentLink | null {
  if (value === null) return true;
  const link = value as Partial<StoredPaymentLink> | undefined;
  return typeof link?.groupBookingId === 'string' && typeof link.token === 'string';
}

/**
 * `tourdesk.paymentLink`: kept so the confirmation and failed-payment pages (which the card screen leads to
 * without the link's address) can still read the booking paid by link.
 */
const paymentLinkKey = sessionKey<StoredPaymentLink | null>('paymentLink', null, isStoredPaymentLink);

/** Remembers the payment link a booking was opened with. */
export function storePaymentLink(groupBookingId: string, token: string): void {
  writeSession(paymentLinkKey, { groupBookingId, token });
}

/** The payment-link token of this booking, or null when it was not opened by a link in this session. */
export function paymentLinkTokenFor(groupBookingId: string): string | null {
  const link = readSession(paymentLinkKey);
  return link?.groupBookingId === groupBookingId ? link.token : null;
}

/** Forgets the payment link of an earlier booking: booking a new basket starts a new payment session (seed 001 §4). */
export function clearPaymentLink(): void {
  writeSession(paymentLinkKey, null);
}
