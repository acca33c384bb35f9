/**
 * The capacity calendar (seed 001 §4 "Calendar day states", §5 "Passengers and dates", §2 "Calendar panel",
 * §9 "Week starts Monday").
 */
import { DAY_NAMES, compareIsoDates, formatLongDate, parseIsoDate } from './dates.js';
import type { IsoDate, YearMonth } from './dates.js';
import { isAlmostFull, seatLabel } from './seats.js';
import { DEFAULT_PRICING_AGE_CATEGORY } from './age-categories.js';
import {
  dedupeToursByName,
  departuresFromPrice,
  minimumPrice,
  type PricedDeparture,
  type SearchableTour,
} from './tour-search.js';

/** The seed's day states (seed 001 §4). */
export type CalendarDayState = 'UNAVAILABLE' | 'FULL' | 'ALMOST_FULL' | 'SELECTABLE';

/**
 * OCTO availability status a day state maps to: UNAVAILABLE → CLOSED, FULL → SOLD_OUT, ALMOST_FULL → LIMITED,
 * SELECTABLE → AVAILABLE.
 */
export type AvailabilityStatus = 'AVAILABLE' | 'LIMITED' | 'SOLD_OUT' | 'CLOSED';

/** What the calendar knows of one day for the selected tour. */
export interface CalendarDayCapacity {
  /** Free seats that day (capacity record free_seats); -1 means no capacity / closed. */
  capacity: number;
  /** Lowest per-person price that day in minor units of the shown currency; null when there is none. */
  fromPriceMinor: number | null;
  /** Whether the day's departures include the selected tour (tour_id[] contains it). Default true. */
  includesSelectedTour?: boolean;
  /** Provider on-request flag (isOnRequest). Default false. */
  onRequest?: boolean;
}

/** A day's state, its OCTO status, the on-request flag and the seat label shown with it. */
export interface CalendarDayAvailability {
  state: CalendarDayState;
  status: AvailabilityStatus;
  onRequest: boolean;
  /** Seat label (seed 001 §9 Seat labels); null on an unavailable (blank) day or an unknown capacity. */
  seatLabel: string | null;
}

/** Prices under 1 major unit (100 minor units) make a day unavailable (seed 001 §4 "price under 1"). */
const MIN_PRICE_MINOR = 100;

/**
 * State of a calendar day (seed 001 §4), checked in this order:
 * 1. UNAVAILABLE (blank) when capacity is -1 or the price is under 1 (or missing);
 * 2. FULL when capacity is 0 or the day does not include the selected tour;
 * 3. ALMOST_FULL when capacity is 4 or less;
 * 4. SELECTABLE otherwise.
 */
export function calendarDayState(day: CalendarDayCapacity): CalendarDayState {
  if (day.capacity < 0 || day.fromPriceMinor === null || day.fromPriceMinor < MIN_PRICE_MINOR) {
    return 'UNAVAILABLE';
  }
  if (day.capacity === 0 || day.includesSelectedTour === false) return 'FULL';
  if (isAlmostFull(day.capacity)) return 'ALMOST_FULL';
  return 'SELECTABLE';
}

/** Maps a seed day state to the OCTO availability status (see {@link AvailabilityStatus}). */
export function availabilityStatus(state: CalendarDayState): AvailabilityStatus {
  switch (state) {
    case 'UNAVAILABLE':
      return 'CLOSED';
    case 'FULL':
      return 'SOLD_OUT';
    case 'ALMOST_FULL':
      return 'LIMITED';
    case 'SELECTABLE':
      return 'AVAILABLE';
  }
}

/**
 * Whether a departure is on sale (seed 001 §4 Calendar day states): it can still take passengers unless its day is
 * FULL (SOLD_OUT) or UNAVAILABLE (CLOSED); AVAILABLE and LIMITED (almost full) departures are. The panel offers
 * only departures on sale as start times, and picks the first on sale when none is chosen.
 */
export function isDepartureOnSale(departure: { availability: AvailabilityStatus | string }): boolean {
  return departure.availability !== 'SOLD_OUT' && departure.availability !== 'CLOSED';
}

/**
 * State, OCTO status and on-request flag of a day (seed 001 §4), with its seat label (seed 001 §9 'Full at 0; 'Last
 * seats' at 3 or fewer; '5 +' above 5; otherwise '{n} left''), which an unavailable (blank) day does not show.
 */
