import { reportBookingStatus } from '@tourdesk/domain/booking';
import { SEARCH_PAGE_SIZE } from '@tourdesk/domain/constants';
import { compareIsoDates, isIsoDate } from '@tourdesk/domain/dates';
import { tourIdOf } from '@tourdesk/domain/tour-search';
import type { ReportFigures } from '@tourdesk/domain/reports';
import type { GatewayContext } from '../../context.js';
import { gatewayError } from '../../errors.js';
import type { BookingReportInput } from '../../generated/resolvers-types.js';
import type { ProviderBookingSearchRequest, ProviderBookingSummary } from '../../provider/types.js';
import { providerMinor } from '../shared/money.js';

/**
 * Checks a report range: yyyy-mm-dd dates, from <= to, at most `maxDays` (REPORT_MAX_RANGE_DAYS) days apart.
 * @throws BAD_USER_INPUT naming the rule.
 */
export function checkInput(input: BookingReportInput, maxDays: number): void {
  if (!isIsoDate(input.from) || !isIsoDate(input.to) || compareIsoDates(input.from, input.to) > 0) {
    throw gatewayError('BAD_USER_INPUT', 'The report range needs from <= to, as yyyy-mm-dd dates.');
  }
  const days = (Date.parse(input.to) - Date.parse(input.from)) / 86_400_000;
  if (days > maxDays) throw gatewayError('BAD_USER_INPUT', `A report covers at most ${maxDays} days.`);
}

/** The provider search of a report: the date range, and the tour when exactly one is asked. */
export function searchRequest(input: BookingReportInput, page: number): ProviderBookingSearchRequest {
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
export function matches(b: ProviderBookingSummary, input: BookingReportInput): boolean {
  const tours = input.tourIds?.map((t) => t.toUpperCase());
  if (tours?.length && !b.tour_ids.some((t) => tours.includes(t))) return false;
  if (input.agencyCodes?.length && !input.agencyCodes.includes(b.agency_code ?? '')) return false;
  if (input.consultants?.length && !input.consultants.includes(b.consultant ?? '')) return false;
  if (input.statuses?.length && !input.statuses.includes(reportBookingStatus(b.status))) return false;
  return true;
}

/** A provider booking summary's counts and money, in minor units of its currency. */
export function reportFigures(b: ProviderBookingSummary): ReportFigures {
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
export function pageTiming(ctx: GatewayContext) {
  return { budgetMs: ctx.services.config.reportPageTimeoutMs, hedge: false };
}

/**
 * What a report read that it must say: provider statuses no known state names (each an UNKNOWN value, never
 * counted as another state) and filter values that matched no booking of the range.
 */
export class ReportWatch {
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
