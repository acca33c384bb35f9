/**
 * Booking failure alerts of the cart (seed 001 §4 Checkout 'Otherwise an alert is shown', §8 Error catalogue).
 */
import { basketFailureMessage, MESSAGES, summaryFailureMessage } from './messages.js';

/** The two alerts of a refused booking: 'Basket {booking_error}' and 'Summary {booking_error}'. */
export interface BookingFailureAlerts {
  /** 'Basket ' followed by booking_error, shown with the basket's trips. */
  basket: string;
  /** 'Summary ' followed by booking_error, shown in the summary by the checkout button. */
  summary: string;
}

/**
 * The alerts for a refused booking (seed 001 §8: 'Basket ' and 'Summary ' each followed by booking_error).
 * @param refusal The refusal's message: the provider's booking_error as the gateway reports it, either already
 *   prefixed 'Basket ' (the provider refused the booking) or bare (the same rule found before asking the
 *   provider: seats, 18+ member, rooms).
 */
export function bookingFailureAlerts(refusal: string): BookingFailureAlerts {
  const prefix = basketFailureMessage('');
  const bookingError = refusal.startsWith(prefix) ? refusal.slice(prefix.length) : refusal;
  return { basket: basketFailureMessage(bookingError), summary: summaryFailureMessage(bookingError) };
}

/** Codes of the provider's booking_error texts that the spec names (seed 001 §5, §8). */
const BOOKING_ERROR_CODES: Readonly<Record<string, string>> = {
  [MESSAGES.noAdult]: 'NO_ADULT',
  [MESSAGES.notEnoughSeats]: 'NOT_ENOUGH_SEATS',
  [MESSAGES.noRoomsBookingError]: 'NO_ROOMS',
  [MESSAGES.currencyCheckFailed]: 'CURRENCY_MISMATCH',
};

/**
 * The userError code of a provider booking_error (seed 001 §8): NO_ADULT, NOT_ENOUGH_SEATS, NO_ROOMS or
 * CURRENCY_MISMATCH for the spec's texts, BOOKING_ERROR for any other text.
 */
export function bookingErrorCode(bookingError: string): string {
  return BOOKING_ERROR_CODES[bookingError] ?? 'BOOKING_ERROR';
}
