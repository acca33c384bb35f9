#!/usr/bin/env -S npx tsx
/**
 * `pnpm report -- --from … --to … --group-by tour,month --format csv|json [--out file]`
 * Pulls a booking report from the gateway with a report bearer token and prints CSV or JSON.
 * Progress goes to stderr; exit 0 on success, 2 on bad arguments, 1 when the gateway refuses or fails.
 */
import { createWriteStream } from 'node:fs';
import type { Writable } from 'node:stream';
import { parseReportArgs, USAGE, UsageError, type ReportOptions } from './args.js';
import { GatewayError } from './gateway-client.js';
import { writeGroupedReport, writeRowExport } from './report.js';

async function main(): Promise<number> {
  let options: ReportOptions;
  try {
    options = parseReportArgs(
      process.argv.slice(2).filter((arg) => arg !== '--'),
      process.env,
    );
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`Error: ${error.message}\n\n${USAGE}\n`);
      return 2;
    }
    throw error;
  }
  const out: Writable = options.out ? createWriteStream(options.out) : process.stdout;
  const progress = (line: string) => process.stderr.write(`${line}\n`);
  try {
    if (options.rows) await writeRowExport(options, out, progress);
    else await writeGroupedReport(options, out, progress);
  } catch (error) {
    if (error instanceof GatewayError) {
      progress(`Error: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    if (options.out) await new Promise((resolve) => out.end(resolve));
  }
  return 0;
}

process.exitCode = await main();
