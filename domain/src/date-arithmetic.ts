/**
 * Date arithmetic, weekdays and time zones of the date helpers (seed 000 §5, seed 001 §9), with luxon. Kept apart
 * from dates.ts so that code needing only to read, check, compare or print dates (dates.ts) does not load luxon;
 * dates.ts re-exports everything here, so callers import from `@tourdesk/domain/dates` alone.
 */
import { DateTime } from 'luxon';
import {
  DAY_NAMES,
  LONDON_ZONE,
  MONTH_NAMES,
  dateOnly,
  isIsoDate,
  todayInLondon,
  type IsoDate,
} from './calendar-dates.js';

/**
 * Parses `yyyy-mm-dd` (or a timestamp whose first 10 characters are one) to the start of that day in
 * Europe/London.
 * @throws RangeError when the value is not a real calendar date.
 */
export function parseIsoDate(value: IsoDate): DateTime {
  const date = dateOnly(value);
  if (!isIsoDate(date)) throw new RangeError(`Not an ISO date (yyyy-mm-dd): ${JSON.stringify(value)}`);
  return DateTime.fromISO(date, { zone: LONDON_ZONE });
}

/**
 * The calendar date (yyyy-mm-dd in Europe/London) of an instant, e.g. `isoDateInLondon(DateTime.now())`: the one
 * rule of {@link todayInLondon}, for a luxon DateTime too.
 */
export function isoDateInLondon(instant: DateTime | Date): IsoDate {
  return todayInLondon(instant instanceof Date ? instant : instant.toJSDate());
}

/**
 * Long English form 'Monday 1 June 2025', built from {@link DAY_NAMES}/{@link MONTH_NAMES} so it does not depend
 * on the runtime's locale data.
 * @throws RangeError for an invalid date.
 */
export function formatLongDate(value: IsoDate): string {
  const date = dateOnly(value);
  if (!isIsoDate(date)) throw new RangeError(`Not an ISO date (yyyy-mm-dd): ${JSON.stringify(value)}`);
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  // A calendar date's weekday is the same in every time zone: worked out in UTC, without luxon's Europe/London
  // set-up, which a capacity calendar naming its 42 days paid once per day.
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  return `${DAY_NAMES[(utc.getUTCDay() + 6) % 7]} ${day} ${MONTH_NAMES[month - 1]} ${year}`;
}

/** English day name of an ISO date (Monday...Sunday). @throws RangeError for an invalid date. */
export function dayName(value: IsoDate): string {
  return DAY_NAMES[parseIsoDate(value).weekday - 1] ?? '';
}

/** The ISO date `days` days after (negative: before) `value`. @throws RangeError for an invalid date. */
export function addDays(value: IsoDate, days: number): IsoDate {
  return parseIsoDate(value).plus({ days }).toISODate() ?? '';
}

/**
 * Return date of an N-day trip: departure + N−1 days (seed 000 §5). Trips of 0 or 1 day return on the day of
 * departure.
 * @param departureDate ISO date (a 19-char timestamp is accepted and cut).
 * @param days Trip length in days (see `roundedDays` in duration.ts).
 * @throws RangeError for an invalid date.
 */
export function returnDate(departureDate: IsoDate, days: number): IsoDate {
  return addDays(dateOnly(departureDate), Math.max(days - 1, 0));
}
