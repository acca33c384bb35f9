import { readSession, sessionKey, writeSession } from '@/lib/session-store';

/** The booking being checked out and paid (seed 001 §4 Checkout: 'the booking is stored'). */
export interface CheckoutBooking {
  groupBookingId: string;
}

function isCheckoutBooking(value: unknown): value is CheckoutBooking | null {
  if (value === null) return true;
  return typeof (value as Partial<CheckoutBooking> | undefined)?.groupBookingId === 'string';
}

/** Session storage key of the booking at checkout, read by the checkout page and the card payment screen. */
export const checkoutBookingKey = sessionKey<CheckoutBooking | null>(
  'checkoutBooking',
  null,
  isCheckoutBooking,
);

/** Stores the booking just created, for /payment and /creditcard. */
export function storeCheckoutBooking(groupBookingId: string): void {
  writeSession(checkoutBookingKey, { groupBookingId });
}

/** The booking at checkout, or null. */
export function readCheckoutBooking(): CheckoutBooking | null {
  return readSession(checkoutBookingKey);
}
