import { randomUUID } from 'node:crypto';
import type { Writable } from 'node:stream';
import type { ReportOptions } from './args.js';
import { toDecimalString } from '@tourdesk/domain/money';
import { csvLine, MONEY_COLUMNS } from './format.js';
import { execute, type GatewayWarning } from './gateway-client.js';
import {
  BookingReportDocument,
  BookingReportProgressDocument,
  BookingReportRowsDocument,
  type BookingReportRowsQuery,
  type BookingReportInput,
} from './generated/graphql.js';
import { Progress, type ProgressSink } from './progress.js';

/** Rows fetched per page of the row export. */
const ROW_PAGE_SIZE = 1000;

/** A report shows progress once it has run this long (milliseconds): shorter ones print none. */
export const PROGRESS_AFTER_MS = 3000;

/** How often a running grouped report's progress is asked for (milliseconds). */
const PROGRESS_POLL_MS = 1000;

/** Where a report writes: the output, its messages (standard error) and when progress starts. */
export interface ReportIo {
  out: Writable;
  /** Standard error: messages, warnings and progress (a bar on a terminal, lines otherwise). */
  err: ProgressSink;
  /** Milliseconds before progress shows ({@link PROGRESS_AFTER_MS} unless a test says otherwise). */
  progressAfterMs?: number;
}

function reportInput(options: ReportOptions, progressId?: string): BookingReportInput {
  return {
    from: options.from,
    to: options.to,
    dateField: options.dateField,
    groupBy: options.groupBy,
    tourIds: options.tourIds,
    agencyCodes: options.agencyCodes,
    statuses: options.statuses,
    ...(progressId ? { progressId } : {}),
  };
}

function write(out: Writable, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (out.write(text)) resolve();
    else out.once('drain', resolve).once('error', reject);
  });
}

/** Prints the gateway's warnings (unknown provider values, filters matching nothing) to standard error once each. */
function warn(io: ReportIo, warnings: readonly GatewayWarning[], shown: Set<string>): void {
  for (const warning of warnings) {
    if (shown.has(warning.message)) continue;
    shown.add(warning.message);
    io.err.write(`Warning: ${warning.message}\n`);
  }
}

/**
 * Grouped report: one line per group (the grouped dimensions, currency, counts, and sums as decimals in that
 * currency). CSV has a header row; JSON is one document `{ from, to, dateField, groupBy, bookingsScanned,
 * groups }`; JSON Lines one group object a line. While the gateway reads the provider's pages (one request), its
 * progress is asked for every second and shown after {@link PROGRESS_AFTER_MS}.
 * @throws GatewayError when the gateway refuses or fails.
 */
export async function writeGroupedReport(options: ReportOptions, io: ReportIo): Promise<void> {
  const progress = new Progress(io.err, io.progressAfterMs ?? PROGRESS_AFTER_MS);
  io.err.write(
    `Requesting report ${options.from}..${options.to} grouped by ${options.groupBy.join(', ').toLowerCase()}…\n`,
  );
  const progressId = randomUUID();
  let running = true;
  const poll = (async () => {
    while (running) {
      await new Promise((resolve) => setTimeout(resolve, PROGRESS_POLL_MS));
      if (!running || progress.elapsedMs < (io.progressAfterMs ?? PROGRESS_AFTER_MS)) continue;
      try {
        const { data } = await execute(
          options.gatewayUrl,
          options.token,
          BookingReportProgressDocument,
          { progressId },
          options.timeoutMs,
        );
        if (running && data.bookingReportProgress) progress.update(data.bookingReportProgress);
      } catch {
        // Progress is a courtesy: the report's own answer tells whether it failed.
      }
    }
  })();
  let answer;
  try {
    answer = await execute(
      options.gatewayUrl,
      options.token,
      BookingReportDocument,
      { input: reportInput(options, progressId) },
      options.timeoutMs,
    );
  } finally {
    running = false;
    await poll;
    progress.finish();
  }
  const { bookingReport } = answer.data;
  warn(io, answer.warnings, new Set());
  const groups = bookingReport.groups.map((group) => ({
    ...Object.fromEntries(group.key.map((k) => [k.dimension.toLowerCase(), k.value])),
    ...(group.key.some((k) => k.providerStatus !== null && k.providerStatus !== undefined)
      ? { providerStatus: group.key.find((k) => k.providerStatus)?.providerStatus }
      : {}),
    currency: group.currency,
    bookings: group.bookings,
    passengers: group.passengers,
    ...Object.fromEntries(MONEY_COLUMNS.map((c) => [c, toDecimalString(group[c])])),
  }));
  if (options.format === 'json') {
    const { from, to, dateField, groupBy } = options;
    const document = { from, to, dateField, groupBy, bookingsScanned: bookingReport.bookingsScanned, groups };
    await write(io.out, `${JSON.stringify(document, null, 2)}\n`);
  } else if (options.format === 'jsonl') {
    for (const group of groups) await write(io.out, `${JSON.stringify(group)}\n`);
  } else {
    const columns = [
      ...options.groupBy.map((d) => d.toLowerCase()),
      ...(options.groupBy.includes('STATUS') ? ['providerStatus'] : []),
      'currency',
      'bookings',
      'passengers',
      ...MONEY_COLUMNS,
    ];
    await write(io.out, csvLine(columns));
    for (const group of groups) {
      await write(io.out, csvLine(columns.map((c) => (group as Record<string, string | number>)[c])));
    }
  }
  const seconds = (progress.elapsedMs / 1000).toFixed(1);
  io.err.write(
    `Done: ${groups.length} groups from ${bookingReport.bookingsScanned} bookings in ${seconds}s.\n`,
  );
}

