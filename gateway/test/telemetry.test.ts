/**
 * Tracing off (the default): no SDK starts, the OpenTelemetry API stays its no-op, the schema and provider calls
 * are not wrapped, and log lines carry the request's fields without trace ids. The tracing itself, across
 * processes and in the production bundle, is deploy/tracing.test.ts.
 */
import { trace } from '@opentelemetry/api';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { loadConfig } from '../src/config.js';
import { buildGateway } from '../src/server.js';
import { FIXTURE_MANIFEST } from './support/gateway.js';
import {
  inProviderCall,
  logMixin,
  startTelemetry,
  traceResolvers,
  tracingOn,
  tracingRequested,
} from '../src/telemetry.js';

describe('telemetry switched off', () => {
  it('is asked for only by an exporter in OTEL_TRACES_EXPORTER, never with OTEL_SDK_DISABLED=true', () => {
    expect(tracingRequested({})).toBe(false);
    expect(tracingRequested({ OTEL_TRACES_EXPORTER: '' })).toBe(false);
    expect(tracingRequested({ OTEL_TRACES_EXPORTER: 'none' })).toBe(false);
    expect(tracingRequested({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' })).toBe(false);
    expect(tracingRequested({ OTEL_TRACES_EXPORTER: 'otlp' })).toBe(true);
    expect(tracingRequested({ OTEL_TRACES_EXPORTER: 'console, otlp' })).toBe(true);
    expect(tracingRequested({ OTEL_TRACES_EXPORTER: 'otlp', OTEL_SDK_DISABLED: 'true' })).toBe(false);
  });

  it('starts no SDK: the API stays a no-op and nothing is wrapped', async () => {
    expect(await startTelemetry({ OTEL_SERVICE_NAME: 'x' })).toBe(false);
    expect(tracingOn()).toBe(false);
    const span = trace.getTracer('test').startSpan('probe');
    expect(span.isRecording()).toBe(false);
    expect(span.spanContext().traceId).toBe('00000000000000000000000000000000');
    const schema = makeExecutableSchema({
      typeDefs: 'type Query { a: Int }',
      resolvers: { Query: { a: () => 1 } },
    });
    expect(traceResolvers(schema)).toBe(schema);
    const answer = Promise.resolve({ status: 200 });
    expect(inProviderCall({ operation: 'getTours', method: 'GET', read: true }, () => answer)).toBe(answer);
  });

  it("logs a request's lines with its id, operation name and error code, and no trace id", async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = pino(
      { mixin: logMixin },
      { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    );
    expect(logMixin({}, 30, logger)).toEqual({});
    const gateway = await buildGateway(
      loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        CACHE_PREFIX: `test:${randomUUID()}:`,
        PERSISTED_QUERY_MANIFESTS: FIXTURE_MANIFEST,
      }),
    );
    try {
      // The request's context, as the gateway's own lines see it: a line logged from inside a resolver's work.
      gateway.app.addHook('onSend', async () => {
        logger.info('inside the request');
      });
      const answer = await gateway.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', 'x-request-id': 'req-telemetry-1' },
        payload: JSON.stringify({ query: 'query Probe { nope }' }),
      });
      expect(answer.statusCode).toBe(400);
    } finally {
      await gateway.close();
    }
    expect(lines).toEqual([
      expect.objectContaining({
        msg: 'inside the request',
        reqId: 'req-telemetry-1',
        errorCode: 'GRAPHQL_VALIDATION_FAILED',
      }),
    ]);
    expect(lines[0]).not.toHaveProperty('traceId');
  });
});
