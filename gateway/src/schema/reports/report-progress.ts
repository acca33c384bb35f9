import { storeKeys } from '../../cache/keys.js';
import type { GatewayContext } from '../../context.js';
import { badUserInput } from '../../errors.js';
import type { BookingReportProgress } from '../../generated/resolvers-types.js';

/** How long a report's progress is kept after its last page, in milliseconds. */
const PROGRESS_TTL_MS = 10 * 60_000;

/** A progress id: 16-64 of A-Z, a-z, 0-9, -, _ (a UUID fits). */
const PROGRESS_ID = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * Checks a caller's progress id.
 * @throws BAD_USER_INPUT at `field` for an id that is not 16-64 of A-Z, a-z, 0-9, -, _.
 */
export function checkProgressId(progressId: string, field: readonly string[]): void {
  if (!PROGRESS_ID.test(progressId)) {
    throw badUserInput(field, 'A progress id is 16-64 of A-Z, a-z, 0-9, - and _.');
  }
}

/**
 * Records how far a booking report has read, in the shared store (so any gateway instance answers
 * bookingReportProgress), kept {@link PROGRESS_TTL_MS} after the last write. A store failure is logged and
 * the report goes on: progress is a courtesy, never a reason to fail the report.
 */
export async function recordProgress(
  ctx: GatewayContext,
  progressId: string,
  progress: BookingReportProgress,
): Promise<void> {
  try {
    await ctx.services.store.set(
      storeKeys.reportProgress(progressId),
      JSON.stringify(progress),
      PROGRESS_TTL_MS,
    );
  } catch (error) {
    ctx.services.logger.warn(
      { err: { message: (error as Error).message }, requestId: ctx.requestId },
      'report progress could not be recorded',
    );
  }
}

/** The recorded progress of a report, or null when none is kept for the id. */
export async function readProgress(
  ctx: GatewayContext,
  progressId: string,
): Promise<BookingReportProgress | null> {
  const text = await ctx.services.store.get(storeKeys.reportProgress(progressId));
  return text === undefined ? null : (JSON.parse(text) as BookingReportProgress);
}
