/**
 * B4: autocannon, 50 connections × 20 s, the warm search query as the web app sends it to a production gateway:
 * a GET naming the trusted document's id (`SearchPage` of the web app's persisted query manifest; JSON content
 * type, which Apollo's CSRF prevention accepts), against (a) the gateway with its cache warm, (b) a bare node:http server returning the
 * same JSON bytes, (c) the gateway with the shared cache disabled (bench/src/gateway-entry.ts). Rounds are
 * interleaved (bare, cached, no cache) so machine noise hits all three alike; medians over rounds. Each round
 * also loads bare and cached at 1 and 10 connections. Each run also reads the CPU time its server used (/proc,
 * user + system) and the load generator's (this process): a server's CPU per request does not depend on how
 * loaded the machine is nor on the load generator, which shares its cores and can be the bound of the req/s.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  cpuSeconds,
  loadRun,
  log,
  type LoadRun,
  median,
  OUT,
  PORTS,
  ROOT,
  type Service,
  sleep,
  spawnService,
  startGateway,
  startSim,
  waitUntilUp,
  webManifest,
} from './lib.js';

const CONNECTIONS = 50;
/** Fewer connections, bare and cached gateway only: the ratio at low concurrency (a single client, a few). */
const FEWER_CONNECTIONS = [1, 10] as const;
const DURATION_S = Number(process.env.BENCH_B4_SECONDS ?? 20);
const ROUNDS = Math.max(1, Number(process.env.BENCH_B4_ROUNDS ?? 3));
/** The search page's query of the web app's manifest. */
function searchPage() {
  const operation = webManifest().operations.find((op) => op.name === 'SearchPage');
  if (!operation) throw new Error('SearchPage is not in the web app manifest');
  return operation;
}

/** The address of the search query by id, as Apollo's PersistedQueryLink writes it (GET). */
function searchPath(id: string): string {
  const search = new URLSearchParams({
    operationName: 'SearchPage',
    variables: '{}',
    extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: id } }),
  });
  return `/graphql?${search}`;
}

/** A load run with the CPU each side used: the server's per request (µs) and the load generator's cores. */
interface MeasuredRun extends LoadRun {
  cpuUs: number;
  generatorCores: number;
}

/** One load run against `server`: a GET of `path`, or with `body` a POST of it. */
async function cannon(
  server: Service,
  path: string,
  seconds = DURATION_S,
  body?: string,
  connections = CONNECTIONS,
): Promise<MeasuredRun> {
  const pid = server.child.pid;
  if (pid === undefined) throw new Error(`${server.name} has no process id`);
  const before = cpuSeconds(pid);
  const generatorBefore = process.cpuUsage();
  const started = performance.now();
  const run = await loadRun({
    url: `${server.url}${path}`,
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body }),
    connections,
    duration: seconds,
  });
  const elapsed = (performance.now() - started) / 1000;
  const generator = process.cpuUsage(generatorBefore);
  return {
    ...run,
    cpuUs: ((cpuSeconds(pid) - before) * 1e6) / Math.max(1, run.requests),
    generatorCores: (generator.user + generator.system) / 1e6 / elapsed,
  };
}

