/**
 * Hotel pick-up (seed 001 §5 "Pick-up is selectable only after a date is chosen", §9 "Pick-up time is departure
 * time minus minutes_before; not shown when 00:00").
 */
import { MESSAGES } from './messages.js';

function parseClock(time: string): number | null {
  const m = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  return h < 24 && min < 60 ? h * 60 + min : null;
}

function formatClock(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** Subtracts minutes from a clock time 'HH:MM[:SS]' → 'HH:MM', wrapping past midnight; null when malformed. */
function subtractMinutes(time: string, minutes: number): string | null {
  const t = parseClock(time);
  return t === null ? null : formatClock(t - minutes);
}

/**
 * Pick-up time: departure time minus the point's minutes_before, as 'HH:MM' (seed 001 §9). Returns null (not
 * shown) when the result or the departure time is 00:00 (no time known), or the time is malformed.
 * @param departureTime 'HH:MM' or 'HH:MM:SS' (start_location.time / original_time).
 */
export function pickupTime(departureTime: string, minutesBefore: number): string | null {
  if (parseClock(departureTime) === 0) return null;
  const result = subtractMinutes(departureTime, minutesBefore);
  return result === '00:00' ? null : result;
}

/**
 * State of the pick-up selector (seed 001 §5): enabled once a date is chosen; otherwise disabled with the hint
 * 'Please select a date to choose hotel pick-up.' and tooltip 'Please select a trip date first'.
 */
export function pickupSelectorState(departureDate: string | null | undefined): {
  enabled: boolean;
  hint: string | null;
  tooltip: string | null;
} {
  return departureDate
    ? { enabled: true, hint: null, tooltip: null }
    : { enabled: false, hint: MESSAGES.selectDateForPickup, tooltip: MESSAGES.selectTripDateFirst };
}

/**
 * The line naming a trip's chosen pick-up point and time wherever the trip is shown after choosing it (seed 001 §3
 * Pickup point, §9): 'Pick-up: {name} at {HH:MM}', or 'Pick-up: {name}' when the time is not shown (null, 00:00).
 * @param time 'HH:MM' or 'HH:MM:SS' (the pick-up time itself, not the departure's), or null.
 */
export function pickupText(name: string, time: string | null | undefined): string {
  const shown = time ? pickupTime(time, 0) : null;
  return shown ? `Pick-up: ${name} at ${shown}` : `Pick-up: ${name}`;
}
