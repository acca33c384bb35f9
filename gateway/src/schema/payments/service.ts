/** Card payment attempts of a booking since its last successful payment (seed 001 §4 Failed payment). */
export interface PaymentAttemptCount {
  /** Attempts started (a refused one counted too), at most `max`. */
  used: number;
  /** Attempts allowed. */
  max: number;
  /** True while another attempt may start. */
  canRetry: boolean;
}

/**
 * What the payments area offers the other areas of the request (`ctx.payments`): the card payment attempts of a
 * booking, and whether a payment-link token opens a booking. Bookings use it; nothing else of the payments area
 * is imported by another area.
 */
export interface PaymentsService {
  /** Card payment attempts of the booking, from the shared store. */
  attempts(groupBookingId: number): Promise<PaymentAttemptCount>;
  /** True when the payment-link token is well-formed, signed by this gateway, unexpired and names this booking. */
  linkOpens(paymentLinkToken: string | null | undefined, groupBookingId: number): boolean;
}
