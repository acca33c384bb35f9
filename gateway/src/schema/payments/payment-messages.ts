import type { UserError } from '../../generated/resolvers-types.js';

/** A payment userError with its code, message and (optionally) the one argument it is about. */
export function paymentError(code: string, message: string, field?: string): UserError {
  return { code, field: field ? [field] : null, message };
}

/** The payment refusals' texts (seed 001 §4 Payment, §8), by situation. */
export const PAYMENT_MESSAGES = {
  nothingOutstanding: 'This booking is fully paid.',
  superseded:
    'This payment page was replaced by a newer one, so nothing was taken by it. Please pay on the current payment page.',
  alreadyPaid: 'This payment has already been made: the second payment was not taken.',
  fullyPaid: 'This booking is already fully paid: this payment was not taken.',
  amountChanged:
    'The amount due changed after this payment started, so it was not taken. Please pay the amount now due.',
  paymentTaken:
    'A card payment of this booking has just been completed. Please check the booking before paying again.',
} as const;
