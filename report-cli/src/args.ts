import { parseArgs } from 'node:util';

/** Grouping dimensions accepted by `--group-by`, as the schema's BookingReportDimension values. */
export const DIMENSIONS = ['TOUR', 'AGENCY', 'CONSULTANT', 'MONTH', 'STATUS'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

const STATUSES = ['ON_HOLD', 'CONFIRMED', 'PENDING', 'CANCELLED', 'EXPIRED', 'UNKNOWN'] as const;

/** Validated command-line options of `pnpm report`. Dates are ISO yyyy-mm-dd (Europe/London calendar days). */
export interface ReportOptions {
  from: string;
  to: string;
  dateField: 'DEPARTURE_DATE' | 'BOOKING_DATE';
  groupBy: Dimension[];
  /** `rows` exports one line per booking instead of grouped sums. */
  rows: boolean;
  /** csv (RFC 4180, formula cells guarded), json (one document) or jsonl (JSON Lines: one object a line). */
  format: 'csv' | 'json' | 'jsonl';
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

/** Longest report range (the gateway's limit): `--to` at most this many days after `--from`. */
export const MAX_RANGE_DAYS = 732;

/** Longest manifest range: `--to` at most this many days after `--from`. */
export const MANIFEST_MAX_RANGE_DAYS = 7;

export const USAGE = `Usage: pnpm report -- --from YYYY-MM-DD --to YYYY-MM-DD [options]
       pnpm report manifest --tour TOUR --date YYYY-MM-DD [--format csv|json|html] [--out FILE]
       pnpm report manifest --from YYYY-MM-DD --to YYYY-MM-DD [--tour TOURS] [--format …]
       pnpm report -- --help

Booking reports:
  --from, --to        date range, inclusive (required); --to at most ${MAX_RANGE_DAYS} days after --from
  --date-field        departure (default) | booking
  --group-by          comma list of tour, agency, consultant, month, status (default: month)
  --rows              export one row per booking instead of grouped sums
  --format            csv (default) | json (one JSON document) | jsonl (JSON Lines, one object a line)
  --out FILE          write to FILE instead of standard output
  --tour, --agency    comma lists filtering tour ids or agency codes (a warning when one matches nothing)
  --status            comma list of on_hold, confirmed, pending, cancelled, expired, unknown
  --gateway URL       GraphQL endpoint (default $TOURDESK_GATEWAY_URL or http://127.0.0.1:4000/graphql)
  --timeout SECONDS   how long one gateway request may take (default 600: a grouped report over 100,000
                      bookings is one request)

Departure manifests (who travels on each departure, by pick-up point):
  --tour TOUR --date D     one tour's departure on day D
  --from D1 --to D2        every departure of those days (at most ${MANIFEST_MAX_RANGE_DAYS} days apart), --tour to narrow
  --format                 csv (default, one line per passenger) | json | html (a printable page)

The report bearer token is read from $TOURDESK_REPORT_TOKEN. Progress goes to standard error.
Exit codes: 0 done, 2 bad arguments (also a range over the limit), 1 the gateway refused the token or failed.`;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Whole days from `from` to `to` (yyyy-mm-dd dates). */
function daysBetween(from: string, to: string): number {
  return (Date.parse(to) - Date.parse(from)) / 86_400_000;
}

function readToken(env: NodeJS.ProcessEnv): string {
  const token = env.TOURDESK_REPORT_TOKEN?.trim();
  if (!token) throw new UsageError('Set TOURDESK_REPORT_TOKEN to a report token.');
  return token;
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
  if (daysBetween(from, to) > MAX_RANGE_DAYS) {
    throw new UsageError(
      `--to must be at most ${MAX_RANGE_DAYS} days after --from (a report covers at most that).`,
    );
  }
  const token = readToken(env);
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
    format: pick('format', values.format, [
      'CSV',
      'JSON',
      'JSONL',
    ] as const).toLowerCase() as ReportOptions['format'],
    out: values.out,
    tourIds: list(values.tour),
    agencyCodes: list(values.agency),
    statuses: list(values.status)?.map((s) => pick('status', s, STATUSES)),
    gatewayUrl: values.gateway ?? env.TOURDESK_GATEWAY_URL ?? 'http://127.0.0.1:4000/graphql',
    timeoutMs: timeoutSeconds * 1000,
    token,
  };
}

/** True when the command line asks for the usage (`--help` or `-h` anywhere): printed, exit 0. */
export function wantsHelp(argv: readonly string[]): boolean {
  return argv.includes('--help') || argv.includes('-h');
}

/** Validated options of `pnpm report manifest`. Dates are ISO yyyy-mm-dd (Europe/London departure days). */
export interface ManifestOptions {
  from: string;
  to: string;
  tourIds: string[] | undefined;
  format: 'csv' | 'json' | 'html';
  out: string | undefined;
  gatewayUrl: string;
  timeoutMs: number;
  token: string;
}

/**
 * Parses `pnpm report manifest` (the arguments after `manifest`): `--tour T --date D` for one departure, or
 * `--from/--to` (at most {@link MANIFEST_MAX_RANGE_DAYS} days apart) for every departure of those days.
 * @throws UsageError with a message naming the offending option.
 */
export function parseManifestArgs(argv: string[], env: NodeJS.ProcessEnv): ManifestOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      allowPositionals: false,
      strict: true,
      options: {
        tour: { type: 'string' },
        date: { type: 'string' },
        from: { type: 'string' },
        to: { type: 'string' },
        format: { type: 'string', default: 'csv' },
        out: { type: 'string' },
        gateway: { type: 'string' },
        timeout: { type: 'string', default: '600' },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.date !== undefined && (values.from !== undefined || values.to !== undefined)) {
    throw new UsageError('--date names one day: give either --date or --from and --to.');
  }
  const from = values.date ?? values.from;
  const to = values.date ?? values.to;
  if (values.date !== undefined && !values.tour)
    throw new UsageError('--date needs --tour (or use --from/--to).');
  if (!from || !isRealDate(from))
    throw new UsageError(`--${values.date ? 'date' : 'from'} must be a date as YYYY-MM-DD.`);
  if (!to || !isRealDate(to)) throw new UsageError('--to must be a date as YYYY-MM-DD.');
  if (to < from) throw new UsageError('--to must not be before --from.');
  if (daysBetween(from, to) > MANIFEST_MAX_RANGE_DAYS) {
    throw new UsageError(`--to must be at most ${MANIFEST_MAX_RANGE_DAYS} days after --from for manifests.`);
  }
  const timeoutSeconds = Number(values.timeout);
  if (!Number.isInteger(timeoutSeconds) || timeoutSeconds < 1) {
    throw new UsageError('--timeout must be a whole number of seconds, at least 1.');
  }
  return {
    from,
    to,
    tourIds: list(values.tour)?.map((t) => t.toUpperCase()),
    format: pick('format', values.format, [
      'CSV',
      'JSON',
      'HTML',
    ] as const).toLowerCase() as ManifestOptions['format'],
    out: values.out,
    gatewayUrl: values.gateway ?? env.TOURDESK_GATEWAY_URL ?? 'http://127.0.0.1:4000/graphql',
    timeoutMs: timeoutSeconds * 1000,
    token: readToken(env),
  };
}
