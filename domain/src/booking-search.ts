/**
 * Manage Bookings as agents work it (seed 000 §2 Manage Bookings, §3 Booking search answer): the default order
 * (upcoming departures first), column sorts, the statuses a search filters on, how the parts of the default order
 * are paged, and the lead guest a row shows.
 */
import { addDays } from './date-arithmetic.js';
import { compareIsoDates, type IsoDate } from './dates.js';

/** The columns of the Manage Bookings table an agent can sort by (seed 000 §2 table columns). */
export const BOOKING_SORT_FIELDS = [
  'DEPARTURE_DATE',
  'GROUP_BOOKING_ID',
  'AGENT_REFERENCE',
  'LEAD_GUEST',
  'BOOKING_DATE',
  'CONSULTANT',
  'STATUS',
] as const;

/** A sortable column of Manage Bookings. */
export type BookingSortField = (typeof BOOKING_SORT_FIELDS)[number];

/** Ascending (A→Z, oldest or lowest first) or descending. */
export type SortDirection = 'ASC' | 'DESC';

/**
 * The statuses a booking search can filter on: the provider's own (ON_HOLD, CONFIRMED, CANCELLED). PENDING and
 * EXPIRED are read from a booking's details and never match a search, so screens do not offer them as filters.
 */
export const SEARCHABLE_BOOKING_STATUSES = ['ON_HOLD', 'CONFIRMED', 'CANCELLED'] as const;

/** A status Manage Bookings can filter on. */
export type SearchableBookingStatus = (typeof SEARCHABLE_BOOKING_STATUSES)[number];

/** True when a search for `status` can match bookings (see {@link SEARCHABLE_BOOKING_STATUSES}). */
export function isSearchableBookingStatus(status: string): status is SearchableBookingStatus {
  return (SEARCHABLE_BOOKING_STATUSES as readonly string[]).includes(status);
}

/**
 * One ordered part of a booking list: the bookings departing in `departureFrom`..`departureTo` (ISO dates,
 * inclusive, null = open), ordered by departure date in `direction` (ties by booking id, same direction).
 */
export interface BookingOrderSegment {
  departureFrom: IsoDate | null;
  departureTo: IsoDate | null;
  direction: SortDirection;
}

/**
 * The default order of Manage Bookings, as agents work it: upcoming departures first (today onwards, soonest
 * first), then past departures (the most recent first). `today` is the ISO date in Europe/London; `from`/`to`
 * narrow the departure range (inclusive). Parts left empty by the range are dropped, so the answer has zero, one
 * or two segments, read one after the other.
 * @throws RangeError when `today` is not an ISO date.
 */
export function defaultBookingOrder(
  today: IsoDate,
  range: { from?: IsoDate | null; to?: IsoDate | null } = {},
): BookingOrderSegment[] {
  const from = range.from ?? null;
  const to = range.to ?? null;
  const later = (a: IsoDate | null, b: IsoDate) => (a === null || compareIsoDates(a, b) < 0 ? b : a);
  const earlier = (a: IsoDate | null, b: IsoDate) => (a === null || compareIsoDates(a, b) > 0 ? b : a);
  const upcoming: BookingOrderSegment = {
    departureFrom: later(from, today),
    departureTo: to,
    direction: 'ASC',
  };
  const past: BookingOrderSegment = {
    departureFrom: from,
    departureTo: earlier(to, addDays(today, -1)),
    direction: 'DESC',
  };
  const nonEmpty = (s: BookingOrderSegment) =>
    s.departureFrom === null ||
    s.departureTo === null ||
    compareIsoDates(s.departureFrom, s.departureTo) <= 0;
  return [upcoming, past].filter(nonEmpty);
}

/** The rows one segment contributes to a page: `count` rows from its 0-based position `offset`. */
export interface SegmentSlice {
  segment: number;
  offset: number;
  count: number;
}

/**
 * Which rows of each segment make up page `page` (1-based) of `pageSize` rows, when the segments (of `counts`
 * rows each) are read one after the other (the default order's upcoming then past). Segments without a row on
 * that page are left out; a page past the end gives no slice.
 */
export function pageSlices(counts: readonly number[], page: number, pageSize: number): SegmentSlice[] {
  const slices: SegmentSlice[] = [];
  let start = (page - 1) * pageSize;
  let wanted = pageSize;
  counts.forEach((count, segment) => {
    if (wanted > 0 && start < count) {
      const take = Math.min(count - start, wanted);
      slices.push({ segment, offset: start, count: take });
      wanted -= take;
    }
    start = Math.max(0, start - count);
  });
  return slices;
}

/** A passenger of a booking as a search answer lists it, with whether all of its places are cancelled. */
export interface BookingGuest {
  firstName: string | null;
  familyName: string | null;
  cancelled: boolean;
}

/**
 * The LEAD GUEST of a booking row (seed 000 §2 Manage Bookings; seed 001 §2 'the first (lead) guest'): the first
 * passenger still travelling, since a cancelled guest no longer leads the booking; the first passenger when every
 * place is cancelled (the row's status then says Cancelled). 'First Family', trimmed; null without passengers or
 * names.
 */
export function leadGuestName(guests: readonly BookingGuest[]): string | null {
  const lead = guests.find((g) => !g.cancelled) ?? guests[0];
  if (!lead) return null;
  const name = `${lead.firstName ?? ''} ${lead.familyName ?? ''}`.trim();
  return name === '' ? null : name;
}

/** The most days ahead a 'departing within N days' filter of Manage Bookings may ask for. */
export const DEPARTING_WITHIN_MAX_DAYS = 366;

/**
 * Why a 'departing within N days' filter of Manage Bookings is refused (seed 000 §2 Manage Bookings filters):
 * 'Departing within must be 0 to 366 days.' when N is not a whole number of days from 0 to
 * {@link DEPARTING_WITHIN_MAX_DAYS}; null when it is accepted or not given.
 */
export function departingWithinError(withinDays: number | null | undefined): string | null {
  if (withinDays === null || withinDays === undefined) return null;
  return Number.isInteger(withinDays) && withinDays >= 0 && withinDays <= DEPARTING_WITHIN_MAX_DAYS
    ? null
    : `Departing within must be 0 to ${DEPARTING_WITHIN_MAX_DAYS} days.`;
}

/**
 * The departure range of Manage Bookings' filters (seed 000 §2 Manage Bookings filters, departure range):
 * 'departing within N days' is today (Europe/London) to today + N, inclusive, narrowed by an explicit
 * from/to (the later start and the earlier end hold); without N the explicit range as given. A range that ends
 * before it starts matches nothing (the provider answers no rows).
 * @param today ISO date (yyyy-mm-dd), Europe/London.
 * @param withinDays whole days, 0 to {@link DEPARTING_WITHIN_MAX_DAYS}, or null.
 * @throws RangeError with {@link departingWithinError}'s message when `withinDays` is refused.
 */
export function departureWindow(
  today: IsoDate,
  withinDays: number | null | undefined,
  range: { from?: IsoDate | null; to?: IsoDate | null } = {},
): { from: IsoDate | null; to: IsoDate | null } {
  const from = range.from ?? null;
  const to = range.to ?? null;
  if (withinDays === null || withinDays === undefined) return { from, to };
  const refused = departingWithinError(withinDays);
  if (refused) throw new RangeError(refused);
  const end = addDays(today, withinDays);
  return {
    from: from === null || compareIsoDates(from, today) < 0 ? today : from,
    to: to === null || compareIsoDates(to, end) > 0 ? end : to,
  };
}
