/**
 * B7: catalogue reads under provider faults, not a timed test.
 *
 * 1. Flaky provider: `PUT /_sim/faults {"errorRate":0.1,"timeoutRate":0.05}` (10% of calls answer 500/503, 5% never
 *    answer). 1,000 catalogue reads, 8 in flight (2 cores also run the simulator and the gateway), each a GraphQL tour read (`tour { name calendar }`: the product
 *    and its capacity month, two provider reads) against a gateway whose caches are disabled
 *    (bench/src/gateway-entry.ts), so every read reaches the provider: success rate, p50, p99. Against, in the same
 *    run: the provider alone (the same two calls straight to it, one try each with the gateway's former 5 s
 *    per-try timeout), and the gateway without hedged reads (budget and retries only).
 *    Through the consumer site: the same reads sent to the web server's /graphql (web/server, proxying to the
 *    hedged gateway), and rendered search pages (GET /search?q=<tour name word>&month=<m>, the server
 *    rendering the tour list and filters from the gateway within its deadline; its page cache held to one entry so
 *    that the pages are rendered, not served from memory): a page read succeeds when it answers 200; how many came
 *    server-rendered with the tour list (the rest past the render deadline, index.html) is counted beside.
 * 2. Provider down: a gateway with its caches (capacity fresh for 1 s) reads the tour list and some calendars, then
 *    every provider call fails (`errorRate: 1`): what the list, the tour details and the calendars answer, whether
 *    the calendars say availability may have changed, whether a quote refuses to price from them, and /readyz.
 */
import { randomUUID } from 'node:crypto';
import {
  Client,
  log,
  median,
  PORTS,
  providerHash,
  setFaults,
  sleep,
  startGateway,
  startSim,
  startWeb,
  webManifest,
  type Service,
} from './lib.js';

const READS = Number(process.env.BENCH_B7_READS ?? 1000);
const IN_FLIGHT = 8;
const FAULTS = { errorRate: 0.1, timeoutRate: 0.05 };
/** The gateway's per-try timeout before read budgets (PROVIDER_TIMEOUT_MS): what one try of the provider costs. */
const FORMER_TRY_TIMEOUT_MS = 5000;
const TOUR_READ = `query($id: ID!, $month: Int!) { tour(tourId: $id) { name
  calendar(year: 2026, month: $month) { availabilityMayHaveChanged weeks { days { date freeSeats } } } } }`;

/** Outcome of a series of reads. */
export interface ReadSeries {
  reads: number;
  succeeded: number;
  successRate: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Error codes (or kinds) of the failed reads, counted. */
  failures: Record<string, number>;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** Runs `read` READS times, IN_FLIGHT at once; `read` answers null on success or why it failed. */
async function series(label: string, read: (i: number) => Promise<string | null>): Promise<ReadSeries> {
  const times: number[] = [];
  const failures: Record<string, number> = {};
  let next = 0;
  const worker = async () => {
    while (next < READS) {
      const i = next++;
      const started = performance.now();
      const failure = await read(i).catch(
        (error: unknown) => `thrown: ${(error as Error).message.slice(0, 60)}`,
      );
      times.push(performance.now() - started);
      if (failure) failures[failure] = (failures[failure] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  const failed = Object.values(failures).reduce((a, b) => a + b, 0);
  const result = {
    reads: READS,
    succeeded: READS - failed,
    successRate: (READS - failed) / READS,
    p50Ms: median(times),
    p99Ms: percentile(times, 99),
    maxMs: Math.max(...times),
    failures,
  };
  log(
    `  ${label}: ${(result.successRate * 100).toFixed(2)}% ok, p50 ${result.p50Ms.toFixed(0)} ms, p99 ${result.p99Ms.toFixed(0)} ms`,
  );
  return result;
}

/** The tours and months the reads go round (every read is a provider read: the gateway's caches are off). */
function tourOf(tours: string[], i: number) {
  return { id: tours[i % tours.length]!, month: 6 + (Math.floor(i / tours.length) % 6) };
}

/** One tour read through a gateway: null when it answered the tour without an error. */
async function gatewayRead(url: string, variables: { id: string; month: number }): Promise<string | null> {
  const answer = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: TOUR_READ, variables }),
  });
  const body = (await answer.json()) as {
    data?: { tour: { name: string } | null } | null;
    errors?: { extensions?: { code?: string } }[];
  };
  if (body.errors?.length) return body.errors[0]?.extensions?.code ?? 'error';
  return body.data?.tour?.name ? null : 'no tour';
}

