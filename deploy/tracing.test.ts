/**
 * Tracing across processes, as deployed: provider-sim, the production gateway bundle (gateway/dist/main.js, on the
 * shared Redis) and the web server, each exporting spans over OTLP/HTTP (JSON) to a collector this test runs on
 * 127.0.0.1. A booking made through the web server's /graphql with the web build's persisted ids, under a
 * browser's `traceparent`, is one trace: browser → web server → gateway (operation, resolver) → provider
 * createBooking, with Redis commands inside; and the web server's and the gateway's log lines of that request
 * carry the same request id and trace id.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator } from '../provider-sim/src/index.js';
import { waitFor } from './support/ports.js';
import {
  SIMULATOR_OPTIONS,
  copyWebBuild,
  httpRequest,
  startGatewayProcess,
  startWebServer,
  type ServiceProcess,
} from './support/processes.js';

/** One span as OTLP/JSON carries it, with its resource's service name. */
interface ExportedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Record<string, unknown>;
}

/** OTLP span kinds. */
const SERVER = 2;
const CLIENT = 3;

/** An OTLP/HTTP receiver of traces (JSON encoding) on a free port of 127.0.0.1. */
async function startCollector() {
  const spans: ExportedSpan[] = [];
  const value = (v: Record<string, unknown>): unknown =>
    v.stringValue ??
    (v.intValue === undefined ? undefined : Number(v.intValue)) ??
    v.boolValue ??
    v.doubleValue ??
    (v.arrayValue as { values?: Record<string, unknown>[] } | undefined)?.values?.map(value);
  const attributes = (list: { key: string; value: Record<string, unknown> }[] = []) =>
    Object.fromEntries(list.map((a) => [a.key, value(a.value)]));
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        const payload = JSON.parse(body) as {
          resourceSpans: {
            resource: { attributes: { key: string; value: Record<string, unknown> }[] };
            scopeSpans: { spans: (Omit<ExportedSpan, 'service' | 'attributes'> & { attributes?: [] })[] }[];
          }[];
        };
        for (const resource of payload.resourceSpans) {
          const service = String(attributes(resource.resource.attributes)['service.name']);
          for (const scope of resource.scopeSpans) {
            for (const span of scope.spans) {
              spans.push({ ...span, service, attributes: attributes(span.attributes) });
            }
          }
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The OTEL_* settings of a service exporting to `collector` at once (short batch delay). */
function otel(collectorUrl: string, service: string): Record<string, string> {
  return {
    OTEL_TRACES_EXPORTER: 'otlp',
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    OTEL_EXPORTER_OTLP_ENDPOINT: collectorUrl,
    OTEL_SERVICE_NAME: service,
    OTEL_BSP_SCHEDULE_DELAY: '100',
  };
}

let dir: string;
let collector: Awaited<ReturnType<typeof startCollector>>;
let sim: Awaited<ReturnType<typeof startSimulator>>;
let gateway: ServiceProcess;
let web: ServiceProcess;
/** The web build's persisted query ids by operation name. */
let ids: Map<string, string>;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'tourdesk-tracing-'));
  await copyWebBuild(path.join(dir, 'dist'));
  const manifest = path.join(dir, 'dist/.vite/persisted-query-manifest.json');
  ids = new Map(
    (
      JSON.parse(readFileSync(manifest, 'utf8')) as { operations: { id: string; name: string }[] }
    ).operations.map((operation) => [operation.name, operation.id]),
  );
  collector = await startCollector();
  sim = await startSimulator({ ...SIMULATOR_OPTIONS, bookings: 50 });
  gateway = await startGatewayProcess({
    env: {
      NODE_ENV: 'production',
      PROVIDER_API_URL: sim.url,
      PROVIDER_PAYMENT_URL: sim.url,
      PERSISTED_QUERY_MANIFESTS: manifest,
      REDIS_URL: 'redis://127.0.0.1:6379',
      CACHE_PREFIX: `tracing-test:${randomUUID()}:`,
      LOG_LEVEL: 'info',
      ...otel(collector.url, 'gateway-under-test'),
    },
  });
  web = await startWebServer({
    dist: path.join(dir, 'dist'),
    gatewayUrl: gateway.url,
    env: {
      LOG_LEVEL: 'debug',
      IMAGE_ORIGINS: sim.url,
      // A first render on a loaded machine may be slow: it is to be traced, not timed.
      RENDER_DEADLINE_MS: '20000',
      ...otel(collector.url, 'web-under-test'),
    },
  });
}, 240_000);

