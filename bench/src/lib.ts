/**
 * Shared helpers of the benchmarks: fixed bench ports, child processes (provider-sim, gateway, web server), a
 * recording proxy between gateway and provider, provider-call counters, GraphQL over HTTP, statistics.
 */
import autocannon from 'autocannon';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Scratch folder (builds, JSON results); git-ignored. BENCH_OUT_DIR moves it, for two benches side by side. */
export const OUT = path.resolve(ROOT, process.env.BENCH_OUT_DIR ?? 'bench/.out');

/**
 * Ports of the bench stack, away from `pnpm start` (4010/4000/3000) and the e2e stack (4410/4400/3400 + offsets
 * 0 and 100): the e2e layout shifted by 300, plus a few of our own. BENCH_PORT_OFFSET shifts them all.
 */
const offset = Number(process.env.BENCH_PORT_OFFSET ?? 0);
export const PORTS = {
  sim: 4710 + offset,
  proxy: 4711 + offset,
  gateway: 4700 + offset,
  gatewayAlt: 4701 + offset,
  gatewayNoCache: 4702 + offset,
  web: 3700 + offset,
  bare: 4790 + offset,
};

export const TODAY = '2026-06-01';

/** A child process of the bench. */
export interface Service {
  name: string;
  url: string;
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

const running = new Set<Service>();

/** Stops every service still running (on exit or failure). */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((s) => s.stop()));
}

