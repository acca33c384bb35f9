/**
 * Child processes for deployment tests, started as the images start them: gateways and web servers from their
 * production bundles (scripts/bundle.mjs; global-setup.ts builds them) with NODE_ENV=production and production
 * configuration, provider-sim bundles and throwaway Redis servers, each on a free port of 127.0.0.1, with their
 * output captured. Reusable by the scale-out test (two gateways sharing one Redis and one provider-sim).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import http from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { inject } from 'vitest';
import { freePort, waitFor } from './ports.js';

/** Repository root. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** How a child process ended. */
export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** A service running as a child process. */
export interface ServiceProcess {
  /** Base URL, e.g. http://127.0.0.1:41234 */
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** The stdout lines that are JSON objects (pino logs), parsed. */
  logs(): Record<string, unknown>[];
  /** Resolves when the process has exited. */
  exited: Promise<Exit>;
  /** Sends `signal` (SIGTERM by default) and waits for the exit; SIGKILL after `timeoutMs`. */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<Exit>;
}

/**
 * The provider API key of the deployment tests' simulators (give it to every provider-sim: `apiKey`, SIM_API_KEY)
 * and gateways: production refuses the development key.
 */
export const PROVIDER_API_KEY = 'deploy-test-provider-api-key';

/** The simulator options of the deployment tests: the fixed day and seed, and {@link PROVIDER_API_KEY}. */
export const SIMULATOR_OPTIONS = {
  port: 0,
  today: '2026-06-01',
  seed: 42,
  apiKey: PROVIDER_API_KEY,
} as const;

/**
 * What a production gateway requires (gateway/src/config.ts): its secrets, none its development value, and a
 * shared store, or SINGLE_INSTANCE=true, which {@link startGatewayProcess} adds when no REDIS_URL is given.
 */
export const GATEWAY_PRODUCTION_SETTINGS = {
  PROVIDER_API_KEY,
  PAYMENT_LINK_SECRET: 'deploy-test-payment-link-secret-0123456789',
  ALTCHA_HMAC_KEY: 'deploy-test-altcha-hmac-key-0123456789abcd',
  REPORT_TOKEN_HASHES: createHash('sha256').update('deploy-test-report-token').digest('hex'),
} as const;

/**
 * Refuses a production process's environment whose NODE_ENV is not production: the deployment tests prove what
 * the images run (NODE_ENV=production), and a test-only switch is a documented setting, never another NODE_ENV.
 * @throws Error naming the process and the NODE_ENV it was given.
 */
export function assertProductionEnv(name: string, env: Record<string, string>): void {
  if (env.NODE_ENV !== undefined && env.NODE_ENV !== 'production') {
    throw new Error(
      `${name}: a deployment test starts it as the image does, with NODE_ENV=production, not ${env.NODE_ENV}; ` +
        'use a documented setting for what the test needs',
    );
  }
}

/** One operation of an Apollo persisted query manifest (as the gateway reads it: trusted-documents.ts). */
interface ManifestOperation {
  id: string;
  name: string;
  type: OperationDefinitionNode['operation'];
  body: string;
}

/** SHA-256 hex of a document's text: its persisted query id. */
export function documentId(document: string): string {
  return createHash('sha256').update(document, 'utf8').digest('hex');
}

/**
 * Writes an Apollo persisted query manifest of `documents` (each one operation, anonymous ones named
 * `Anonymous`) into a new temporary folder and answers its path: the trusted documents of a production gateway
 * that the test sends by id ({@link graphql}), as a web build's manifest lists the site's.
 */
export function writeTrustedManifest(documents: readonly string[]): string {
  const operations: ManifestOperation[] = documents.map((body) => {
    const operation = parse(body).definitions.find(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    );
    if (!operation) throw new Error(`not an operation: ${body}`);
    return {
      id: documentId(body),
      name: operation.name?.value ?? 'Anonymous',
      type: operation.operation,
      body,
    };
  });
  const file = path.join(
    mkdtempSync(path.join(tmpdir(), 'deploy-manifest-')),
    'persisted-query-manifest.json',
  );
  writeFileSync(file, JSON.stringify({ format: 'apollo-persisted-query-manifest', version: 1, operations }));
  return file;
}