/**
 * Row export: one line per booking (its main tour), paged through the gateway by cursor and streamed to `out`
 * (CSV with a header; JSON Lines one row a line; JSON one document `{ from, to, dateField, rows: [...] }` written
 * as the pages come), so memory stays bounded whatever the range. After {@link PROGRESS_AFTER_MS}, progress shows
 * the pages and rows read and the time taken.
 * @throws GatewayError when the gateway refuses or fails.
 */
export async function writeRowExport(options: ReportOptions, io: ReportIo): Promise<void> {
  const progress = new Progress(io.err, io.progressAfterMs ?? PROGRESS_AFTER_MS);
  const columns = [
    'groupBookingId',
    'bookingDate',
    'departureDate',
    'tourId',
    'tourName',
    'agencyCode',
    'consultant',
    'status',
    'providerStatus',
    'currency',
    'passengers',
    ...MONEY_COLUMNS,
  ] as const;
  if (options.format === 'csv') await write(io.out, csvLine([...columns]));
  if (options.format === 'json') {
    const { from, to, dateField } = options;
    await write(io.out, `${JSON.stringify({ from, to, dateField }).slice(0, -1)},"rows":[`);
  }
  const shown = new Set<string>();
  let after: string | null = null;
  let count = 0;
  let pages = 0;
  try {
    do {
      const answer: { data: BookingReportRowsQuery; warnings: GatewayWarning[] } = await execute(
        options.gatewayUrl,
        options.token,
        BookingReportRowsDocument,
        { input: reportInput(options), first: ROW_PAGE_SIZE, after },
        options.timeoutMs,
      );
      warn(io, answer.warnings, shown);
      const page = answer.data.bookingReportRows;
      for (const row of page.rows) {
        const { gross, nett, commission, paid, outstanding, ...plain } = row;
        const money = { gross, nett, commission, paid, outstanding };
        const flat: Record<string, string | number | null> = {
          ...plain,
          ...Object.fromEntries(MONEY_COLUMNS.map((c) => [c, toDecimalString(money[c])])),
        };
        const text =
          options.format === 'csv'
            ? csvLine(columns.map((c) => flat[c]))
            : options.format === 'json'
              ? `${count > 0 ? ',' : ''}\n${JSON.stringify(flat)}`
              : `${JSON.stringify(flat)}\n`;
        await write(io.out, text);
        count += 1;
      }
      pages += 1;
      progress.update({ pagesRead: pages, totalPages: null, bookingsScanned: count });
      after = page.hasNextPage ? page.endCursor : null;
    } while (after);
  } finally {
    progress.finish();
  }
  if (options.format === 'json') await write(io.out, '\n]}\n');
  io.err.write(`Done: ${count} rows in ${(progress.elapsedMs / 1000).toFixed(1)}s.\n`);
}
