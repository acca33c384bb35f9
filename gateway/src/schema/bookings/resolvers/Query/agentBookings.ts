import { SEARCH_PAGE_SIZE } from '@tourdesk/domain/constants';
import { agentBookingsPage } from '../../agent-bookings.js';
import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { readAgentList } from '../../agent-booking-search.js';

/**
 * `Query.agentBookings` (seed 000 §2 Manage Bookings): one page of the signed-in agent's bookings for the filter
 * and order (agent-booking-search.ts), the page size clamped to 1-SEARCH_PAGE_SIZE (50 when absent) and the page to
 * 1 or more.
 */
export const agentBookings: NonNullable<QueryResolvers['agentBookings']> = async (
  _parent,
  { filter, sort, page, pageSize },
  ctx,
) => {
  const size = Math.min(Math.max(pageSize ?? 50, 1), SEARCH_PAGE_SIZE);
  const pageNumber = Math.max(page ?? 1, 1);
  const found = await readAgentList(ctx, filter ?? null, sort ?? null, (query) =>
    agentBookingsPage(ctx, { ...query, page: pageNumber, pageSize: size }),
  );
  return { rows: found.rows, page: pageNumber, pageSize: size, totalCount: found.totalCount };
};
