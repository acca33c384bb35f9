import type { UserError } from '../../generated/resolvers-types.js';

/** A payment userError with its code, message and (optionally) the one argument it is about. */
export function paymentError(code: string, message: string, field?: string): UserError {
  return { code, field: field ? [field] : null, message };
}
