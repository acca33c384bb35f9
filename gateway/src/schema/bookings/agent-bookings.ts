import {
  defaultBookingOrder,
  leadGuestName,
  pageSlices,
  type BookingOrderSegment,
} from '@tourdesk/domain/booking-search';
import { bookingStatus } from '@tourdesk/domain/booking';
import { SEARCH_PAGE_SIZE } from '@tourdesk/domain/constants';
import { dateOnly } from '@tourdesk/domain/dates';
import type { GatewayContext } from '../../context.js';
import type { AgentBookingRow, AgentBookingSort } from '../../generated/resolvers-types.js';
import type {
  ProviderBookingSearchRequest,
  ProviderBookingSearchResponse,
  ProviderBookingSummary,
} from '../../provider/types.js';

/** The provider's `sort_by` of each sortable column (its assumed search order). */
const SORT_BY: Record<AgentBookingSort['field'], NonNullable<ProviderBookingSearchRequest['sort_by']>> = {
  DEPARTURE_DATE: 'departure_date',
  GROUP_BOOKING_ID: 'group_booking_id',
  AGENT_REFERENCE: 'your_reference',
  LEAD_GUEST: 'lead_guest',
  BOOKING_DATE: 'booking_date',
  CONSULTANT: 'consultant',
  STATUS: 'status',
};

type SearchPassenger = ProviderBookingSearchResponse['passengers'][number];

/** A provider booking search without its paging (`page`, `page_size`), which this module chooses. */
type SearchFilter = Omit<ProviderBookingSearchRequest, 'page' | 'page_size'>;

/** Bookings of one page in order, with the passengers the provider listed for them. */
interface FoundPage {
  totalCount: number;
  bookings: ProviderBookingSummary[];
  passengers: SearchPassenger[];
}

/** What to read: the provider filters (token, status, text) and how to order and page them. */
export interface AgentBookingsQuery {
  /** Provider filters without paging, order or departure range. */
  search: SearchFilter;
  departureFrom: string | null;
  departureTo: string | null;
  /** A column order, or null for the default order (upcoming first). */
  sort: AgentBookingSort | null;
  page: number;
  pageSize: number;
}

/**
 * A provider page (1-based `page` of `pageSize` rows) holding the rows `offset`..`offset + count - 1` of one
 * ordered search, and how many of its first rows to skip: the smallest page size from `count` up to the provider's
 * 1000 whose page boundaries do not split the range, or null when every one splits it.
 */
function coveringPage(
  offset: number,
  count: number,
): { page: number; pageSize: number; skip: number } | null {
  for (let size = count; size <= SEARCH_PAGE_SIZE; size++) {
    const page = Math.floor(offset / size);
    if (Math.floor((offset + count - 1) / size) === page) {
      return { page: page + 1, pageSize: size, skip: offset - page * size };
    }
  }
  return null;
}

/**
 * Reads `count` rows from position `offset` (0-based) of one ordered search: one provider page when a page size
 * fits the range, otherwise two pages of `count` rows.
 */
async function readRange(
  ctx: GatewayContext,
  request: SearchFilter,
  offset: number,
  count: number,
): Promise<FoundPage> {
  const search = (page: number, pageSize: number) =>
    ctx.provider.searchBookings(ctx.appId, { ...request, page, page_size: pageSize });
  const covering = coveringPage(offset, count);
  const answers = covering
    ? [await search(covering.page, covering.pageSize)]
    : await Promise.all([
        search(Math.floor(offset / count) + 1, count),
        search(Math.floor(offset / count) + 2, count),
      ]);
  const skip = covering ? covering.skip : offset % count;
  const bookings = answers.flatMap((a) => a.bookings).slice(skip, skip + count);
  return {
    totalCount: answers[0]!.pagination.total_items,
    bookings,
    passengers: answers.flatMap((a) => a.passengers),
  };
}

/** The provider request of one part of the default order. */
function segmentRequest(search: SearchFilter, segment: BookingOrderSegment): SearchFilter {
  return {
    ...search,
    departure_date_from: segment.departureFrom ?? undefined,
    departure_date_to: segment.departureTo ?? undefined,
    sort_by: 'departure_date',
    sort_order: segment.direction === 'ASC' ? 'asc' : 'desc',
  };
}

/**
 * One page of the default order (seed 000 §2 Manage Bookings as agents work it): the upcoming part, then the past
 * part, each one ordered provider search. The first round asks each part for the rows this page would take if
 * the earlier parts were long enough (and learns every part's count); rows a later part contributes from another
 * position are read in a second round.
 */
async function defaultOrderPage(ctx: GatewayContext, query: AgentBookingsQuery): Promise<FoundPage> {
  const segments = defaultBookingOrder(ctx.today, { from: query.departureFrom, to: query.departureTo });
  const requests = segments.map((s) => segmentRequest(query.search, s));
  const first = await Promise.all(
    requests.map((request, i) =>
      readRange(ctx, request, i === 0 ? (query.page - 1) * query.pageSize : 0, query.pageSize),
    ),
  );
  const counts = first.map((f) => f.totalCount);
  const slices = pageSlices(counts, query.page, query.pageSize);
  const parts = await Promise.all(
    slices.map(async ({ segment, offset, count }) => {
      const firstOffset = segment === 0 ? (query.page - 1) * query.pageSize : 0;
      const found =
        offset === firstOffset ? first[segment]! : await readRange(ctx, requests[segment]!, offset, count);
      return { bookings: found.bookings.slice(0, count), passengers: found.passengers };
    }),
  );
  return {
    totalCount: counts.reduce((sum, n) => sum + n, 0),
    bookings: parts.flatMap((p) => p.bookings),
    passengers: parts.flatMap((p) => p.passengers),
  };
}

/**
 * One page of the signed-in agent's bookings (Manage Bookings): ordered by the column asked (one provider search
 * with its assumed `sort_by`), or in the default order (upcoming departures first, then past), filtered by the
 * provider. Rows show the lead guest by the domain's rule (the first passenger still travelling).
 */
export async function agentBookingsPage(
  ctx: GatewayContext,
  query: AgentBookingsQuery,
): Promise<{ rows: AgentBookingRow[]; totalCount: number }> {
  const found = query.sort
    ? await readRange(
        ctx,
        {
          ...query.search,
          departure_date_from: query.departureFrom ?? undefined,
          departure_date_to: query.departureTo ?? undefined,
          sort_by: SORT_BY[query.sort.field],
          sort_order: query.sort.direction === 'ASC' ? 'asc' : 'desc',
        },
        (query.page - 1) * query.pageSize,
        query.pageSize,
      )
    : await defaultOrderPage(ctx, query);
  const guests = new Map<number, SearchPassenger[]>();
  for (const p of found.passengers)
    guests.set(p.group_booking_id, [...(guests.get(p.group_booking_id) ?? []), p]);
  const rows = found.bookings.map((b) => ({
    groupBookingId: String(b.group_booking_id),
    departureDate: b.departure_date ? dateOnly(b.departure_date) : null,
    agentReference: b.your_reference ?? null,
    leadGuest:
      leadGuestName(
        (guests.get(b.group_booking_id) ?? []).map((p) => ({
          firstName: p.first_name,
          familyName: p.family_name,
          cancelled: p.status === 'CANCELLED',
        })),
      ) ??
      (b.lead_guest || null),
    bookingDate: dateOnly(b.booking_date),
    consultant: b.consultant ?? null,
    status: bookingStatus(b.status),
  }));
  return { rows, totalCount: found.totalCount };
}
