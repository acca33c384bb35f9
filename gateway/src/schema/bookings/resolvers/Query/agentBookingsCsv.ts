import { SEARCH_PAGE_SIZE } from '@tourdesk/domain/constants';
import { allAgentBookings } from '../../agent-bookings.js';
import { agentBookingsCsv as bookingsCsv } from '../../bookings-csv.js';
import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { readAgentList } from '../../agent-booking-search.js';

/**
 * `Query.agentBookingsCsv` (seed 000 §2 Manage Bookings export): every row `agentBookings` lists for the filter and
 * order, all pages read, as the CSV document of bookings-csv.ts.
 */
export const agentBookingsCsv: NonNullable<QueryResolvers['agentBookingsCsv']> = async (
  _parent,
  { filter, sort },
  ctx,
) => {
  const found = await readAgentList(ctx, filter ?? null, sort ?? null, async (query) => {
    const rows = await allAgentBookings(ctx, { ...query, page: 1, pageSize: SEARCH_PAGE_SIZE });
    return { rows, totalCount: rows.length };
  });
  return bookingsCsv(found.rows, ctx.today);
};