/** Environment of a child: PATH and HOME only (no stray REDIS_URL or PORT from the caller), plus `env`. */
function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: process.env.HOME, ...env };
}

function track(child: ChildProcess, url: string, port: number): ServiceProcess {
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<Exit>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve({ code: child.exitCode, signal: child.signalCode });
    } else child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  return {
    url,
    port,
    child,
    output: () => output,
    logs: () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .flatMap((line) => {
          try {
            return [JSON.parse(line) as Record<string, unknown>];
          } catch {
            return [];
          }
        }),
    exited,
    async stop(signal = 'SIGTERM', timeoutMs = 10_000) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/**
 * Waits until GET `url`/`probe` answers 200 (within `timeoutMs`), or fails with the process output when it exits
 * first.
 */
async function untilHealthy(
  service: ServiceProcess,
  probe: string,
  name: string,
  timeoutMs = 20_000,
): Promise<void> {
  let exit: Exit | undefined;
  void service.exited.then((e) => (exit = e));
  await waitFor(
    `${name} on ${service.url}${probe}`,
    async () => {
      if (exit) throw new Error(`${name} exited (${JSON.stringify(exit)}):\n${service.output()}`);
      const answer = await httpRequest(`${service.url}${probe}`).catch(() => undefined);
      return answer?.status === 200;
    },
    { timeoutMs },
  ).catch((error: Error) => {
    service.child.kill('SIGKILL');
    throw new Error(`${error.message}\n${service.output()}`, { cause: error });
  });
}

/** Options of {@link startGatewayProcess}. */
export interface GatewayProcessOptions {
  /**
   * Gateway environment (PROVIDER_API_URL, REDIS_URL...) over the defaults: NODE_ENV=production (no other value is
   * accepted), the production settings, PORT, HOST, TODAY and more.
   */
  env?: Record<string, string>;
  /**
   * The documents the test sends by id ({@link graphql}): written into a manifest ({@link writeTrustedManifest})
   * added to PERSISTED_QUERY_MANIFESTS, as a web build's would be.
   */
  documents?: readonly string[];
  /** Run this built entry file (e.g. a bundle inside a production install) instead of `gateway/dist/main.js`. */
  entry?: string;
  /** Listen port; a free one when absent. */
  port?: number;
}

/**
 * Starts the production gateway bundle (`gateway/dist/main.js`, built by global-setup.ts) as a child process, as
 * the image runs it: NODE_ENV=production (anything else throws: {@link assertProductionEnv}), the production
 * settings (secrets; SINGLE_INSTANCE=true unless REDIS_URL is given), its own process, signals and exit code; and
 * waits for /healthz. Logs are pino JSON at `info` unless LOG_LEVEL is given; every run gets its own CACHE_PREFIX
 * unless one is given (give two gateways the same prefix to make them share cache and sessions).
 * @throws Error when `env` has another NODE_ENV, or with the output when the gateway does not come up.
 */
export async function startGatewayProcess(options: GatewayProcessOptions = {}): Promise<ServiceProcess> {
  const given = options.env ?? {};
  assertProductionEnv('the gateway', given);
  const port = options.port ?? (await freePort());
  const built = options.entry ?? path.join(ROOT, 'gateway/dist/main.js');
  const manifests = [
    ...(given.PERSISTED_QUERY_MANIFESTS ? [given.PERSISTED_QUERY_MANIFESTS] : []),
    ...(options.documents || !given.PERSISTED_QUERY_MANIFESTS
      ? [writeTrustedManifest(options.documents ?? [])]
      : []),
  ].join(',');
  const child = spawn(process.execPath, ['--enable-source-maps', built], {
    cwd: ROOT,
    env: childEnv({
      NODE_ENV: 'production',
      ...GATEWAY_PRODUCTION_SETTINGS,
      ...(given.REDIS_URL ? {} : { SINGLE_INSTANCE: 'true' }),
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      TODAY: '2026-06-01',
      PROVIDER_READ_RETRIES: '0',
      // Catalogue reads get the 5 s of other reads: these tests share a loaded machine (budgets: gateway tests).
      PROVIDER_CATALOGUE_BUDGET_MS: '5000',
      CACHE_PREFIX: `deploy-test:${randomUUID()}:`,
      ...given,
      PERSISTED_QUERY_MANIFESTS: manifests,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const service = track(child, `http://127.0.0.1:${port}`, port);
  // Generous: two gateways may start at once on a loaded machine.
  await untilHealthy(service, '/healthz', 'gateway', 40_000);
  return service;
}

/**
 * Starts `provider-sim/dist/main.js` (build it first) as a child process, taking {@link PROVIDER_API_KEY}, and
 * waits for /_sim/info.
 */
export async function startSimulatorProcess(env: Record<string, string> = {}): Promise<ServiceProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'provider-sim/dist/main.js')], {
    cwd: ROOT,
    env: childEnv({
      HOST: '127.0.0.1',
      PORT: String(port),
      SIM_TODAY: '2026-06-01',
      SIM_API_KEY: PROVIDER_API_KEY,
      ...env,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const service = track(child, `http://127.0.0.1:${port}`, port);
  await untilHealthy(service, '/_sim/info', 'provider-sim');
  return service;
}

/** Options of {@link startWebServer}. */
export interface WebServerOptions {
  /** The web build to serve (its `${dist}-server` renderer beside it), as put there by {@link copyWebBuild}. */
  dist: string;
  /** The gateway the server renders from and proxies /graphql to. */
  gatewayUrl: string;
  /** More web server environment (SITE_MODE, IMAGE_ORIGINS, deadlines...), over the test defaults. */
  env?: Record<string, string>;
}

/**
 * Starts the web server's production bundle (`web/dist-node/main.js`, built by global-setup.ts) as a child
 * process on a free port, as the image runs it (NODE_ENV=production; anything else throws:
 * {@link assertProductionEnv}), and waits for /livez: the consumer site of https://tours.example by default,
 * logging at `warn`.
 * @throws Error when `env` has another NODE_ENV, or with the server's output when it is not live within 30 s.
 */
export async function startWebServer(options: WebServerOptions): Promise<ServiceProcess> {
  assertProductionEnv('the web server', options.env ?? {});
  const port = await freePort();
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(ROOT, 'web/dist-node/main.js')], {
    cwd: path.join(ROOT, 'web'),
    env: childEnv({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_ORIGIN: 'https://tours.example',
      SITE_MODE: 'consumer',
      GATEWAY_URL: options.gatewayUrl,
      DIST_DIR: options.dist,
      LOG_LEVEL: 'warn',
      ...options.env,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const service = track(child, `http://127.0.0.1:${port}`, port);
  await untilHealthy(service, '/livez', 'the web server', 30_000);
  return service;
}

/** A throwaway redis-server (no persistence) that can be stopped and started again on the same port. */
export interface RedisServer {
  port: number;
  /** redis://127.0.0.1:port */
  url: string;
  /** True while the server process runs. */
  readonly running: boolean;
  /** Stops the server (SIGTERM: shutdown without saving, as nothing is configured to be saved). */
  stop(): Promise<void>;
  /** Starts it again on the same port (empty unless started with `persist`) and waits for PONG. */
  start(): Promise<void>;
  /** Freezes the server (SIGSTOP): connections stay open and commands hang, as with a stuck Redis. */
  pause(): void;
  /** Lets a paused server go on (SIGCONT). */
  resume(): void;
}

/** Options of {@link startRedisServer}. */
export interface RedisServerOptions {
  /** Listen port; a free one when absent. */
  port?: number;
  /** Keep the data across a stop and start (append-only file, fsync always, in a fresh temporary directory). */
  persist?: boolean;
}

/**
 * Starts `redis-server --port <free port> --save ""` on 127.0.0.1 (append-only file only with `persist`) and waits
 * for PONG.
 */
export async function startRedisServer(options: RedisServerOptions = {}): Promise<RedisServer> {
  const redisPort = options.port ?? (await freePort());
  const persistence = options.persist
    ? ['--appendonly', 'yes', '--appendfsync', 'always', '--dir', mkdtempSync(path.join(tmpdir(), 'redis-'))]
    : ['--appendonly', 'no'];
  let current: ServiceProcess | undefined;
  const server: RedisServer = {
    port: redisPort,
    url: `redis://127.0.0.1:${redisPort}`,
    get running() {
      return current !== undefined;
    },
    async start() {
      if (current) return;
      const child = spawn(
        'redis-server',
        ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', ...persistence],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      const service = track(child, server.url, redisPort);
      current = service;
      await waitFor(`redis-server on ${redisPort}`, async () => {
        if (child.exitCode !== null) throw new Error(`redis-server exited:\n${service.output()}`);
        return redisPing(redisPort);
      });
    },
    async stop() {
      const running = current;
      current = undefined;
      running?.child.kill('SIGCONT');
      await running?.stop('SIGTERM');
    },
    pause() {
      current?.child.kill('SIGSTOP');
    },
    resume() {
      current?.child.kill('SIGCONT');
    },
  };
  await server.start();
  return server;
}

/** True when a Redis server on 127.0.0.1:`port` answers PING with PONG. */
export function redisPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

/** An HTTP answer read whole. */
export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * One HTTP request on a NEW connection (no keep-alive pool), so that "the listener refuses connections" is
 * observable: rejects with the socket error (e.g. ECONNREFUSED).
 */
export function httpRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: options.method ?? 'GET',
      headers: options.headers,
      agent: false,
    });
    request.setTimeout(10_000, () => request.destroy(new Error(`timeout: ${url}`)));
    request.on('error', reject);
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
      response.on('error', reject);
    });
    request.end(options.body);
  });
}

/** A GraphQL answer with the HTTP status and headers. */
export interface GraphQLAnswer<T = Record<string, unknown>> {
  status: number;
  headers: http.IncomingHttpHeaders;
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/**
 * POSTs a GraphQL operation as JSON on a new connection, as a browser does to a production gateway: the id of the
 * trusted document `query` (its SHA-256; list it in the gateway's `documents`), not its text; `cookie` is sent
 * when given.
 */
export async function graphql<T = Record<string, unknown>>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  options: { cookie?: string; headers?: Record<string, string> } = {},
): Promise<GraphQLAnswer<T>> {
  const answer = await httpRequest(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    body: JSON.stringify({
      variables,
      extensions: { persistedQuery: { version: 1, sha256Hash: documentId(query) } },
    }),
  });
  const parsed = JSON.parse(answer.body) as Pick<GraphQLAnswer<T>, 'data' | 'errors'>;
  return { status: answer.status, headers: answer.headers, ...parsed };
}

