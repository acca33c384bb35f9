/**
 * Tracing (OpenTelemetry) and log correlation of the web server.
 *
 * Tracing is off unless OTEL_TRACES_EXPORTER names an exporter (`otlp`, `console`); off, no SDK is loaded and the
 * OpenTelemetry API stays its no-op. On, {@link startTelemetry} starts the Node SDK, configured by the standard
 * OTEL_* variables, with instrumentations that work in the production bundle as well as from source:
 * - @fastify/otel, registered on the Fastify instance through Fastify's `fastify.initialization` diagnostics
 *   channel: a SERVER span per request (render, /graphql proxy), continuing a W3C `traceparent` the browser sent;
 * - undici's diagnostics channels (the /graphql proxy's @fastify/reply-from and the renderer's fetch both publish
 *   them): a CLIENT span per gateway request, whose `traceparent` the gateway continues.
 *
 * Every request has one id (`reqId` in its log lines): the `x-request-id` it came with when it is a plausible one,
 * else a new UUID; the web server sends it on to the gateway as `x-request-id` (proxy and renders), so the
 * gateway's log lines of the request carry the same id. With tracing on every line also carries `traceId` and
 * `spanId`.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { trace } from '@opentelemetry/api';
import type { FastifyInstance } from 'fastify';

/** The running SDK, once {@link startTelemetry} started one. */
let sdk: { shutdown(): Promise<void> } | undefined;

/**
 * True when the environment asks for traces: OTEL_TRACES_EXPORTER names an exporter other than `none`, and
 * OTEL_SDK_DISABLED is not `true`. Unset, tracing is off (unlike the SDK's own default, `otlp`).
 */
export function tracingRequested(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  const exporters = (env.OTEL_TRACES_EXPORTER ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  return exporters.length > 0 && !exporters.includes('none');
}

/** True while an SDK started by {@link startTelemetry} runs. */
export function tracingOn(): boolean {
  return sdk !== undefined;
}

/** Probes of orchestrators: not traced. */
const OPS_PATHS = new Set(['/livez', '/readyz', '/healthz']);

/**
 * Starts tracing when the environment asks for it ({@link tracingRequested}), before the Fastify instance is
 * built: the Node SDK (traces only) with the instrumentations of this module's summary, service name
 * OTEL_SERVICE_NAME or `tourdesk-web`. Returns whether tracing is on. Calling it again does nothing.
 */
export async function startTelemetry(env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  if (sdk || !tracingRequested(env)) return tracingOn();
  const [{ NodeSDK }, { FastifyOtelInstrumentation }, { UndiciInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@fastify/otel'),
    import('@opentelemetry/instrumentation-undici'),
  ]);
  const started = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME ?? 'tourdesk-web',
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        // A span per hook of every request would drown the request's own spans.
        instrumentHooks: false,
        ignorePaths: (route) => OPS_PATHS.has(route.url ?? ''),
      }),
      new UndiciInstrumentation({ requireParentforSpans: true }),
    ],
  });
  started.start();
  sdk = started;
  return true;
}

/** Flushes the spans not yet exported and stops the SDK (graceful shutdown); nothing when tracing is off. */
export async function shutdownTelemetry(): Promise<void> {
  const running = sdk;
  sdk = undefined;
  await running?.shutdown();
}

/** A request id the web server takes from its caller (a proxy or load balancer in front); the gateway's pattern. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's `genReqId`: the request's `x-request-id` when it is a plausible id, else a new UUID. */
export function requestId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

const requestLog = new AsyncLocalStorage<{ reqId: string }>();

/**
 * Makes every log line written while `app` handles a request carry its id ({@link logMixin}), and each request
 * answer it in `x-request-id`. At LOG_LEVEL=debug each answered request gets a line (method, URL, status,
 * milliseconds): the line to find a request's gateway lines by (same `reqId` and `traceId`).
 */
export function registerRequestLogContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    requestLog.run({ reqId: request.id }, done);
  });
  app.addHook('onResponse', (request, reply, done) => {
    request.log.debug(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request completed',
    );
    done();
  });
}

/** The id of the request being handled, if any (what a render sends the gateway as `x-request-id`). */
export function currentRequestId(): string | undefined {
  return requestLog.getStore()?.reqId;
}

/**
 * pino's `mixin`: the request's id (unless the logger is already the request's child, which has it) and, with
 * tracing on, the active trace and span ids.
 */
export function logMixin(
  _merge: object,
  _level: number,
  logger: { bindings(): Record<string, unknown> },
): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  const request = requestLog.getStore();
  if (request && !('reqId' in logger.bindings())) fields.reqId = request.reqId;
  if (sdk) {
    const span = trace.getActiveSpan();
    if (span) {
      const { traceId, spanId } = span.spanContext();
      fields.traceId = traceId;
      fields.spanId = spanId;
    }
  }
  return fields;
}