afterAll(async () => {
  await web?.stop();
  await gateway?.stop();
  await sim?.close();
  await collector?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** A GraphQL answer of the web server's /graphql. */
interface Answer<T> {
  status: number;
  headers: http.IncomingHttpHeaders;
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** The visitor's session cookie (`name=value`), once the gateway set one. */
let cookie: string | undefined;

/**
 * Sends the web build's persisted operation `name` through the web server's /graphql, as the browser does, with
 * the visitor's session cookie.
 */
async function persisted<T>(
  name: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const id = ids.get(name);
  if (!id) throw new Error(`${name} is not an operation of the web build`);
  const answer = await httpRequest(`${web.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...headers },
    body: JSON.stringify({
      operationName: name,
      variables,
      extensions: { persistedQuery: { version: 1, sha256Hash: id } },
    }),
  });
  cookie = answer.headers['set-cookie']?.[0]?.split(';')[0] ?? cookie;
  return { status: answer.status, headers: answer.headers, ...(JSON.parse(answer.body) as object) };
}

interface QuoteAnswer {
  quote: { quote: { total: { amountMinor: number; currency: string } } | null; userErrors: unknown[] };
}

/** A one-adult basket of a day on sale in July 2026 and its quoted total, found through the web server. */
async function quotedBasket() {
  const list = await persisted<{ tours: { tours: { tourId: string }[] } }>('SitemapTours', {});
  for (const { tourId } of list.data!.tours.tours) {
    const calendar = await persisted<{
      tour: {
        calendar: { weeks: { days: { date: string; selectable: boolean; isCurrentMonth: boolean }[] }[] };
      };
    }>('TourCalendar', { tourId, year: 2026, month: 7, passengers: 1 });
    const day = calendar.data?.tour.calendar.weeks
      .flatMap((week) => week.days)
      .find((d) => d.selectable && d.isCurrentMonth);
    if (!day) continue;
    const basket = {
      passengers: [{ ageCategory: 'ADULT' }],
      trips: [{ tourId, departureDate: day.date }],
    };
    const quote = await persisted<QuoteAnswer>('TourQuote', { basket });
    const total = quote.data?.quote.quote?.total;
    if (total && quote.data!.quote.userErrors.length === 0) return { basket, total };
  }
  throw new Error('no day on sale in July 2026');
}

/** The spans of `traceId` exported so far. */
function spansOf(traceId: string): ExportedSpan[] {
  return collector.spans.filter((span) => span.traceId === traceId);
}

/** The chain of spans from `span` up to the trace's first exported span (following parentSpanId). */
function ancestry(span: ExportedSpan, spans: ExportedSpan[]): ExportedSpan[] {
  const chain = [span];
  for (;;) {
    const parent = spans.find((s) => s.spanId === chain[chain.length - 1]!.parentSpanId);
    if (!parent) return chain;
    chain.push(parent);
  }
}

describe('tracing across the web server, the gateway and the provider', () => {
  const traceId = randomBytes(16).toString('hex');
  const browserSpanId = randomBytes(8).toString('hex');
  let booked: Answer<{ book: { booking: { groupBookingId: string } | null; userErrors: unknown[] } }>;
  let quoted: { amountMinor: number; currency: string };

  beforeAll(async () => {
    const { basket, total } = await quotedBasket();
    quoted = total;
    booked = await persisted(
      'BookBasket',
      { basket, idempotencyKey: randomUUID() },
      { traceparent: `00-${traceId}-${browserSpanId}-01` },
    );
  }, 60_000);

  it('books (the quoted amount is the booking total) under the browser trace', async () => {
    expect(booked.status).toBe(200);
    expect(booked.errors).toBeUndefined();
    expect(booked.data!.book.userErrors).toEqual([]);
    const id = booked.data!.book.booking!.groupBookingId;
    const page = await persisted<{
      booking: {
        totals: { statementLines: { role: string; amount: { amountMinor: number; currency: string } }[] };
      };
    }>('BookingPage', { groupBookingId: id });
    const total = page.data?.booking.totals.statementLines.find((line) => line.role === 'TOTAL');
    expect(total?.amount).toEqual(expect.objectContaining(quoted));
    expect(quoted.amountMinor).toBeGreaterThan(0);
  });

  it('is one trace from the web server to the provider createBooking, each hop the child of the one before', async () => {
    const attempt = await waitFor(
      'the createBooking attempt span',
      () => spansOf(traceId).find((s) => s.name === 'POST createBooking'),
      { timeoutMs: 10_000 },
    );
    // The provider call's parents, all exported by now (a parent ends after its children, and is sent with them).
    await waitFor(
      "the attempt's ancestry up to the browser's span",
      () => ancestry(attempt, spansOf(traceId)).at(-1)?.parentSpanId === browserSpanId,
      { timeoutMs: 10_000 },
    );
    const chain = ancestry(attempt, spansOf(traceId)).reverse();
    const hops = chain.map((span) => `${span.service}: ${span.name}`);
    const index = (service: string, name: string | RegExp, kind?: number) =>
      chain.findIndex(
        (span) =>
          span.service === service &&
          (typeof name === 'string' ? span.name === name : name.test(span.name)) &&
          (kind === undefined || span.kind === kind),
      );
    const order = [
      index('web-under-test', 'request', SERVER),
      index('web-under-test', 'POST', CLIENT),
      index('gateway-under-test', 'request', SERVER),
      index('gateway-under-test', 'mutation BookBasket'),
      index('gateway-under-test', 'Mutation.book'),
      index('gateway-under-test', 'provider createBooking'),
      index('gateway-under-test', 'POST createBooking', CLIENT),
    ];
    expect(
      order.every((i) => i >= 0),
      hops.join(' → '),
    ).toBe(true);
    expect(
      [...order].sort((a, b) => a - b),
      hops.join(' → '),
    ).toEqual(order);
    expect(chain[0]!.parentSpanId).toBe(browserSpanId);

    const operation = chain[order[3]!]!;
    expect(operation.attributes).toMatchObject({
      'graphql.operation.name': 'BookBasket',
      'graphql.operation.type': 'mutation',
      'tourdesk.persisted_query.id': ids.get('BookBasket'),
    });
    expect(attempt.attributes).toMatchObject({
      'tourdesk.provider.operation': 'createBooking',
      'tourdesk.provider.attempt': 1,
      'tourdesk.provider.hedge': false,
      'http.response.status_code': expect.any(Number),
    });
  });

  it('has the Redis commands of the booking in the same trace', async () => {
    const redis = await waitFor('a Redis span', () =>
      spansOf(traceId).filter(
        (s) => s.service === 'gateway-under-test' && s.attributes['db.system.name'] === 'redis',
      ),
    );
    expect(redis.length).toBeGreaterThan(0);
    const gatewayRequest = spansOf(traceId).find(
      (s) => s.service === 'gateway-under-test' && s.kind === SERVER,
    );
    for (const span of redis) {
      expect(ancestry(span, spansOf(traceId)).map((s) => s.spanId)).toContain(gatewayRequest!.spanId);
    }
  });

  it("gives the web server's and the gateway's log lines of the request one request id and one trace id", async () => {
    const webLine = await waitFor('the web server line of the booking', () =>
      web.logs().find((line) => line.traceId === traceId && line.msg === 'request completed'),
    );
    expect(webLine.reqId).toEqual(expect.any(String));
    expect(booked.headers['x-request-id']).toBe(webLine.reqId);
    const gatewayLines = await waitFor('the gateway lines of the booking', () => {
      const lines = gateway.logs().filter((line) => line.reqId === webLine.reqId);
      return lines.some((line) => line.msg === 'request completed') && lines;
    });
    for (const line of gatewayLines) expect(line.traceId, String(line.msg)).toBe(traceId);
    expect(gatewayLines.find((line) => line.msg === 'request completed')?.operationName).toBe('BookBasket');
  });

  it("puts a server-rendered page's gateway requests in the browser's trace", async () => {
    const renderTrace = randomBytes(16).toString('hex');
    const page = await httpRequest(`${web.url}/`, {
      headers: { traceparent: `00-${renderTrace}-${randomBytes(8).toString('hex')}-01` },
    });
    expect(page.body).toContain('<div id="root"><');
    const gatewayRequest = await waitFor('a gateway request of the render', () =>
      spansOf(renderTrace).find((s) => s.service === 'gateway-under-test' && s.kind === SERVER),
    );
    const chain = await waitFor("the gateway request's ancestry in the web server", () => {
      const found = ancestry(gatewayRequest, spansOf(renderTrace));
      return found.some((s) => s.service === 'web-under-test' && s.kind === SERVER) && found;
    });
    const caller = chain[1]!;
    expect(caller).toMatchObject({ service: 'web-under-test', kind: CLIENT });
    expect(caller.attributes['url.path']).toBe('/graphql');
    expect(gatewayRequest.attributes['http.route']).toBe('/graphql');
  });

  it("names the operation and the error code in the gateway's lines of a refused request", async () => {
    const refused = await persisted('BookBasket', { basket: { passengers: [], trips: [] } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const requestId = String(refused.headers['x-request-id']);
    const completed = await waitFor('the gateway line of the refused request', () =>
      gateway.logs().find((line) => line.reqId === requestId && line.msg === 'request completed'),
    );
    expect(completed).toMatchObject({ operationName: 'BookBasket', errorCode: 'BAD_USER_INPUT' });
    expect(completed.traceId).toMatch(/^[\da-f]{32}$/);
  });
});
