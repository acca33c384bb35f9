/**
 * Passenger details at checkout and passenger validity (seed 001 §5 "Passenger details at checkout", §4
 * Checkout; seed 000 §5 "Passenger validity").
 *
 * Passenger objects use camelCase keys; `requiredFields`/`optionalFields` hold the provider's field names
 * (snake_case, e.g. 'date_of_birth'), camelCase names are accepted too. Errors name the camelCase key.
 */
import { DateTime } from 'luxon';
import { GENDERS, MIN_BIRTH_YEAR_EXCLUSIVE, NAME_MAX_LENGTH } from './constants.js';
import type { IsoDate } from './dates.js';
import { LABELS, MESSAGES, passengerMissingDetailsMessage } from './messages.js';
import { userError } from './user-error.js';
import type { UserError } from './user-error.js';

/** Provider passenger field names (seed 000 §3, seed 001 §3) and the camelCase key each maps to. */
export const PASSENGER_FIELD_KEYS = {
  first_name: 'firstName',
  family_name: 'familyName',
  email: 'email',
  gender: 'gender',
  date_of_birth: 'dateOfBirth',
  iso_nationality: 'isoNationality',
  iso_nationality_sate: 'isoNationalityState',
  telephone_country_code: 'telephoneCountryCode',
  telephone_number: 'telephoneNumber',
  contact_telephone_number: 'contactTelephoneNumber',
  emergency_contact: 'emergencyContact',
  emergency_country_code: 'emergencyCountryCode',
  emergency_number: 'emergencyNumber',
  post_code: 'postCode',
} as const;

/** Provider passenger field name (snake_case; note the provider's spelling 'iso_nationality_sate'). */
export type PassengerFieldName = keyof typeof PASSENGER_FIELD_KEYS;

/** camelCase key of a passenger detail field. */
export type PassengerFieldKey = (typeof PASSENGER_FIELD_KEYS)[PassengerFieldName];

/**
 * A passenger's editable details plus the provider's field lists. String fields may be null/undefined when
 * unset; `dateOfBirth` as typed (dd-mm-yyyy) or as stored (yyyy-mm-dd).
 */
export type PassengerDetails = Partial<Record<PassengerFieldKey, string | null>> & {
  ageCategory?: string | null;
  requiredFields?: readonly string[] | null;
  optionalFields?: readonly string[] | null;
};

const KEY_BY_NAME: Record<string, PassengerFieldKey> = {};
for (const [name, key] of Object.entries(PASSENGER_FIELD_KEYS)) {
  KEY_BY_NAME[name] = key;
  KEY_BY_NAME[key.toLowerCase()] = key;
}
KEY_BY_NAME['iso_nationality_state'] = 'isoNationalityState';
KEY_BY_NAME['isonationalitysate'] = 'isoNationalityState';

/**
 * Maps a provider field name (snake_case, the typo 'iso_nationality_sate' included) or a camelCase key to the
 * camelCase key; null when unknown.
 */
export function passengerFieldKey(name: string): PassengerFieldKey | null {
  const n = name.trim();
  return KEY_BY_NAME[n] ?? KEY_BY_NAME[n.toLowerCase()] ?? null;
}

function keysOf(list: readonly string[] | null | undefined): Set<PassengerFieldKey> {
  return new Set((list ?? []).map(passengerFieldKey).filter((k): k is PassengerFieldKey => k !== null));
}

/** A field is required if it is in required_fields (seed 001 §5). */
export function isFieldRequired(p: PassengerDetails, field: PassengerFieldKey): boolean {
  return keysOf(p.requiredFields).has(field);
}

/** A field is shown only if it is in required_fields or optional_fields (seed 001 §5). */
export function isFieldShown(p: PassengerDetails, field: PassengerFieldKey): boolean {
  return isFieldRequired(p, field) || keysOf(p.optionalFields).has(field);
}

function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

/**
 * Auto-capitalises a name: the first letter of each word (after a space, hyphen or apostrophe) upper-cased, the
 * rest left as typed ('mary-jane o'neil' → "Mary-Jane O'Neil") (seed 001 §5).
 */
