import { dateOnly } from '@tourdesk/domain/dates';
import type { QuotedTripResolvers } from '../../../generated/resolvers-types.js';
import { addOnGroupsOf } from '../add-on-groups.js';

/**
 * The field availability adds to `QuotedTrip` (its slice extends the type): the add-on groups offered with a main
 * trip for its date and party (seed 001 §5 Add-ons); none for an add-on trip.
 */
export const QuotedTrip: Pick<QuotedTripResolvers, 'addOnGroups'> = {
  addOnGroups: ({ trip }, _args, ctx) =>
    trip.is_add_on
      ? []
      : addOnGroupsOf(ctx, trip.tour_id, dateOnly(trip.departure_date), trip.passengers.length),
};
