import {
  BOOKING_SORT_FIELDS,
  DEPARTING_WITHIN_MAX_DAYS,
  isSearchableBookingStatus,
  type BookingSortField,
  type SearchableBookingStatus,
  type SortDirection,
} from '@tourdesk/domain/booking-search';
import { isIsoDate, type IsoDate } from '@tourdesk/domain/dates';

/** A column order of the table; null stands for the default order (upcoming departures first). */
export interface BookingsSort {
  field: BookingSortField;
  direction: SortDirection;
}

/**
 * What Manage Bookings shows, all of it in the address so that reload, links and Back return to the same rows:
 * `q` search text, `status`, `from`/`to` departure dates (yyyy-mm-dd), `due=1` balance due only, `within` departing
 * within that many days, `sort` + `dir` a column order, `page`.
 */
export interface BookingsQuery {
  text: string;
  status: SearchableBookingStatus | null;
  from: IsoDate | null;
  to: IsoDate | null;
  /** Only bookings with a balance above 0. */
  balanceDue: boolean;
  /** Only bookings departing from today to today + this many days; null for any. */
  within: number | null;
  sort: BookingsSort | null;
  page: number;
}

/** The filters of a query (what the filter form edits). */
export type BookingsFilters = Pick<
  BookingsQuery,
  'text' | 'status' | 'from' | 'to' | 'balanceDue' | 'within'
>;

/** The choices of 'Departing within' (days). */
export const DEPARTING_WITHIN_CHOICES = [7, 14, 30, 60, 90] as const;

function withinParam(value: string | null): number | null {
  const days = Number(value);
  return value !== null &&
    value !== '' &&
    Number.isInteger(days) &&
    days >= 0 &&
    days <= DEPARTING_WITHIN_MAX_DAYS
    ? days
    : null;
}

function dateParam(value: string | null): IsoDate | null {
  return value && isIsoDate(value) ? value : null;
}

function sortParam(field: string | null, direction: string | null): BookingsSort | null {
  const upper = field?.toUpperCase();
  const known = BOOKING_SORT_FIELDS.find((f) => f === upper);
  if (!known) return null;
  return { field: known, direction: direction === 'desc' ? 'DESC' : 'ASC' };
}

/** Reads a Manage Bookings address's query; unknown or malformed values are ignored (their defaults apply). */
export function bookingsQueryFrom(params: URLSearchParams): BookingsQuery {
  const page = Number(params.get('page'));
  const status = params.get('status')?.toUpperCase() ?? '';
  return {
    text: params.get('q')?.trim() ?? '',
    status: isSearchableBookingStatus(status) ? status : null,
    from: dateParam(params.get('from')),
    to: dateParam(params.get('to')),
    balanceDue: params.get('due') === '1',
    within: withinParam(params.get('within')),
    sort: sortParam(params.get('sort'), params.get('dir')),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The query parameters of a Manage Bookings address (for `paths.manageBookings.getHref`); defaults left out. */
export function bookingsQueryParams(query: BookingsQuery): Record<string, string | null> {
  return {
    q: query.text || null,
    status: query.status,
    from: query.from,
    to: query.to,
    due: query.balanceDue ? '1' : null,
    within: query.within === null ? null : String(query.within),
    sort: query.sort ? query.sort.field.toLowerCase() : null,
    dir: query.sort ? query.sort.direction.toLowerCase() : null,
    page: query.page > 1 ? String(query.page) : null,
  };
}

/**
 * The order a column heading leads to: ascending first, then descending when the table is already ascending by
 * that column, and ascending again after that.
 */
export function nextSort(current: BookingsSort | null, field: BookingSortField): BookingsSort {
  const ascending = current?.field === field && current.direction === 'ASC';
  return { field, direction: ascending ? 'DESC' : 'ASC' };
}

/** The table's columns in the seed's order (seed 000 §2), each sortable. */
export const BOOKING_COLUMNS: readonly { field: BookingSortField; label: string }[] = [
  { field: 'DEPARTURE_DATE', label: 'DEPARTURE DATE' },
  { field: 'GROUP_BOOKING_ID', label: 'BOOKING ID' },
  { field: 'AGENT_REFERENCE', label: 'AGENT REFERENCE' },
  { field: 'LEAD_GUEST', label: 'LEAD GUEST' },
  { field: 'BOOKING_DATE', label: 'BOOKING DATE' },
  { field: 'CONSULTANT', label: 'CONSULTANT' },
  { field: 'STATUS', label: 'STATUS' },
];

/** The GraphQL filter of a query (`AgentBookingFilter`), or null when nothing filters. */
export function bookingsFilterOf(query: BookingsFilters) {
  const filter = {
    ...(query.text ? { text: query.text } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(query.from ? { departureFrom: query.from } : {}),
    ...(query.to ? { departureTo: query.to } : {}),
    ...(query.balanceDue ? { balanceDue: true } : {}),
    ...(query.within !== null ? { departingWithinDays: query.within } : {}),
  };
  return Object.keys(filter).length > 0 ? filter : null;
}

/** How the rows are ordered, in words (the table's caption and the line above it). */
export function sortDescription(sort: BookingsSort | null): string {
  if (!sort) return 'Upcoming departures first, then past departures';
  const column = BOOKING_COLUMNS.find((c) => c.field === sort.field)!.label;
  return `Sorted by ${column}, ${sort.direction === 'ASC' ? 'ascending' : 'descending'}`;
}
