/**
 * The date helpers that need no calendar arithmetic (seed 000 §5 "Date helpers", seed 001 §9): the operator's zone,
 * month and day names, checking and rewriting written dates, comparing them. No luxon here (see dates.ts, which
 * re-exports this module with the luxon half, date-arithmetic.ts, so that both import from neither in a cycle).
 */

/** The operator's time zone: every calendar date in tourdesk is a day in this zone. */
export const LONDON_ZONE = 'Europe/London';

/** An ISO calendar date `yyyy-mm-dd` (a day in Europe/London). */
export type IsoDate = string;

/**
 * Reads an instant's year, month and day on the London wall clock (Intl, no luxon: see the module comment). Made on
 * first use, so this module has no top-level work and a bundle may leave it out of a page that does not ask for it.
 */
let londonDay: Intl.DateTimeFormat | undefined;

/**
 * The calendar date (yyyy-mm-dd) of an instant in Europe/London, the operator's zone: what 'today' is everywhere
 * in tourdesk, whatever the zone of the browser or server (seed 000 §5 date helpers, seed 001 §3 a calendar day's
 * `is_today`). The caller passes the instant (`new Date()` for now), e.g. 2025-06-30T23:30Z is '2025-07-01' (BST),
 * 2025-01-31T23:30Z is '2025-01-31' (GMT).
 * @throws RangeError for an invalid Date.
 */
export function todayInLondon(now: Date): IsoDate {
  londonDay ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: LONDON_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = Object.fromEntries(londonDay.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

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

/**
 * True when year/month (1-12)/day name a real day of the (proleptic Gregorian) calendar, e.g. not 2025-02-29.
 * Checked by the platform's calendar: a `Date` set to that day in UTC reads back the same parts.
 */
function isCalendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** True when `value` is a real calendar date written `yyyy-mm-dd`. */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE_RE.exec(value);
  return m !== null && isCalendarDay(Number(m[1]), Number(m[2]), Number(m[3]));
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
 * The time of day 'HH:MM' of a provider timestamp (`2026-06-10T10:15:00`, the departure of a train tour's second
 * run), or null when the value carries no time or midnight, which the provider writes for 'no time' (as for
 * pick-up times, seed 001 §9 'not shown when 00:00'; add-ons such as a carbon offset have no departure time).
 */
export function timeOfDay(value: string | null | undefined): string | null {
  const m = /^\d{4}-\d{2}-\d{2}[T ](\d{2}:\d{2})/.exec(value ?? '');
  return m && m[1] !== '00:00' ? (m[1] ?? null) : null;
}

/**
 * Formats an ISO date in one of the seed's output formats (seed 000 §5): 'yyyy-mm-dd', 'yyyy/mm/dd' or
 * 'dd/mm/yyyy' (the selected-date banner, seed 001 §2).
 * @throws RangeError for an invalid date.
 */
export function formatDate(value: IsoDate, format: DateFormat): string {
  const date = dateOnly(value);
  if (!isIsoDate(date)) throw new RangeError(`Not an ISO date (yyyy-mm-dd): ${JSON.stringify(value)}`);
  const [y, m, d] = date.split('-');
  switch (format) {
    case 'yyyy-mm-dd':
      return `${y}-${m}-${d}`;
    case 'yyyy/mm/dd':
      return `${y}/${m}/${d}`;
    case 'dd/mm/yyyy':
      return `${d}/${m}/${y}`;
  }
}

/** English name of a month number 1-12 (seed 001 §9). @throws RangeError outside 1-12. */
export function monthName(month: number): string {
  const name = MONTH_NAMES[month - 1];
  if (!Number.isInteger(month) || name === undefined) throw new RangeError(`Month out of range: ${month}`);
  return name;
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
  const [year, month, day] = [m[1]!, m[2]!.padStart(2, '0'), m[3]!.padStart(2, '0')];
  return isCalendarDay(Number(year), Number(month), Number(day)) ? `${year}-${month}-${day}` : null;
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
