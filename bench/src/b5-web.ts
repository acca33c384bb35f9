/**
 * B5: (1) initial JavaScript and CSS per route, gzip: every script and stylesheet a route loads before any
 * interaction (Playwright, until the network is idle), gzipped at level 9 from the bench's own build (the Vite
 * build has no manifest, so the loaded files are what counts, lazy route chunks included); (2) Lighthouse 12
 * (mobile preset: Moto G Power emulation, simulated slow 4G and 4× CPU throttling) on /, a tour page, /cart and
 * the tour details panel opened by address (with and without a date) in Debian Chromium, performance score, LCP, TBT and CLS, medians over runs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { DETAILS_URL, launchBrowser, setBasket } from './b1-screens.js';
import { log, median, OUT, sleep, startGateway, startSim, startWeb } from './lib.js';

/** A tour's own page (its canonical address), as search engines and shared links open it. */
const TOUR_PAGE_URL = '/tours/LNE/loch-ness-glencoe-the-highlands';

/** The tour details panel opened by address without a date: the calendar and the party, no quote yet. */
const OPEN_URL = '/?open=LNE';

const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));

export interface RouteSize {
  route: string;
  /** Whether the route is a first screen of the budget (/, a tour page, a fresh visitor's /cart). */
  target: boolean;
  jsFiles: number;
  jsGzip: number;
  cssGzip: number;
  /** Gzip bytes of the scripts asked for before the first contentful paint (what the first screen waits for). */
  jsBeforePaintGzip: number;
  /** Loaded files with their gzip size, largest first. */
  files: [string, number][];
}

async function routeSizes(baseUrl: string, distDir: string): Promise<RouteSize[]> {
  const browser = await launchBrowser();
  const sizes: RouteSize[] = [];
  try {
    for (const [route, url, basket, target] of [
      ['/', '/', false, true],
      ['tour page', TOUR_PAGE_URL, false, true],
      ['/cart (fresh visitor: empty cart)', '/cart', false, true],
      ['tour details (?open=)', DETAILS_URL, false, false],
      ['/cart (a trip in the basket)', '/cart', true, false],
      ['/payment (no booking)', '/payment', false, false],
    ] as const) {
      const context = await browser.newContext();
      if (basket) await setBasket(context, baseUrl);
      const page = await context.newPage();
      const files = new Set<string>();
      page.on('response', (response) => {
        const type = response.request().resourceType();
        const pathname = new URL(response.url()).pathname;
        if ((type === 'script' || type === 'stylesheet') && pathname.startsWith('/assets/'))
          files.add(pathname);
      });
      await page.goto(`${baseUrl}${url}`);
      await page.waitForLoadState('networkidle');
      await sleep(500);
      const beforePaint = new Set(
        await page.evaluate(() => {
          const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
          return performance
            .getEntriesByType('resource')
            .filter((entry) => entry.startTime < paint)
            .map((entry) => new URL(entry.name).pathname);
        }),
      );
      let jsBeforePaintGzip = 0;
      let jsGzip = 0;
      let cssGzip = 0;
      let jsFiles = 0;
      const list: [string, number][] = [];
      for (const file of files) {
        const gz = gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
        list.push([file.replace('/assets/', ''), gz]);
        if (file.endsWith('.css')) cssGzip += gz;
        else {
          jsGzip += gz;
          jsFiles += 1;
          if (beforePaint.has(file)) jsBeforePaintGzip += gz;
        }
      }
      sizes.push({
        route,
        target,
        jsFiles,
        jsGzip,
        cssGzip,
        jsBeforePaintGzip,
        files: list.sort((a, b) => b[1] - a[1]),
      });
      log(
        `  B5 ${route}: JS ${(jsGzip / 1024).toFixed(1)} KB gzip in ${jsFiles} files (${(jsBeforePaintGzip / 1024).toFixed(1)} KB before the first paint), CSS ${(cssGzip / 1024).toFixed(1)} KB`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return sizes;
}

export interface LighthouseFigure {
  page: string;
  /** Whether the page is one of the budget's (/, a tour page, /cart, the panel opened by address). */
  target: boolean;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  runs: { performance: number; lcpMs: number; tbtMs: number; cls: number }[];
}

/**
 * Lighthouse errors of the trace's recording rather than of the page, seen now and then on a loaded machine on any
 * of the addresses: NO_NAVSTART (a spoiled run's trace, kept by this bench, had the commit of the audited page in
 * its new renderer process but only navigationStart events without a document address, which Lighthouse skips:
 * the audited navigation's own start was not recorded) and NO_TRACING_STARTED; and PROTOCOL_TIMEOUT: the browser,
 * starved of CPU, did not answer Lighthouse in time. Such a run is made again in a fresh browser, its trace kept.
 */
const TRACE_RECORDING_ERRORS = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'PROTOCOL_TIMEOUT']);

/** Tries of one Lighthouse run that a trace-recording error may take. */
const LIGHTHOUSE_TRIES = 3;

/**
 * One Lighthouse run (mobile preset) of `url` in a fresh Debian Chromium; its report is kept in OUT as
 * `lighthouse-<slug>.json`. A run the trace's recording spoiled ({@link TRACE_RECORDING_ERRORS}) is logged, its
 * trace kept in OUT as `lighthouse-<slug>-<code>-trace.json`, and made again, up to {@link LIGHTHOUSE_TRIES} times.
 * @throws on any other Lighthouse error, or when every try was spoiled.
 */
async function lighthouseRun(url: string, slug: string) {
  for (let attempt = 1; ; attempt += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: '/usr/bin/chromium',
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--no-first-run',
      ],
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const lhr = result!.lhr;
      const code = lhr.runtimeError?.code;
      if (code && TRACE_RECORDING_ERRORS.has(code) && attempt < LIGHTHOUSE_TRIES) {
        const artifacts = result!.artifacts as { Trace?: unknown };
        writeFileSync(
          path.join(OUT, `lighthouse-${slug}-${code}-trace.json`),
          JSON.stringify(artifacts.Trace),
        );
        log(`  Lighthouse ${url}: ${code} on try ${attempt}, trying again`);
        continue;
      }
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
      writeFileSync(path.join(OUT, `lighthouse-${slug}.json`), result!.report as string);
      return lhr;
    } finally {
      chrome.kill();
    }
  }
}

