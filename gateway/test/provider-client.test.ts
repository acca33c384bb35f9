import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { once } from 'node:events';
import { Writable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REDACTED_PATHS } from '../src/logger.js';
import { createMetrics } from '../src/metrics.js';
import { AuthHashes } from '../src/provider/auth-hashes.js';
import { ProviderClient } from '../src/provider/provider-client.js';
import { ProviderError } from '../src/provider/provider-error.js';
import { ProviderTransport } from '../src/provider/transport.js';

const API_KEY = 'secret-key-never-logged';

/** A tiny fake provider: counts calls per path and answers by the rules below. */
let server: Server;
let base: string;
let calls: { method: string; path: string; headers: IncomingMessage['headers']; body: string }[];
let hashesIssued: number;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      calls.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      const seen = calls.filter((c) => c.path === req.url).length;
      if (req.url?.endsWith('/authentication_hash')) {
        hashesIssued += 1;
        // The app id 'slowhash' obtains its hashes slowly (a provider slow for a spell).
        if (req.url.includes('/slowhash/'))
          return setTimeout(
            () => send(200, { password_hash: `${Math.floor(Date.now() / 1000) + 3600}.slow` }),
            500,
          );
        return send(200, { password_hash: `${Math.floor(Date.now() / 1000) + 3600}.hash${hashesIssued}` });
      }
      if (req.url?.endsWith('/products/filters')) {
        return req.headers['x-authentication-hash']?.toString().endsWith('hash1')
          ? send(401, { error: { code: 'UNAUTHORIZED', message: 'expired' } })
          : send(200, { filters: [] });
      }
      if (req.url?.endsWith('/countries'))
        return seen === 1
          ? send(503, { error: { code: 'UNAVAILABLE', message: 'x' } })
          : send(200, { countries: [] });
      if (req.url?.endsWith('/slow')) return setTimeout(() => send(200, {}), 500);
      // Never answers its first request (a dropped request); answers the next ones at once.
      if (req.url?.endsWith('/drops-first')) return seen === 1 ? undefined : send(200, { attempt: seen });
      if (req.url?.endsWith('/hangs')) return undefined;
      // Answers at once, but never its 21st request.
      if (req.url?.endsWith('/drops-21st')) return seen === 21 ? undefined : send(200, { attempt: seen });
      if (req.url?.endsWith('/fails-twice'))
        return seen <= 2 ? send(500, { error: { code: 'X' } }) : send(200, {});
      if (req.url?.endsWith('/currencies')) return send(404, { error: { code: 'NOT_FOUND', message: 'x' } });
      return send(503, { error: { code: 'UNAVAILABLE', message: 'down' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let logged: string;
let transport: ProviderTransport;
let client: ProviderClient;

beforeEach(() => {
  calls = [];
  hashesIssued = 0;
  logged = '';
  const sink = new Writable({ write: (chunk, _enc, done) => ((logged += String(chunk)), done()) });
  const logger = pino({ level: 'trace', redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }, sink);
  transport = new ProviderTransport(
    { timeoutMs: 1000, readRetries: 2, backoffBaseMs: 1 },
    createMetrics(),
    logger,
  );
  client = new ProviderClient(
    transport,
    new AuthHashes(transport, base, API_KEY),
    { apiUrl: base, paymentUrl: base },
    'req-42',
  );
});

describe('provider client', () => {
  it('renews the authentication hash once on 401 and propagates the request id', async () => {
    await expect(client.listFilters('consumer')).resolves.toEqual({ filters: [] });
    expect(hashesIssued).toBe(2);
    const filterCalls = calls.filter((c) => c.path.endsWith('/products/filters'));
    expect(filterCalls).toHaveLength(2);
    expect(filterCalls.every((c) => c.headers['x-request-id'] === 'req-42')).toBe(true);
    await client.listFilters('consumer');
    expect(hashesIssued).toBe(2);
  });

  it('retries reads on 5xx with backoff and not on 4xx', async () => {
    await expect(client.listCountries('consumer')).resolves.toEqual({ countries: [] });
    expect(calls.filter((c) => c.path.endsWith('/countries'))).toHaveLength(2);
    const error = await client.listCurrencies('consumer').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).status).toBe(404);
    expect(calls.filter((c) => c.path.endsWith('/currencies'))).toHaveLength(1);
  });

  it('never retries writes and sends an idempotency key', async () => {
    const response = await transport.send({
      operation: 'createBooking',
      method: 'POST',
      baseUrl: base,
      path: '/api/v1.3/consumer/bookings',
      body: {},
      read: false,
    });
    expect(response.status).toBe(503);
    const writes = calls.filter((c) => c.path.endsWith('/bookings'));
    expect(writes).toHaveLength(1);
    expect(writes[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("obtains a sale's authentication hash within the sales budget, also when a shorter request was under way", async () => {
    const quick = new ProviderTransport(
      { timeoutMs: 200, readRetries: 0 },
      createMetrics(),
      pino({ level: 'silent' }),
    );
    const hashes = new AuthHashes(quick, base, API_KEY);
    const endpoints = { apiUrl: base, paymentUrl: base, salesBudgetMs: 3000 };
    const catalogue = new ProviderClient(quick, hashes, endpoints, 'r');
    const sale = catalogue.forSale();
    // Both need the hash at once: the catalogue's request (the transport's 200 ms) is under way first.
    const [read, sold] = await Promise.all([
      catalogue.listFilters('slowhash').catch((e: unknown) => e),
      sale.listFilters('slowhash'),
    ]);
    expect(read).toBeInstanceOf(ProviderError);
    expect((read as ProviderError).operation).toBe('createAuthenticationHash');
    expect((read as ProviderError).kind).toBe('timeout');
    expect(sold).toEqual({ filters: [] });
    const filterCalls = calls.filter((c) => c.path.endsWith('/products/filters'));
    expect(filterCalls.map((c) => c.headers['x-authentication-hash'])).toEqual([
      expect.stringMatching(/\.slow$/),
    ]);
    await quick.close();
  });

  it('times out slow answers and fails fast on refused connections', async () => {
    const refused = new ProviderClient(
      transport,
      new AuthHashes(transport, 'http://127.0.0.1:9', API_KEY),
      { apiUrl: 'http://127.0.0.1:9', paymentUrl: base },
      'r',
    );
    const error = (await refused.listFilters('consumer').catch((e: unknown) => e)) as ProviderError;
    expect(error.kind).toBe('network');
    const quick = new ProviderTransport(
      { timeoutMs: 100, readRetries: 0 },
      createMetrics(),
      pino({ level: 'silent' }),
    );
    const started = Date.now();
    const slow = (await quick
      .send({ operation: 'slow', method: 'GET', baseUrl: base, path: '/slow', read: true })
      .catch((e: unknown) => e)) as ProviderError;
    expect(slow.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(400);
    await quick.close();
  });

  it('never writes the API key to the logs', async () => {
    await client.listFilters('consumer');
    expect(calls.some((c) => c.body.includes(API_KEY))).toBe(true);
    expect(logged).toContain('provider call');
    expect(logged).not.toContain(API_KEY);
  });
});

describe('reads within a budget', () => {
  /** A transport reading with hedges and a quick first-hedge delay (a quarter of a 400 ms budget). */
  const hedging = (readRetries = 4) =>
    new ProviderTransport(
      { timeoutMs: 400, readRetries, hedgeReads: true, backoffBaseMs: 1 },
      createMetrics(),
      pino({ level: 'silent' }),
    );
  const read = (t: ProviderTransport, path: string, budgetMs?: number) =>
    t.send({ operation: path.slice(1), method: 'GET', baseUrl: base, path, read: true, budgetMs });

  it('sends a hedge beside a read still unanswered after the p95, and the first answer wins', async () => {
    const t = hedging();
    const started = Date.now();
    const answer = await read(t, '/drops-first');
    expect(answer).toEqual({ status: 200, body: { attempt: 2 } });
    expect(Date.now() - started).toBeLessThan(300);
    expect(calls.filter((c) => c.path === '/drops-first')).toHaveLength(2);
    expect(t.consecutiveFailures).toBe(0);
    await t.close();
  });

  it('gives up when the budget is spent, however many attempts hang: not the timeout times the attempts', async () => {
    const t = hedging();
    const started = Date.now();
    // A budget well above the first hedge's delay (a quarter of it) plus what a busy machine adds, and well below
    // the attempts' own timeouts added up (5 × 400 ms).
    const error = (await read(t, '/hangs', 600).catch((e: unknown) => e)) as ProviderError;
    const took = Date.now() - started;
    expect(error).toBeInstanceOf(ProviderError);
    expect(error.kind).toBe('timeout');
    expect(took).toBeGreaterThanOrEqual(580);
    expect(took).toBeLessThan(1200);
    // The hedges came at the p95 delay, within the attempt limit.
    const sent = calls.filter((c) => c.path === '/hangs').length;
    expect(sent).toBeGreaterThan(1);
    expect(sent).toBeLessThanOrEqual(5);
    expect(t.consecutiveFailures).toBe(1);
    await t.close();
  });

  it("hedges on the provider's delay, not the event loop's: an answer that came while the loop was busy wins alone", async () => {
    // A provider on its own thread (its own event loop), answering every request after 20 ms.
    const provider = new Worker(
      `const { createServer } = require('node:http');
       const { parentPort } = require('node:worker_threads');
       let requests = 0;
       const server = createServer((req, res) => {
         requests += 1;
         setTimeout(() => res.end(JSON.stringify({ requests })), 20);
       });
       server.listen(0, '127.0.0.1', () => parentPort.postMessage(server.address().port));
       parentPort.on('message', () => server.close(() => parentPort.postMessage('closed')));`,
      { eval: true },
    );
    const port = (await once(provider, 'message'))[0] as number;
    const metrics = createMetrics();
    const t = new ProviderTransport(
      { timeoutMs: 400, readRetries: 4, hedgeReads: true, backoffBaseMs: 1 },
      metrics,
      pino({ level: 'silent' }),
    );
    try {
      const answer = t.send({
        operation: 'quick',
        method: 'GET',
        baseUrl: `http://127.0.0.1:${port}`,
        path: '/quick',
        read: true,
      });
      await new Promise((resolve) => setTimeout(resolve, 10));
      // The loop is busy past the first hedge's delay (a quarter of the 400 ms budget) while the answer arrives;
      // busy in a check-phase callback, so the next loop turn runs the due timers before it reads the answer.
      await new Promise((resolve) =>
        setImmediate(() => {
          const blockedUntil = performance.now() + 300;
          while (performance.now() < blockedUntil);
          resolve(undefined);
        }),
      );
      await expect(answer).resolves.toEqual({ status: 200, body: { requests: 1 } });
      await new Promise((resolve) => setTimeout(resolve, 50));
      const hedges = (await metrics.providerHedges.get()).values.reduce((sum, v) => sum + v.value, 0);
      expect(hedges).toBe(0);
    } finally {
      await t.close();
      provider.postMessage('close');
      await once(provider, 'message');
      await provider.terminate();
    }
  });

  it('never hedges a call marked hedge: false (a report page), on a hedging transport, within its own budget', async () => {
    const t = hedging();
    const started = Date.now();
    const error = (await t
      .send({
        operation: 'hangs',
        method: 'GET',
        baseUrl: base,
        path: '/hangs',
        read: true,
        budgetMs: 300,
        hedge: false,
      })
      .catch((e: unknown) => e)) as ProviderError;
    expect(error.kind).toBe('timeout');
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    expect(calls.filter((c) => c.path === '/hangs')).toHaveLength(1);
    await t.close();
  });

  it('without hedges, cuts an attempt that hangs at half the budget once the latency is known, and tries again', async () => {
    const t = new ProviderTransport(
      { timeoutMs: 2000, readRetries: 2, hedgeReads: false, backoffBaseMs: 1 },
      createMetrics(),
      pino({ level: 'silent' }),
    );
    for (let i = 0; i < 20; i += 1) expect((await read(t, '/drops-21st')).status).toBe(200);
    const started = Date.now();
    expect(await read(t, '/drops-21st')).toEqual({ status: 200, body: { attempt: 22 } });
    const took = Date.now() - started;
    // Cut at half the 2 s budget (four times the p99 of answers taking milliseconds is less), then answered.
    expect(took).toBeGreaterThanOrEqual(990);
    expect(took).toBeLessThan(1900);
    await t.close();
  });

  it('retries 5xx answers with jittered backoff while the budget lasts, and counts failed calls in a row', async () => {
    const t = hedging();
    expect(await read(t, '/fails-twice')).toEqual({ status: 200, body: {} });
    expect(calls.filter((c) => c.path === '/fails-twice')).toHaveLength(3);
    const once = hedging(0);
    expect((await read(once, '/always-503')).status).toBe(503);
    expect((await read(once, '/always-503')).status).toBe(503);
    expect(once.consecutiveFailures).toBe(2);
    expect((await read(once, '/fails-twice')).status).toBe(200);
    expect(once.consecutiveFailures).toBe(0);
    await Promise.all([t.close(), once.close()]);
  });
});
