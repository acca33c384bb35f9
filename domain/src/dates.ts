/**
 * Date helpers (seed 000 §5 "Date helpers", seed 001 §9 "Week starts Monday ... Months use English names").
 *
 * Dates are ISO calendar dates `yyyy-mm-dd` meaning a day in Europe/London (the operator's zone); instants are
 * luxon DateTimes. Nothing here reads the clock: callers pass `today`/`now`.
 */
import { DateTime } from 'luxon';

/** The operator's time zone: every calendar date in tourdesk is a day in this zone. */
export const LONDON_ZONE = 'Europe/London';

/** An ISO calendar date `yyyy-mm-dd` (a day in Europe/London). */
export type IsoDate = string;

/** English month names, January first (index 0 = month 1). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** English day names, Monday first (the calendar's weekday header, seed 001 §9). */
export const DAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** Output formats of the date helpers (seed 000 §5). */
export type DateFormat = 'yyyy-mm-dd' | 'yyyy/mm/dd' | 'dd/mm/yyyy';

const ISO_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when `value` is a real calendar date written `yyyy-mm-dd`. */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE_RE.exec(value);
  if (!m) return false;
  return DateTime.fromObject({ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }).isValid;
}

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

/** The calendar date (yyyy-mm-dd in Europe/London) of an instant, e.g. `isoDateInLondon(DateTime.now())`. */
export function isoDateInLondon(instant: DateTime | Date): IsoDate {
  const dt = instant instanceof Date ? DateTime.fromJSDate(instant) : instant;
  return dt.setZone(LONDON_ZONE).toISODate() ?? '';
}

/**
 * Cuts a 19-character timestamp (`2025-06-01T08:00:00`, the provider's start_date_time) to its first 10
 * characters (seed 000 §5). Longer ISO timestamps (with zone or fraction) are cut too; anything else is returned
 * unchanged.
 */
export function dateOnly(value: string): string {
  return value.length >= 19 && /^\d{4}-\d{2}-\d{2}[T ]/.test(value) ? value.slice(0, 10) : value;
}

/**
 * Formats an ISO date in one of the seed's output formats (seed 000 §5): 'yyyy-mm-dd', 'yyyy/mm/dd' or
 * 'dd/mm/yyyy' (the selected-date banner, seed 001 §2).
 * @throws RangeError for an invalid date.
 */
export function formatDate(value: IsoDate, format: DateFormat): string {
  const date = parseIsoDate(value);
  const [y, m, d] = [date.toFormat('yyyy'), date.toFormat('MM'), date.toFormat('dd')];
  switch (format) {
    case 'yyyy-mm-dd':
      return `${y}-${m}-${d}`;
    case 'yyyy/mm/dd':
      return `${y}/${m}/${d}`;
    case 'dd/mm/yyyy':
      return `${d}/${m}/${y}`;
  }
}

/**
 * Long English form 'Monday 1 June 2025', built from {@link DAY_NAMES}/{@link MONTH_NAMES} so it does not depend
 * on the runtime's locale data.
 * @throws RangeError for an invalid date.
 */
export function formatLongDate(value: IsoDate): string {
  const date = parseIsoDate(value);
  return `${DAY_NAMES[date.weekday - 1]} ${date.day} ${MONTH_NAMES[date.month - 1]} ${date.year}`;
}

/** English name of a month number 1-12 (seed 001 §9). @throws RangeError outside 1-12. */
export function monthName(month: number): string {
  const name = MONTH_NAMES[month - 1];
  if (!Number.isInteger(month) || name === undefined) throw new RangeError(`Month out of range: ${month}`);
  return name;
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

/** Orders two ISO dates: negative when a is earlier, 0 when equal, positive when later (string order). */
export function compareIsoDates(a: IsoDate, b: IsoDate): number {
  const x = dateOnly(a);
  const y = dateOnly(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * True when `date` lies between `from` and `to`, both inclusive. Timestamps are cut to their date. A missing
 * bound is open.
 */
export function isDateInRange(date: IsoDate, from?: string | null, to?: string | null): boolean {
  if (from && compareIsoDates(date, from) < 0) return false;
  if (to && compareIsoDates(date, to) > 0) return false;
  return true;
}

/**
 * Reads the `departuredate=YYYY-M-D` query parameter (seed 001 §2; zero padding optional) as an ISO date, or null
 * when it is not a real date.
 */
export function parseDepartureDateParam(value: string | null | undefined): IsoDate | null {
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value?.trim() ?? '');
  if (!m) return null;
  const dt = DateTime.fromObject(
    { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) },
    { zone: LONDON_ZONE },
  );
  return dt.isValid ? dt.toISODate() : null;
}

/** A calendar month. `month` is 1-12. */
export interface YearMonth {
  year: number;
  month: number;
}

/** Reads the `month=yyyymm` filter preset (seed 001 §2), or null when malformed. */
export function parseYearMonthParam(value: string | null | undefined): YearMonth | null {
  const m = /^(\d{4})(\d{2})$/.exec(value?.trim() ?? '');
  if (!m) return null;
  const month = Number(m[2]);
  return month >= 1 && month <= 12 ? { year: Number(m[1]), month } : null;
}
