/**
 * Booking reports for internal scripts, as report-cli/README.md defines them ('Output'): bookings grouped by the
 * chosen dimensions (tour, agency, consultant, month, status) and by currency, each group with its number of
 * bookings and passengers and the money columns gross, nett, commission, paid and outstanding, where
 * nett = gross − commission. A group never mixes currencies. The bookings come from the provider's booking search
 * read in pages of 1000 (seed 000 §9 'Search page size: 1000').
 *
 * Amounts are integer minor units of the booking's ISO 4217 currency, converted from the provider's decimals once
 * by the caller; nothing here rounds.
 */
import type { ReportBookingStatus } from './booking.js';
import type { IsoDate } from './dates.js';

/** A grouping dimension of a booking report (report-cli/README.md `--group-by`). */
export type ReportDimension = 'TOUR' | 'AGENCY' | 'CONSULTANT' | 'MONTH' | 'STATUS';

/** Which of a booking's dates a report's range and MONTH dimension read (report-cli/README.md `--date-field`). */
export type ReportDateField = 'DEPARTURE_DATE' | 'BOOKING_DATE';

/** Agency value of a consumer booking (no agency code). */
export const REPORT_NO_AGENCY = '(consumer)';

/** Consultant value of a booking made without a consultant. */
export const REPORT_NO_CONSULTANT = '(none)';

/** One booking of the provider's booking search, as a report reads it. */
export interface ReportBooking {
  /** Tour ids of the booking, its main tour first. */
  tourIds: readonly string[];
  /** Agency code, null for a consumer booking. */
  agencyCode: string | null;
  /** Consultant name, null when none. */
  consultant: string | null;
  /** Date the booking was made, yyyy-mm-dd (Europe/London). */
  bookingDate: IsoDate;
  /** Departure date, yyyy-mm-dd (Europe/London). */
  departureDate: IsoDate;
  /** OCTO status of the booking, UNKNOWN for a provider value no keyword names (reportBookingStatus). */
  status: ReportBookingStatus;
  /** The provider's status text as sent. */
  providerStatus: string;
}

/** The money of one booking, integer minor units of `currency`. */
export interface ReportFigures {
  /** ISO 4217 code of every amount. */
  currency: string;
  /** Trip passengers of the booking. */
  passengers: number;
  /** Gross price (the provider's total). */
  gross: number;
  /** Agency commission (0 for a consumer booking). */
  commission: number;
  /** Paid so far. */
  paid: number;
  /** Still outstanding. */
  outstanding: number;
}

/** The money columns of a report line, integer minor units of its currency. */
export interface ReportMoney {
  gross: number;
  /** gross − commission. */
  nett: number;
  commission: number;
  paid: number;
  outstanding: number;
}

/**
 * The money columns of a booking or group (report-cli/README.md 'Output': gross, nett, commission, paid,
 * outstanding): the figures as given and nett = gross − commission, in the same minor units.
 */
export function reportMoney(figures: Omit<ReportFigures, 'currency' | 'passengers'>): ReportMoney {
  return {
    gross: figures.gross,
    nett: figures.gross - figures.commission,
    commission: figures.commission,
    paid: figures.paid,
    outstanding: figures.outstanding,
  };
}

/**
 * A booking's value for one grouping dimension (report-cli/README.md `--group-by`): TOUR its main (first) tour id
 * ('' when none); AGENCY its agency code or '(consumer)'; CONSULTANT its consultant or '(none)'; MONTH the yyyy-mm
 * of the date the report ranges over; STATUS its OCTO status (UNKNOWN for a value no keyword names).
 */
export function reportDimensionValue(
  booking: ReportBooking,
  dimension: ReportDimension,
  dateField: ReportDateField,
): string {
  switch (dimension) {
    case 'TOUR':
      return booking.tourIds[0] ?? '';
    case 'AGENCY':
      return booking.agencyCode ?? REPORT_NO_AGENCY;
    case 'CONSULTANT':
      return booking.consultant ?? REPORT_NO_CONSULTANT;
    case 'MONTH':
      return (dateField === 'BOOKING_DATE' ? booking.bookingDate : booking.departureDate).slice(0, 7);
    case 'STATUS':
      return booking.status;
  }
}

/** One line of a grouped report: its dimension values, currency, counts and money (minor units of `currency`). */
export interface ReportGroup extends ReportMoney {
  /** One value per grouping dimension, in the order the report groups by. */
  values: string[];
  /**
   * The provider's status text of a group whose STATUS value is UNKNOWN (such groups are split per text, so no
   * two unknown values are summed together); null otherwise.
   */
  providerStatus: string | null;
  /** ISO 4217 code of the group's money. */
  currency: string;
  bookings: number;
  passengers: number;
}

/** Sums of a group while bookings are added. */
interface GroupSums {
  values: string[];
  providerStatus: string | null;
  currency: string;
  bookings: number;
  passengers: number;
  gross: number;
  commission: number;
  paid: number;
  outstanding: number;
}

/** Sort key of a group: its values, then its currency. */
function groupOrder(values: readonly string[], providerStatus: string | null, currency: string): string {
  return [...values, providerStatus ?? '', currency].join('\u0000');
}

/**
 * A grouped booking report being summed (report-cli/README.md 'Output'): bookings are added one at a time (a
 * report over 100,000 bookings is read page by page and never held whole), each into the group of its dimension
 * values and currency; `groups()` gives the lines.
 */
export class ReportGroups {
  readonly #dimensions: readonly ReportDimension[];
  readonly #dateField: ReportDateField;
  readonly #groups = new Map<string, GroupSums>();

  /**
   * @param dimensions The grouping dimensions, in column order (none: one group per currency).
   * @param dateField The date the MONTH dimension reads.
   */
  constructor(dimensions: readonly ReportDimension[], dateField: ReportDateField) {
    this.#dimensions = dimensions;
    this.#dateField = dateField;
  }

  /** Adds a booking's counts and money to the group of its dimension values and currency. */
  add(booking: ReportBooking, figures: ReportFigures): void {
    const values = this.#dimensions.map((d) => reportDimensionValue(booking, d, this.#dateField));
    const providerStatus =
      this.#dimensions.includes('STATUS') && booking.status === 'UNKNOWN' ? booking.providerStatus : null;
    const id = groupOrder(values, providerStatus, figures.currency);
    let group = this.#groups.get(id);
    if (!group) {
      group = {
        values,
        providerStatus,
        currency: figures.currency,
        bookings: 0,
        passengers: 0,
        gross: 0,
        commission: 0,
        paid: 0,
        outstanding: 0,
      };
      this.#groups.set(id, group);
    }
    group.bookings += 1;
    group.passengers += figures.passengers;
    group.gross += figures.gross;
    group.commission += figures.commission;
    group.paid += figures.paid;
    group.outstanding += figures.outstanding;
  }

  /**
   * The report's lines, sorted by dimension values then currency (code-unit order), each with its money columns
   * (nett = gross − commission).
   */
  groups(): ReportGroup[] {
    return [...this.#groups.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([, g]) => ({
        values: g.values,
        providerStatus: g.providerStatus,
        currency: g.currency,
        bookings: g.bookings,
        passengers: g.passengers,
        ...reportMoney(g),
      }));
  }
}