/** The same two provider calls straight to the provider, one try each with a 5 s timeout. */
async function providerRead(simUrl: string, hash: string, variables: { id: string; month: number }) {
  const api = `${simUrl}/api/v1.3/consumer`;
  const get = async (path: string) => {
    try {
      const answer = await fetch(`${api}${path}`, {
        headers: { 'x-authentication-hash': hash },
        signal: AbortSignal.timeout(FORMER_TRY_TIMEOUT_MS),
      });
      await answer.arrayBuffer();
      return answer.ok ? null : `HTTP ${answer.status}`;
    } catch (error) {
      return (error as Error).name === 'TimeoutError' ? 'timeout' : 'network';
    }
  };
  const [product, capacity] = await Promise.all([
    get(`/products/details?ids=${variables.id}`),
    get(`/products/${variables.id}/capacity/2026/${variables.month}`),
  ]);
  return product ?? capacity;
}

/**
 * One page read through the web server: null when it answered 200 (the page, server-rendered or, past the render
 * deadline, index.html that the browser renders); `rendered` counts the pages that came with the tour list.
 */
async function pageRead(webUrl: string, path: string, rendered: { count: number }): Promise<string | null> {
  const answer = await fetch(`${webUrl}${path}`, { headers: { accept: 'text/html' } });
  const html = await answer.text();
  if (answer.status !== 200) return `HTTP ${answer.status}`;
  if (html.includes('id="tour-list-heading"')) rendered.count += 1;
  return null;
}

/** The rendered search pages the page reads go round: a word of a tour's name, a month. */
function pageOf(words: string[], i: number): string {
  return `/search?q=${encodeURIComponent(words[i % words.length]!)}&month=2026${String(6 + (Math.floor(i / words.length) % 6)).padStart(2, '0')}`;
}

async function flakyProvider(sim: Service, tours: string[], hash: string, distDir: string, words: string[]) {
  const gateways: Service[] = [];
  try {
    // Its own documents for the reads sent to it, and the web app's trusted documents for the web server's.
    const hedged = await startGateway({
      providerUrl: sim.url,
      noCache: true,
      ownDocuments: true,
      env: { PERSISTED_QUERY_MANIFESTS: webManifest().file },
    });
    gateways.push(hedged);
    const unhedged = await startGateway({
      port: PORTS.gatewayAlt,
      providerUrl: sim.url,
      noCache: true,
      ownDocuments: true,
      env: { PROVIDER_HEDGE_READS: 'false' },
    });
    gateways.push(unhedged);
    // Steady state, not a cold start: both gateways (and the simulator's code paths) warm up on 100 reads each
    // without faults first, so the transport knows each operation's latency.
    for (const warm of [hedged, unhedged]) {
      for (let i = 0; i < 100; i += 1) await gatewayRead(warm.url, tourOf(tours, i));
    }
    await setFaults(sim.url, FAULTS);
    log(`B7 ${READS} catalogue reads under 10% 5xx + 5% timeouts`);
    const gateway = await series('gateway (budget, retries, hedges)', (i) =>
      gatewayRead(hedged.url, tourOf(tours, i)),
    );
    const noHedge = await series('gateway without hedges', (i) =>
      gatewayRead(unhedged.url, tourOf(tours, i)),
    );
    const provider = await series('provider alone, one try', (i) =>
      providerRead(sim.url, hash, tourOf(tours, i)),
    );
    await setFaults(sim.url, {});
    const web = await startWeb(hedged.url, distDir, sim.url, { RENDER_CACHE_ENTRIES: '1' });
    gateways.push(web);
    for (let i = 0; i < 20; i += 1) await pageRead(web.url, pageOf(words, i), { count: 0 });
    await setFaults(sim.url, FAULTS);
    const viaSite = await series("through the web server's /graphql", (i) =>
      gatewayRead(web.url, tourOf(tours, i)),
    );
    const rendered = { count: 0 };
    const pages = await series('search pages', (i) => pageRead(web.url, pageOf(words, i), rendered));
    log(`  of which server-rendered with the tour list: ${rendered.count}`);
    return {
      faults: FAULTS,
      inFlight: IN_FLIGHT,
      gateway,
      noHedge,
      provider,
      viaSite,
      pages: { ...pages, rendered: rendered.count },
    };
  } finally {
    await setFaults(sim.url, {});
    await Promise.all(gateways.map((g) => g.stop()));
  }
}

