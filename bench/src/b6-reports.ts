/**
 * B6: a booking report (group by tour and month, CSV) over provider-sim's 100,000 seeded bookings, run with the
 * report CLI (report-cli via tsx) against a freshly started gateway: wall time (the CLI's, and the gateway's =
 * the CLI's minus the CLI's own start, measured with --help) and peak RSS (VmHWM, polled) of both processes;
 * baseline: paging the same range's raw bookings from the provider alone (POST
 * /api/v1.3/payment/bookings/search, page size 1000, one page after another), measured right before and right
 * after the report and averaged, so that a change of the machine's load during the run (other engineers' test
 * suites share its 2 cores) weighs on both sides of the ratio alike.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { BENCH_API_KEY, log, median, peakRssMb, PORTS, ROOT, sleep, startGateway, startSim } from './lib.js';

const RUNS_B6 = Math.max(1, Number(process.env.BENCH_B6_RUNS ?? 1));
const FROM = '2025-01-01';
const TO = '2026-12-31';
const TOKEN = 'bench-report-token';

async function rawPaging(simUrl: string, concurrency: number) {
  const hashAnswer = await fetch(`${simUrl}/api/v1.3/payment/security/hmac/authentication_hash`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ api_key: BENCH_API_KEY }),
  });
  const hash = ((await hashAnswer.json()) as { password_hash: string }).password_hash;
  const page = async (n: number) => {
    const answer = await fetch(`${simUrl}/api/v1.3/payment/bookings/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-authentication-hash': hash },
      body: JSON.stringify({ page: n, page_size: 1000, departure_date_from: FROM, departure_date_to: TO }),
    });
    if (!answer.ok) throw new Error(`bookings/search page ${n}: ${answer.status}`);
    return (await answer.json()) as { pagination: { total_pages: number }; bookings: unknown[] };
  };
  const started = performance.now();
  const first = await page(1);
  let rows = first.bookings.length;
  let next = 2;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next <= first.pagination.total_pages) {
        const answer = await page(next++);
        rows += answer.bookings.length;
      }
    }),
  );
  return { ms: performance.now() - started, rows, pages: first.pagination.total_pages };
}

/** Polls VmHWM of `pid` every 50 ms until `done` settles; returns the last value read. */
async function watchPeak(pid: number, done: Promise<unknown>) {
  let peak = peakRssMb(pid) ?? 0;
  let finished = false;
  void done.finally(() => (finished = true));
  while (!finished) {
    peak = Math.max(peak, peakRssMb(pid) ?? 0);
    await sleep(50);
  }
  return peak;
}

function runCli(args: string[], env: Record<string, string>) {
  const started = performance.now();
  const cli = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'report-cli/src/main.ts'), ...args],
    {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  cli.stdout.on('data', (c: Buffer) => (output += c.toString()));
  cli.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const done = new Promise<{ code: number | null; ms: number; output: string }>((resolve) =>
    cli.once('exit', (code) => resolve({ code, ms: performance.now() - started, output })),
  );
  return { pid: cli.pid!, done };
}

export async function runReports() {
  const sim = await startSim({ SIM_BOOKINGS: '100000' }, PORTS.sim);
  const runs: {
    raw: number;
    rawBefore: number;
    rawAfter: number;
    rows: number;
    pages: number;
    cliMs: number;
    cliStartMs: number;
    gatewayPeakMb: number;
    gatewayIdleMb: number;
    cliPeakMb: number;
    groups: number;
  }[] = [];
  try {
    for (let run = 0; run < RUNS_B6; run += 1) {
      log(`B6 run ${run + 1}/${RUNS_B6}: raw paging (before the report)`);
      const raw = await rawPaging(sim.url, 1);
      log(`  raw: ${raw.ms.toFixed(0)} ms, ${raw.rows} rows in ${raw.pages} pages`);
      const gateway = await startGateway({
        port: PORTS.gatewayAlt,
        providerUrl: sim.url,
        env: { REPORT_TOKEN_HASHES: createHash('sha256').update(TOKEN).digest('hex') },
      });
      try {
        const pid = gateway.child.pid!;
        await sleep(500);
        const idle = peakRssMb(pid) ?? 0;
        const env = { TOURDESK_REPORT_TOKEN: TOKEN, TOURDESK_GATEWAY_URL: `${gateway.url}/graphql` };
        // The CLI's own start (tsx, argument parsing) without a report: subtracted to get the gateway's time.
        const start = await runCli(['--help'], env).done;
        log('B6 report through the CLI');
        const cli = runCli(['--from', FROM, '--to', TO, '--group-by', 'tour,month', '--format', 'csv'], env);
        const [cliPeak, gatewayPeak] = await Promise.all([
          watchPeak(cli.pid, cli.done),
          watchPeak(pid, cli.done),
        ]);
        const result = await cli.done;
        if (result.code !== 0)
          throw new Error(`report CLI exited ${result.code}:\n${result.output.slice(-2000)}`);
        const groups = result.output.split('\n').filter((line) => /^[A-Z0-9]/.test(line)).length;
        log(
          `  CLI: ${result.ms.toFixed(0)} ms (start ${start.ms.toFixed(0)} ms), peak RSS CLI ${cliPeak.toFixed(0)} MB, gateway ${gatewayPeak.toFixed(0)} MB`,
        );
        log('B6 raw paging (after the report)');
        const rawAfter = (await rawPaging(sim.url, 1)).ms;
        log(`  raw: ${rawAfter.toFixed(0)} ms`);
        runs.push({
          raw: (raw.ms + rawAfter) / 2,
          rawBefore: raw.ms,
          rawAfter,
          rows: raw.rows,
          pages: raw.pages,
          cliMs: result.ms,
          cliStartMs: start.ms,
          gatewayPeakMb: gatewayPeak,
          gatewayIdleMb: idle,
          cliPeakMb: cliPeak,
          groups,
        });
      } finally {
        await gateway.stop();
      }
    }
  } finally {
    await sim.stop();
  }
  const m = (key: keyof (typeof runs)[number]) => median(runs.map((r) => r[key]));
  return {
    from: FROM,
    to: TO,
    runs,
    rows: runs[0]!.rows,
    pages: runs[0]!.pages,
    raw: m('raw'),
    cliMs: m('cliMs'),
    gatewayMs: m('cliMs') - m('cliStartMs'),
    gatewayPeakMb: m('gatewayPeakMb'),
    gatewayIdleMb: m('gatewayIdleMb'),
    cliPeakMb: m('cliPeakMb'),
  };
}

export type ReportsOutcome = Awaited<ReturnType<typeof runReports>>;
