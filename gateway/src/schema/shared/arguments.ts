import { MAX_PASSENGERS } from '@tourdesk/domain/constants';
import { badUserInput } from '../../errors.js';
import type { TourSearchInput } from '../../generated/resolvers-types.js';

/**
 * Checks of query arguments at the gateway edge, before any provider call: an argument outside what the provider
 * accepts (openapi.yaml) or what the screens can ask is refused with BAD_USER_INPUT naming it
 * (`extensions.field`), never sent on to come back as the provider's 400 or fail inside a rule as an internal
 * error. Found by test/quality/input-fuzz.test.ts (`departureCalendar(month: 0)` was an INTERNAL_SERVER_ERROR).
 */

/** Years of the provider's capacity calendars (openapi.yaml getCapacity year: 2000-2100). */
const CALENDAR_YEARS = { first: 2000, last: 2100 } as const;
/** Longest free-text search the provider accepts (openapi.yaml searchProducts `search`: maxLength 200). */
const SEARCH_TEXT_MAX_LENGTH = 200;
/** Image sizes the provider serves (openapi.yaml image `w`/`h`: 16-4000 pixels). */
const IMAGE_SIZE = { min: 16, max: 4000 } as const;

/** True for a year and month a calendar can show (year 2000-2100, month 1-12). */
export function isCalendarMonth(year: number, month: number): boolean {
  return year >= CALENDAR_YEARS.first && year <= CALENDAR_YEARS.last && month >= 1 && month <= 12;
}

/** A year and month of a calendar: year 2000-2100 and month 1-12, else BAD_USER_INPUT on `year` or `month`. */
export function checkCalendarMonth(year: number, month: number): void {
  if (year < CALENDAR_YEARS.first || year > CALENDAR_YEARS.last) {
    throw badUserInput(['year'], `year must be between ${CALENDAR_YEARS.first} and ${CALENDAR_YEARS.last}.`);
  }
  if (month < 1 || month > 12) throw badUserInput(['month'], 'month must be between 1 and 12.');
}

/** A date (yyyy-mm-dd) whose month a calendar can show, else BAD_USER_INPUT on `field`. */
export function checkCalendarDate(date: string, field: readonly string[]): void {
  const year = Number(date.slice(0, 4));
  if (year < CALENDAR_YEARS.first || year > CALENDAR_YEARS.last) {
    throw badUserInput(field, `The date must be between ${CALENDAR_YEARS.first} and ${CALENDAR_YEARS.last}.`);
  }
}

/** True for a party size of 1-10 passengers (seed 001 §9 maximum passengers). */
export function isPartySize(passengers: number): boolean {
  return passengers >= 1 && passengers <= MAX_PASSENGERS;
}

/** A party size of 1-10 passengers (seed 001 §9 maximum passengers), else BAD_USER_INPUT on `field`. */
export function checkPartySize(passengers: number, field: readonly string[]): void {
  if (!isPartySize(passengers)) {
    throw badUserInput(field, `passengers must be between 1 and ${MAX_PASSENGERS}.`);
  }
}

/**
 * A tour search the provider can run: `month` a real yyyymm, `text` at most 200 characters, dates inside the
 * calendar years and `departureDateFrom` not after `departureDateTo`; else BAD_USER_INPUT naming the member
 * (e.g. ['search', 'month']).
 */
export function checkTourSearch(search: TourSearchInput | null | undefined): void {
  if (!search) return;
  if (search.month != null) {
    const match = /^(\d{4})(\d{2})$/.exec(search.month);
    const [year, month] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
    if (!match || year < CALENDAR_YEARS.first || year > CALENDAR_YEARS.last || month < 1 || month > 12) {
      throw badUserInput(['search', 'month'], 'month must be a year and month as yyyymm, e.g. 202607.');
    }
  }
  if ((search.text?.length ?? 0) > SEARCH_TEXT_MAX_LENGTH) {
    throw badUserInput(
      ['search', 'text'],
      `The search text can have at most ${SEARCH_TEXT_MAX_LENGTH} characters.`,
    );
  }
  if (search.departureDateFrom != null)
    checkCalendarDate(search.departureDateFrom, ['search', 'departureDateFrom']);
  if (search.departureDateTo != null)
    checkCalendarDate(search.departureDateTo, ['search', 'departureDateTo']);
  if (
    search.departureDateFrom != null &&
    search.departureDateTo != null &&
    search.departureDateFrom > search.departureDateTo
  ) {
    throw badUserInput(
      ['search', 'departureDateTo'],
      'departureDateTo must not be before departureDateFrom.',
    );
  }
}

/** An image size of 16-4000 pixels, else BAD_USER_INPUT on `field`. */
export function checkImageSize(pixels: number, field: readonly string[]): void {
  if (pixels < IMAGE_SIZE.min || pixels > IMAGE_SIZE.max) {
    throw badUserInput(
      field,
      `${field.at(-1)} must be between ${IMAGE_SIZE.min} and ${IMAGE_SIZE.max} pixels.`,
    );
  }
}
