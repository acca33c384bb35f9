import {
  departingWithinError,
  departureWindow,
  isSearchableBookingStatus,
} from '@tourdesk/domain/booking-search';
import { searchBookingsByText, type BookingSearchKey } from '@tourdesk/domain/booking-search-text';
import { badUserInput } from '../../errors.js';
import type { AgentBookingFilter, AgentBookingSort } from '../../generated/resolvers-types.js';
import type { ProviderBookingSearchRequest } from '../../provider/types.js';
import { agentAccessToken } from '../../session/agent-token.js';
import type { AgentBookingsQuery } from './agent-bookings.js';
import type { GatewayContext } from '../../context.js';

/**
 * Reads the signed-in agent's list for a filter and order (seed 000 §2 Manage Bookings search): the text's
 * searches are domain `searchBookingsByText`'s (booking id, agent reference, then lead guest); the departure range
 * is the filter's, narrowed by 'departing within N days' (domain `departureWindow`); 'balance due' is the
 * provider's (assumed) `balance_due`; a status the provider cannot search for matches nothing. `read` reads one page or every row of the resulting query.
 * @throws GraphQLError BAD_USER_INPUT naming filter.departingWithinDays when domain `departingWithinError` refuses it.
 */
export async function readAgentList<R extends { totalCount: number }>(
  ctx: GatewayContext,
  filter: AgentBookingFilter | null,
  sort: AgentBookingSort | null,
  read: (query: Omit<AgentBookingsQuery, 'page' | 'pageSize'>) => Promise<R>,
): Promise<R | { rows: never[]; totalCount: 0 }> {
  const status = filter?.status;
  if (status && !isSearchableBookingStatus(status)) return { rows: [], totalCount: 0 };
  const within = filter?.departingWithinDays ?? null;
  const refused = departingWithinError(within);
  if (refused) throw badUserInput(['filter', 'departingWithinDays'], refused);
  const range = departureWindow(ctx.today, within, {
    from: filter?.departureFrom ?? null,
    to: filter?.departureTo ?? null,
  });
  const token = await agentAccessToken(ctx);
  const run = (
    text: Pick<ProviderBookingSearchRequest, 'group_booking_id' | 'your_reference' | 'lead_guest'>,
  ) =>
    read({
      search: {
        token,
        status: status ?? undefined,
        ...(filter?.balanceDue ? { balance_due: true } : {}),
        ...text,
      },
      departureFrom: range.from,
      departureTo: range.to,
      sort,
    });
  return searchBookingsByText(filter?.text, (key) => run(key ? providerSearchText(key) : {}));
}

/** A search of the domain's Manage Bookings text rule as the provider's booking search field. */
function providerSearchText(
  key: BookingSearchKey,
): Pick<ProviderBookingSearchRequest, 'group_booking_id' | 'your_reference' | 'lead_guest'> {
  if (key.kind === 'bookingId') return { group_booking_id: key.value };
  return key.kind === 'agentReference' ? { your_reference: key.value } : { lead_guest: key.value };
}
