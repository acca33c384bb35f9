// @vitest-environment node
import { trace } from '@opentelemetry/api';
import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  currentRequestId,
  logMixin,
  registerRequestLogContext,
  requestId,
  startTelemetry,
  tracingOn,
  tracingRequested,
} from './telemetry.js';

// Tracing off (the default) and the request id of every line; the traces themselves: deploy/tracing.test.ts.

describe('web server telemetry', () => {
  it('is off without an exporter in OTEL_TRACES_EXPORTER, or with OTEL_SDK_DISABLED=true: no SDK, a no-op API', async () => {
    expect(tracingRequested({})).toBe(false);
    expect(tracingRequested({ OTEL_TRACES_EXPORTER: 'none' })).toBe(false);
    expect(tracingRequested({ OTEL_TRACES_EXPORTER: 'otlp', OTEL_SDK_DISABLED: 'true' })).toBe(false);
    expect(tracingRequested({ OTEL_TRACES_EXPORTER: 'otlp' })).toBe(true);
    expect(await startTelemetry({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' })).toBe(false);
    expect(tracingOn()).toBe(false);
    expect(trace.getTracer('test').startSpan('probe').isRecording()).toBe(false);
  });

  it("gives each request one id (a proxy's plausible x-request-id, else a UUID), answers it and logs it on every line", async () => {
    const lines: Record<string, unknown>[] = [];
    const app = Fastify({
      logger: {
        level: 'debug',
        mixin: logMixin,
        stream: { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
      },
      genReqId: requestId,
      // As app.ts: Fastify's own request lines off.
      logController: new LogController({ disableRequestLogging: true }),
    });
    registerRequestLogContext(app);
    app.get('/page', async () => {
      // A line of the app's own logger (as the renderer writes them), not the request's.
      app.log.warn('render failed');
      return { forwarded: currentRequestId() };
    });
    const given = await app.inject({ url: '/page', headers: { 'x-request-id': 'lb-1234.abc' } });
    const made = await app.inject({ url: '/page', headers: { 'x-request-id': 'no spaces allowed' } });
    await app.close();

    expect(given.headers['x-request-id']).toBe('lb-1234.abc');
    expect(given.json()).toEqual({ forwarded: 'lb-1234.abc' });
    expect(made.headers['x-request-id']).toMatch(/^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/);
    expect(made.json()).toEqual({ forwarded: made.headers['x-request-id'] });
    const of = (id: unknown) => lines.filter((line) => line.reqId === id).map((line) => line.msg);
    expect(of('lb-1234.abc')).toEqual(['render failed', 'request completed']);
    expect(of(made.headers['x-request-id'])).toEqual(['render failed', 'request completed']);
    expect(lines.every((line) => !('traceId' in line))).toBe(true);
  });
});
