import type { Writable } from 'node:stream';
import type { ReportOptions } from './args.js';
import { toDecimalString } from '@tourdesk/domain/money';
import { csvLine, MONEY_COLUMNS } from './format.js';
import { execute } from './gateway-client.js';
import {
  BookingReportDocument,
  BookingReportRowsDocument,
  type BookingReportRowsQuery,
  type BookingReportInput,
} from './generated/graphql.js';

/** Rows fetched per page of the row export. */
const ROW_PAGE_SIZE = 1000;

function reportInput(options: ReportOptions): BookingReportInput {
  return {
    from: options.from,
    to: options.to,
    dateField: options.dateField,
    groupBy: options.groupBy,
    tourIds: options.tourIds,
    agencyCodes: options.agencyCodes,
    statuses: options.statuses,
  };
}

function write(out: Writable, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (out.write(text)) resolve();
    else out.once('drain', resolve).once('error', reject);
  });
}

/**
 * Grouped report: one line per group (the grouped dimensions, currency, counts, and sums as decimals in that
 * currency). CSV has a header row; JSON is `{ from, to, dateField, groupBy, bookingsScanned, groups }`.
 * @throws GatewayError when the gateway refuses or fails.
 */
export async function writeGroupedReport(
  options: ReportOptions,
  out: Writable,
  progress: (line: string) => void,
): Promise<void> {
  const started = Date.now();
  progress(
    `Requesting report ${options.from}..${options.to} grouped by ${options.groupBy.join(', ').toLowerCase()}…`,
  );
  const { bookingReport } = await execute(
    options.gatewayUrl,
    options.token,
    BookingReportDocument,
    { input: reportInput(options) },
    options.timeoutMs,
  );
  const groups = bookingReport.groups.map((group) => ({
    ...Object.fromEntries(group.key.map((k) => [k.dimension.toLowerCase(), k.value])),
    currency: group.currency,
    bookings: group.bookings,
    passengers: group.passengers,
    ...Object.fromEntries(MONEY_COLUMNS.map((c) => [c, toDecimalString(group[c])])),
  }));
  if (options.format === 'json') {
    const { from, to, dateField, groupBy } = options;
    const document = { from, to, dateField, groupBy, bookingsScanned: bookingReport.bookingsScanned, groups };
    await write(out, `${JSON.stringify(document, null, 2)}\n`);
  } else {
    const columns = [
      ...options.groupBy.map((d) => d.toLowerCase()),
      'currency',
      'bookings',
      'passengers',
      ...MONEY_COLUMNS,
    ];
    await write(out, csvLine(columns));
    for (const group of groups) {
      await write(out, csvLine(columns.map((c) => (group as Record<string, string | number>)[c])));
    }
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  progress(`Done: ${groups.length} groups from ${bookingReport.bookingsScanned} bookings in ${seconds}s.`);
}

/**
 * Row export: one line per booking (its main tour), paged through the gateway by cursor and streamed to `out`
 * (CSV with a header, or JSON Lines), so memory stays bounded whatever the range.
 * @throws GatewayError when the gateway refuses or fails.
 */
export async function writeRowExport(
  options: ReportOptions,
  out: Writable,
  progress: (line: string) => void,
): Promise<void> {
  const columns = [
    'groupBookingId',
    'bookingDate',
    'departureDate',
    'tourId',
    'tourName',
    'agencyCode',
    'consultant',
    'status',
    'currency',
    'passengers',
    ...MONEY_COLUMNS,
  ] as const;
  if (options.format === 'csv') await write(out, csvLine([...columns]));
  let after: string | null = null;
  let count = 0;
  do {
    const page: BookingReportRowsQuery = await execute(
      options.gatewayUrl,
      options.token,
      BookingReportRowsDocument,
      {
        input: reportInput(options),
        first: ROW_PAGE_SIZE,
        after,
      },
      options.timeoutMs,
    );
    for (const row of page.bookingReportRows.rows) {
      const { gross, nett, commission, paid, outstanding, ...plain } = row;
      const money = { gross, nett, commission, paid, outstanding };
      const flat: Record<string, string | number | null> = {
        ...plain,
        ...Object.fromEntries(MONEY_COLUMNS.map((c) => [c, toDecimalString(money[c])])),
      };
      await write(
        out,
        options.format === 'csv' ? csvLine(columns.map((c) => flat[c])) : `${JSON.stringify(flat)}\n`,
      );
    }
    count += page.bookingReportRows.rows.length;
    progress(`${count} rows…`);
    after = page.bookingReportRows.hasNextPage ? page.bookingReportRows.endCursor : null;
  } while (after);
  progress(`Done: ${count} rows.`);
}
