/**
 * B8: throughput of server-rendered pages against the static index.html, in the same run. autocannon,
 * 50 connections, GET with `accept-encoding: br, gzip` (as a browser), against the web server (web/server) serving the bench
 * build with its renderer (dist-server), the gateway's cache warm. Targets, interleaved per round (medians):
 * (a) /index.html, the static page every address got before server rendering; (b) the data that page then asked
 * for (POST /graphql SearchPage through the web server to the gateway), so a first screen of the client-rendered
 * site can be compared with a rendered one; (c) / rendered, served from the renderer's shared cache (an anonymous
 * visitor); (d) a tour page from that cache; (e) / for a visitor with a session (a real `td_sid` cookie of the
 * gateway): the same shared page, whose private parts (cart count, open basket) the browser fills in.
 *
 * autocannon runs in this process, on the same two cores as the servers, and reading big answers can make it the
 * bound: so each run also records the CPU time the web server and the gateway used (from /proc) and the load
 * generator's, and the target compares what a page costs the servers, per request.
 */
import {
  cpuSeconds,
  loadRun,
  log,
  median,
  sleep,
  startGateway,
  startSim,
  startWeb,
  webManifest,
  type LoadRun,
  type Service,
} from './lib.js';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_B8_SECONDS ?? 10);
const ROUNDS = Math.max(1, Number(process.env.BENCH_B8_ROUNDS ?? 3));

/** The search page's query, as the client-rendered home page asks it after index.html: its trusted id. */
function searchBody(): string {
  const searchPage = webManifest().operations.find((op) => op.name === 'SearchPage');
  if (!searchPage) throw new Error("SearchPage is not in the web app's manifest");
  return JSON.stringify({
    operationName: 'SearchPage',
    variables: {},
    extensions: { persistedQuery: { version: 1, sha256Hash: searchPage.id } },
  });
}

const TARGETS = [
  { name: 'static index.html', path: '/index.html', headers: {} },
  {
    name: "client-rendered home page's data (POST /graphql SearchPage, gateway cache warm)",
    path: '/graphql',
    headers: { 'content-type': 'application/json' },
    // Filled in with the web app's trusted document once its manifest is made (searchBody).
    body: '',
  },
  { name: 'rendered /, shared cache', path: '/', headers: {} },
  {
    name: 'rendered tour page, shared cache',
    path: '/tours/LNE/loch-ness-glencoe-the-highlands',
    headers: {},
  },
  // Filled in with a real consumer session once the gateway runs (sessionCookie).
  { name: 'rendered /, a visitor with a session, shared cache', path: '/', headers: { cookie: '' } },
] as const;

/**
 * A consumer session of the gateway (its `td_sid` cookie), made as a visitor's is, by a write: the currency set to
 * EUR (a session is stored on its first change) and back to the default GBP, as most visitors have it; sent as
 * the web app's trusted SetCurrency document, by its id, as the browser sends it.
 */
