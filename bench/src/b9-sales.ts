/**
 * B9: sales under provider latency, not a timed test. provider-sim delays every call by 1.5 s, then 3 s
 * (`PUT /_sim/faults {"latencyMs": …}`), against a gateway with its production budgets (catalogue 1 s, sales
 * PROVIDER_SALES_BUDGET_MS 15 s) and its caches disabled (bench/src/gateway-entry.ts), so every quote is a cold
 * quote: its product, capacity and pricing reads all reach the slow provider.
 *
 * Per latency: one provider round trip measured in the same run (a product read straight to the simulator, median
 * of 5), then BENCH_B9_SALES (50) quotes and 50 bookings of distinct day-tour baskets (1 adult, their own
 * idempotency keys), BENCH_B9_IN_FLIGHT (10) at a time; after the bookings, each key is sent again (a client's retry
 * after a lost answer): it must return the same booking. The simulator's booking count must grow by exactly the
 * bookings made (never two for a key). Targets: 100 % of quotes and bookings succeed at 1.5 s, bookings at 3 s,
 * never a duplicate; a cold quote's p99 ≤ 4 × one provider round trip.
 */
import { randomUUID } from 'node:crypto';
import { callsDuring, log, median, PORTS, providerHash, setFaults, startGateway, startSim } from './lib.js';

const SALES = Number(process.env.BENCH_B9_SALES ?? 50);
const IN_FLIGHT = Number(process.env.BENCH_B9_IN_FLIGHT ?? 10);
const LATENCIES_MS = [1500, 3000];

const DAYS = `query($id: ID!, $y: Int!, $m: Int!) { tour(tourId: $id) { tourId duration { isDayTour }
  calendar(year: $y, month: $m) { weeks { days { date freeSeats selectable } } } } }`;
const QUOTE = `query($basket: BasketInput!) { quote(basket: $basket) {
  quote { total { amountMinor } } userErrors { code } } }`;
const BOOK = `mutation($basket: BasketInput!, $key: String!) { book(basket: $basket, idempotencyKey: $key) {
  booking { groupBookingId totals { total { amountMinor } } } userErrors { code } } }`;

type Basket = { passengers: { ageCategory: string }[]; trips: { tourId: string; departureDate: string }[] };

/** Outcome of one kind of sale at one latency. */
export interface SaleSeries {
  attempts: number;
  succeeded: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  failures: Record<string, number>;
}

/** Results at one provider latency. */
export interface LatencyRun {
  latencyMs: number;
  roundTripMs: number;
  quotes: SaleSeries;
  books: SaleSeries;
  retries: { sent: number; sameBooking: number };
  createBookingCalls: number;
  bookingsMade: number;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** POSTs one operation; the data, or the first error's code. */
async function post<T>(url: string, query: string, variables: Record<string, unknown>) {
  const answer = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await answer.json()) as { data?: T; errors?: { extensions?: { code?: string } }[] };
  return body.errors?.length
    ? { error: body.errors[0]?.extensions?.code ?? `HTTP ${answer.status}` }
    : { data: body.data as T };
}

/** Runs `one` for each item, IN_FLIGHT at once; `one` answers null on success or why it failed. */
async function series<T>(items: T[], one: (item: T) => Promise<string | null>): Promise<SaleSeries> {
  const times: number[] = [];
  const failures: Record<string, number> = {};
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      const started = performance.now();
      const failure = await one(item).catch(
        (error: unknown) => `thrown: ${(error as Error).message.slice(0, 60)}`,
      );
      times.push(performance.now() - started);
      if (failure) failures[failure] = (failures[failure] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  const failed = Object.values(failures).reduce((a, b) => a + b, 0);
  return {
    attempts: items.length,
    succeeded: items.length - failed,
    p50Ms: median(times),
    p99Ms: percentile(times, 99),
    maxMs: Math.max(...times),
    failures,
  };
}

/** Distinct one-adult day-tour baskets on dates with free seats (read before any fault). */
async function baskets(gatewayUrl: string, simUrl: string, count: number): Promise<Basket[]> {
  const hash = await providerHash(simUrl);
  const listed = (await (
    await fetch(`${simUrl}/api/v1.3/consumer/products`, { headers: { 'x-authentication-hash': hash } })
  ).json()) as { products: { tour_id: string; product_type: string }[] };
  const found: Basket[] = [];
  for (const { tour_id: id, product_type: type } of listed.products) {
    if (type !== 'TOUR') continue;
    for (const month of [7, 8, 9]) {
      const read = await post<{
        tour: {
          duration: { isDayTour: boolean };
          calendar: { weeks: { days: { date: string; freeSeats: number; selectable: boolean }[] }[] };
        } | null;
      }>(gatewayUrl, DAYS, { id, y: 2026, m: month });
      const tour = read.data?.tour;
      if (!tour?.duration.isDayTour) break;
      for (const day of tour.calendar.weeks.flatMap((w) => w.days)) {
        if (day.selectable && day.freeSeats >= 4 && day.date.startsWith(`2026-0${month}`)) {
          found.push({
            passengers: [{ ageCategory: 'ADULT' }],
            trips: [{ tourId: id, departureDate: day.date }],
          });
        }
      }
    }
    if (found.length >= count * 3) break;
  }
  if (found.length < count * 2) throw new Error(`only ${found.length} day-tour dates with free seats`);
  // Spread over tours and dates, one basket per date, so no departure fills up.
  return Array.from({ length: count * 2 }, (_, i) => found[Math.floor((i * found.length) / (count * 2))]!);
}

/** One provider round trip at the current latency: a product read straight to the simulator, median of 5. */
async function roundTrip(simUrl: string, tourId: string): Promise<number> {
  const hash = await providerHash(simUrl);
  const times: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const started = performance.now();
    const answer = await fetch(`${simUrl}/api/v1.3/consumer/products/details?ids=${tourId}`, {
      headers: { 'x-authentication-hash': hash },
    });
    await answer.arrayBuffer();
    times.push(performance.now() - started);
  }
  return median(times);
}

