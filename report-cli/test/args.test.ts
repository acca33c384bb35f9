import { describe, expect, it } from 'vitest';
import { parseManifestArgs, parseReportArgs, USAGE, UsageError, wantsHelp } from '../src/args.js';

const env = { TOURDESK_REPORT_TOKEN: 'secret-token' };

describe('report CLI arguments', () => {
  it('parses a grouped CSV report with defaults', () => {
    const options = parseReportArgs(
      ['--from', '2026-01-01', '--to', '2026-03-31', '--group-by', 'tour,month'],
      env,
    );
    expect(options).toMatchObject({
      from: '2026-01-01',
      to: '2026-03-31',
      dateField: 'DEPARTURE_DATE',
      groupBy: ['TOUR', 'MONTH'],
      format: 'csv',
      rows: false,
      gatewayUrl: 'http://127.0.0.1:4000/graphql',
      timeoutMs: 600_000,
      token: 'secret-token',
    });
  });

  it('reads filters, booking-date ranges and the gateway from the environment', () => {
    const options = parseReportArgs(
      [
        '--from=2026-01-01',
        '--to=2026-01-31',
        '--date-field',
        'booking',
        '--status',
        'confirmed,on_hold',
        '--tour',
        '3SU,IVW',
        '--timeout',
        '900',
      ],
      { ...env, TOURDESK_GATEWAY_URL: 'http://gw.internal/graphql' },
    );
    expect(options.dateField).toBe('BOOKING_DATE');
    expect(options.statuses).toEqual(['CONFIRMED', 'ON_HOLD']);
    expect(options.tourIds).toEqual(['3SU', 'IVW']);
    expect(options.gatewayUrl).toBe('http://gw.internal/graphql');
    expect(options.timeoutMs).toBe(900_000);
  });

  it.each([
    [['--to', '2026-01-31'], '--from must be a date as YYYY-MM-DD.'],
    [['--from', '2026-02-30', '--to', '2026-03-01'], '--from must be a date as YYYY-MM-DD.'],
    [['--from', '2026-03-01', '--to', '2026-02-01'], '--to must not be before --from.'],
    [
      ['--from', '2026-01-01', '--to', '2026-01-31', '--group-by', 'colour'],
      "--group-by: 'colour' is not one of",
    ],
    [
      ['--from', '2026-01-01', '--to', '2026-01-31', '--format', 'xml'],
      "--format: 'xml' is not one of csv, json, jsonl.",
    ],
    [
      ['--from', '2024-01-01', '--to', '2026-01-03'],
      '--to must be at most 732 days after --from (a report covers at most that).',
    ],
    [['--from', '2026-01-01', '--to', '2026-01-31', '--bogus'], "Unknown option '--bogus'"],
    [
      ['--from', '2026-01-01', '--to', '2026-01-31', '--timeout', '0'],
      '--timeout must be a whole number of seconds, at least 1.',
    ],
  ])('refuses %j with a clear message', (argv, message) => {
    expect(() => parseReportArgs(argv, env)).toThrow(UsageError);
    expect(() => parseReportArgs(argv, env)).toThrow(message);
  });

  it('refuses to run without a report token', () => {
    expect(() => parseReportArgs(['--from', '2026-01-01', '--to', '2026-01-31'], {})).toThrow(
      'Set TOURDESK_REPORT_TOKEN to a report token.',
    );
  });

  it('takes 732 days, json and jsonl', () => {
    expect(parseReportArgs(['--from', '2024-01-01', '--to', '2026-01-02'], env).to).toBe('2026-01-02');
    expect(
      parseReportArgs(['--from', '2026-01-01', '--to', '2026-01-02', '--format', 'jsonl'], env).format,
    ).toBe('jsonl');
    expect(
      parseReportArgs(['--from', '2026-01-01', '--to', '2026-01-02', '--status', 'unknown'], env).statuses,
    ).toEqual(['UNKNOWN']);
  });

  it('asks for the usage with --help or -h, which names the range limit and the exit codes', () => {
    expect(wantsHelp(['--help'])).toBe(true);
    expect(wantsHelp(['manifest', '-h'])).toBe(true);
    expect(wantsHelp(['--from', '2026-01-01'])).toBe(false);
    expect(USAGE).toMatch(/at most 732 days/);
    expect(USAGE).toMatch(/2 bad arguments/);
  });
});

describe('manifest CLI arguments', () => {
  it('reads one departure (--tour, --date) or the departures of some days (--from, --to)', () => {
    expect(
      parseManifestArgs(['--tour', '3su', '--date', '2026-07-10', '--format', 'html'], env),
    ).toMatchObject({
      from: '2026-07-10',
      to: '2026-07-10',
      tourIds: ['3SU'],
      format: 'html',
    });
    expect(parseManifestArgs(['--from', '2026-07-10', '--to', '2026-07-11'], env)).toMatchObject({
      tourIds: undefined,
      format: 'csv',
    });
  });

  it.each([
    [['--date', '2026-07-10'], '--date needs --tour'],
    [['--tour', 'X', '--date', '2026-07-10', '--from', '2026-07-10'], 'either --date or --from and --to'],
    [['--from', '2026-07-01', '--to', '2026-07-20'], 'at most 7 days after --from'],
    [
      ['--tour', 'X', '--date', '2026-07-10', '--format', 'pdf'],
      "--format: 'pdf' is not one of csv, json, html.",
    ],
  ])('refuses %j with a clear message', (argv, message) => {
    expect(() => parseManifestArgs(argv, env)).toThrow(message);
  });
});