async function sessionCookie(webUrl: string): Promise<string> {
  const setCurrency = webManifest().operations.find((op) => op.name === 'SetCurrency');
  if (!setCurrency) throw new Error("SetCurrency is not in the web app's manifest");
  let cookie = '';
  let last = '';
  for (const currency of ['EUR', 'GBP']) {
    const answer = await fetch(`${webUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({
        operationName: 'SetCurrency',
        variables: { currency },
        extensions: { persistedQuery: { version: 1, sha256Hash: setCurrency.id } },
      }),
    });
    cookie = answer.headers.get('set-cookie')?.split(';')[0] ?? cookie;
    last = `${answer.status} ${await answer.text()}`;
  }
  if (!cookie) throw new Error(`the gateway set no session cookie (${last})`);
  return cookie;
}

function cannon(
  url: string,
  headers: Record<string, string>,
  body: string | undefined,
  seconds = DURATION_S,
): Promise<LoadRun> {
  return loadRun({
    url,
    method: body ? 'POST' : 'GET',
    body,
    headers: { 'accept-encoding': 'br, gzip', ...headers },
    connections: CONNECTIONS,
    duration: seconds,
  });
}

/** A run's figures with the CPU each side used: the servers' per request (µs) and the load generator's cores. */
interface MeasuredRun extends LoadRun {
  webCpuUs: number;
  gatewayCpuUs: number;
  generatorCores: number;
}

/** Runs `cannon` while reading the CPU time of the web server, the gateway and this process (the load generator). */
async function measured(
  web: Service,
  gateway: Service,
  url: string,
  headers: Record<string, string>,
  body: string | undefined,
): Promise<MeasuredRun> {
  const pids = [web.child.pid, gateway.child.pid].map((pid) => {
    if (pid === undefined) throw new Error('a server of the bench has no process id');
    return pid;
  });
  const before = pids.map(cpuSeconds);
  const generatorBefore = process.cpuUsage();
  const started = performance.now();
  const run = await cannon(url, headers, body);
  const seconds = (performance.now() - started) / 1000;
  const generator = process.cpuUsage(generatorBefore);
  const [webCpu, gatewayCpu] = pids.map((pid, i) => cpuSeconds(pid) - (before[i] ?? 0));
  const perRequest = (cpu = 0) => (cpu * 1e6) / Math.max(1, run.requests);
  return {
    ...run,
    webCpuUs: perRequest(webCpu),
    gatewayCpuUs: perRequest(gatewayCpu),
    generatorCores: (generator.user + generator.system) / 1e6 / seconds,
  };
}

/**
 * Waits until the server has finished what the last run left in flight (renders queued behind the gateway) and
 * answers /livez at once again, so no target inherits the previous one's backlog (at most 30 s).
 */
async function drained(url: string) {
  const deadline = Date.now() + 30_000;
  await sleep(1000);
  while (Date.now() < deadline) {
    const started = Date.now();
    await fetch(`${url}/livez`).then((answer) => answer.arrayBuffer());
    if (Date.now() - started < 20) return;
    await sleep(500);
  }
}

/** Runs B8 against the bench build in `distDir` (its renderer in `${distDir}-server`). */
export async function runRender(distDir: string) {
  const sim = await startSim();
  const gateway = await startGateway({ providerUrl: sim.url });
  const web = await startWeb(gateway.url, distDir, sim.url);
  const runs = new Map<string, MeasuredRun[]>(TARGETS.map((target) => [target.name, []]));
  try {
    const cookie = await sessionCookie(web.url);
    const targets = TARGETS.map((target) => {
      if ('cookie' in target.headers) return { ...target, headers: { cookie } };
      return 'body' in target ? { ...target, body: searchBody() } : target;
    });
    for (const target of targets) {
      const body = 'body' in target ? target.body : undefined;
      const answer = await fetch(`${web.url}${target.path}`, {
        method: body ? 'POST' : 'GET',
        headers: target.headers,
        body,
      });
      const text = await answer.text();
      if (!answer.ok || text.includes('"errors"')) throw new Error(`${target.path}: ${answer.status}`);
      if (!body && target.path !== '/index.html' && !/id="tourdesk-(page-answers|apollo-state)"/.test(text))
        throw new Error(`${target.path} was not rendered on the server`);
      await cannon(`${web.url}${target.path}`, target.headers, body, 2);
      await drained(web.url);
    }
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const target of targets) {
        log(`B8 round ${round + 1}/${ROUNDS}: ${target.name}`);
        const run = await measured(
          web,
          gateway,
          `${web.url}${target.path}`,
          target.headers,
          'body' in target ? target.body : undefined,
        );
        log(
          `  ${run.rps.toFixed(0)} req/s p50 ${run.p50} ms p99 ${run.p99} ms non2xx ${run.non2xx} errors ${run.errors}; ` +
            `CPU per request: web ${run.webCpuUs.toFixed(0)} µs, gateway ${run.gatewayCpuUs.toFixed(0)} µs; ` +
            `load generator ${run.generatorCores.toFixed(2)} cores`,
        );
        runs.get(target.name)?.push(run);
        await drained(web.url);
      }
    }
  } finally {
    await web.stop();
    await gateway.stop();
    await sim.stop();
  }
  return {
    connections: CONNECTIONS,
    seconds: DURATION_S,
    rounds: ROUNDS,
    targets: TARGETS.map((target) => {
      const list = runs.get(target.name) ?? [];
      return {
        name: target.name,
        path: target.path,
        rps: median(list.map((r) => r.rps)),
        p50: median(list.map((r) => r.p50)),
        p99: median(list.map((r) => r.p99)),
        webCpuUs: median(list.map((r) => r.webCpuUs)),
        gatewayCpuUs: median(list.map((r) => r.gatewayCpuUs)),
        generatorCores: median(list.map((r) => r.generatorCores)),
        non2xx: list.reduce((a, r) => a + r.non2xx, 0),
        errors: list.reduce((a, r) => a + r.errors, 0),
      };
    }),
  };
}

export type RenderOutcome = Awaited<ReturnType<typeof runRender>>;