async function lighthouseRuns(baseUrl: string): Promise<LighthouseFigure[]> {
  const figures: LighthouseFigure[] = [];
  for (const [name, url, target] of [
    ['/', '/', true],
    ['tour page', TOUR_PAGE_URL, true],
    ['tour details (?open= with departuredate: panel, calendar, quote)', DETAILS_URL, true],
    ['tour details (?open= without a date: panel, calendar)', OPEN_URL, true],
    ['/cart (fresh visitor: empty cart)', '/cart', true],
  ] as const) {
    const runs: LighthouseFigure['runs'] = [];
    for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
      const slug = name.replace(/[^a-z]+/gi, '-').replace(/^-|-$/g, '') || 'home';
      const lhr = await lighthouseRun(`${baseUrl}${url}`, slug);
      runs.push({
        performance: Math.round((lhr.categories.performance!.score ?? 0) * 100),
        lcpMs: lhr.audits['largest-contentful-paint']!.numericValue ?? NaN,
        tbtMs: lhr.audits['total-blocking-time']!.numericValue ?? NaN,
        cls: lhr.audits['cumulative-layout-shift']!.numericValue ?? NaN,
      });
      log(`  Lighthouse ${name} run ${run + 1}: ${JSON.stringify(runs.at(-1))}`);
    }
    figures.push({
      page: name,
      target,
      performance: median(runs.map((r) => r.performance)),
      lcpMs: median(runs.map((r) => r.lcpMs)),
      tbtMs: median(runs.map((r) => r.tbtMs)),
      cls: median(runs.map((r) => r.cls)),
      runs,
    });
  }
  return figures;
}

export async function runWeb(distDir: string) {
  const sim = await startSim();
  const gateway = await startGateway({ providerUrl: sim.url });
  const web = await startWeb(gateway.url, distDir, sim.url);
  try {
    log('B5 route sizes');
    const sizes = await routeSizes(web.url, distDir);
    log('B5 Lighthouse');
    // Warm the gateway cache the way a running site has it.
    await fetch(`${web.url}/`);
    const lighthouseFigures = await lighthouseRuns(web.url);
    return { sizes, lighthouse: lighthouseFigures, lighthouseRuns: LIGHTHOUSE_RUNS };
  } finally {
    await web.stop();
    await gateway.stop();
    await sim.stop();
  }
}

export type WebOutcome = Awaited<ReturnType<typeof runWeb>>;
