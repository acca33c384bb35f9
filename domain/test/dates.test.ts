import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import {
  DAY_NAMES,
  MONTH_NAMES,
  addDays,
  dateOnly,
  timeOfDay,
  dayName,
  formatDate,
  formatLongDate,
  isDateInRange,
  isIsoDate,
  isoDateInLondon,
  monthName,
  todayInLondon,
  parseDepartureDateParam,
  parseIsoDate,
  parseYearMonthParam,
  returnDate,
} from '../src/dates.js';

describe('date helpers: formats (seed 000 §5)', () => {
  it('outputs yyyy-mm-dd, yyyy/mm/dd, dd/mm/yyyy', () => {
    expect(formatDate('2025-06-01', 'yyyy-mm-dd')).toBe('2025-06-01');
    expect(formatDate('2025-06-01', 'yyyy/mm/dd')).toBe('2025/06/01');
    expect(formatDate('2025-06-01', 'dd/mm/yyyy')).toBe('01/06/2025');
    expect(() => formatDate('2025-02-30', 'dd/mm/yyyy')).toThrow(RangeError);
  });
  it('uses English month and day names (seed 001 §9)', () => {
    expect(MONTH_NAMES[0]).toBe('January');
    expect(DAY_NAMES[0]).toBe('Monday');
    expect(monthName(12)).toBe('December');
    expect(() => monthName(13)).toThrow(RangeError);
    expect(dayName('2025-06-01')).toBe('Sunday');
    expect(formatLongDate('2025-06-02')).toBe('Monday 2 June 2025');
  });

  it('names every day of two years with the weekday luxon gives it in Europe/London (seed 001 §9)', () => {
    for (let day = parseIsoDate('2026-01-01'); day.year < 2028; day = day.plus({ days: 1 })) {
      const iso = day.toISODate() ?? '';
      expect(formatLongDate(iso)).toBe(
        `${DAY_NAMES[day.weekday - 1]} ${day.day} ${MONTH_NAMES[day.month - 1]} ${day.year}`,
      );
    }
    expect(formatLongDate('2026-02-28T09:00:00')).toBe('Saturday 28 February 2026');
    expect(() => formatLongDate('2026-02-30')).toThrow(RangeError);
  });
});

describe('date helpers: 19-character timestamp cut to 10 (seed 000 §5)', () => {
  it('cuts timestamps', () => {
    expect(dateOnly('2025-06-01T08:00:00')).toBe('2025-06-01');
    expect(dateOnly('2025-06-01 08:00:00')).toBe('2025-06-01');
    expect(dateOnly('2025-06-01')).toBe('2025-06-01');
    expect(dateOnly('hello')).toBe('hello');
    expect(parseIsoDate('2025-06-01T08:00:00').toISODate()).toBe('2025-06-01');
  });
});

describe('date helpers: the departure time of a timestamp (seed 001 §2 train tours with two times a day)', () => {
  it('reads HH:MM, or null without a time', () => {
    expect(timeOfDay('2026-06-10T10:15:00')).toBe('10:15');
    expect(timeOfDay('2026-06-10 07:45:00')).toBe('07:45');
    expect(timeOfDay('2026-06-10')).toBeNull();
    expect(timeOfDay('2026-06-10T00:00:00')).toBeNull();
    expect(timeOfDay(null)).toBeNull();
  });
});

describe('date helpers: return date of an N-day trip (seed 000 §5)', () => {
  it('is departure + N-1 days', () => {
    expect(returnDate('2025-06-01', 3)).toBe('2025-06-03');
    expect(returnDate('2025-06-01', 1)).toBe('2025-06-01');
    expect(returnDate('2025-06-01', 0)).toBe('2025-06-01');
    expect(returnDate('2025-12-30T08:00:00', 4)).toBe('2026-01-02');
    expect(returnDate('2025-03-29', 2)).toBe('2025-03-30'); // across the BST change
  });
});

