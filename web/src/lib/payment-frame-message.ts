/**
 * The window message of the card payment frame (seed 001 §4 Payment, provider-sim README 'Payments'): the hosted
 * card page posts `{ frame: 'cybersource_payment_confirmation', booking_reference, status: 'RESPONSE',
 * paymentSuccessful, transactionId, reason }` to the card screen, and the confirmation page, when it is itself
 * inside a frame, posts `{ frame, booking_reference, status: 'RESPONSE' }` to its parent so the parent can redirect.
 */
export const PAYMENT_FRAME = 'cybersource_payment_confirmation';

/** The status every payment frame message carries. */
export const PAYMENT_FRAME_STATUS = 'RESPONSE';

/** The hosted card page's answer, once accepted. */
export interface CardPaymentResponse {
  bookingReference: string;
  transactionId: string;
  paymentSuccessful: boolean;
  /** The provider's reason for a failed payment (contains 'rejected' for a declined card). */
  reason: string | null;
}

/**
 * Accepts a window message only from the payment host's origin and only when it is the payment frame's response
 * (frame, status and a transaction id); anything else is ignored (null).
 * @param messageOrigin The payment host's origin, from the card payment session.
 */
export function readCardPaymentMessage(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  messageOrigin: string,
): CardPaymentResponse | null {
  if (event.origin !== messageOrigin) return null;
  const data: unknown = event.data;
  if (!data || typeof data !== 'object') return null;
  const message = data as Record<string, unknown>;
  if (message.frame !== PAYMENT_FRAME || message.status !== PAYMENT_FRAME_STATUS) return null;
  if (typeof message.transactionId !== 'string' || message.transactionId === '') return null;
  return {
    bookingReference: String(message.booking_reference ?? ''),
    transactionId: message.transactionId,
    paymentSuccessful: message.paymentSuccessful === true,
    reason: typeof message.reason === 'string' ? message.reason : null,
  };
}

/** The confirmation's message to a parent frame: the booking reference, so the parent can redirect. */
export function confirmationFrameMessage(groupBookingId: string) {
  return { frame: PAYMENT_FRAME, booking_reference: groupBookingId, status: PAYMENT_FRAME_STATUS } as const;
}
