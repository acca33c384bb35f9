/**
 * The gateway's spans, collected in memory (InMemorySpanExporter) in this process: a real booking against
 * provider-sim is one trace from the gateway's request through the operation and its resolver to the provider's
 * createBooking, under the caller's `traceparent`; a read's retry and hedge are each an attempt span of the one
 * provider call. Across processes and in the production bundle: deploy/tracing.test.ts.
 */
import http from 'node:http';
import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { context, trace } from '@opentelemetry/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetrics } from '../src/metrics.js';
import { ProviderTransport } from '../src/provider/transport.js';
import type { RunningGateway } from '../src/server.js';
import { shutdownTelemetry, startTelemetry } from '../src/telemetry.js';
import { createLogger } from '../src/logger.js';
import { gql, startTestGateway } from './support/gateway.js';
import { BOOK, dayTourBasket, findDayTour, newKey, type BookResult } from './support/seed-kit.js';
import { startTestSimulator, type Simulator } from './support/simulator.js';

const exporter = new InMemorySpanExporter();
let sim: Simulator;
let gateway: RunningGateway;

beforeAll(async () => {
  expect(
    await startTelemetry(
      { OTEL_TRACES_EXPORTER: 'otlp' },
      { spanProcessors: [new SimpleSpanProcessor(exporter)] },
    ),
  ).toBe(true);
  sim = await startTestSimulator();
  gateway = await startTestGateway({ PROVIDER_API_URL: sim.url, PROVIDER_PAYMENT_URL: sim.url });
  // Loading the SDK takes seconds on a loaded machine.
}, 60_000);

afterAll(async () => {
  await gateway?.close();
  await sim?.close();
  await shutdownTelemetry();
});

/** The parent span id of a finished span. */
const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;

/** The chain from `span` up to the first span whose parent was not recorded here. */
function ancestry(span: ReadableSpan, spans: ReadableSpan[]): ReadableSpan[] {
  const chain = [span];
  for (;;) {
    const parent = spans.find((s) => s.spanContext().spanId === parentOf(chain[chain.length - 1]!));
    if (!parent) return chain;
    chain.push(parent);
  }
}