export async function runThroughput() {
  const sim = await startSim();
  const cached = await startGateway({ providerUrl: sim.url });
  // Every request of the cache-disabled gateway waits on a saturated provider: it gets the 5 s budget of other
  // reads and no hedges (both are for a flaky provider, B7), so B4 still measures waiting, not refusing.
  const noCache = await startGateway({
    port: PORTS.gatewayNoCache,
    providerUrl: sim.url,
    noCache: true,
    env: { PROVIDER_CATALOGUE_BUDGET_MS: '5000', PROVIDER_HEDGE_READS: 'false' },
  });
  const operation = searchPage();
  const requestPath = searchPath(operation.id);
  // The same query as a POST of its text, to a gateway that takes documents (test mode): what ids change.
  const textBody = JSON.stringify({ operationName: 'SearchPage', query: operation.body, variables: {} });
  const text = await startGateway({ port: PORTS.gatewayAlt, providerUrl: sim.url, ownDocuments: true });
  const answer = await fetch(`${cached.url}${requestPath}`, {
    headers: { 'content-type': 'application/json' },
  });
  const bytes = Buffer.from(await answer.arrayBuffer());
  if (!answer.ok || bytes.includes('"errors"'))
    throw new Error(`search query failed: ${bytes.toString().slice(0, 300)}`);
  mkdirSync(OUT, { recursive: true });
  const bodyFile = path.join(OUT, 'search-answer.json');
  writeFileSync(bodyFile, bytes);
  const bare = spawnService(
    'bare server',
    `http://127.0.0.1:${PORTS.bare}`,
    ['--import', 'tsx', path.join(ROOT, 'bench/src/bare-server.ts')],
    { PORT: String(PORTS.bare), BARE_BODY_FILE: bodyFile },
  );
  await waitUntilUp(bare, '/graphql');
  const runs: Record<'bare' | 'cached' | 'text' | 'noCache', MeasuredRun[]> = {
    bare: [],
    cached: [],
    text: [],
    noCache: [],
  };
  const fewer = Object.fromEntries(
    FEWER_CONNECTIONS.map((n) => [n, { bare: [] as MeasuredRun[], cached: [] as MeasuredRun[] }]),
  ) as Record<(typeof FEWER_CONNECTIONS)[number], { bare: MeasuredRun[]; cached: MeasuredRun[] }>;
  try {
    // Warm-up: JIT and keep-alive pools of every target, the cache of the cached gateway.
    for (const target of [bare, cached, noCache]) await cannon(target, requestPath, 3);
    await cannon(text, '/graphql', 3, textBody);
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [name, target] of [
        ['bare', bare],
        ['cached', cached],
        ['text', text],
        ['noCache', noCache],
      ] as const) {
        log(`B4 round ${round + 1}/${ROUNDS}: ${name}`);
        const run =
          name === 'text'
            ? await cannon(target, '/graphql', DURATION_S, textBody)
            : await cannon(target, requestPath);
        log(
          `  ${run.rps.toFixed(0)} req/s p50 ${run.p50} ms p99 ${run.p99} ms non2xx ${run.non2xx} errors ${run.errors}; ` +
            `CPU ${run.cpuUs.toFixed(0)} µs per request; load generator ${run.generatorCores.toFixed(2)} cores`,
        );
        runs[name].push(run);
        await sleep(1000);
      }
      for (const connections of FEWER_CONNECTIONS) {
        for (const [name, target] of [
          ['bare', bare],
          ['cached', cached],
        ] as const) {
          log(`B4 round ${round + 1}/${ROUNDS}: ${name}, ${connections} connection(s)`);
          const run = await cannon(target, requestPath, DURATION_S, undefined, connections);
          log(
            `  ${run.rps.toFixed(0)} req/s p50 ${run.p50} ms p99 ${run.p99} ms; CPU ${run.cpuUs.toFixed(0)} µs ` +
              `per request; load generator ${run.generatorCores.toFixed(2)} cores`,
          );
          fewer[connections][name].push(run);
          await sleep(1000);
        }
      }
    }
  } finally {
    await bare.stop();
    await text.stop();
    await noCache.stop();
    await cached.stop();
    await sim.stop();
  }
  const summary = (list: MeasuredRun[]) => ({
    rps: median(list.map((r) => r.rps)),
    /** The server's CPU per request, µs (user + system). */
    cpuUs: median(list.map((r) => r.cpuUs)),
    /** The load generator's CPU, in cores. */
    generatorCores: median(list.map((r) => r.generatorCores)),
    p50: median(list.map((r) => r.p50)),
    p99: median(list.map((r) => r.p99)),
    non2xx: list.reduce((a, r) => a + r.non2xx, 0),
    errors: list.reduce((a, r) => a + r.errors, 0),
    runs: list,
  });
  return {
    connections: CONNECTIONS,
    seconds: DURATION_S,
    rounds: ROUNDS,
    bodyBytes: bytes.length,
    /** The request by id (GET request line's target) against the same operation's text as a POST body. */
    requestBytes: {
      id: Buffer.byteLength(requestPath),
      text: Buffer.byteLength(
        JSON.stringify({ operationName: 'SearchPage', query: operation.body, variables: {} }),
      ),
    },
    bare: summary(runs.bare),
    cached: summary(runs.cached),
    text: summary(runs.text),
    noCache: summary(runs.noCache),
    /** Bare and cached gateway at fewer connections, by connection count. */
    fewer: FEWER_CONNECTIONS.map((connections) => ({
      connections,
      bare: summary(fewer[connections].bare),
      cached: summary(fewer[connections].cached),
    })),
  };
}

export type ThroughputOutcome = Awaited<ReturnType<typeof runThroughput>>;