export function calendarDayAvailability(day: CalendarDayCapacity): CalendarDayAvailability {
  const state = calendarDayState(day);
  return {
    state,
    status: availabilityStatus(state),
    onRequest: day.onRequest ?? false,
    seatLabel: state === 'UNAVAILABLE' ? null : seatLabel(day.capacity),
  };
}

/**
 * A date can be chosen only when it is not full/unavailable and the passenger count does not exceed the day's
 * capacity (seed 001 §5 "Passengers and dates").
 * @param passengerCount Passengers currently selected (0 allowed).
 */
export function isDateSelectable(day: CalendarDayCapacity, passengerCount: number): boolean {
  const state = calendarDayState(day);
  return (state === 'SELECTABLE' || state === 'ALMOST_FULL') && passengerCount <= day.capacity;
}

/**
 * One departure of a day as the calendar reads it (seed 001 §3 Capacity record: free_seats, product_currencies[]
 * amounts in one currency, in minor units; the on-request flag).
 */
export interface CalendarDeparture extends PricedDeparture {
  /** Provider on-request flag of the departure. */
  onRequest: boolean;
}

/** A day's capacity for the calendar rules, with the highest price shown beside the 'from' price. */
export interface CalendarDayFigures extends CalendarDayCapacity {
  /** Highest Adult per-person price of the day in minor units (seed 001 §3 Calendar day toPrice); null when none. */
  toPriceMinor: number | null;
}

/**
 * A calendar day from its departures (seed 001 §3 Calendar day 'totalCapacity, fromPrice, toPrice, isOnRequest',
 * §4 Calendar day states, §9 minimum price excluding dorms by configuration): the capacity is the best
 * departure's free seats (-1 when the day has no departure: unavailable); the 'from' price the lowest Adult price
 * of the departures that can be booked ({@link departuresFromPrice}); the 'to' price the highest Adult price above
 * 0; on request when any departure is. Prices in minor units of the amounts' currency (Adult matched
 * case-insensitively; the default pricing category, seed 000 §9).
 */
export function calendarDayFigures(
  departures: readonly CalendarDeparture[],
  options: { excludeDorm?: boolean } = {},
): CalendarDayFigures {
  if (departures.length === 0) return { capacity: -1, fromPriceMinor: null, toPriceMinor: null };
  const adult = DEFAULT_PRICING_AGE_CATEGORY.toLowerCase();
  const prices = departures
    .flatMap((d) => d.amounts)
    .filter((a) => a.amountMinor > 0 && (a.ageCategory ?? '').toLowerCase() === adult)
    .map((a) => a.amountMinor);
  return {
    capacity: Math.max(...departures.map((d) => d.freeSeats)),
    fromPriceMinor: departuresFromPrice(departures, options),
    toPriceMinor: prices.length ? Math.max(...prices) : null,
    onRequest: departures.some((d) => d.onRequest),
  };
}

/**
 * One departure of a day on its own (seed 001 §4 Calendar day states, for a departure time's seats and status):
 * its free seats, its lowest Adult price above 0 (minor units; null when none), its on-request flag.
 */
export function departureCapacity(departure: CalendarDeparture): CalendarDayCapacity {
  return {
    capacity: departure.freeSeats,
    fromPriceMinor: minimumPrice(departure.amounts, { ageCategory: DEFAULT_PRICING_AGE_CATEGORY }),
    onRequest: departure.onRequest,
  };
}

/** What a screen reader hears of one day of a tour's capacity calendar. */
export interface CalendarDayAnnouncement {
  /** ISO date (Europe/London). */
  date: IsoDate;
  /** The day's OCTO status (see {@link availabilityStatus}). */
  status: AvailabilityStatus;
  /** Free seats; -1 when unknown. */
  freeSeats: number;
  /** The party fits the day (seed 001 §5 'A date can be chosen only when the passenger count does not exceed the day's capacity'). */
  selectable: boolean;
  /** Passengers of the party, for the 'too few' case. */
  partySize: number;
  /** The day is the chosen one. */
  selected: boolean;
  /** The price the day shows ({@link calendarDayPrice}), formatted, e.g. '£56.00'; absent or null when none. */
  fromPrice?: string | null;
}

