import { reportBookingStatus } from '@tourdesk/domain/booking';
import { SEARCH_PAGE_SIZE } from '@tourdesk/domain/constants';
import { compareIsoDates, dateOnly, isIsoDate } from '@tourdesk/domain/dates';
import { ReportGroups, reportMoney, type ReportBooking, type ReportFigures } from '@tourdesk/domain/reports';
import { tourIdOf } from '@tourdesk/domain/tour-search';
import type { GatewayContext } from '../../context.js';
import { gatewayError } from '../../errors.js';
import type { BookingReportInput, BookingReportRow, Resolvers } from '../../generated/resolvers-types.js';
import type { ProviderBookingSearchRequest, ProviderBookingSummary } from '../../provider/types.js';
import { money, providerMinor } from '../shared/money.js';
import { requireReportCaller } from '../../session/report-token.js';
import { checkProgressId, readProgress, recordProgress } from './report-progress.js';

/**
 * Checks a report range: yyyy-mm-dd dates, from <= to, at most `maxDays` (REPORT_MAX_RANGE_DAYS) days apart.
 * @throws BAD_USER_INPUT naming the rule.
 */
function checkInput(input: BookingReportInput, maxDays: number): void {
  if (!isIsoDate(input.from) || !isIsoDate(input.to) || compareIsoDates(input.from, input.to) > 0) {
    throw gatewayError('BAD_USER_INPUT', 'The report range needs from <= to, as yyyy-mm-dd dates.');
  }
  const days = (Date.parse(input.to) - Date.parse(input.from)) / 86_400_000;
  if (days > maxDays) throw gatewayError('BAD_USER_INPUT', `A report covers at most ${maxDays} days.`);
}

/** The provider search of a report: the date range, and the tour when exactly one is asked. */
function searchRequest(input: BookingReportInput, page: number): ProviderBookingSearchRequest {
  const byBooking = input.dateField === 'BOOKING_DATE';
  return {
    page,
    page_size: SEARCH_PAGE_SIZE,
    ...(byBooking
      ? { booking_date_from: input.from, booking_date_to: input.to }
      : { departure_date_from: input.from, departure_date_to: input.to }),
    ...(input.tourIds?.length === 1 ? { tour_id: input.tourIds[0]!.toUpperCase() } : {}),
  };
}

/** The gateway-side filters (tours, agencies, consultants, OCTO statuses) of a report. */
function matches(b: ProviderBookingSummary, input: BookingReportInput): boolean {
  const tours = input.tourIds?.map((t) => t.toUpperCase());
  if (tours?.length && !b.tour_ids.some((t) => tours.includes(t))) return false;
  if (input.agencyCodes?.length && !input.agencyCodes.includes(b.agency_code ?? '')) return false;
  if (input.consultants?.length && !input.consultants.includes(b.consultant ?? '')) return false;
  if (input.statuses?.length && !input.statuses.includes(reportBookingStatus(b.status))) return false;
  return true;
}

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

/** A provider booking summary's counts and money, in minor units of its currency. */
function reportFigures(b: ProviderBookingSummary): ReportFigures {
  const currency = b.iso_currency_code;
  return {
    currency,
    passengers: b.passenger_count,
    gross: providerMinor(b.total, currency),
    commission: providerMinor(b.commission, currency),
    paid: providerMinor(b.paid, currency),
    outstanding: providerMinor(b.outstanding, currency),
  };
}

/**
 * The timing of one report page (1000 bookings): REPORT_PAGE_TIMEOUT_MS for the page, every attempt included,
 * because a page takes the provider far longer than the calls PROVIDER_TIMEOUT_MS is sized for; never hedged (a
 * duplicate page would double the provider's heaviest work).
 */
function pageTiming(ctx: GatewayContext) {
  return { budgetMs: ctx.services.config.reportPageTimeoutMs, hedge: false };
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
 * What a report read that it must say: provider statuses no known state names (each an UNKNOWN value, never
 * counted as another state) and filter values that matched no booking of the range.
 */
class ReportWatch {
  readonly #unknownStatuses = new Map<string, number>();
  readonly #toursSeen = new Set<string>();
  readonly #agenciesSeen = new Set<string>();

  /** Notes one booking of the provider's answer (before the filters). */
  see(b: ProviderBookingSummary): void {
    if (reportBookingStatus(b.status) === 'UNKNOWN') {
      this.#unknownStatuses.set(b.status, (this.#unknownStatuses.get(b.status) ?? 0) + 1);
    }
    b.tour_ids.forEach((t) => this.#toursSeen.add(t.toUpperCase()));
    if (b.agency_code) this.#agenciesSeen.add(b.agency_code);
  }

  /**
   * Logs and adds to the answer's warnings (extensions.warnings) what was seen: unknown provider statuses, and
   * with `filters`, tours or agencies of the input that are not in the catalogue or matched no booking read
   * (only when every booking of the range was read).
   */
  async report(
    ctx: GatewayContext,
    input: BookingReportInput,
    query: string,
    filters: boolean,
  ): Promise<void> {
    if (this.#unknownStatuses.size > 0) {
      const values = [...this.#unknownStatuses.keys()].sort();
      const bookings = [...this.#unknownStatuses.values()].reduce((a, b) => a + b, 0);
      const message =
        `${bookings} booking(s) have a provider status no known state names (${values.join(', ')}): ` +
        'reported as UNKNOWN with the provider text beside it.';
      ctx.services.logger.warn(
        { requestId: ctx.requestId, query, field: 'status', values, bookings },
        'report: unknown provider status',
      );
      ctx.warnings.push({ code: 'UNKNOWN_PROVIDER_VALUE', message, field: 'status', values, bookings });
    }
    if (!filters) return;
    const unknownTours: string[] = [];
    for (const tour of input.tourIds ?? []) {
      const id = tourIdOf(tour);
      if (id !== null && this.#toursSeen.has(id)) continue;
      if (id === null || !(await ctx.data.products.load(id)))
        unknownTours.push(`${tour} (not in the catalogue)`);
      else unknownTours.push(`${tour} (no booking in the range)`);
    }
    const unknownAgencies = (input.agencyCodes ?? []).filter((a) => !this.#agenciesSeen.has(a));
    for (const [field, values] of [
      ['tourIds', unknownTours],
      ['agencyCodes', unknownAgencies],
    ] as const) {
      if (values.length === 0) continue;
      const message = `The ${field === 'tourIds' ? 'tour' : 'agency'} filter matches nothing known: ${values.join(', ')}.`;
      ctx.services.logger.warn(
        { requestId: ctx.requestId, query, field, values },
        'report: filter matches nothing',
      );
      ctx.warnings.push({ code: 'FILTER_MATCHES_NOTHING', message, field, values: [...values] });
    }
  }
}

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
 * Booking reports for internal scripts (report bearer tokens only): grouped sums per currency over the
 * provider's booking search (its progress readable while it runs), and a cursor-paginated export of the bookings.
 */
export const reportResolvers: Resolvers = {
  Query: {
    bookingReport: async (_parent, { input }, ctx) => {
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
    },

    bookingReportProgress: async (_parent, { progressId }, ctx) => {
      requireReportCaller(ctx);
      checkProgressId(progressId, ['progressId']);
      return readProgress(ctx, progressId);
    },

    bookingReportRows: async (_parent, { input, first, after }, ctx) => {
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
    },
  },
};
