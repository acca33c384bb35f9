import { requireReportCaller } from '../../../../session/report-token.js';
import { checkProgressId, readProgress } from '../../report-progress.js';
import type { QueryResolvers } from '../../../../generated/resolvers-types.js';

/**
 * `Query.bookingReportProgress` (report bearer tokens only): the pages and bookings a running report has read so
 * far, as report-progress.ts recorded them; null for an unknown id.
 * @throws GraphQLError BAD_USER_INPUT for a malformed progress id.
 */
export const bookingReportProgress: NonNullable<QueryResolvers['bookingReportProgress']> = async (
  _parent,
  { progressId },
  ctx,
) => {
  requireReportCaller(ctx);
  checkProgressId(progressId, ['progressId']);
  return readProgress(ctx, progressId);
};