describe('gateway spans', () => {
  it('make a booking one trace: request → operation → Mutation.book → provider createBooking → its POST', async () => {
    const tour = await findDayTour(gateway.url, 2);
    const basket = dayTourBasket(tour.tourId, tour.dates[0]!, 2);
    const quote = await gql<{ quote: { quote: { total: { amountMinor: number } } | null } }>(
      gateway.url,
      'query Q($basket: BasketInput!) { quote(basket: $basket) { quote { total { amountMinor } } } }',
      { basket },
    );
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const callerSpanId = '00f067aa0ba902b7';
    exporter.reset();
    const booked = await gql<BookResult>(
      gateway.url,
      BOOK,
      { basket, key: newKey() },
      { headers: { traceparent: `00-${traceId}-${callerSpanId}-01` } },
    );
    const booking = booked.data!.book.booking!;
    expect(booking.totals.total.amountMinor).toBe(quote.data!.quote.quote!.total.amountMinor);
    expect(booking.totals.total.amountMinor).toBeGreaterThan(0);

    const spans = exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === traceId);
    const attempt = spans.find((s) => s.name === 'POST createBooking');
    expect(attempt, spans.map((s) => s.name).join(', ')).toBeDefined();
    const chain = ancestry(attempt!, spans).reverse();
    const names = chain.map((s) => s.name);
    const hops = [
      'request',
      'mutation Book',
      'Mutation.book',
      'provider createBooking',
      'POST createBooking',
    ];
    const positions = hops.map((name) => names.indexOf(name));
    expect(
      positions.every((i) => i >= 0),
      names.join(' → '),
    ).toBe(true);
    expect(
      [...positions].sort((x, y) => x - y),
      names.join(' → '),
    ).toEqual(positions);
    expect(chain[0]!.name).toBe('request');
    expect(parentOf(chain[0]!)).toBe(callerSpanId);
    expect(chain.find((s) => s.name === 'mutation Book')!.attributes).toMatchObject({
      'graphql.operation.name': 'Book',
      'graphql.operation.type': 'mutation',
    });
    expect(attempt!.attributes).toMatchObject({
      'tourdesk.provider.operation': 'createBooking',
      'tourdesk.provider.attempt': 1,
      'tourdesk.provider.hedge': false,
      'http.response.status_code': 200,
    });
    // provider-sim is a Fastify app in this process too: its request continues the attempt's traceparent.
    const provider = spans.find((s) => s.name === 'request' && parentOf(s) === attempt!.spanContext().spanId);
    expect(provider?.attributes['http.request.method']).toBe('POST');
  });

  describe('of a provider read', () => {
    let server: http.Server;
    let url: string;
    let answers: ((response: http.ServerResponse) => void)[];

    beforeAll(async () => {
      server = http.createServer((_request, response) => {
        const answer = answers.shift() ?? ((r: http.ServerResponse) => r.end('{}'));
        answer(response);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const address = server.address();
      url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    });

    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    /** Sends one read of `getTours` under a root span and returns the attempt spans of that call. */
    async function attemptsOf(transport: ProviderTransport) {
      exporter.reset();
      const root = trace.getTracer('test').startSpan('root');
      const answer = await context.with(trace.setSpan(context.active(), root), () =>
        transport.send({
          operation: 'getTours',
          method: 'GET',
          baseUrl: url,
          path: '/tours',
          read: true,
          budgetMs: 2000,
        }),
      );
      root.end();
      await transport.close();
      const spans = exporter.getFinishedSpans();
      const call = spans.find((s) => s.name === 'provider getTours')!;
      expect(parentOf(call)).toBe(root.spanContext().spanId);
      const attempts = spans
        .filter((s) => s.name === 'GET getTours' && parentOf(s) === call.spanContext().spanId)
        .sort(
          (a, b) =>
            Number(a.attributes['tourdesk.provider.attempt']) -
            Number(b.attributes['tourdesk.provider.attempt']),
        );
      return { answer, call, attempts };
    }

    it('gives a retry its own attempt span under the one call span', async () => {
      answers = [(r) => r.writeHead(503).end('{}'), (r) => r.writeHead(200).end('{"ok":true}')];
      const transport = new ProviderTransport(
        { timeoutMs: 2000, readRetries: 2, backoffBaseMs: 1 },
        createMetrics(),
        createLogger({ logLevel: 'silent', nodeEnv: 'test' }),
      );
      const { answer, call, attempts } = await attemptsOf(transport);
      expect(answer.status).toBe(200);
      expect(call.attributes['http.response.status_code']).toBe(200);
      expect(
        attempts.map((s) => [
          s.attributes['tourdesk.provider.attempt'],
          s.attributes['tourdesk.provider.hedge'],
          s.attributes['http.response.status_code'],
        ]),
      ).toEqual([
        [1, false, 503],
        [2, false, 200],
      ]);
    });

    it('gives a hedge its own attempt span, marked as one', async () => {
      answers = [
        (r) => setTimeout(() => r.writeHead(200).end('{"slow":true}'), 1500),
        (r) => r.writeHead(200).end('{"fast":true}'),
      ];
      const transport = new ProviderTransport(
        { timeoutMs: 2000, readRetries: 1, hedgeReads: true },
        createMetrics(),
        createLogger({ logLevel: 'silent', nodeEnv: 'test' }),
      );
      const { answer, attempts } = await attemptsOf(transport);
      expect(answer.body).toEqual({ fast: true });
      expect(
        attempts.map((s) => [
          s.attributes['tourdesk.provider.attempt'],
          s.attributes['tourdesk.provider.hedge'],
        ]),
      ).toEqual([
        [1, false],
        [2, true],
      ]);
    });
  });
});
