import { DateTime } from 'luxon';

/** The operator's time zone: every date the provider speaks is local to it. */
export const ZONE = 'Europe/London';

/**
 * The simulator's clock. `today` is fixed by `SIM_TODAY` (YYYY-MM-DD) or follows
 * the real date; the time of day always follows the real clock. Epoch seconds
 * (hash and token expiry) always follow the real clock.
 */
export interface Clock {
  /** Today as YYYY-MM-DD (Europe/London). */
  today(): string;
  /** Now as a Europe/London local date-time YYYY-MM-DDTHH:mm:ss on `today()`. */
  nowLocal(): string;
  /** Real epoch seconds. */
  epochSeconds(): number;
}

/** Creates a clock; `fixedToday` (YYYY-MM-DD) pins the date. */
export function createClock(fixedToday?: string): Clock {
  const today = (): string => fixedToday ?? DateTime.now().setZone(ZONE).toISODate()!;
  return {
    today,
    nowLocal: () => `${today()}T${DateTime.now().setZone(ZONE).toFormat('HH:mm:ss')}`,
    epochSeconds: () => Math.floor(Date.now() / 1000),
  };
}

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  return DateTime.fromISO(date, { zone: ZONE }).plus({ days }).toISODate()!;
}

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  const a = DateTime.fromISO(from, { zone: 'UTC' });
  const b = DateTime.fromISO(to, { zone: 'UTC' });
  return Math.round(b.diff(a, 'days').days);
}

/** Day number since 1970-01-01 of a YYYY-MM-DD date (compact storage). */
export function dayNumber(date: string): number {
  return Math.round(Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / 86_400_000);
}

/** YYYY-MM-DD of a day number (inverse of dayNumber). */
export function fromDayNumber(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

/** ISO weekday 1 (Monday) .. 7 (Sunday) of a YYYY-MM-DD date. */
export function weekday(date: string): number {
  const d = new Date(`${date}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

/** English month names, January first. */
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
