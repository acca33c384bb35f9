/**
 * B10: gateway memory under a soak, not a timed test. The gateway with its default in-memory store (no REDIS_URL)
 * and caches on, for BENCH_B10_SECONDS (600): anonymous searches for the common words of the catalogue in hostile
 * variants (random letter case, runs of white space around and inside, tag ids in any order and repeated), 8 at a
 * time, beside a mixed catalogue load (the search page, all tours or a month's, and tour panels), 4 at a time, all
 * as the web app's trusted operations by id (SearchPage, TourPanelPage), as browsers send them. The gateway runs with the NODE_OPTIONS of its image (the V8 heap cap); its
 * resident set size (VmRSS) is read every 10 s, with its V8 heap in use and external memory from /metrics. Target: it levels off
 * under 512 MB (the last third's peak no more than 5 % above the middle third's).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { log, PORTS, providerHash, ROOT, rssMb, startGateway, startSim, webManifest } from './lib.js';

const SECONDS = Number(process.env.BENCH_B10_SECONDS ?? 600);
const SAMPLE_EVERY_MS = 10_000;
const HOSTILE_IN_FLIGHT = 8;
const MIXED_IN_FLIGHT = 4;

/** The NODE_OPTIONS the gateway image runs with (gateway/Dockerfile), so the soak measures what is deployed. */
const IMAGE_NODE_OPTIONS =
  /NODE_OPTIONS=(\S+)/.exec(readFileSync(path.join(ROOT, 'gateway/Dockerfile'), 'utf8'))?.[1] ?? '';

/** The web app's trusted operations the soak sends, by id, as browsers do. */
const OPERATIONS = ['SearchPage', 'TourPanelPage'] as const;

/** A deterministic pseudo-random generator (the soak's variants are reproducible). */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** `word` in random letter case with random white space around and inside. */
function hostile(word: string, next: () => number): string {
  const spaced = word
    .split('')
    .map((c) => (next() < 0.5 ? c.toUpperCase() : c.toLowerCase()))
    .join('');
  const pad = () => ' \t  '.slice(0, Math.floor(next() * 4));
  return `${pad()}${spaced.replace(/ /g, () => ` ${pad()}`)}${pad()}`;
}

/** The gateway's V8 heap in use and its memory outside the heap (Buffers), in MB, from its /metrics. */
async function heapMb(url: string): Promise<{ heapUsedMb: number; externalMb: number }> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const value = (name: string) => Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1]) / 2 ** 20;
  return {
    heapUsedMb: value('gateway_nodejs_heap_size_used_bytes'),
    externalMb: value('gateway_nodejs_external_memory_bytes'),
  };
}

/**
 * Sends one trusted operation by its id as Apollo's persisted-query link does (GET): null when it answered without
 * an error, else the first error's code (or the status).
 */
async function send(
  url: string,
  operation: { id: string; name: string },
  variables: Record<string, unknown>,
): Promise<string | null> {
  const search = new URLSearchParams({
    operationName: operation.name,
    variables: JSON.stringify(variables),
    extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: operation.id } }),
  });
  const answer = await fetch(`${url}/graphql?${search}`, { headers: { 'content-type': 'application/json' } });
  const body = (await answer.json()) as { errors?: { extensions?: { code?: string } }[] };
  if (body.errors?.length) return body.errors[0]?.extensions?.code ?? `HTTP ${answer.status}`;
  return answer.ok ? null : `HTTP ${answer.status}`;
}

