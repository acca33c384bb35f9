import { parseArgs } from 'node:util';

/** Grouping dimensions accepted by `--group-by`, as the schema's BookingReportDimension values. */
export const DIMENSIONS = ['TOUR', 'AGENCY', 'CONSULTANT', 'MONTH', 'STATUS'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

const STATUSES = ['ON_HOLD', 'CONFIRMED', 'PENDING', 'CANCELLED', 'EXPIRED'] as const;

/** Validated command-line options of `pnpm report`. Dates are ISO yyyy-mm-dd (Europe/London calendar days). */
export interface ReportOptions {
  from: string;
  to: string;
  dateField: 'DEPARTURE_DATE' | 'BOOKING_DATE';
  groupBy: Dimension[];
  /** `rows` exports one line per booking instead of grouped sums. */
  rows: boolean;
  format: 'csv' | 'json';
  out: string | undefined;
  tourIds: string[] | undefined;
  agencyCodes: string[] | undefined;
  statuses: (typeof STATUSES)[number][] | undefined;
  gatewayUrl: string;
  /** How long one gateway request may take before the CLI gives up, in milliseconds (`--timeout` seconds). */
  timeoutMs: number;
  token: string;
}

/** A bad command line: the message says what to change; the CLI prints it with the usage and exits 2. */
export class UsageError extends Error {}

export const USAGE = `Usage: pnpm report -- --from YYYY-MM-DD --to YYYY-MM-DD [options]

  --from, --to        date range, inclusive (required)
  --date-field        departure (default) | booking
  --group-by          comma list of tour, agency, consultant, month, status (default: month)
  --rows              export one row per booking instead of grouped sums
  --format            csv (default) | json
  --out FILE          write to FILE instead of standard output
  --tour, --agency    comma lists filtering tour ids or agency codes
  --status            comma list of on_hold, confirmed, pending, cancelled, expired
  --gateway URL       GraphQL endpoint (default $TOURDESK_GATEWAY_URL or http://127.0.0.1:4000/graphql)
  --timeout SECONDS   how long one gateway request may take (default 600: a grouped report over 100,000
                      bookings is one request)

The report bearer token is read from $TOURDESK_REPORT_TOKEN.`;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function list(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items.length ? items : undefined;
}

function pick<T extends string>(name: string, value: string, allowed: readonly T[]): T {
  const upper = value.toUpperCase() as T;
  if (!allowed.includes(upper)) {
    throw new UsageError(
      `--${name}: '${value}' is not one of ${allowed.map((a) => a.toLowerCase()).join(', ')}.`,
    );
  }
  return upper;
}

/**
 * Parses and validates the CLI arguments and environment.
 * @throws UsageError with a message naming the offending option.
 */
export function parseReportArgs(argv: string[], env: NodeJS.ProcessEnv): ReportOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      allowPositionals: false,
      strict: true,
      options: {
        from: { type: 'string' },
        to: { type: 'string' },
        'date-field': { type: 'string', default: 'departure' },
        'group-by': { type: 'string', default: 'month' },
        rows: { type: 'boolean', default: false },
        format: { type: 'string', default: 'csv' },
        out: { type: 'string' },
        tour: { type: 'string' },
        agency: { type: 'string' },
        status: { type: 'string' },
        gateway: { type: 'string' },
        timeout: { type: 'string', default: '600' },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { from, to } = values;
  if (!from || !isRealDate(from)) throw new UsageError('--from must be a date as YYYY-MM-DD.');
  if (!to || !isRealDate(to)) throw new UsageError('--to must be a date as YYYY-MM-DD.');
  if (to < from) throw new UsageError('--to must not be before --from.');
  const token = env.TOURDESK_REPORT_TOKEN?.trim();
  if (!token) throw new UsageError('Set TOURDESK_REPORT_TOKEN to a report token.');
  const dateField = pick('date-field', values['date-field'], ['DEPARTURE', 'BOOKING'] as const);
  const groupBy = (list(values['group-by']) ?? []).map((d) => pick('group-by', d, DIMENSIONS));
  if (!values.rows && groupBy.length === 0) throw new UsageError('--group-by needs at least one dimension.');
  const timeoutSeconds = Number(values.timeout);
  if (!Number.isInteger(timeoutSeconds) || timeoutSeconds < 1) {
    throw new UsageError('--timeout must be a whole number of seconds, at least 1.');
  }
  return {
    from,
    to,
    dateField: `${dateField}_DATE`,
    groupBy,
    rows: values.rows,
    format: pick('format', values.format, ['CSV', 'JSON'] as const).toLowerCase() as 'csv' | 'json',
    out: values.out,
    tourIds: list(values.tour),
    agencyCodes: list(values.agency),
    statuses: list(values.status)?.map((s) => pick('status', s, STATUSES)),
    gatewayUrl: values.gateway ?? env.TOURDESK_GATEWAY_URL ?? 'http://127.0.0.1:4000/graphql',
    timeoutMs: timeoutSeconds * 1000,
    token,
  };
}
