import { readSession, sessionKey, writeSession } from '@/lib/session-store';

/** A booking attempt: the idempotency key sent with `book` and the basket it was generated for. */
interface BookingAttempt {
  key: string;
  basket: string;
}

function isBookingAttempt(value: unknown): value is BookingAttempt | null {
  if (value === null) return true;
  const attempt = value as Partial<BookingAttempt> | undefined;
  return typeof attempt?.key === 'string' && typeof attempt.basket === 'string';
}

const bookingAttemptKey = sessionKey<BookingAttempt | null>('bookingAttempt', null, isBookingAttempt);

/**
 * The idempotency key of the booking attempt for this basket: generated once and kept in session storage, so a
 * double click, a retry after a lost answer or a reload books the basket once (schema `book(idempotencyKey)`).
 * A different basket is a new attempt with a new key.
 * @param basket The serialised BasketInput being booked.
 */
export function bookingAttemptIdempotencyKey(basket: string): string {
  const stored = readSession(bookingAttemptKey);
  if (stored?.basket === basket) return stored.key;
  const attempt = { key: crypto.randomUUID(), basket };
  writeSession(bookingAttemptKey, attempt);
  return attempt.key;
}

/** Forgets the attempt once its booking exists. */
export function clearBookingAttempt(): void {
  writeSession(bookingAttemptKey, null);
}

function isBoolean(value: unknown): value is boolean {
  return typeof value === 'boolean';
}

/** Whether the customer add-on popup has been shown in this session (it appears once, seed 001 §4 Checkout). */
export const addOnPopupShownKey = sessionKey<boolean>('addOnPopupShown', false, isBoolean);
