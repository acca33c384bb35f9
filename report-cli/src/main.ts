#!/usr/bin/env -S npx tsx
/**
 * `pnpm report -- --from … --to … --group-by tour,month --format csv|json|jsonl [--out file]`
 * `pnpm report manifest --tour T --date D [--format csv|json|html]` (or `--from/--to` for every departure)
 * Pulls a booking report or departure manifests from the gateway with a report bearer token and writes them.
 * Messages, warnings and progress go to stderr; exit 0 on success (and for --help), 2 on bad arguments or input the
 * gateway refuses (a range over its limit), 1 when the gateway refuses the token or fails.
 */
import { createWriteStream } from 'node:fs';
import type { Writable } from 'node:stream';
import { parseManifestArgs, parseReportArgs, USAGE, UsageError, wantsHelp } from './args.js';
import { GatewayError, GatewayInputError } from './gateway-client.js';
import { writeManifest } from './manifest.js';
import { writeGroupedReport, writeRowExport } from './report.js';

async function main(): Promise<number> {
  const argv = process.argv.slice(2).filter((arg) => arg !== '--');
  if (wantsHelp(argv)) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const manifest = argv[0] === 'manifest';
  let run: (out: Writable) => Promise<void>;
  let outFile: string | undefined;
  try {
    if (manifest) {
      const options = parseManifestArgs(argv.slice(1), process.env);
      outFile = options.out;
      run = (out) => writeManifest(options, { out, err: process.stderr });
    } else {
      const options = parseReportArgs(argv, process.env);
      outFile = options.out;
      run = (out) =>
        options.rows
          ? writeRowExport(options, { out, err: process.stderr })
          : writeGroupedReport(options, { out, err: process.stderr });
    }
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`Error: ${error.message}\n\n${USAGE}\n`);
      return 2;
    }
    throw error;
  }
  const out: Writable = outFile ? createWriteStream(outFile) : process.stdout;
  try {
    await run(out);
  } catch (error) {
    if (error instanceof GatewayError) {
      process.stderr.write(`Error: ${error.message}\n`);
      return error instanceof GatewayInputError ? 2 : 1;
    }
    throw error;
  } finally {
    if (outFile) await new Promise((resolve) => out.end(resolve));
  }
  return 0;
}

process.exitCode = await main();
