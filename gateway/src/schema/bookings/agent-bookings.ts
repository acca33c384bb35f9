import {
  defaultBookingOrder,
  leadGuestName,
  pageSlices,
  type BookingOrderSegment,
} from '@tourdesk/domain/booking-search';
import { bookingStatus } from '@tourdesk/domain/booking';
import { SEARCH_PAGE_SIZE } from '@tourdesk/domain/constants';
import { dateOnly } from '@tourdesk/domain/dates';
import { balanceDueDate } from '@tourdesk/domain/payment';
import { paymentTotals } from '@tourdesk/domain/totals';
import type { GatewayContext } from '../../context.js';
import type { AgentBookingRow, AgentBookingSort } from '../../generated/resolvers-types.js';
import type {
  ProviderBookingSearchRequest,
  ProviderBookingSearchResponse,
  ProviderBookingSummary,
} from '../../provider/types.js';
import { zeroMoney } from '@tourdesk/domain/money';
import { gqlMoney, providerMoney } from '../shared/money.js';
import { gatewayError } from '../../errors.js';

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

/** The most bookings one list read over all its pages may hold (export, balance-due filter): 20 provider pages. */
export const ALL_ROWS_MAX = 20 * SEARCH_PAGE_SIZE;

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

/** The request of the whole list in one order: a column sort, or the default order's parts read one after another. */
function orderedRequests(ctx: GatewayContext, query: AgentBookingsQuery): SearchFilter[] {
  if (query.sort) {
    return [
      {
        ...query.search,
        departure_date_from: query.departureFrom ?? undefined,
        departure_date_to: query.departureTo ?? undefined,
        sort_by: SORT_BY[query.sort.field],
        sort_order: query.sort.direction === 'ASC' ? 'asc' : 'desc',
      },
    ];
  }
  return defaultBookingOrder(ctx.today, { from: query.departureFrom, to: query.departureTo }).map((s) =>
    segmentRequest(query.search, s),
  );
}

/**
 * Every booking of the list in its order (all pages): each ordered request read in provider pages of 1000, one
 * after another. Refused (BAD_USER_INPUT) when more than {@link ALL_ROWS_MAX} bookings match, before reading them.
 */
async function allRows(ctx: GatewayContext, query: AgentBookingsQuery): Promise<FoundPage> {
  const requests = orderedRequests(ctx, query);
  const firsts = await Promise.all(
    requests.map((r) =>
      ctx.provider.searchBookings(ctx.appId, { ...r, page: 1, page_size: SEARCH_PAGE_SIZE }),
    ),
  );
  const total = firsts.reduce((n, f) => n + f.pagination.total_items, 0);
  if (total > ALL_ROWS_MAX) {
    throw gatewayError(
      'BAD_USER_INPUT',
      `More than ${ALL_ROWS_MAX} bookings match; narrow the search or the departure range.`,
    );
  }
  const bookings: ProviderBookingSummary[] = [];
  const passengers: SearchPassenger[] = [];
  for (const [i, request] of requests.entries()) {
    const first = firsts[i]!;
    const rest = await Promise.all(
      Array.from({ length: Math.max(first.pagination.total_pages - 1, 0) }, (_, n) =>
        ctx.provider.searchBookings(ctx.appId, { ...request, page: n + 2, page_size: SEARCH_PAGE_SIZE }),
      ),
    );
    for (const answer of [first, ...rest]) {
      bookings.push(...answer.bookings);
      passengers.push(...answer.passengers);
    }
  }
  return { totalCount: bookings.length, bookings, passengers };
}

/**
 * A booking's BALANCE (total − commission retained − paid, domain `paymentTotals`) and TOTAL from the search
 * answer's figures, in the booking's currency.
 */
function rowMoney(b: ProviderBookingSummary) {
  const currency = b.iso_currency_code;
  const total = providerMoney(b.total, currency);
  const { balance } = paymentTotals(total, {
    paid: providerMoney(b.paid, currency),
    paidCardFees: zeroMoney(currency),
    commissionRetained: providerMoney(b.commission_retained, currency),
    outstanding: providerMoney(b.outstanding, currency),
  });
  return { total, balance };
}

/** The rows of found bookings: the lead guest by the domain's rule (the first passenger still travelling). */
function rowsOf(found: FoundPage): AgentBookingRow[] {
  const guests = new Map<number, SearchPassenger[]>();
  for (const p of found.passengers)
    guests.set(p.group_booking_id, [...(guests.get(p.group_booking_id) ?? []), p]);
  return found.bookings.map((b) => {
    const { total, balance } = rowMoney(b);
    return {
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
      total: gqlMoney(total),
      balance: gqlMoney(balance),
      balanceDueDate: balanceDueDate(balance, b.balance_due_date, [b.hold_expires_at]),
    };
  });
}

/**
 * Every row of the signed-in agent's list for a query, all pages, in its order (the export, seed 000 §2 Manage
 * Bookings), read in provider pages of 1000.
 * @throws GraphQLError BAD_USER_INPUT over {@link ALL_ROWS_MAX} matching bookings.
 */
export async function allAgentBookings(
  ctx: GatewayContext,
  query: AgentBookingsQuery,
): Promise<AgentBookingRow[]> {
  return rowsOf(await allRows(ctx, query));
}

/**
 * One page of the signed-in agent's bookings (Manage Bookings): ordered by the column asked (one provider search
 * with its assumed `sort_by`), or in the default order (upcoming departures first, then past), filtered by the
 * provider (the balance-due filter too, by its assumed `balance_due`). Rows show the lead guest by the domain's rule (the first passenger still travelling) and the booking's money.
 */
export async function agentBookingsPage(
  ctx: GatewayContext,
  query: AgentBookingsQuery,
): Promise<{ rows: AgentBookingRow[]; totalCount: number }> {
  const found = query.sort
    ? await readRange(ctx, orderedRequests(ctx, query)[0]!, (query.page - 1) * query.pageSize, query.pageSize)
    : await defaultOrderPage(ctx, query);
  return { rows: rowsOf(found), totalCount: found.totalCount };
}