export async function runSoak() {
  const sim = await startSim({}, PORTS.sim);
  try {
    const hash = await providerHash(sim.url);
    const listed = (await (
      await fetch(`${sim.url}/api/v1.3/consumer/products`, { headers: { 'x-authentication-hash': hash } })
    ).json()) as { products: { tour_id: string; name: string; product_type: string }[] };
    const tours = listed.products.filter((p) => p.product_type === 'TOUR');
    const words = [...new Set(tours.flatMap((t) => t.name.split(/[^A-Za-z]+/)).filter((w) => w.length >= 4))];
    const filters = (await (
      await fetch(`${sim.url}/api/v1.3/consumer/products/filters`, {
        headers: { 'x-authentication-hash': hash },
      })
    ).json()) as { filters: { tags: { tag_id: number }[] }[] };
    const tagIds = filters.filters.flatMap((f) => f.tags.map((t) => String(t.tag_id)));
    const manifest = webManifest().operations;
    const trusted = (name: (typeof OPERATIONS)[number]) => {
      const operation = manifest.find((op) => op.name === name);
      if (!operation) throw new Error(`${name} is not in the web app manifest`);
      return operation;
    };
    const [searchPage, tourPanel] = [trusted('SearchPage'), trusted('TourPanelPage')];
    const gateway = await startGateway({ providerUrl: sim.url, env: { NODE_OPTIONS: IMAGE_NODE_OPTIONS } });
    const pid = gateway.child.pid!;
    const samples: { atSeconds: number; rssMb: number; heapUsedMb: number; externalMb: number }[] = [];
    const counts = { hostile: 0, mixed: 0, failed: 0 };
    const failures: Record<string, number> = {};
    const count = (failure: string | null) => {
      if (failure === null) return;
      counts.failed += 1;
      failures[failure] = (failures[failure] ?? 0) + 1;
    };
    const started = Date.now();
    const until = started + SECONDS * 1000;
    try {
      const sample = async () => {
        const atSeconds = Math.round((Date.now() - started) / 1000);
        const rss = rssMb(pid) ?? NaN;
        const heap = await heapMb(gateway.url).catch(() => ({ heapUsedMb: NaN, externalMb: NaN }));
        samples.push({ atSeconds, rssMb: rss, ...heap });
      };
      await sample();
      const sampler = setInterval(() => void sample(), SAMPLE_EVERY_MS);
      const hostileWorker = async (seed: number) => {
        const next = random(seed);
        while (Date.now() < until) {
          const word = words[Math.floor(next() * words.length)]!;
          const tags = Array.from(
            { length: Math.floor(next() * 3) },
            () => tagIds[Math.floor(next() * tagIds.length)]!,
          );
          const failure = await send(gateway.url, searchPage, {
            search: { text: hostile(word, next), tagIds: tags },
          });
          counts.hostile += 1;
          count(failure);
        }
      };
      const mixedWorker = async (seed: number) => {
        const next = random(seed);
        while (Date.now() < until) {
          const tour = tours[Math.floor(next() * tours.length)]!;
          const month = `2026${String(6 + Math.floor(next() * 6)).padStart(2, '0')}`;
          const failure =
            next() < 0.5
              ? await send(gateway.url, tourPanel, { tourId: tour.tour_id })
              : await send(gateway.url, searchPage, next() < 0.5 ? {} : { search: { month } });
          counts.mixed += 1;
          count(failure);
        }
      };
      log(
        `B10 soak for ${SECONDS} s: ${HOSTILE_IN_FLIGHT} hostile searchers, ${MIXED_IN_FLIGHT} catalogue readers`,
      );
      await Promise.all([
        ...Array.from({ length: HOSTILE_IN_FLIGHT }, (_, i) => hostileWorker(i + 1)),
        ...Array.from({ length: MIXED_IN_FLIGHT }, (_, i) => mixedWorker(100 + i)),
      ]);
      clearInterval(sampler);
      await sample();
    } finally {
      await gateway.stop();
    }
    const third = Math.max(1, Math.floor(samples.length / 3));
    const peak = (list: typeof samples) => Math.max(...list.map((s) => s.rssMb));
    const middlePeakMb = peak(samples.slice(third, 2 * third));
    const lastPeakMb = peak(samples.slice(2 * third));
    const result = {
      seconds: SECONDS,
      nodeOptions: IMAGE_NODE_OPTIONS,
      words: words.length,
      counts,
      failures,
      startMb: samples[0]?.rssMb ?? NaN,
      peakMb: peak(samples),
      middlePeakMb,
      lastPeakMb,
      samples,
    };
    log(
      `  RSS ${result.startMb.toFixed(0)} → peak ${result.peakMb.toFixed(0)} MB (middle third ${middlePeakMb.toFixed(0)}, last ${lastPeakMb.toFixed(0)}); ${JSON.stringify(counts)}`,
    );
    return result;
  } finally {
    await sim.stop();
  }
}

export type SoakOutcome = Awaited<ReturnType<typeof runSoak>>;