export function capitaliseName(name: string): string {
  return name.replace(
    /(^|[\s'-])(\p{L})/gu,
    (_m, sep: string, ch: string) => sep + ch.toLocaleUpperCase('en-GB'),
  );
}

/**
 * Name input as stored: auto-capitalised and truncated to 30 characters (seed 001 §5, §9), for first name,
 * family name and emergency contact.
 */
export function normaliseNameInput(name: string): string {
  return capitaliseName(name).slice(0, NAME_MAX_LENGTH);
}

/**
 * Cleans date-of-birth input as it is typed (seed 001 §5 "typed and auto-formatted as dd-mm-yyyy"): only digits
 * and the separators people use ('-', '/', '.', a space) stay, at most 10 characters, so '3/4/1990', '03041990' and
 * '1990-04-03' can all be typed without the field moving digits about. The auto-formatting to dd-mm-yyyy happens
 * once the field is left, with {@link normaliseDateOfBirthInput}.
 */
export function formatDobInput(raw: string): string {
  return raw.replace(/[^\d\-/. ]/g, '').slice(0, 10);
}

/**
 * Reads a date of birth the way people write it (seed 001 §5 date of birth; seed 000 §5 also accepts
 * YYYY-MM-DD): day, month and a four-digit year separated by '-', '/', '.' or spaces, day and month with one or two
 * digits ('3-4-1990', '03/04/1990', '3.4.1990'); year first ('1990-04-03', '1990/4/3'); or eight digits ddmmyyyy.
 * Returns 'dd-mm-yyyy' when it names a real calendar day, else null.
 */
export function parseTypedDateOfBirth(value: string | null | undefined): string | null {
  const v = (value ?? '').trim();
  const dmy = /^(\d{1,2})[-/. ]+(\d{1,2})[-/. ]+(\d{4})$/.exec(v) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(v);
  const ymd = /^(\d{4})[-/. ]+(\d{1,2})[-/. ]+(\d{1,2})$/.exec(v);
  const parts = dmy ? [dmy[3], dmy[2], dmy[1]] : ymd ? [ymd[1], ymd[2], ymd[3]] : null;
  if (!parts) return null;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  const dt = DateTime.fromObject({ year, month, day });
  return dt.isValid ? dt.toFormat('dd-MM-yyyy') : null;
}

/**
 * A typed date of birth as the form keeps it once the person leaves the field: 'dd-mm-yyyy' when
 * {@link parseTypedDateOfBirth} reads it; eight digits that name no real day still get their dashes ('31131990' →
 * '31-13-1990', so the person sees what the validation message is about); anything else stays as typed (trimmed).
 */
export function normaliseDateOfBirthInput(value: string | null | undefined): string {
  const typed = (value ?? '').trim();
  const digits = /^(\d{2})(\d{2})(\d{4})$/.exec(typed);
  return parseTypedDateOfBirth(typed) ?? (digits ? `${digits[1]}-${digits[2]}-${digits[3]}` : typed);
}

/**
 * Checkout date-of-birth rule (seed 001 §5): 'dd-mm-yyyy' with day 1-31, month 1-12 and year above 1900 and no
 * later than the current year. (Not a calendar check: 31-02-1990 passes; see {@link isValidDateOfBirth}.)
 * @param today ISO date of today in Europe/London (for the current year).
 */
export function isValidTypedDob(value: string | null | undefined, today: IsoDate): boolean {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value?.trim() ?? '');
  if (!m) return false;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const currentYear = Number(today.slice(0, 4));
  return (
    day >= 1 &&
    day <= 31 &&
    month >= 1 &&
    month <= 12 &&
    year > MIN_BIRTH_YEAR_EXCLUSIVE &&
    year <= currentYear
  );
}

/**
 * Strict date of birth (seed 000 §5): 'DD-MM-YYYY' or 'YYYY-MM-DD', month 01-12, a real calendar date. Returns the
 * ISO date (yyyy-mm-dd) or null when invalid.
 */
export function parseDateOfBirth(value: string | null | undefined): IsoDate | null {
  const v = value?.trim() ?? '';
  const dmy = /^(\d{2})-(\d{2})-(\d{4})$/.exec(v);
  const ymd = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  const parts = dmy ? [dmy[3], dmy[2], dmy[1]] : ymd ? [ymd[1], ymd[2], ymd[3]] : null;
  if (!parts) return null;
  const dt = DateTime.fromObject({ year: Number(parts[0]), month: Number(parts[1]), day: Number(parts[2]) });
  return dt.isValid ? dt.toISODate() : null;
}

/** True when {@link parseDateOfBirth} accepts the value (seed 000 §5). */
export function isValidDateOfBirth(value: string | null | undefined): boolean {
  return parseDateOfBirth(value) !== null;
}

/**
 * A phone or emergency number as it is sent to the provider (seed 001 §5 "Phone for customers: a country dialling
 * code plus a number. A leading 0 is stripped and spaces, dots and dashes removed. … Agents type the number as
 * free text"): for customers '07700 900.123' → '7700900123' (the dial code is a separate field); for agents the
 * text as typed, trimmed.
 */
export function phoneNumberForProvider(raw: string, isAgent: boolean): string {
  return isAgent ? raw.trim() : raw.replace(/[\s.-]/g, '').replace(/^0/, '');
}

/** Options of {@link validatePassengerForm}. */
export interface PassengerFormOptions {
  /** Agents type phone numbers as free text (no dial code needed). */
  isAgent: boolean;
  /** ISO date of today in Europe/London. */
  today: IsoDate;
  /** The confirm-email field's value (shown when email is required). */
  emailConfirmation?: string | null;
}

/**
 * Validates the checkout passenger form (seed 001 §5). Errors, one per field at most:
 * - REQUIRED 'Please complete all required fields.' for each blank required field;
 * - INVALID_DATE_OF_BIRTH 'Please enter a valid Date of Birth' (only when date_of_birth is required; the value is
 *   read with {@link normaliseDateOfBirthInput}, so '3-4-1990' counts as '03-04-1990');
 * - EMAIL_MISMATCH 'E-mail addresses do not match' (only when email is required; trimmed, case-insensitive);
 * - DIAL_CODE_REQUIRED (customers only) when a required telephone/emergency number lacks its dial code.
 */
export function validatePassengerForm(p: PassengerDetails, options: PassengerFormOptions): UserError[] {
  const errors: UserError[] = [];
  const required = keysOf(p.requiredFields);
  for (const key of required) {
    if (isBlank(p[key])) errors.push(userError('REQUIRED', MESSAGES.completeAllRequiredFields, key));
  }
  const failed = new Set(errors.map((e) => e.field));
  if (
    required.has('dateOfBirth') &&
    !failed.has('dateOfBirth') &&
    !isValidTypedDob(normaliseDateOfBirthInput(p.dateOfBirth), options.today)
  ) {
    errors.push(userError('INVALID_DATE_OF_BIRTH', MESSAGES.invalidDateOfBirth, 'dateOfBirth'));
  }
  if (
    required.has('email') &&
    !failed.has('email') &&
    (p.email ?? '').trim().toLowerCase() !== (options.emailConfirmation ?? '').trim().toLowerCase()
  ) {
    errors.push(userError('EMAIL_MISMATCH', MESSAGES.emailMismatch, 'emailConfirmation'));
  }
  if (!options.isAgent) {
    const pairs = [
      ['telephoneNumber', 'telephoneCountryCode'],
      ['emergencyNumber', 'emergencyCountryCode'],
    ] as const;
    for (const [number, dial] of pairs) {
      if (required.has(number) && !failed.has(dial) && isBlank(p[dial])) {
        errors.push(userError('DIAL_CODE_REQUIRED', MESSAGES.completeAllRequiredFields, dial));
      }
    }
  }
  return errors;
}

/** Fields checked for non-emptiness by the passenger validity rule when required (seed 000 §5). */
export const VALIDITY_CHECKED_FIELDS: readonly PassengerFieldKey[] = [
  'firstName',
  'familyName',
  'email',
  'isoNationalityState',
  'dateOfBirth',
  'telephoneNumber',
  'emergencyContact',
  'emergencyNumber',
  'gender',
  'isoNationality',
];

/**
 * The failing fields of a passenger (seed 000 §5): each required field among {@link VALIDITY_CHECKED_FIELDS}
 * must be non-blank; when required, gender must be Female or Male, and date_of_birth must pass
 * {@link isValidDateOfBirth}. [] when valid.
 */
export function passengerFailingFields(p: PassengerDetails): PassengerFieldKey[] {
  const required = keysOf(p.requiredFields);
  return VALIDITY_CHECKED_FIELDS.filter((key) => {
    if (!required.has(key)) return false;
    const value = p[key];
    if (isBlank(value)) return true;
    if (key === 'gender') return !GENDERS.some((g) => g.toLowerCase() === value?.trim().toLowerCase());
    if (key === 'dateOfBirth') return !isValidDateOfBirth(value);
    return false;
  });
}

/** Options of {@link validatePassengerUpdate}. */
export interface PassengerUpdateOptions {
  /** Agents type phone numbers as free text (no dial code needed). */
  isAgent: boolean;
  /** ISO date of today in Europe/London. */
  today: IsoDate;
}

/**
 * Validates a booked passenger's details once an update is applied (seed 001 §5 "Passenger details at checkout",
 * then seed 000 §5 "Passenger validity"), one error per field at most, fields as camelCase keys:
 * - the checkout form rules of {@link validatePassengerForm}, with the date of birth as the form would show it
 *   (a stored yyyy-mm-dd read as dd-mm-yyyy) and the email confirmed by itself;
 * - then each field {@link passengerFailingFields} names that the form rules let through: INVALID_DATE_OF_BIRTH
 *   'Please enter a valid Date of Birth' for the date of birth (e.g. 31-02-1990, not a calendar day), otherwise
 *   REQUIRED 'Please complete all required fields.' (e.g. a gender other than Female or Male).
 * [] when the passenger may be saved.
 */
export function validatePassengerUpdate(p: PassengerDetails, options: PassengerUpdateOptions): UserError[] {
  const iso = parseDateOfBirth(p.dateOfBirth);
  const typed = iso ? DateTime.fromISO(iso).toFormat('dd-MM-yyyy') : p.dateOfBirth;
  const errors = validatePassengerForm(
    { ...p, dateOfBirth: typed },
    { isAgent: options.isAgent, today: options.today, emailConfirmation: p.email },
  );
  for (const field of passengerFailingFields(p)) {
    if (errors.some((e) => e.field === field)) continue;
    errors.push(
      field === 'dateOfBirth'
        ? userError('INVALID_DATE_OF_BIRTH', MESSAGES.invalidDateOfBirth, field)
        : userError('REQUIRED', MESSAGES.completeAllRequiredFields, field),
    );
  }
  return errors;
}

/** True when {@link passengerFailingFields} is empty (seed 000 §5). */
export function isPassengerValid(p: PassengerDetails): boolean {
  return passengerFailingFields(p).length === 0;
}

/** 0-based index of the first failing passenger, or -1 when all are valid (seed 000 §5). */
export function firstInvalidPassengerIndex(passengers: readonly PassengerDetails[]): number {
  return passengers.findIndex((p) => !isPassengerValid(p));
}

/**
 * Checkout click (seed 001 §4): [] when all passengers are valid or it is a payment link; otherwise one
 * PASSENGER_DETAILS_MISSING error 'Please complete all required passenger details to continue (Passenger N is
 * missing details)' with field `passengers.{index}`.
 */
export function validatePassengerList(
  passengers: readonly PassengerDetails[],
  isPaymentLink = false,
): UserError[] {
  if (isPaymentLink) return [];
  const index = firstInvalidPassengerIndex(passengers);
  return index === -1
    ? []
    : [userError('PASSENGER_DETAILS_MISSING', passengerMissingDetailsMessage(index), `passengers.${index}`)];
}

/**
 * Status text of a passenger at checkout (seed 001 §2): 'Add required guest details' while incomplete; when
 * complete 'Required guest details added' (agent) or 'Required details completed' (customer).
 */
export function passengerStatusText(isComplete: boolean, isAgent: boolean): string {
  if (!isComplete) return LABELS.addRequiredGuestDetails;
  return isAgent ? LABELS.requiredGuestDetailsAdded : LABELS.requiredDetailsCompleted;
}

/** A country as the passenger form's dial-code and nationality lists search it. */
export interface SearchableCountry {
  /** ISO 3166-1 alpha-2 code, e.g. 'GB'. */
  isoCountryCode: string;
  /** English name, e.g. 'United Kingdom'. */
  name: string;
  /** Dial code, e.g. '+44'; null when none. */
  dialingCode: string | null;
  /** Demonym, e.g. 'British'; null when unknown. */
  nationality: string | null;
}

/** The digits of a dial code ('+1-684' → '1684'); '' for none. */
function digitsOf(dialingCode: string | null): string {
  return (dialingCode ?? '').replace(/\D/g, '');
}

/**
 * The digits of text typed as a dial code, with '+', the international prefix '00' or neither, spaces and dashes
 * allowed ('+44', '0044', '44', '+1 684' → '44', '44', '44', '1684'); null when the text is not a dial code.
 */
function dialDigits(text: string): string | null {
  if (!/^(?:\+|00)?[\d\s-]*$/.test(text) || !/\d|\+/.test(text)) return null;
  return text.replace(/^00/, '').replace(/\D/g, '');
}

/** Lower case without accents or surrounding spaces: 'Côte d’Ivoire ' → 'cote d’ivoire'. */
function searchForm(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
}

/**
 * Whether a country is listed for what was typed in a passenger's dial-code or nationality box (seed 001 §5
 * Passenger details at checkout: telephone with its dial code, nationality as an ISO country code): a dial code
 * by its digits with '+', '00' or neither ('44', '+44', '0044', '+4' list the United Kingdom), any country by part of its name
 * ('king'), and a nationality also by its demonym ('British', 'austral') or its two-letter code ('GB'), ignoring
 * case and accents. Empty input lists every country.
 * @param box which box is searched: dial codes list only countries with one.
 */
export function countryMatchesSearch(
  country: SearchableCountry,
  typed: string,
  box: 'dialCode' | 'nationality',
): boolean {
  const text = searchForm(typed);
  if (box === 'dialCode' && !country.dialingCode) return false;
  if (text === '') return true;
  const digits = dialDigits(text);
  if (digits !== null) return box === 'dialCode' && digitsOf(country.dialingCode).startsWith(digits);
  if (searchForm(country.name).includes(text)) return true;
  if (box === 'dialCode') return false;
  return (
    (country.nationality !== null && searchForm(country.nationality).includes(text)) ||
    searchForm(country.isoCountryCode) === text
  );
}

/**
 * The countries a text typed in full names in a passenger's dial-code or nationality box, once the field is left
 * (seed 001 §5 Passenger details at checkout: telephone with its country dialling code, nationality as an ISO
 * country code), ignoring case, accents and surrounding spaces:
 * - in both boxes the country's name ('united kingdom');
 * - in the dial-code box an exact dial code with '+', '00' or neither ('44', '+44', '0044'), never a part of one;
 * - in the nationality box the two-letter code ('gb') or the demonym ('British').
 * A name wins over a code or demonym ('India' is a name, not the demonym of another country).
 * @returns `one` with the country it names; `several` when the text fits more than one (+1 is Canada's and the
 *   United States' code), in list order, for the person to choose; `none` for text that names no country
 *   (a part of a name or code, or nothing).
 */
export function countriesNamedByTyped<C extends SearchableCountry>(
  countries: readonly C[],
  typed: string,
  box: 'dialCode' | 'nationality',
): TypedCountries<C> {
  const text = searchForm(typed);
  const listed = box === 'dialCode' ? countries.filter((country) => country.dialingCode) : countries;
  if (text === '') return { kind: 'none' };
  const byName = listed.filter((country) => searchForm(country.name) === text);
  const digits = dialDigits(text);
  const found =
    byName.length > 0
      ? byName
      : box === 'dialCode'
        ? digits
          ? listed.filter((country) => digitsOf(country.dialingCode) === digits)
          : []
        : listed.filter(
            (country) =>
              searchForm(country.isoCountryCode) === text ||
              (country.nationality !== null && searchForm(country.nationality) === text),
          );
  if (found.length === 0) return { kind: 'none' };
  if (found.length === 1) return { kind: 'one', country: found[0] as C };
  return { kind: 'several', countries: found };
}

/** What {@link countriesNamedByTyped} finds for a typed text. */
export type TypedCountries<C extends SearchableCountry> =
  { kind: 'none' } | { kind: 'one'; country: C } | { kind: 'several'; countries: readonly C[] };

/**
 * The message asking a passenger to choose when a typed dial code or nationality fits several countries (seed
 * 001 §5 Passenger details at checkout; the spec gives no text), naming the field:
 * "Phone number dial code: '+1' could be Canada or United States. Please choose one from the list."
 * @param field the field's label as shown
 * @param typed the text as typed (trimmed)
 * @param countryNames the names of the countries it fits, in list order
 */
export function chooseCountryMessage(field: string, typed: string, countryNames: readonly string[]): string {
  const names = new Intl.ListFormat('en-GB', { type: 'disjunction' }).format(countryNames);
  return `${field}: '${typed.trim()}' could be ${names}. Please choose one from the list.`;
}
