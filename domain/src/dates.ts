/**
 * Date helpers (seed 000 §5 "Date helpers", seed 001 §9 "Week starts Monday ... Months use English names").
 *
 * Dates are ISO calendar dates `yyyy-mm-dd` meaning a day in Europe/London (the operator's zone); instants are
 * luxon DateTimes. Nothing here reads the clock: callers pass `today`/`now`.
 *
 * Date arithmetic, weekdays and time zones (parseIsoDate, isoDateInLondon, formatLongDate, dayName, addDays,
 * returnDate) use luxon and live in date-arithmetic.ts; the rest lives in calendar-dates.ts; this module re-exports
 * both (date-arithmetic.ts imports calendar-dates.ts, not this module, so there is no import cycle). Checking that a
 * written date is a real calendar day and rewriting it in another order need no calendar arithmetic, so the
 * helpers of calendar-dates.ts do not touch luxon: the bundler then keeps luxon (about 22 KB gzip) out of a browser page
 * that only reads dates from its address, compares or prints them (the search page, the cart).
 */

export * from './calendar-dates.js';
// The luxon half (see the module comment): imported from here like the rest.
export {
  addDays,
  dayName,
  formatLongDate,
  isoDateInLondon,
  parseIsoDate,
  returnDate,
} from './date-arithmetic.js';
