import type { CancellationPolicyResolvers } from '../../../generated/resolvers-types.js';
import { scheduleOf } from '../../shared/cancellation.js';

/**
 * A tour's cancellation policy (its provider terms, seed 000 §4 Booking cancellation): the schedule of one departure
 * as of the request's today (Europe/London), domain `cancellationFeeSchedule` with its text.
 */
export const CancellationPolicy: CancellationPolicyResolvers = {
  schedule: (terms, { departureDate }, ctx) => scheduleOf(terms, departureDate, ctx.today),
};
