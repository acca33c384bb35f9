import { reportBookingStatus } from '@tourdesk/domain/booking';
import { SEARCH_PAGE_SIZE } from '@tourdesk/domain/constants';
import { dateOnly } from '@tourdesk/domain/dates';
import { reportMoney } from '@tourdesk/domain/reports';
import { gatewayError } from '../../../../errors.js';
import type {
  BookingReportInput,
  BookingReportRow,
  QueryResolvers,
} from '../../../../generated/resolvers-types.js';
import type { ProviderBookingSummary } from '../../../../provider/types.js';
import { money } from '../../../shared/money.js';
import { requireReportCaller } from '../../../../session/report-token.js';
import {
  checkInput,
  searchRequest,
  matches,
  reportFigures,
  pageTiming,
  ReportWatch,
} from '../../report-scan.js';

/** Opaque cursor of the row export: provider page and position in it, bound to the report's input. */
interface Cursor {
  page: number;
  index: number;
  input: string;
}

function inputFingerprint(input: BookingReportInput): string {
  const { groupBy: _groupBy, progressId: _progressId, ...rest } = input;
  return JSON.stringify(rest);
}

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeCursor(after: string | null | undefined, input: BookingReportInput): Cursor {
  if (!after) return { page: 1, index: 0, input: inputFingerprint(input) };
  try {
    const cursor = JSON.parse(Buffer.from(after, 'base64url').toString('utf8')) as Cursor;
    if (cursor.input === inputFingerprint(input) && cursor.page >= 1 && cursor.index >= 0) return cursor;
  } catch {
    // fall through
  }
  throw gatewayError('BAD_USER_INPUT', 'The cursor does not belong to this report.');
}

/**
 * `Query.bookingReportRows` (report bearer tokens only): the next `first` (1-SEARCH_PAGE_SIZE, 500 when absent)
 * bookings the filters keep, read from the cursor's provider page and position on, with their tour names and
 * money; the cursor is bound to the report's input.
 * @throws GraphQLError BAD_USER_INPUT for a range the checks refuse or a cursor of another report.
 */
export const bookingReportRows: NonNullable<QueryResolvers['bookingReportRows']> = async (
  _parent,
  { input, first, after },
  ctx,
) => {
  requireReportCaller(ctx);
  checkInput(input, ctx.services.config.reportMaxRangeDays);
  const size = Math.min(Math.max(first ?? 500, 1), SEARCH_PAGE_SIZE);
  const cursor = decodeCursor(after, input);
  const appId = ctx.services.config.providerReportAppId;
  const { provider } = ctx;
  const picked: ProviderBookingSummary[] = [];
  const watch = new ReportWatch();
  let { page, index } = cursor;
  let hasNextPage = false;
  for (;;) {
    const answer = await provider.searchBookings(appId, searchRequest(input, page), pageTiming(ctx));
    while (index < answer.bookings.length && picked.length < size) {
      const b = answer.bookings[index++]!;
      watch.see(b);
      if (matches(b, input)) picked.push(b);
    }
    if (picked.length === size) {
      hasNextPage = index < answer.bookings.length || page < answer.pagination.total_pages;
      break;
    }
    if (page >= answer.pagination.total_pages) break;
    page += 1;
    index = 0;
  }
  // A first page with no row read the whole range: only then can it say a filter matched nothing.
  await watch.report(ctx, input, 'bookingReportRows', !after && picked.length === 0);
  const names = await Promise.all(
    picked.map(async (b) => {
      const tourId = b.tour_ids[0] ?? '';
      return tourId ? ((await ctx.data.products.load(tourId))?.name ?? tourId) : '';
    }),
  );
  const rows: BookingReportRow[] = picked.map((b, i) => {
    const currency = b.iso_currency_code;
    const sums = reportMoney(reportFigures(b));
    return {
      groupBookingId: String(b.group_booking_id),
      bookingDate: dateOnly(b.booking_date),
      departureDate: dateOnly(b.departure_date),
      tourId: b.tour_ids[0] ?? '',
      tourIds: b.tour_ids,
      tourName: names[i] ?? '',
      agencyCode: b.agency_code ?? null,
      consultant: b.consultant ?? null,
      status: reportBookingStatus(b.status),
      providerStatus: b.status,
      currency,
      passengers: b.passenger_count,
      gross: money(sums.gross, currency),
      nett: money(sums.nett, currency),
      commission: money(sums.commission, currency),
      paid: money(sums.paid, currency),
      outstanding: money(sums.outstanding, currency),
    };
  });
  return {
    rows,
    hasNextPage,
    endCursor: hasNextPage ? encodeCursor({ page, index, input: inputFingerprint(input) }) : null,
  };
};