describe("'today' is the Europe/London calendar date, whatever the runtime's zone (seed 000 §5, seed 001 §3 is_today)", () => {
  it('takes the London day of an instant across midnight in summer (BST) and winter (GMT)', () => {
    expect(todayInLondon(new Date('2025-06-30T22:59:59Z'))).toBe('2025-06-30');
    expect(todayInLondon(new Date('2025-06-30T23:00:00Z'))).toBe('2025-07-01');
    expect(todayInLondon(new Date('2025-01-31T23:59:59Z'))).toBe('2025-01-31');
    expect(todayInLondon(new Date('2025-02-01T00:00:00Z'))).toBe('2025-02-01');
    // Where a browser in New York and one in Auckland differ from London and from UTC.
    expect(todayInLondon(new Date('2025-03-31T03:30:00Z'))).toBe('2025-03-31');
    expect(todayInLondon(new Date('2025-12-31T23:30:00Z'))).toBe('2025-12-31');
  });
  it('is the same rule as isoDateInLondon, for a Date and a luxon DateTime', () => {
    for (const instant of ['2025-06-30T23:30:00Z', '2025-10-26T00:30:00Z', '2025-10-26T01:30:00Z']) {
      expect(isoDateInLondon(new Date(instant))).toBe(todayInLondon(new Date(instant)));
      expect(isoDateInLondon(DateTime.fromISO(instant))).toBe(todayInLondon(new Date(instant)));
    }
  });
  it('refuses an invalid instant', () => {
    expect(() => todayInLondon(new Date('not a date'))).toThrow(RangeError);
  });
});

describe('date helpers: Europe/London days, ranges and query parameters (seed 001 §2)', () => {
  it('takes the London calendar date of an instant', () => {
    expect(isoDateInLondon(DateTime.fromISO('2025-06-30T23:30:00Z'))).toBe('2025-07-01');
    expect(isoDateInLondon(new Date('2025-01-31T23:30:00Z'))).toBe('2025-01-31');
  });
  it('validates, adds and compares', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(addDays('2025-01-31', 1)).toBe('2025-02-01');
    expect(isDateInRange('2025-06-01', '2025-06-01T00:00:00', '2025-06-30')).toBe(true);
    expect(isDateInRange('2025-07-01', '2025-06-01', '2025-06-30')).toBe(false);
    expect(isDateInRange('2025-07-01', null, null)).toBe(true);
  });
  it('reads departuredate=YYYY-M-D and month=yyyymm', () => {
    expect(parseDepartureDateParam('2025-6-1')).toBe('2025-06-01');
    expect(parseDepartureDateParam('2025-2-30')).toBeNull();
    expect(parseDepartureDateParam(null)).toBeNull();
    expect(parseYearMonthParam('202506')).toEqual({ year: 2025, month: 6 });
    expect(parseYearMonthParam('202513')).toBeNull();
    expect(parseDepartureDateParam(' 2024-2-29 ')).toBe('2024-02-29');
    expect(parseDepartureDateParam('2025-13-1')).toBeNull();
    expect(parseDepartureDateParam('2025-6-0')).toBeNull();
  });
  it('formats a provider timestamp by its date', () => {
    expect(formatDate('2025-12-30T08:00:00', 'dd/mm/yyyy')).toBe('30/12/2025');
    expect(() => formatDate('30/12/2025', 'yyyy-mm-dd')).toThrow(RangeError);
  });
  it('knows real calendar days exactly as luxon does (leap years, month lengths, centuries)', () => {
    for (const year of [1900, 1999, 2000, 2023, 2024, 2100]) {
      for (let month = 0; month <= 13; month += 1) {
        for (let day = 0; day <= 32; day += 1) {
          const mm = String(month).padStart(2, '0');
          const dd = String(day).padStart(2, '0');
          const real = DateTime.fromObject({ year, month, day }).isValid;
          expect(isIsoDate(`${year}-${mm}-${dd}`)).toBe(real);
          expect(parseDepartureDateParam(`${year}-${month}-${day}`)).toBe(
            real ? `${year}-${mm}-${dd}` : null,
          );
        }
      }
    }
  });
});