/**
 * The header the agent portal's proxy (the web server, web/server) adds to every request it passes to the gateway:
 * sessions are bound to their site (gateway/src/session/site.ts).
 */
export const AGENT_SITE = { 'x-tourdesk-site': 'agent' };

/** The `name=value` part of the first Set-Cookie header, for sending it back. */
export function cookieOf(headers: http.IncomingHttpHeaders): string | undefined {
  return headers['set-cookie']?.[0]?.split(';')[0];
}

/** Provider calls per operationId so far (all statuses), from provider-sim's /_sim/stats. */
export async function providerCalls(simUrl: string): Promise<Record<string, number>> {
  const answer = await httpRequest(`${simUrl}/_sim/stats`);
  const stats = JSON.parse(answer.body) as { byOperation: Record<string, Record<string, number>> };
  return Object.fromEntries(
    Object.entries(stats.byOperation).map(([operation, byStatus]) => [
      operation,
      Object.values(byStatus).reduce((a, b) => a + b, 0),
    ]),
  );
}

/** Runs `action` and returns the provider calls it caused per operation (zeros left out). */
export async function providerCallsDuring(
  simUrl: string,
  action: () => Promise<unknown>,
): Promise<Record<string, number>> {
  const before = await providerCalls(simUrl);
  await action();
  const after = await providerCalls(simUrl);
  return Object.fromEntries(
    Object.entries(after)
      .map(([operation, n]) => [operation, n - (before[operation] ?? 0)] as const)
      .filter(([, n]) => n > 0),
  );
}

/**
 * Puts the web app's production build (client into `outDir`, renderer into `${outDir}-server`, the persisted query
 * manifest in `${outDir}/.vite`) where a test serves it from: a copy of the one build global-setup.ts made for
 * every file (scripts/build-web.mjs), so a test may change its copy.
 */
export async function copyWebBuild(outDir: string): Promise<void> {
  const build = inject('webBuild');
  await cp(build, outDir, { recursive: true });
  await cp(`${build}-server`, `${outDir}-server`, { recursive: true });
}
