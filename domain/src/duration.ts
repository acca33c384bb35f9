/**
 * Tour duration rules (seed 000 §9 "Duration display", seed 001 §9 "Duration", "Sorting options").
 */

/**
 * A tour's duration as the provider gives it (product.duration {days, hours}; minutes optional).
 * All fields are non-negative integers.
 */
export interface TourDuration {
  days: number;
  hours: number;
  minutes?: number;
}

/** Unit and value to display (seed 000 §9: days if over 0, otherwise hours). */
export interface DurationDisplay {
  unit: 'DAYS' | 'HOURS';
  value: number;
}

/**
 * What to display for a duration: `{ unit: 'DAYS', value: days }` when days > 0, else
 * `{ unit: 'HOURS', value: hours }` (seed 000 §9).
 */
export function durationDisplay(d: TourDuration): DurationDisplay {
  return d.days > 0 ? { unit: 'DAYS', value: d.days } : { unit: 'HOURS', value: d.hours };
}

/**
 * Badge text of {@link durationDisplay}: '1 Day', '3 Days', '1 Hour', '10 Hours' (wording is tourdesk's; the
 * seed fixes only the unit choice).
 */
export function formatDuration(d: TourDuration): string {
  const { unit, value } = durationDisplay(d);
  const word = unit === 'DAYS' ? 'Day' : 'Hour';
  return `${value} ${word}${value === 1 ? '' : 's'}`;
}

/**
 * Whole days a tour spans: days, plus one if any hours or minutes remain (seed 000 §9 "rounded days gain one if
 * any hours or minutes remain"; seed 001 §9 "days is incremented by one if hours is at least 1").
 * {days: 0, hours: 10} → 1; {days: 2, hours: 10} → 3; {days: 3, hours: 0} → 3.
 */
export function roundedDays(d: TourDuration): number {
  return d.days + (d.hours > 0 || (d.minutes ?? 0) > 0 ? 1 : 0);
}

/** Nights of a tour: rounded days − 1, never below 0 (seed 000 §9). */
export function nights(d: TourDuration): number {
  return Math.max(roundedDays(d) - 1, 0);
}

/**
 * Trims an 8-character start time 'HH:MM:SS' to 'HH:MM' (seed 000 §9); other values are returned unchanged.
 */
export function trimStartTime(time: string): string {
  return time.length === 8 ? time.slice(0, 5) : time;
}

/** The duration categories of seed 001 §9: '1 Day Tours' and '3-8 Day Tours'. */
export type DurationCategory = '1 Day Tours' | '3-8 Day Tours';

/** Analytics item category (seed 001 §9): '3-8 Day Tours' when rounded days are over 1, else '1 Day Tours'. */
export function analyticsCategory(d: TourDuration): DurationCategory {
  return roundedDays(d) > 1 ? '3-8 Day Tours' : '1 Day Tours';
}

/** The multi-day value of the duration filter (seed 001 §9). */
export const MULTI_DAY_DURATION_FILTER = '2-8';

/**
 * Duration filter (seed 001 §9): '2-8' keeps tours whose provider `days` is above 0; any other value keeps day
 * tours (days 0). An empty/absent filter keeps everything.
 */
export function matchesDurationFilter(d: TourDuration, filter: string | null | undefined): boolean {
  if (!filter) return true;
  return filter === MULTI_DAY_DURATION_FILTER ? !isDayTour(d) : isDayTour(d);
}

/** A day tour (seed 001 §9 Duration filter: the day tours are those of provider `days` 0; hours only). */
export function isDayTour(d: Pick<TourDuration, 'days'>): boolean {
  return d.days === 0;
}

/** Sort key of the duration sort orders: days × 24 + hours (seed 001 §9). */
export function durationSortKey(d: TourDuration): number {
  return d.days * 24 + d.hours;
}

/**
 * Whether a tour lasts more than one day (seed 001 §5 Add to cart: 'for trips longer than one day at least one room
 * is chosen'): its provider `days` is above 1. Such a tour's panel asks for its rooms and offers room options; a day
 * tour ({days: 0}) and a one-day tour with hours ({days: 1, hours: 2}) are not multi-day.
 */
export function isMultiDay(d: Pick<TourDuration, 'days'>): boolean {
  return d.days > 1;
}
