import { reportBookingStatus } from '@tourdesk/domain/booking';
import { dateOnly } from '@tourdesk/domain/dates';
import { ReportGroups, type ReportBooking } from '@tourdesk/domain/reports';
import type { GatewayContext } from '../../../../context.js';
import type { BookingReportInput, QueryResolvers } from '../../../../generated/resolvers-types.js';
import type { ProviderBookingSummary } from '../../../../provider/types.js';
import { money } from '../../../shared/money.js';
import { requireReportCaller } from '../../../../session/report-token.js';
import { checkProgressId, recordProgress } from '../../report-progress.js';
import {
  checkInput,
  matches,
  reportFigures,
  ReportWatch,
  searchRequest,
  pageTiming,
} from '../../report-scan.js';

/** A provider booking summary as the domain's report reads it (dates yyyy-mm-dd, OCTO status). */
function reportBooking(b: ProviderBookingSummary): ReportBooking {
  return {
    tourIds: b.tour_ids,
    agencyCode: b.agency_code ?? null,
    consultant: b.consultant ?? null,
    bookingDate: dateOnly(b.booking_date),
    departureDate: dateOnly(b.departure_date),
    status: reportBookingStatus(b.status),
    providerStatus: b.status,
  };
}

/**
 * Reads every provider page of the range (page size 1000, REPORT_PAGE_CONCURRENCY pages in flight: with the
 * default 2 the next page loads while one is summed; more only queue behind each other at a single-threaded
 * provider and come close to the page timeout) and hands each booking to `visit`; pages are dropped once
 * visited, so memory is bounded by the pages in flight, not the range. With the input's progressId, the pages and
 * bookings read so far are recorded after each page for bookingReportProgress (report-progress.ts).
 * @returns the number of bookings read.
 */
async function scanBookings(
  ctx: GatewayContext,
  input: BookingReportInput,
  visit: (b: ProviderBookingSummary) => void,
): Promise<number> {
  const appId = ctx.services.config.providerReportAppId;
  const { provider } = ctx;
  const progressId = input.progressId ?? undefined;
  let pagesRead = 0;
  let totalPages: number | null = null;
  let scanned = 0;
  // Progress writes are chained so the last one written is the latest.
  let progressWrites = Promise.resolve();
  const progress = (done: boolean) => {
    if (progressId === undefined) return;
    const state = { pagesRead, totalPages, bookingsScanned: scanned, done };
    progressWrites = progressWrites.then(() => recordProgress(ctx, progressId, state));
  };
  progress(false);
  const first = await provider.searchBookings(appId, searchRequest(input, 1), pageTiming(ctx));
  totalPages = first.pagination.total_pages;
  pagesRead = 1;
  scanned = first.bookings.length;
  first.bookings.forEach((b) => visit(b));
  progress(false);
  let next = 2;
  const worker = async () => {
    while (next <= first.pagination.total_pages) {
      const page = next++;
      const answer = await provider.searchBookings(appId, searchRequest(input, page), pageTiming(ctx));
      pagesRead += 1;
      scanned += answer.bookings.length;
      answer.bookings.forEach((b) => visit(b));
      progress(false);
    }
  };
  await Promise.all(Array.from({ length: ctx.services.config.reportPageConcurrency }, worker));
  progress(true);
  await progressWrites;
  return scanned;
}

/**
 * `Query.bookingReport` (report bearer tokens only): every booking of the range read page by page, those the
 * filters keep grouped and summed per currency (domain `ReportGroups`), with unknown provider statuses and filters
 * matching nothing warned (report-scan.ts `ReportWatch`).
 * @throws GraphQLError BAD_USER_INPUT for a range or progress id the checks refuse.
 */
export const bookingReport: NonNullable<QueryResolvers['bookingReport']> = async (
  _parent,
  { input },
  ctx,
) => {
  requireReportCaller(ctx);
  checkInput(input, ctx.services.config.reportMaxRangeDays);
  if (input.progressId) checkProgressId(input.progressId, ['input', 'progressId']);
  const report = new ReportGroups(input.groupBy, input.dateField ?? 'DEPARTURE_DATE');
  const watch = new ReportWatch();
  const scanned = await scanBookings(ctx, input, (b) => {
    watch.see(b);
    if (matches(b, input)) report.add(reportBooking(b), reportFigures(b));
  });
  await watch.report(ctx, input, 'bookingReport', true);
  return {
    bookingsScanned: scanned,
    groups: report.groups().map((g) => ({
      key: input.groupBy.map((dimension, i) => ({
        dimension,
        value: g.values[i] ?? '',
        providerStatus: dimension === 'STATUS' ? g.providerStatus : null,
      })),
      currency: g.currency,
      bookings: g.bookings,
      passengers: g.passengers,
      gross: money(g.gross, g.currency),
      nett: money(g.nett, g.currency),
      commission: money(g.commission, g.currency),
      paid: money(g.paid, g.currency),
      outstanding: money(g.outstanding, g.currency),
    })),
  };
};
