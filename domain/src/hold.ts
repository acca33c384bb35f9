/**
 * The hold on an unpaid booking's seats (beyond the seeds: seed 000 §3 Trip passenger `expiry_time`, the provider's
 * LocalDateTime until which a booked but unpaid place is kept). The checkout and card screens say until when the
 * seats are held and warn before the hold runs out (WCAG 2.2.1 Timing Adjustable: users are told of a time limit
 * and warned before it expires).
 */
import { DateTime } from 'luxon';
import type { BookingStatus } from './booking.js';
import { LONDON_ZONE } from './dates.js';

/** Seconds before the end of a hold from which the screens warn that it is running out. */
export const HOLD_WARNING_SECONDS = 15 * 60;

/** Where a hold stands: seats held, held but running out, or no longer held. */
export type HoldState = 'HELD' | 'ENDING' | 'EXPIRED';

/**
 * The hold's end: the earliest `expiry_time` of the booking's places (provider LocalDateTimes in Europe/London,
 * 'yyyy-mm-ddTHH:mm:ss'), as an ISO date-time with offset; null when none is given or none parses.
 */
export function holdExpiry(expiryTimes: readonly (string | null | undefined)[]): string | null {
  const instants = expiryTimes
    .filter((value): value is string => typeof value === 'string' && value.trim() !== '')
    .map((value) => DateTime.fromISO(value, { zone: LONDON_ZONE }))
    .filter((instant) => instant.isValid)
    .sort((a, b) => a.toMillis() - b.toMillis());
  return instants[0]?.toISO({ suppressMilliseconds: true }) ?? null;
}

/** One place of a booking as its hold reads it: the place's OCTO status and the provider's expiry_time. */
export interface HeldPlace {
  status: BookingStatus;
  /** Provider LocalDateTime in Europe/London ('yyyy-mm-ddTHH:mm:ss'), or none. */
  expiryTime: string | null | undefined;
}

/**
 * The end of a booking's seat hold (seed 000 §3 Trip passenger expiry_time): only while the booking is ON_HOLD and
 * nothing has been paid (`paidMinor` 0, minor units), the earliest expiry_time of its places not cancelled
 * ({@link holdExpiry}); null otherwise.
 */
export function bookingHoldEnd(booking: {
  status: BookingStatus;
  paidMinor: number;
  places: readonly HeldPlace[];
}): string | null {
  if (booking.status !== 'ON_HOLD' || booking.paidMinor > 0) return null;
  return holdExpiry(booking.places.filter((p) => p.status !== 'CANCELLED').map((p) => p.expiryTime));
}

/**
 * Whole seconds from `now` until the hold's end (0 once it has passed).
 * @param expiresAt ISO date-time with offset (from {@link holdExpiry}).
 * @param now The provider's current time, an ISO date-time (a LocalDateTime is read in Europe/London).
 * @throws RangeError when either is not a date-time.
 */
export function holdSecondsRemaining(expiresAt: string, now: string): number {
  const end = DateTime.fromISO(expiresAt, { zone: LONDON_ZONE });
  const start = DateTime.fromISO(now, { zone: LONDON_ZONE });
  if (!end.isValid || !start.isValid) throw new RangeError(`Not a date-time: ${expiresAt} / ${now}`);
  return Math.max(0, Math.floor(end.diff(start, 'seconds').seconds));
}

/** The hold's state with `secondsRemaining` left: ENDING at {@link HOLD_WARNING_SECONDS} or less, EXPIRED at 0. */
export function holdState(secondsRemaining: number): HoldState {
  if (secondsRemaining <= 0) return 'EXPIRED';
  return secondsRemaining <= HOLD_WARNING_SECONDS ? 'ENDING' : 'HELD';
}

/** Time left in words, rounded up to whole minutes from one minute on: '14 minutes', '1 minute', '45 seconds'. */
export function holdTimeLeftText(secondsRemaining: number): string {
  const seconds = Math.max(0, Math.ceil(secondsRemaining));
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/**
 * What the screens say about the hold (tourdesk's wording): until when the seats are held, how long is left once
 * it is running out, and that they may be gone once it has ended.
 * @param until The hold's end as shown, e.g. '17:34 on Tuesday 2 June 2026'.
 */
export function holdMessage(state: HoldState, until: string, secondsRemaining: number): string {
  switch (state) {
    case 'HELD':
      return `Your seats are held until ${until}. Pay before then to keep them.`;
    case 'ENDING':
      return `Your seats are held for ${holdTimeLeftText(secondsRemaining)} more, until ${until}. Pay now to keep them.`;
    case 'EXPIRED':
      return `The hold on your seats ended at ${until}, so they may no longer be available. You can still try to pay, or call us.`;
  }
}

/** The hold's end as the screens show it, in Europe/London: '17:34 on Tuesday 2 June 2026'. */
export function formatHoldEnd(expiresAt: string): string {
  const end = DateTime.fromISO(expiresAt, { zone: LONDON_ZONE });
  if (!end.isValid) throw new RangeError(`Not a date-time: ${expiresAt}`);
  return `${end.toFormat('HH:mm')} on ${end.setLocale('en-GB').toFormat('cccc d LLLL yyyy')}`;
}

/**
 * The provider's current time as a LocalDateTime 'yyyy-mm-ddTHH:mm:ss' in Europe/London: `today` (the real date,
 * or the fixed date of demos and tests) with the real time of day, the clock the provider's expiry_time is written
 * in.
 */
export function providerNow(today: string, instant: Date): string {
  return `${today}T${DateTime.fromJSDate(instant).setZone(LONDON_ZONE).toFormat('HH:mm:ss')}`;
}