/**
 * The accessible name of a calendar day (WAI-ARIA date grid; the seat labels of seed 001 §9 in words): the long
 * date, then its state and seats, e.g. 'Wednesday 25 November 2026, 4 seats left', 'Wednesday 25 November
 * 2026, full', '..., more than 5 seats left' (the visible '5 +'), '..., not available' for a closed day,
 * '..., 2 seats left, too few for 3 passengers' when the party does not fit, and ', selected' for the chosen day.
 */
export function calendarDayName(day: CalendarDayAnnouncement): string {
  const seats =
    day.status === 'CLOSED' || day.freeSeats < 0
      ? 'not available'
      : day.status === 'SOLD_OUT' || day.freeSeats === 0
        ? 'full'
        : day.freeSeats > 5
          ? 'more than 5 seats left'
          : `${day.freeSeats} ${day.freeSeats === 1 ? 'seat' : 'seats'} left`;
  const tooFew = !day.selectable && seats.endsWith('left') ? `, too few for ${day.partySize} passengers` : '';
  const price = day.fromPrice ? `, from ${day.fromPrice} per person` : '';
  return `${formatLongDate(day.date)}, ${seats}${tooFew}${price}${day.selected ? ', selected' : ''}`;
}

/**
 * The price a capacity calendar day shows (seed 001 §3 Calendar day fromPrice, from the capacity record's
 * product_currencies): the day's lowest per-person price when the party can book that day; null on days it
 * cannot (full, closed, too few seats) and when the provider's capacity answer carries no price.
 * @param day the day's `selectable` and its lowest price (any money shape, e.g. minor units and currency).
 */
export function calendarDayPrice<M>(day: { selectable: boolean; fromPrice: M | null | undefined }): M | null {
  return day.selectable ? (day.fromPrice ?? null) : null;
}

/**
 * A tour as the Dates panel lists it: a search card ({@link SearchableTour}: name and 'from' price, for the
 * de-duplication) with its departures (start date-time Europe/London, free seats, -1 unknown).
 */
export interface PanelTour extends SearchableTour {
  departures: readonly { startDateTime: string; freeSeats: number }[];
}

/**
 * The tours departing on each day, as the Dates panel counts them under a day ('1 Tour' / '{n} Tours') and lists them
 * in its 'Select A Trip' slide-out (seed 001 §2 Calendar panel; §4 Calendar day states: capacity -1 is unavailable;
 * §9 tours of the same name de-duplicated, keeping the cheaper): a tour once a day however many departures it has
 * then, departures of unknown capacity left out, and the de-duplication made among the tours of that day, so a
 * variant departing on a day its cheaper namesake does not is listed then.
 * @param tours the search's cards before de-duplication, in the order to list them.
 * @returns the tours by day (yyyy-mm-dd, Europe/London), in the order they came.
 */
export function toursByDepartureDay<T extends PanelTour>(tours: readonly T[]): Map<string, T[]> {
  const byDay = new Map<string, T[]>();
  for (const tour of tours) {
    for (const departure of tour.departures) {
      if (departure.freeSeats < 0) continue;
      const day = departure.startDateTime.slice(0, 10);
      const listed = byDay.get(day) ?? [];
      if (!listed.includes(tour)) listed.push(tour);
      byDay.set(day, listed);
    }
  }
  return new Map([...byDay].map(([day, listed]) => [day, dedupeToursByName(listed)]));
}

/** '1 Tour' or '{n} Tours' under a day number (seed 001 §2 Calendar panel). */
export function toursOnDayLabel(count: number): string {
  return count === 1 ? '1 Tour' : `${count} Tours`;
}

/** One cell of the month grid. */
export interface CalendarGridDay {
  /** ISO date yyyy-mm-dd (Europe/London). */
  date: IsoDate;
  /** Day of month, 1-31. */
  number: number;
  /** English day name, e.g. 'Monday'. */
  name: string;
  /** False for leading/trailing days of the adjacent months. */
  isCurrentMonth: boolean;
  /** True when `date` equals the `today` passed in. */
  isToday: boolean;
  /** True before `today`: nothing departs on a past day any more (no tours counted, never available). */
  isPast: boolean;
}

/** A day in milliseconds (a UTC day: no clock changes). */
const DAY_MS = 86_400_000;

/** A Monday-to-Sunday week of the grid. */
export interface CalendarWeek {
  days: CalendarGridDay[];
}

