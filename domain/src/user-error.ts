/**
 * Expected business failures, returned as data (never thrown) by the validation rules of this package.
 * The gateway copies them into mutation payloads (`userErrors { code field message }`); the web forms show
 * `message` verbatim (the spec's texts, see `messages.ts`) and use `field` to put a red border on the input.
 */

/**
 * Machine-readable reason of a {@link UserError}. Stable, UPPER_SNAKE_CASE, mirrored by the GraphQL enum.
 */
export type UserErrorCode =
  | 'NO_ADULT'
  | 'CURRENCY_MISMATCH'
  | 'NOT_ENOUGH_SEATS'
  | 'REQUIRED'
  | 'INVALID_DATE_OF_BIRTH'
  | 'EMAIL_MISMATCH'
  | 'DIAL_CODE_REQUIRED'
  | 'PASSENGER_DETAILS_MISSING'
  | 'AGENT_REFERENCE_REQUIRED'
  | 'TERMS_NOT_ACCEPTED'
  | 'HUMAN_VERIFICATION_REQUIRED'
  | 'HONEYPOT_FILLED'
  | 'CURRENT_PASSWORD_REQUIRED'
  | 'NEW_PASSWORD_REQUIRED'
  | 'PASSWORD_CONFIRMATION_REQUIRED'
  | 'PASSWORD_MISMATCH'
  | 'CONSULTANT_REQUIRED'
  | 'INVALID_EMAIL'
  | 'TOO_LONG'
  | 'PROMO_NOT_FOUND'
  | 'NO_ROOMS'
  | 'DATE_REQUIRED'
  | 'PASSENGERS_REQUIRED'
  | 'ROOM_REQUIRED'
  | 'NOTES_TOO_LONG'
  | 'NOTES_REQUIRED'
  | 'STALE_BOOKING';

/**
 * One expected validation failure.
 * - `code`: machine-readable reason.
 * - `field`: the input it concerns, as a camelCase form field name (e.g. `dateOfBirth`, `agentReference`,
 *   `passengers.2`), absent for form-wide errors.
 * - `message`: the user-facing text, verbatim from the spec (seed typos kept).
 */
export interface UserError {
  code: UserErrorCode;
  field?: string;
  message: string;
}

/**
 * Builds a {@link UserError}; omits `field` when it is undefined so that objects compare cleanly in tests.
 */
export function userError(code: UserErrorCode, message: string, field?: string): UserError {
  return field === undefined ? { code, message } : { code, field, message };
}
