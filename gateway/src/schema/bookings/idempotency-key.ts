import { REFUSALS } from '@tourdesk/domain/messages';
import type { UserError } from '../../generated/resolvers-types.js';

/** A client's idempotency key: 16-128 characters (a UUID is 36), enough that keys cannot be guessed. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_:-]{16,128}$/;

/**
 * The refusal of a client's idempotency key (`book`, `amendBooking`) that is not 16-128 characters of letters,
 * digits, `_`, `:` and `-`: a userError INVALID_IDEMPOTENCY_KEY at `idempotencyKey`; null for a valid key.
 */
export function idempotencyKeyError(key: string): UserError | null {
  if (IDEMPOTENCY_KEY.test(key)) return null;
  return {
    code: 'INVALID_IDEMPOTENCY_KEY',
    field: ['idempotencyKey'],
    message: REFUSALS.invalidIdempotencyKey,
  };
}
