/**
 * B3: with 80 ms injected per provider call (PUT /_sim/faults), the time to the tour-details query's whole
 * response, cold (a freshly started gateway in production, started after the faults are set: empty cache; it
 * obtained its authentication hash and prepared its trusted documents while starting, before it listens, as every
 * gateway start does; the query is sent as a trusted document's id) and warm (the same query again), against one provider round trip and against the original app's tour-details calls made one after
 * another straight to the provider (measured, so n × 80 ms plus real overhead).
 */
import { TOUR_DETAILS, TOUR_DETAILS_VARIABLES } from '../../gateway/test/support/queries.js';
import { BASELINE_DETAILS_SEQUENTIAL } from './baseline.js';
import {
  benchManifest,
  Client,
  log,
  median,
  PORTS,
  providerHash,
  RUNS,
  setFaults,
  startGateway,
  startSim,
  type Service,
} from './lib.js';

export const LATENCY_MS = 80;

async function timed(action: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await action();
  return performance.now() - started;
}

/** The original app's tour-details calls (seed 001 §7), one after another, straight to the provider. */
async function originalSequence(simUrl: string, hash: string) {
  const api = `${simUrl}/api/v1.3/consumer`;
  const headers = { 'x-authentication-hash': hash, 'content-type': 'application/json' };
  const get = async (path: string) => {
    const answer = await fetch(`${api}${path}`, { headers });
    if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
    return answer.json() as Promise<{ operational_information?: { pickup_run_id?: number } }>;
  };
  const product = await get('/products/LNE');
  await get('/products/LNE/sales_group');
  await get('/products/LNE/add_ons?departure_date=2026-06-10');
  await get('/products/LNE/capacity/2026/6?iso_currency_code=GBP');
  const runId = product.operational_information?.pickup_run_id ?? 101;
  await get(`/pickups/${runId}`);
  await get('/passengers/age_categories');
  const answer = await fetch(`${api}/bookings/quote`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      booking_information: { iso_currency_code: 'GBP' },
      trips: [{ tour_id: 'LNE', departure_date: '2026-06-10T00:00:00' }],
      passengers: [{ age_category: 'Adult' }],
    }),
  });
  await answer.arrayBuffer();
}

export async function runLatency() {
  const sim = await startSim({}, PORTS.sim);
  let gateway: Service | undefined;
  try {
    const hash = await providerHash(sim.url);
    await setFaults(sim.url, { latencyMs: LATENCY_MS, jitterMs: 0 });
    // The sequence's calls must exist (check once without timing), and one warm-up of the HTTP client.
    await originalSequence(sim.url, hash);

    // The tour-details document is a trusted one: the gateway runs in production and is sent its id.
    const manifest = benchManifest('b3-manifest.json', { TourDetails: TOUR_DETAILS });
    const roundTrip: number[] = [];
    const sequential: number[] = [];
    const cold: number[] = [];
    const warm: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      log(`B3 run ${run + 1}/${RUNS}`);
      roundTrip.push(
        await timed(async () => {
          const answer = await fetch(`${sim.url}/api/v1.3/consumer/products/LNE`, {
            headers: { 'x-authentication-hash': hash },
          });
          await answer.arrayBuffer();
        }),
      );
      sequential.push(await timed(() => originalSequence(sim.url, hash)));
      gateway = await startGateway({
        port: PORTS.gatewayAlt,
        providerUrl: sim.url,
        env: { PERSISTED_QUERY_MANIFESTS: manifest },
      });
      const client = new Client(gateway.url, { persisted: true });
      cold.push(await timed(() => client.gql(TOUR_DETAILS, TOUR_DETAILS_VARIABLES)));
      for (let again = 0; again < 3; again += 1)
        warm.push(await timed(() => client.gql(TOUR_DETAILS, TOUR_DETAILS_VARIABLES)));
      await gateway.stop();
      gateway = undefined;
    }
    const result = {
      latencyMs: LATENCY_MS,
      baselineCalls: BASELINE_DETAILS_SEQUENTIAL.map((c) => c.call),
      roundTrip: median(roundTrip),
      sequential: median(sequential),
      cold: median(cold),
      warm: median(warm),
      samples: { roundTrip, sequential, cold, warm },
    };
    log(
      `  rt=${result.roundTrip.toFixed(1)} seq=${result.sequential.toFixed(1)} cold=${result.cold.toFixed(1)} warm=${result.warm.toFixed(1)}`,
    );
    return result;
  } finally {
    await gateway?.stop();
    await setFaults(sim.url, {}).catch(() => undefined);
    await sim.stop();
  }
}

export type LatencyOutcome = Awaited<ReturnType<typeof runLatency>>;
