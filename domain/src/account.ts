/**
 * Agent login, registration and password change (seed 000 §4, §5 "Validation rules", §8).
 */
import { CONSULTANT_NAME_MAX_LENGTH } from './constants.js';
import { FIELD_MESSAGES, MESSAGES } from './messages.js';
import { userError } from './user-error.js';
import type { UserError } from './user-error.js';

function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

/**
 * The login form's missing fields (seed 000 §5: login runs only when user name and password are both given;
 * blank strings count as missing), each at its field: REQUIRED 'Please enter your user name.' (`userName`) and
 * 'Please enter your password.' (`password`). Empty when the login may run.
 */
export function validateLogin(
  userName: string | null | undefined,
  password: string | null | undefined,
): UserError[] {
  const errors: UserError[] = [];
  if (isBlank(userName)) errors.push(userError('REQUIRED', FIELD_MESSAGES.userNameRequired, 'userName'));
  if (isBlank(password)) errors.push(userError('REQUIRED', FIELD_MESSAGES.passwordRequired, 'password'));
  return errors;
}

/** Longest e-mail address (RFC 5321 path limit); longer values are refused before the pattern runs. */
const EMAIL_MAX_LENGTH = 254;

/**
 * True for an e-mail address the provider accepts (its `format: email`: a dotted domain, no spaces), at most 254
 * characters; the value is checked as given, so trim it first.
 */
export function isValidEmail(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH) return false;
  return /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i.test(
    value,
  );
}

/** A consultant contact as the new-consultant form and My Profile edit it (seed 000 §2, §3 Contact). */
export interface ConsultantForm {
  firstName?: string | null;
  secondName?: string | null;
  email?: string | null;
}

/**
 * Validates a consultant contact (seed 000 §2: a new consultant at login has first name, second name and email;
 * My Profile edits the same three), every failing field at its field, values trimmed:
 * REQUIRED 'Please enter a first name.' / 'Please enter a second name.' / 'Please enter an e-mail address.';
 * TOO_LONG 'Please shorten this name to 60 characters or fewer.' (the provider's contact limit);
 * INVALID_EMAIL 'Please enter a valid e-mail address, e.g. name@agency.com.'.
 */
export function validateConsultant(form: ConsultantForm): UserError[] {
  const errors: UserError[] = [];
  const name = (field: 'firstName' | 'secondName', required: string) => {
    const value = form[field]?.trim() ?? '';
    if (value === '') errors.push(userError('REQUIRED', required, field));
    else if (value.length > CONSULTANT_NAME_MAX_LENGTH)
      errors.push(userError('TOO_LONG', FIELD_MESSAGES.nameTooLong, field));
  };
  name('firstName', FIELD_MESSAGES.firstNameRequired);
  name('secondName', FIELD_MESSAGES.secondNameRequired);
  const email = form.email?.trim() ?? '';
  if (email === '') errors.push(userError('REQUIRED', FIELD_MESSAGES.emailRequired, 'email'));
  else if (!isValidEmail(email))
    errors.push(userError('INVALID_EMAIL', FIELD_MESSAGES.invalidEmail, 'email'));
  return errors;
}

/**
 * After login, an access token must be present (a consultant chosen), otherwise CONSULTANT_REQUIRED 'Please
 * select or create a contact for your login' (seed 000 §5, §8).
 */
export function validateConsultantChosen(accessToken: string | null | undefined): UserError[] {
  return isBlank(accessToken)
    ? [userError('CONSULTANT_REQUIRED', MESSAGES.selectOrCreateContact, 'contact')]
    : [];
}

/** The registration form (seed 000 §2, §3). IATA, ABN and address line 2 are optional. */
export interface RegistrationForm {
  name?: string | null;
  agencyName?: string | null;
  agencyPhoneNumber?: string | null;
  agencyAddressLine1?: string | null;
  agencyAddressLine2?: string | null;
  agencyEmail?: string | null;
  iata?: string | null;
  abn?: string | null;
  /** The hidden honeypot field; must stay empty. */
  honeypot?: string | null;
}

/** Required registration fields (seed 000 §5). */
export const REGISTRATION_REQUIRED_FIELDS = [
  'name',
  'agencyName',
  'agencyPhoneNumber',
  'agencyAddressLine1',
  'agencyEmail',
] as const;

/**
 * Validates registration (seed 000 §5, §8), first failure only, in this order:
 * HONEYPOT_FILLED 'Looks like you are a bot...' when the hidden field is filled; HUMAN_VERIFICATION_REQUIRED
 * 'Please complete the human verification.'; REQUIRED 'Please fill in all required fields.' (field: the first
 * blank required field).
 * @param humanVerified Whether the human-verification widget passed.
 */
export function validateRegistration(form: RegistrationForm, humanVerified: boolean): UserError[] {
  if (!isBlank(form.honeypot)) return [userError('HONEYPOT_FILLED', MESSAGES.honeypotFilled)];
  if (!humanVerified) return [userError('HUMAN_VERIFICATION_REQUIRED', MESSAGES.humanVerificationRequired)];
  const missing = REGISTRATION_REQUIRED_FIELDS.find((f) => isBlank(form[f]));
  return missing ? [userError('REQUIRED', MESSAGES.requiredRegistrationFields, missing)] : [];
}

/** Registration succeeded when the answer's message_sent is not false (seed 000 §4). */
export function registrationSucceeded(messageSent: boolean | null | undefined): boolean {
  return messageSent !== false;
}

/** The change-password form (seed 000 §2 My Profile). */
export interface PasswordChangeForm {
  currentPassword?: string | null;
  newPassword?: string | null;
  confirmPassword?: string | null;
}

/**
 * Validates a password change (seed 000 §5), first failure only: CURRENT_PASSWORD_REQUIRED 'Please enter your
 * current password.'; NEW_PASSWORD_REQUIRED 'Please enter your new password.'; PASSWORD_CONFIRMATION_REQUIRED
 * 'Please confirm your new password.'; PASSWORD_MISMATCH "Please new password and confirmed password don't
 * match." (seed wording kept). On success the UI alerts 'Sucessfully changed password'.
 */
export function validatePasswordChange(form: PasswordChangeForm): UserError[] {
  if (!form.currentPassword) {
    return [userError('CURRENT_PASSWORD_REQUIRED', MESSAGES.currentPasswordRequired, 'currentPassword')];
  }
  if (!form.newPassword)
    return [userError('NEW_PASSWORD_REQUIRED', MESSAGES.newPasswordRequired, 'newPassword')];
  if (!form.confirmPassword) {
    return [userError('PASSWORD_CONFIRMATION_REQUIRED', MESSAGES.confirmPasswordRequired, 'confirmPassword')];
  }
  if (form.newPassword !== form.confirmPassword) {
    return [userError('PASSWORD_MISMATCH', MESSAGES.passwordMismatch, 'confirmPassword')];
  }
  return [];
}

/**
 * The mailing-list sign-up's address (seed 001 §2 'Newsletter opt-in', §7 newsletter subscriber: email): the
 * checkout's e-mail rule ({@link isValidEmail}: a dotted domain, no spaces, at most 254 characters) on the
 * trimmed value; otherwise INVALID_EMAIL 'Please enter your email address.' at `email`.
 */
export function validateNewsletterEmail(email: string): UserError[] {
  return isValidEmail(email.trim())
    ? []
    : [userError('INVALID_EMAIL', FIELD_MESSAGES.newsletterEmail, 'email')];
}