async function atLatency(
  simUrl: string,
  gatewayUrl: string,
  latencyMs: number,
  pool: Basket[],
): Promise<LatencyRun> {
  await setFaults(simUrl, { latencyMs });
  try {
    const roundTripMs = await roundTrip(simUrl, pool[0]!.trips[0]!.tourId);
    log(`B9 at ${latencyMs} ms per provider call (one round trip ${roundTripMs.toFixed(0)} ms)`);
    const quoteBaskets = pool.slice(0, SALES);
    const bookBaskets = pool.slice(SALES, SALES * 2);
    const quotes = await series(quoteBaskets, async (basket) => {
      const answer = await post<{ quote: { quote: unknown; userErrors: { code: string }[] } }>(
        gatewayUrl,
        QUOTE,
        {
          basket,
        },
      );
      if (answer.error) return answer.error;
      return answer.data!.quote.quote ? null : (answer.data!.quote.userErrors[0]?.code ?? 'no quote');
    });
    log(
      `  quotes: ${quotes.succeeded}/${quotes.attempts}, p50 ${quotes.p50Ms.toFixed(0)} ms, p99 ${quotes.p99Ms.toFixed(0)} ms`,
    );
    const keys = bookBaskets.map(() => randomUUID());
    const booked = new Map<string, string>();
    const stats = await fetch(`${simUrl}/_sim/info`).then((r) => r.json() as Promise<{ bookings?: number }>);
    let books!: SaleSeries;
    const calls = await callsDuring(simUrl, async () => {
      books = await series(
        bookBaskets.map((basket, i) => ({ basket, key: keys[i]! })),
        async ({ basket, key }) => {
          const answer = await post<{
            book: { booking: { groupBookingId: string } | null; userErrors: { code: string }[] };
          }>(gatewayUrl, BOOK, { basket, key });
          if (answer.error) return answer.error;
          const booking = answer.data!.book.booking;
          if (!booking) return answer.data!.book.userErrors[0]?.code ?? 'no booking';
          booked.set(key, booking.groupBookingId);
          return null;
        },
      );
    });
    log(
      `  books: ${books.succeeded}/${books.attempts}, p50 ${books.p50Ms.toFixed(0)} ms, p99 ${books.p99Ms.toFixed(0)} ms`,
    );
    let sameBooking = 0;
    const retried = await callsDuring(simUrl, async () => {
      await series(
        bookBaskets.map((basket, i) => ({ basket, key: keys[i]! })),
        async ({ basket, key }) => {
          const answer = await post<{ book: { booking: { groupBookingId: string } | null } }>(
            gatewayUrl,
            BOOK,
            {
              basket,
              key,
            },
          );
          const id = answer.data?.book.booking?.groupBookingId;
          if (id !== undefined && id === booked.get(key)) sameBooking += 1;
          return id ? null : (answer.error ?? 'no booking');
        },
      );
    });
    const after = await fetch(`${simUrl}/_sim/info`).then((r) => r.json() as Promise<{ bookings?: number }>);
    return {
      latencyMs,
      roundTripMs,
      quotes,
      books,
      retries: { sent: keys.length, sameBooking },
      createBookingCalls: (calls.createBooking ?? 0) + (retried.createBooking ?? 0),
      bookingsMade: (after.bookings ?? NaN) - (stats.bookings ?? NaN),
    };
  } finally {
    await setFaults(simUrl, {});
  }
}

export async function runSales() {
  const sim = await startSim({}, PORTS.sim);
  try {
    const browse = await startGateway({ port: PORTS.gatewayAlt, providerUrl: sim.url, ownDocuments: true });
    let pool: Basket[];
    try {
      pool = await baskets(browse.url, sim.url, SALES * LATENCIES_MS.length);
    } finally {
      await browse.stop();
    }
    const gateway = await startGateway({
      providerUrl: sim.url,
      noCache: true,
      ownDocuments: true,
      env: { PROVIDER_CATALOGUE_BUDGET_MS: '1000', PROVIDER_SALES_BUDGET_MS: '15000' },
    });
    try {
      const runs: LatencyRun[] = [];
      for (const [i, latencyMs] of LATENCIES_MS.entries()) {
        runs.push(
          await atLatency(sim.url, gateway.url, latencyMs, pool.slice(i * SALES * 2, (i + 1) * SALES * 2)),
        );
      }
      return { sales: SALES, inFlight: IN_FLIGHT, runs };
    } finally {
      await gateway.stop();
    }
  } finally {
    await sim.stop();
  }
}

export type SalesOutcome = Awaited<ReturnType<typeof runSales>>;
