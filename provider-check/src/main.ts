#!/usr/bin/env -S npx tsx
/**
 * `pnpm provider:check -- [--url URL] [--writes] [--json] ...`: the go-live check. Calls every read operation of
 * provider-sim/openapi.yaml with the gateway's provider client and reports where the provider differs.
 * Progress lines go to standard error, the summary to standard output (standard error with --json, when the
 * JSON report goes to standard output). Exit 0 when nothing tourdesk relies on differs, is unreachable or stays
 * unchecked without `--accept-unchecked`, every provoked refusal is as expected, the hash refresh works and the
 * round trip is verified clean; 1 otherwise; 2 on bad arguments (including --writes on an app id not listed as a
 * sandbox).
 */
import { parseCheckArgs, USAGE, UsageError, type CheckOptions } from './options.js';
import { progressLine, summaryText } from './format.js';
import { runCheck } from './run.js';

async function main(): Promise<number> {
  let options: CheckOptions;
  try {
    options = parseCheckArgs(
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
  process.stderr.write(
    `Checking ${options.apiUrl} against provider-sim/openapi.yaml${options.writes ? ' (with writes)' : ''}...\n`,
  );
  const report = await runCheck(options, (step) => process.stderr.write(`${progressLine(step)}\n`));
  if (options.json) {
    process.stderr.write(`${summaryText(report)}\n`);
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  } else {
    process.stdout.write(`${summaryText(report)}\n`);
  }
  return report.exitCode;
}

process.exitCode = await main();
