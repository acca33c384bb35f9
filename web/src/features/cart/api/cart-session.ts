import { readSession, sessionKey, writeSession } from '@/lib/session-store';

/** A booking attempt (one Book press): the idempotency key sent with `book` and the basket it was made for. */
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
 * The idempotency key of a Book press (one user intention, schema `book(idempotencyKey)`): a new key for a new
 * press, kept in session storage until the press has a verdict ({@link clearBookingAttempt}: booked or refused).
 * Until then every retry of it uses the same key: the automatic ones (book-attempt.ts), a double click, the
 * customer pressing again after a lost answer, a reload; so the basket is booked once. A different basket is a new
 * press with a new key.
 * @param basket The serialised BasketInput being booked.
 */
export function bookingAttemptIdempotencyKey(basket: string): string {
  const stored = readSession(bookingAttemptKey);
  if (stored?.basket === basket) return stored.key;
  const attempt = { key: crypto.randomUUID(), basket };
  writeSession(bookingAttemptKey, attempt);
  return attempt.key;
}

/** Ends the press once it has a verdict: its booking exists, or the booking was refused (userErrors). */
export function clearBookingAttempt(): void {
  writeSession(bookingAttemptKey, null);
}

function isBoolean(value: unknown): value is boolean {
  return typeof value === 'boolean';
}

/** Whether the customer add-on popup has been shown in this session (it appears once, seed 001 §4 Checkout). */
export const addOnPopupShownKey = sessionKey<boolean>('addOnPopupShown', false, isBoolean);
