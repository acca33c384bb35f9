/**
 * `pnpm bench [b1 b2 b3 b4 b5 b6 b7 b8 b9 b10]`: builds the web app into bench/.out/web-dist, runs the chosen benchmarks (all
 * by default) against the real stack on the bench ports, keeps each one's results in bench/.out/results/*.json
 * and rewrites BENCHMARKS.md from the latest results of every benchmark. B1 and B2's per-screen figures come
 * from one browser run; `b2` alone runs the journey.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { runScreens } from './b1-screens.js';
import { runJourney } from './b2-journey.js';
import { runLatency } from './b3-latency.js';
import { runThroughput } from './b4-throughput.js';
import { runWeb } from './b5-web.js';
import { runReports } from './b6-reports.js';
import { runFaults } from './b7-faults.js';
import { runRender } from './b8-render.js';
import { runSales } from './b9-sales.js';
import { runSoak } from './b10-soak.js';
import { log, OUT, ROOT, stopAll } from './lib.js';
import { renderMarkdown, type Results } from './render.js';

const ALL = ['b1', 'b2', 'b3', 'b4', 'b5', 'b6', 'b7', 'b8', 'b9', 'b10'] as const;
type Id = (typeof ALL)[number];
const args = process.argv
  .slice(2)
  .filter((arg) => arg !== '--')
  .map((arg) => arg.toLowerCase());
/** `pnpm bench render`: rewrite BENCHMARKS.md from the saved results without measuring. */
const renderOnly = args.includes('render');
const chosen = args.filter((arg) => arg !== 'render');
const unknown = chosen.filter((id) => !ALL.includes(id as Id));
if (unknown.length) {
  process.stderr.write(`Unknown benchmark ${unknown.join(', ')}; choose from ${ALL.join(' ')}\n`);
  process.exit(2);
}
const ids: Id[] = renderOnly ? [] : chosen.length ? (chosen as Id[]) : [...ALL];

const resultsDir = path.join(OUT, 'results');
const distDir = path.join(OUT, 'web-dist');
mkdirSync(resultsDir, { recursive: true });

function save(name: string, value: unknown) {
  writeFileSync(
    path.join(resultsDir, `${name}.json`),
    JSON.stringify({ measuredAt: new Date().toISOString(), loadAverage: loadavg(), value }, null, 1),
  );
}

function load<T>(name: string): { measuredAt: string; loadAverage?: number[]; value: T } | undefined {
  const file = path.join(resultsDir, `${name}.json`);
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as { measuredAt: string; loadAverage?: number[]; value: T })
    : undefined;
}

function buildWeb() {
  if (process.env.BENCH_SKIP_BUILD && existsSync(path.join(distDir, 'index.html'))) return;
  log('building web into bench/.out/web-dist');
  const build = spawnSync(
    'pnpm',
    ['exec', 'vite', 'build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: path.join(ROOT, 'web'), stdio: 'inherit' },
  );
  if (build.status !== 0) throw new Error('web build failed');
  // The server renderer (web/src/entry-server.tsx) beside it, where the web server looks for it.
  const ssr = spawnSync(
    'pnpm',
    [
      'exec',
      'vite',
      'build',
      '--ssr',
      'src/entry-server.tsx',
      '--outDir',
      `${distDir}-server`,
      '--logLevel',
      'warn',
    ],
    { cwd: path.join(ROOT, 'web'), stdio: 'inherit' },
  );
  if (ssr.status !== 0) throw new Error('web renderer build failed');
}

const started = Date.now();
process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));
process.on('SIGTERM', () => void stopAll().then(() => process.exit(143)));
try {
  if (ids.includes('b1') || ids.includes('b5') || ids.includes('b7') || ids.includes('b8')) buildWeb();
  if (ids.length) log(`running ${ids.join(', ')}`);
  for (const id of ids) {
    const t0 = Date.now();
    if (id === 'b1') save('screens', await runScreens(distDir));
    if (id === 'b2') save('journey', await runJourney());
    if (id === 'b3') save('latency', await runLatency());
    if (id === 'b4') save('throughput', await runThroughput());
    if (id === 'b5') save('web', await runWeb(distDir));
    if (id === 'b6') save('reports', await runReports());
    if (id === 'b7') save('faults', await runFaults(distDir));
    if (id === 'b8') save('render', await runRender(distDir));
    if (id === 'b9') save('sales', await runSales());
    if (id === 'b10') save('soak', await runSoak());
    save(`time-${id}`, (Date.now() - t0) / 1000);
  }
} finally {
  await stopAll();
}
const wallSeconds = (Date.now() - started) / 1000;
if (ids.length === ALL.length) save('wall', wallSeconds);
const results: Results = {
  screens: load('screens'),
  journey: load('journey'),
  latency: load('latency'),
  throughput: load('throughput'),
  web: load('web'),
  reports: load('reports'),
  faults: load('faults'),
  render: load('render'),
  sales: load('sales'),
  soak: load('soak'),
  wall: load<number>('wall'),
  times: Object.fromEntries(ALL.map((id) => [id, load<number>(`time-${id}`)?.value])),
};
const markdownFile = process.env.BENCH_OUT_DIR
  ? path.join(OUT, 'BENCHMARKS.md')
  : path.join(ROOT, 'BENCHMARKS.md');
writeFileSync(markdownFile, renderMarkdown(results));
log(
  `BENCHMARKS.md written (${ids.length ? ids.join(', ') : 'saved results only'} in ${wallSeconds.toFixed(0)} s)`,
);