async function providerDown(sim: Service, tours: string[]) {
  const gateway = await startGateway({
    port: PORTS.gatewayAlt,
    providerUrl: sim.url,
    ownDocuments: true,
    env: { CAPACITY_TTL_SECONDS: '1', READY_PROVIDER_FAILURES: '3' },
  });
  try {
    const client = new Client(gateway.url);
    const shown = tours.slice(0, 10);
    await client.gql(`{ tours { count } }`);
    for (const id of shown) await client.gql(TOUR_READ, { id, month: 6 });
    await sleep(1100);
    await setFaults(sim.url, { errorRate: 1 });
    const answer = async (query: string, variables: Record<string, unknown> = {}) => {
      const response = await fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as {
        data?: Record<string, unknown> | null;
        errors?: { extensions?: { code?: string } }[];
      };
    };
    const list = await answer(`{ tours { count } }`);
    let calendarsServed = 0;
    let calendarsFlagged = 0;
    let calendarsFailed = 0;
    for (const id of shown) {
      const read = await answer(TOUR_READ, { id, month: 6 });
      const calendar = (read.data?.tour as { calendar?: { availabilityMayHaveChanged: boolean } } | null)
        ?.calendar;
      if (read.errors?.length || !calendar) calendarsFailed += 1;
      else {
        calendarsServed += 1;
        if (calendar.availabilityMayHaveChanged) calendarsFlagged += 1;
      }
    }
    const unseen = await answer(TOUR_READ, { id: shown[0], month: 11 });
    const quote = await answer(
      `query($b: BasketInput!) { quote(basket: $b) { quote { total { amountMinor } } } }`,
      {
        b: {
          passengers: [{ ageCategory: 'ADULT' }],
          trips: [{ tourId: shown[0], departureDate: '2026-06-20' }],
        },
      },
    );
    const booked = await answer(
      `mutation($b: BasketInput!, $k: String!) { book(basket: $b, idempotencyKey: $k) { booking { groupBookingId } } }`,
      {
        b: {
          passengers: [{ ageCategory: 'ADULT' }],
          trips: [{ tourId: shown[0], departureDate: '2026-06-20' }],
        },
        k: randomUUID(),
      },
    );
    const ready = await fetch(`${gateway.url}/readyz`);
    const result = {
      toursServed: Boolean((list.data?.tours as { count?: number } | undefined)?.count),
      calendarsAsked: shown.length,
      calendarsServed,
      calendarsFlagged,
      calendarsFailed,
      unseenMonth: unseen.errors?.[0]?.extensions?.code ?? 'served',
      quote: quote.errors?.[0]?.extensions?.code ?? 'priced',
      book: booked.errors?.[0]?.extensions?.code ?? 'booked',
      readyz: { status: ready.status, body: (await ready.json()) as Record<string, unknown> },
    };
    log(`  provider down: ${JSON.stringify(result)}`);
    return result;
  } finally {
    await setFaults(sim.url, {});
    await gateway.stop();
  }
}

export async function runFaults(distDir: string) {
  const sim = await startSim({}, PORTS.sim);
  try {
    const hash = await providerHash(sim.url);
    const listed = (await (
      await fetch(`${sim.url}/api/v1.3/consumer/products`, { headers: { 'x-authentication-hash': hash } })
    ).json()) as { products: { tour_id: string; product_type: string }[] };
    const tours = listed.products.filter((p) => p.product_type === 'TOUR').map((p) => p.tour_id);
    const names = (listed.products as { name?: string }[]).map((p) => p.name ?? '');
    const words = [...new Set(names.flatMap((n) => n.split(/[^A-Za-z]+/)).filter((w) => w.length >= 5))];
    const flaky = await flakyProvider(sim, tours, hash, distDir, words);
    log('B7 provider down');
    const down = await providerDown(sim, tours);
    return { ...flaky, down };
  } finally {
    await sim.stop();
  }
}

export type FaultsOutcome = Awaited<ReturnType<typeof runFaults>>;