/**
 * The month grid: whole Monday-first weeks covering the month, with leading/trailing days of adjacent months
 * flagged `isCurrentMonth: false` (seed 001 §2 Calendar panel, §9).
 * @param month 1-12.
 * @param today ISO date of today in Europe/London (callers pass it; nothing here reads the clock).
 * @throws RangeError for an invalid year/month (a year outside 1-9999, a month outside 1-12, or not integers).
 */
export function buildMonthGrid(year: number, month: number, today: IsoDate): CalendarWeek[] {
  if (
    !Number.isInteger(year) ||
    year < 1 ||
    year > 9999 ||
    !Number.isInteger(month) ||
    month < 1 ||
    month > 12
  ) {
    throw new RangeError(`Invalid month ${year}-${month}`);
  }
  // Calendar days only: counted in UTC, where every day has 24 hours, so no time zone is set up or consulted
  // (with luxon in Europe/London each of the 42 days cost an offset look-up, milliseconds on a fresh process).
  const cursor = new Date(0);
  cursor.setUTCFullYear(year, month - 1, 1);
  const weekday = (date: Date) => (date.getUTCDay() + 6) % 7;
  cursor.setUTCDate(1 - weekday(cursor));
  const last = new Date(0);
  last.setUTCFullYear(year, month, 0);
  const end = last.getTime() + (6 - weekday(last)) * DAY_MS;
  const weeks: CalendarWeek[] = [];
  while (cursor.getTime() <= end) {
    const days: CalendarGridDay[] = [];
    for (let i = 0; i < 7; i++) {
      const date = cursor.toISOString().slice(0, 10);
      days.push({
        date,
        number: cursor.getUTCDate(),
        name: DAY_NAMES[weekday(cursor)] ?? '',
        isCurrentMonth: cursor.getUTCMonth() === month - 1,
        isToday: date === today,
        isPast: date < today,
      });
      cursor.setUTCDate(cursor.getUTCDate() + 1);
    }
    weeks.push({ days });
  }
  return weeks;
}

/** Previous/next month available for the month selector; null disables the arrow (seed 001 §2). */
export interface MonthNavigation {
  previous: YearMonth | null;
  next: YearMonth | null;
}

/**
 * The neighbours of `current` within the tour's months (seller_information.months, any order): arrows are
 * disabled (null) at the first and last month (seed 001 §2 Calendar panel).
 */
export function monthNavigation(current: YearMonth, months: readonly YearMonth[]): MonthNavigation {
  const key = (m: YearMonth) => m.year * 12 + (m.month - 1);
  const sorted = [...months].sort((a, b) => key(a) - key(b));
  const k = key(current);
  const previous = sorted.filter((m) => key(m) < k).at(-1) ?? null;
  const next = sorted.find((m) => key(m) > k) ?? null;
  return { previous, next };
}

/** A date range picked on the search calendar; `to` is null until a second day is clicked. */
export interface DateRangeSelection {
  from: IsoDate | null;
  to: IsoDate | null;
}

/**
 * Applies a click to the search calendar's range (seed 001 §4): the first click sets the start; a later day
 * becomes the end; an earlier day swaps (it becomes the start and the old start the end). A click when both ends
 * are set starts a new range (tourdesk's choice; the seed is silent).
 */
export function selectCalendarRange(range: DateRangeSelection, clicked: IsoDate): DateRangeSelection {
  parseIsoDate(clicked);
  if (range.from === null || range.to !== null) return { from: clicked, to: null };
  const order = compareIsoDates(clicked, range.from);
  if (order > 0) return { from: range.from, to: clicked };
  if (order < 0) return { from: clicked, to: range.from };
  return range;
}

/**
 * The accessible name of a day of the Dates panel (seed 001 §2 Calendar panel: each day with departures shows '1
 * Tour' or 'n Tours'): the long date and its count in words, 'Friday 27 November 2026, 31 tours', '…, 1 tour', or
 * '…, no tours' for a day without departures (a past day has none), so the visible count is heard too.
 */
export function departureDayName(day: { date: IsoDate; tourCount: number }): string {
  const count = day.tourCount === 0 ? 'no tours' : day.tourCount === 1 ? '1 tour' : `${day.tourCount} tours`;
  return `${formatLongDate(day.date)}, ${count}`;
}
