import { stringify } from 'csv-stringify/sync';
import { bookingStatusText } from '@tourdesk/domain/booking';
import { toDecimalString } from '@tourdesk/domain/money';
import type { AgentBookingRow, AgentBookingsCsv } from '../../generated/resolvers-types.js';

/** The export's columns: the Manage Bookings columns, then the money columns with their currency. */
const HEADER = [
  'Booking ID',
  'Departure Date',
  'Agent Reference',
  'Lead Guest',
  'Booking Date',
  'Consultant',
  'Status',
  'Currency',
  'Total',
  'Balance',
  'Due Date',
];

/**
 * The Manage Bookings export (seed 000 §2 Manage Bookings columns): a header row, then one row per booking in the
 * list's order, money as decimals of the booking's currency from the rows' Money (minor units, domain
 * `toDecimalString`), dates yyyy-mm-dd. Written by csv-stringify (RFC 4180 quoting, CRLF) with its formula guard
 * on: a text cell starting with = + - @ tab or CR (or their full-width forms) gets a leading apostrophe, so a
 * spreadsheet shows it as text instead of running it.
 * @param today the provider's day (yyyy-mm-dd, Europe/London), for the file name.
 */
export function agentBookingsCsv(rows: readonly AgentBookingRow[], today: string): AgentBookingsCsv {
  const records = rows.map((r) => [
    r.groupBookingId,
    r.departureDate ?? '',
    r.agentReference ?? '',
    r.leadGuest ?? '',
    r.bookingDate,
    r.consultant ?? '',
    bookingStatusText(r.status),
    r.total.currency,
    toDecimalString(r.total),
    toDecimalString(r.balance),
    r.balanceDueDate ?? '',
  ]);
  const csv = stringify([HEADER, ...records], { record_delimiter: 'windows', escape_formulas: true });
  return { fileName: `bookings-${today}.csv`, csv, rowCount: rows.length };
}