export function spawnService(
  name: string,
  url: string,
  args: string[],
  env: Record<string, string>,
  cwd = ROOT,
): Service {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const service: Service = {
    name,
    url,
    child,
    output: () => output,
    async stop() {
      running.delete(service);
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
  running.add(service);
  return service;
}

/** Polls until GET/POST `url` answers below 500; fails with the service output after `timeoutMs`. */
export async function waitUntilUp(service: Service, probe: string, init?: RequestInit, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (service.child.exitCode !== null) break;
    try {
      const answer = await fetch(`${service.url}${probe}`, init);
      await answer.arrayBuffer();
      if (answer.status < 500) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  await service.stop();
  throw new Error(
    `${service.name} did not come up on ${service.url}${probe}:\n${service.output().slice(-4000)}`,
  );
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The provider API key of the benches' simulator and gateways (a production gateway refuses the development key). */
export const BENCH_API_KEY = 'bench-provider-api-key';

/**
 * The secrets a production gateway requires, none its development value, and SINGLE_INSTANCE=true (a bench gives
 * REDIS_URL to share a Redis).
 */
export const BENCH_PRODUCTION_SETTINGS = {
  PROVIDER_API_KEY: BENCH_API_KEY,
  PAYMENT_LINK_SECRET: 'bench-payment-link-secret-0123456789abcdef',
  ALTCHA_HMAC_KEY: 'bench-altcha-hmac-key-0123456789abcdef',
  REPORT_TOKEN_HASHES: createHash('sha256').update('bench-report-token').digest('hex'),
  SINGLE_INSTANCE: 'true',
} as const;

/** provider-sim from source (tsx), SIM_TODAY fixed, taking {@link BENCH_API_KEY}. */
export async function startSim(env: Record<string, string> = {}, port = PORTS.sim): Promise<Service> {
  const sim = spawnService(
    'provider-sim',
    `http://127.0.0.1:${port}`,
    ['--import', 'tsx', path.join(ROOT, 'provider-sim/src/main.ts')],
    { HOST: '127.0.0.1', PORT: String(port), SIM_TODAY: TODAY, SIM_API_KEY: BENCH_API_KEY, ...env },
  );
  await waitUntilUp(sim, '/_sim/info', undefined, 120_000);
  return sim;
}

/** The web app's persisted query manifest (the trusted documents of a production gateway), in the bench folder. */
export const MANIFEST_FILE = path.join(OUT, 'persisted-query-manifest.json');

/** The web app's persisted query manifest: made once per bench process (`pnpm --filter web manifest`). */
export function webManifest(): { file: string; operations: { id: string; name: string; body: string }[] } {
  if (!existsSync(MANIFEST_FILE) || !manifestMade) {
    const made = spawnSync('pnpm', ['--filter', 'web', 'run', 'manifest', MANIFEST_FILE], {
      cwd: ROOT,
      stdio: 'pipe',
      encoding: 'utf8',
    });
    if (made.status !== 0) throw new Error(`the web app's manifest failed:\n${made.stderr}`);
    manifestMade = true;
  }
  const manifest = JSON.parse(readFileSync(MANIFEST_FILE, 'utf8')) as {
    operations: { id: string; name: string; body: string }[];
  };
  return { file: MANIFEST_FILE, operations: manifest.operations };
}
let manifestMade = false;

/**
 * Writes a persisted query manifest of a bench's own documents (`name` → text) to OUT/`file`, so the bench can run
 * its gateway in production (PERSISTED_QUERY_MANIFESTS) and send the documents' ids, as browsers do.
 * @returns the manifest's absolute path.
 */
export function benchManifest(file: string, documents: Record<string, string>): string {
  mkdirSync(OUT, { recursive: true });
  const target = path.join(OUT, file);
  const operations = Object.entries(documents).map(([name, body]) => ({
    id: documentId(body),
    name,
    type: /^\s*mutation\b/.test(body) ? 'mutation' : 'query',
    body,
  }));
  writeFileSync(
    target,
    JSON.stringify({ format: 'apollo-persisted-query-manifest', version: 1, operations }),
  );
  return target;
}

/** SHA-256 hex of a document's text: its persisted-query id. */
export function documentId(body: string): string {
  return createHash('sha256').update(body, 'utf8').digest('hex');
}

/**
 * The gateway from source (tsx) through bench/src/gateway-entry.ts, which can disable the shared cache
 * (`noCache`). Each start gets its own CACHE_PREFIX, so it starts cold. By default it runs in production on the
 * web app's trusted documents (browsers and the renderer send their ids); `ownDocuments` is for the benches that
 * send documents of their own (B2, B3, B7): NODE_ENV=test, the one setting production adds being the trusted
 * documents (its secrets are set as production requires).
 */
export async function startGateway(options: {
  port?: number;
  providerUrl: string;
  noCache?: boolean;
  ownDocuments?: boolean;
  env?: Record<string, string>;
}): Promise<Service> {
  const port = options.port ?? PORTS.gateway;
  const gateway = spawnService(
    options.noCache ? 'gateway (cache disabled)' : 'gateway',
    `http://127.0.0.1:${port}`,
    ['--import', 'tsx', path.join(ROOT, 'bench/src/gateway-entry.ts')],
    {
      ...BENCH_PRODUCTION_SETTINGS,
      ...(options.ownDocuments
        ? { NODE_ENV: 'test' }
        : { NODE_ENV: 'production', PERSISTED_QUERY_MANIFESTS: webManifest().file }),
      HOST: '127.0.0.1',
      PORT: String(port),
      TODAY,
      LOG_LEVEL: 'warn',
      PROVIDER_API_URL: options.providerUrl,
      PROVIDER_PAYMENT_URL: options.providerUrl,
      CACHE_PREFIX: `bench-${randomUUID().slice(0, 8)}:`,
      CONSUMER_SITE_URL: `http://127.0.0.1:${PORTS.web}`,
      BENCH_DISABLE_CACHE: options.noCache ? '1' : '0',
      ...options.env,
    },
  );
  await waitUntilUp(gateway, '/healthz', undefined, 120_000);
  return gateway;
}

/** The web server (web/server, from source) serving `distDir` as the consumer site, proxying /graphql to `gatewayUrl`. */
export async function startWeb(
  gatewayUrl: string,
  distDir: string,
  imageOrigin: string,
  env: Record<string, string> = {},
): Promise<Service> {
  const web = spawnService(
    'web',
    `http://127.0.0.1:${PORTS.web}`,
    // From web/ (the cwd below), where tsx finds the web's tsconfig (its `@/` paths).
    ['--import', 'tsx', path.join(ROOT, 'web/server/main.ts')],
    {
      NODE_ENV: 'production',
      SITE_ORIGIN: `http://127.0.0.1:${PORTS.web}`,
      LOG_LEVEL: 'warn',
      SITE_MODE: 'consumer',
      HOST: '127.0.0.1',
      PORT: String(PORTS.web),
      GATEWAY_URL: gatewayUrl,
      DIST_DIR: distDir,
      IMAGE_ORIGINS: imageOrigin,
      ...env,
    },
    path.join(ROOT, 'web'),
  );
  await waitUntilUp(web, '/');
  return web;
}

/** Provider calls so far per operationId (all statuses), from /_sim/stats. */
export async function providerCalls(simUrl: string): Promise<Record<string, number>> {
  const stats = (await (await fetch(`${simUrl}/_sim/stats`)).json()) as {
    byOperation: Record<string, Record<string, number>>;
  };
  return Object.fromEntries(
    Object.entries(stats.byOperation).map(([op, byStatus]) => [
      op,
      Object.values(byStatus).reduce((a, b) => a + b, 0),
    ]),
  );
}

/** The provider calls `action` caused, per operation (zeros left out). */
export async function callsDuring(simUrl: string, action: () => Promise<unknown>) {
  const before = await providerCalls(simUrl);
  await action();
  const after = await providerCalls(simUrl);
  return Object.fromEntries(
    Object.entries(after)
      .map(([op, n]) => [op, n - (before[op] ?? 0)] as const)
      .filter(([, n]) => n > 0),
  );
}

export const total = (calls: Record<string, number>) => Object.values(calls).reduce((a, b) => a + b, 0);
export const describeCalls = (calls: Record<string, number>) =>
  `${total(calls)}${
    total(calls)
      ? ` (${Object.entries(calls)
          .sort()
          .map(([op, n]) => `${op} ${n}`)
          .join(', ')})`
      : ''
  }`;

/** An authentication hash of the consumer app id, straight from the provider (for the bench's direct calls). */
export async function providerHash(simUrl: string): Promise<string> {
  const answer = await fetch(`${simUrl}/api/v1.3/consumer/security/hmac/authentication_hash`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ api_key: BENCH_API_KEY }),
  });
  return ((await answer.json()) as { password_hash: string }).password_hash;
}

export async function setFaults(simUrl: string, faults: Record<string, unknown>) {
  const answer = await fetch(`${simUrl}/_sim/faults`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(faults),
  });
  if (!answer.ok) throw new Error(`PUT /_sim/faults: ${answer.status} ${await answer.text()}`);
}

