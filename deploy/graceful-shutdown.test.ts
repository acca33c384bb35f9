/**
 * Graceful shutdown of the production gateway bundle (NODE_ENV=production, production settings, the shared Redis):
 * on SIGTERM it fails /readyz for SHUTDOWN_DELAY_MS, stops accepting connections, lets the in-flight request finish
 * against a slow provider, closes Redis and exits 0; idle keep-alive connections do not hold the exit back; a
 * second signal exits at once.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator } from '../provider-sim/src/index.js';
import { waitFor } from './support/ports.js';
import {
  documentId,
  graphql,
  httpRequest,
  SIMULATOR_OPTIONS,
  startGatewayProcess,
  type ServiceProcess,
} from './support/processes.js';

type Simulator = Awaited<ReturnType<typeof startSimulator>>;
const PROVIDER_LATENCY_MS = 2500;
const SHUTDOWN_DELAY_MS = 800;
const FILTERS = '{ filters { name } }';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let sim: Simulator;
let gateway: ServiceProcess;

beforeAll(async () => {
  sim = await startSimulator({ ...SIMULATOR_OPTIONS, bookings: 50 });
  gateway = await startGatewayProcess({
    env: {
      PROVIDER_API_URL: sim.url,
      PROVIDER_PAYMENT_URL: sim.url,
      SHUTDOWN_DELAY_MS: String(SHUTDOWN_DELAY_MS),
      // The slow provider keeps a request in flight: give catalogue reads the time it takes.
      PROVIDER_CATALOGUE_BUDGET_MS: String(PROVIDER_LATENCY_MS * 2),
      // As deployed: the shared store (this run's own prefix), which the close QUITs.
      REDIS_URL: 'redis://127.0.0.1:6379',
      CACHE_PREFIX: `deploy-graceful:${randomUUID()}:`,
    },
    documents: [FILTERS],
  });
});

afterAll(async () => {
  await gateway?.stop('SIGKILL');
  await sim?.close();
});

describe('gateway graceful shutdown', () => {
  it('answers 503 on /readyz while draining, finishes the in-flight query, refuses new connections, exits 0', async () => {
    // Ready, with the authentication hash cached so the slow query makes exactly one slow provider call.
    const ready = await httpRequest(`${gateway.url}/readyz`);
    expect(ready.status).toBe(200);

    sim.setFaults({ latencyMs: PROVIDER_LATENCY_MS });
    const started = Date.now();
    const inFlight = graphql<{ filters: { name: string }[] }>(gateway.url, FILTERS);
    await sleep(250);
    gateway.child.kill('SIGTERM');

    // Lame-duck period: the listener still answers, readiness fails so load balancers stop routing here.
    const draining = await waitFor('/readyz to fail', async () => {
      const answer = await httpRequest(`${gateway.url}/readyz`);
      return answer.status === 503 && answer;
    });
    expect(JSON.parse(draining.body)).toEqual({ status: 'draining' });

    // After SHUTDOWN_DELAY_MS the listener is closed: new connections are refused (a proxy retries elsewhere),
    // while the process still runs for the request in flight.
    const refused = await waitFor<NodeJS.ErrnoException>(
      'new connections to be refused',
      () =>
        httpRequest(`${gateway.url}/readyz`).then(
          () => false,
          (error: NodeJS.ErrnoException) => error,
        ),
      { timeoutMs: SHUTDOWN_DELAY_MS + 1000 },
    );
    expect(refused.code).toBe('ECONNREFUSED');
    expect(gateway.child.exitCode).toBeNull();

    // The query that was in flight when SIGTERM arrived completes normally.
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.filters.length).toBeGreaterThan(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(PROVIDER_LATENCY_MS);

    const exit = await gateway.exited;
    expect(exit).toEqual({ code: 0, signal: null });
    const messages = gateway.logs().map((line) => line.msg);
    expect(messages).toContain('shutting down: not ready, draining in-flight requests');
    expect(messages).toContain('drained and closed');
    expect(messages).not.toContain('second signal while draining: exiting now');
  });

  it('exits at once with status 1 on a second signal while draining', async () => {
    const idleSim = await startSimulator({ ...SIMULATOR_OPTIONS, bookings: 50 });
    const child = await startGatewayProcess({
      env: { PROVIDER_API_URL: idleSim.url, PROVIDER_PAYMENT_URL: idleSim.url, SHUTDOWN_DELAY_MS: '5000' },
    });
    try {
      child.child.kill('SIGTERM');
      await waitFor('/readyz to fail', async () => (await httpRequest(`${child.url}/readyz`)).status === 503);
      const second = Date.now();
      child.child.kill('SIGTERM');
      expect(await child.exited).toEqual({ code: 1, signal: null });
      expect(Date.now() - second).toBeLessThan(1000);
      expect(child.logs().map((line) => line.msg)).toContain('second signal while draining: exiting now');
    } finally {
      await child.stop('SIGKILL');
      await idleSim.close();
    }
  });
});

/** GETs or POSTs on a keep-alive `agent` (its sockets stay open between requests) and reads the answer whole. */
function keepAliveRequest(
  agent: http.Agent,
  url: string,
  body?: string,
): Promise<{ status: number; connection: string | undefined; answeredAt: number }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      agent,
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      response.resume();
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
          answeredAt: Date.now(),
        }),
      );
    });
    request.end(body);
  });
}

describe('gateway shutdown with keep-alive clients', () => {
  it('closes idle keep-alive connections at once and exits within 1 s of the last answer', async () => {
    const slowSim = await startSimulator({ ...SIMULATOR_OPTIONS, bookings: 50 });
    const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 4 });
    const child = await startGatewayProcess({
      env: {
        PROVIDER_API_URL: slowSim.url,
        PROVIDER_PAYMENT_URL: slowSim.url,
        PROVIDER_CATALOGUE_BUDGET_MS: '5000',
      },
      documents: [FILTERS],
    });
    try {
      // Two idle keep-alive connections (a proxy's pool), then one request in flight on a third.
      await Promise.all([
        keepAliveRequest(keepAlive, `${child.url}/readyz`),
        keepAliveRequest(keepAlive, `${child.url}/readyz`),
      ]);
      slowSim.setFaults({ latencyMs: 1500 });
      const inFlight = keepAliveRequest(
        keepAlive,
        `${child.url}/graphql`,
        JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: documentId(FILTERS) } } }),
      );
      await sleep(300);
      child.child.kill('SIGINT');
      const answer = await inFlight;
      expect(answer.status).toBe(200);
      // The answer tells the client not to reuse the connection while the gateway drains.
      expect(answer.connection).toBe('close');
      const exit = await child.exited;
      const afterLastAnswerMs = Date.now() - answer.answeredAt;
      expect(exit).toEqual({ code: 0, signal: null });
      expect(afterLastAnswerMs).toBeLessThanOrEqual(1000);
    } finally {
      keepAlive.destroy();
      await child.stop('SIGKILL');
      await slowSim.close();
    }
  });
});
