/**
 * Booking failure alerts of the cart (seed 001 §4 Checkout 'Otherwise an alert is shown', §8 Error catalogue).
 */
import { basketFailureMessage, summaryFailureMessage } from './messages.js';

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