/** A GraphQL client keeping the session cookie, sending an x-request-id per request. */
export class Client {
  cookie: string | undefined;
  /** `persisted`: send each document's id (extensions.persistedQuery) instead of its text, as browsers do. */
  constructor(
    readonly baseUrl: string,
    private readonly options: { persisted?: boolean } = {},
  ) {}
  async gql<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    requestId?: string,
  ) {
    const answer = await fetch(`${this.baseUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-request-id': requestId ?? randomUUID(),
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      body: JSON.stringify(
        this.options.persisted
          ? { variables, extensions: { persistedQuery: { version: 1, sha256Hash: documentId(query) } } }
          : { query, variables },
      ),
    });
    const setCookie = answer.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0];
    const body = (await answer.json()) as { data?: T; errors?: { message: string }[] };
    if (body.errors?.length) throw new Error(`GraphQL: ${body.errors.map((e) => e.message).join('; ')}`);
    return body.data as T;
  }
}

/**
 * A recording HTTP proxy between gateway and provider: every call's method, URL and body, grouped by the
 * x-request-id the gateway forwards, so duplicates within one GraphQL request can be found.
 */
export async function startRecordingProxy(targetUrl: string, port = PORTS.proxy) {
  const target = new URL(targetUrl);
  const calls: { requestId: string; signature: string }[] = [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const requestId = String(req.headers['x-request-id'] ?? '');
      if (!req.url?.startsWith('/_sim')) {
        calls.push({ requestId, signature: `${req.method} ${req.url} ${body.toString()}` });
      }
      const headers = { ...req.headers, host: target.host };
      const upstream = http.request(
        { host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      upstream.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    /** Calls recorded since the last `take()`. */
    take() {
      return calls.splice(0, calls.length);
    },
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Signatures repeated within one request id (authentication hash calls excepted: they carry no request id). */
export function duplicates(calls: { requestId: string; signature: string }[]): string[] {
  const seen = new Map<string, number>();
  for (const call of calls) {
    if (!call.requestId) continue;
    const key = `${call.requestId} ${call.signature}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return [...seen.entries()].filter(([, n]) => n > 1).map(([key, n]) => `${n}× ${key.slice(0, 160)}`);
}

export function median(values: number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Number of runs per figure (BENCH_RUNS, default 5). */
export const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));

/** Peak resident set size (VmHWM) of a live process in MB, or undefined when it is gone. */
export function peakRssMb(pid: number): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Current resident set size (VmRSS) of a live process in MB. */
export function rssMb(pid: number): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Clock ticks per second of /proc's CPU times (USER_HZ; `getconf CLK_TCK`, 100 on Linux). */
const CLOCK_TICKS = 100;

/**
 * CPU seconds (user + system, from /proc/<pid>/stat, so Linux only) a process has used so far; the system
 * part holds what the kernel spent on its sockets.
 * @throws when the process or /proc is gone.
 */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces, so it is skipped up to its closing parenthesis):
  // state is field 3, utime 14 and stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

export const fmt = (n: number | undefined, digits = 0) =>
  n === undefined || Number.isNaN(n) ? 'n/a' : n.toFixed(digits);

export function log(line: string) {
  process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}\n`);
}

/**
 * One autocannon run's figures: mean requests per second, requests answered, latency p50/p99 in ms, non-2xx
 * answers, errors.
 */
export interface LoadRun {
  rps: number;
  requests: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** Connection errors plus timeouts. */
  errors: number;
}

/**
 * Loads a URL with autocannon for `duration` seconds over `connections` connections and returns its figures.
 * @throws what autocannon reports when it cannot run.
 */
export function loadRun(options: autocannon.Options): Promise<LoadRun> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => {
      if (error) reject(error);
      else
        resolve({
          rps: result.requests.average,
          requests: result.requests.total,
          p50: result.latency.p50,
          p99: result.latency.p99,
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
        });
    });
  });
}
