import {
  BOOKING_SORT_FIELDS,
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
 * `q` search text, `status`, `from`/`to` departure dates (yyyy-mm-dd), `sort` + `dir` a column order, `page`.
 */
export interface BookingsQuery {
  text: string;
  status: SearchableBookingStatus | null;
  from: IsoDate | null;
  to: IsoDate | null;
  sort: BookingsSort | null;
  page: number;
}

/** The filters of a query (what the filter form edits). */
export type BookingsFilters = Pick<BookingsQuery, 'text' | 'status' | 'from' | 'to'>;

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

/** How the rows are ordered, in words (the table's caption and the line above it). */
export function sortDescription(sort: BookingsSort | null): string {
  if (!sort) return 'Upcoming departures first, then past departures';
  const column = BOOKING_COLUMNS.find((c) => c.field === sort.field)!.label;
  return `Sorted by ${column}, ${sort.direction === 'ASC' ? 'ascending' : 'descending'}`;
}
