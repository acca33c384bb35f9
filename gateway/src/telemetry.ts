/**
 * Tracing (OpenTelemetry) and log correlation of the gateway.
 *
 * Tracing is off unless OTEL_TRACES_EXPORTER names an exporter (`otlp`, `console`); off, no SDK is loaded and every
 * helper here calls straight through (the OpenTelemetry API stays its no-op). On, {@link startTelemetry} starts the
 * Node SDK, configured by the standard OTEL_* variables (exporter, OTLP endpoint and protocol, service name,
 * sampler, batch delays), with instrumentations that work in the production bundle as well as from source:
 * - @fastify/otel, registered on every Fastify instance through Fastify's `fastify.initialization` diagnostics
 *   channel: a SERVER span per request, continuing the W3C `traceparent` the web server sent;
 * - undici's diagnostics channels: a CLIENT span per provider HTTP attempt (retries and hedges included), named
 *   after the provider operation, with `traceparent` sent on;
 * - ioredis: its instrumentation applied to the Redis class this gateway loads (a require hook would miss it
 *   when ESM or a bundle loads ioredis), so every Redis command of a request is a span;
 * - spans of our own: a GraphQL operation ({@link telemetryPlugin}), each root field's resolver
 *   ({@link traceResolvers}) and each provider call with its attempts ({@link inProviderCall}).
 *
 * Every log line written during a request carries the request id (`reqId`), the GraphQL operation's name
 * (`operationName`) once known and the answer's error code (`errorCode`) once known, and with tracing on the trace and
 * span ids (`traceId`, `spanId`): see {@link logMixin}.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage } from 'node:http';
import {
  context,
  createContextKey,
  propagation,
  SpanKind,
  SpanStatusCode,
  trace,
  type Context,
  type Span,
} from '@opentelemetry/api';
import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import type { NodeSDKConfiguration } from '@opentelemetry/sdk-node';
import { mapSchema, MapperKind } from '@graphql-tools/utils';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { defaultFieldResolver, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { symbols as pinoSymbols, type Bindings, type ChildLoggerOptions, type Logger } from 'pino';

type SpanProcessor = NonNullable<NodeSDKConfiguration['spanProcessors']>[number];

/** The name of the tracer of the gateway's own spans. */
const TRACER = 'tourdesk-gateway';

/** The running SDK and its instrumentations, once {@link startTelemetry} started them. */
let sdk: { shutdown(): Promise<void> } | undefined;
let instrumentations: { disable(): void }[] = [];

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

/**
 * Starts tracing when the environment asks for it ({@link tracingRequested}), before any Fastify instance is built:
 * the Node SDK (traces only: metrics stay on /metrics, logs on stdout) with the instrumentations of this module's
 * summary, service name OTEL_SERVICE_NAME or `tourdesk-gateway`. `spanProcessors` replace the exporter the
 * environment names (tests: an in-memory exporter). Returns whether tracing is on. Calling it again does nothing.
 */
export async function startTelemetry(
  env: NodeJS.ProcessEnv = process.env,
  options: { spanProcessors?: SpanProcessor[] } = {},
): Promise<boolean> {
  if (sdk || !tracingRequested(env)) return tracingOn();
  const [{ NodeSDK }, { FastifyOtelInstrumentation }, { UndiciInstrumentation }, { IORedisInstrumentation }] =
    await Promise.all([
      import('@opentelemetry/sdk-node'),
      import('@fastify/otel'),
      import('@opentelemetry/instrumentation-undici'),
      import('@opentelemetry/instrumentation-ioredis'),
    ]);
  const redis = new IORedisInstrumentation();
  const used = [
    new FastifyOtelInstrumentation({
      registerOnInitialization: true,
      // A span per hook of every request would drown the request's own spans.
      instrumentHooks: false,
      ignorePaths: (route) => OPS_PATHS.has(route.url ?? ''),
    }),
    new UndiciInstrumentation({ requireParentforSpans: true, requestHook: nameProviderAttempt }),
    redis,
  ];
  const started = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME ?? 'tourdesk-gateway',
    metricReaders: [],
    logRecordProcessors: [],
    ...(options.spanProcessors ? { spanProcessors: options.spanProcessors } : {}),
    instrumentations: used,
  });
  started.start();
  instrumentations = used;
  const { Redis } = await import('ioredis');
  for (const definition of redis.getModuleDefinitions()) definition.patch?.(Redis, undefined);
  sdk = started;
  return true;
}

/**
 * Flushes the spans not yet exported, stops the SDK and its instrumentations and puts the API back to its no-op
 * (graceful shutdown); nothing when tracing is off.
 */
export async function shutdownTelemetry(): Promise<void> {
  const running = sdk;
  if (!running) return;
  sdk = undefined;
  for (const instrumentation of instrumentations) instrumentation.disable();
  instrumentations = [];
  await running.shutdown();
  trace.disable();
  context.disable();
  propagation.disable();
}

/** Probes of orchestrators and scrapers: not traced. */
const OPS_PATHS = new Set(['/healthz', '/livez', '/readyz', '/metrics']);

/** What a provider HTTP attempt is, in the context its undici request is created in. */
interface AttemptInfo {
  operation: string;
  /** 1 for the first attempt of a call. */
  attempt: number;
  /** True for a duplicate sent beside a slow attempt (transport.ts). */
  hedge: boolean;
}

const ATTEMPT = createContextKey('tourdesk.provider.attempt');

/** Names undici's span of a provider attempt after its operation (`POST createBooking`) and marks retries and hedges. */
function nameProviderAttempt(span: Span, request: { method: string }): void {
  const attempt = context.active().getValue(ATTEMPT) as AttemptInfo | undefined;
  if (!attempt) return;
  span.updateName(`${request.method} ${attempt.operation}`);
  span.setAttributes({
    'tourdesk.provider.operation': attempt.operation,
    'tourdesk.provider.attempt': attempt.attempt,
    'tourdesk.provider.hedge': attempt.hedge,
  });
}

/**
 * Runs one provider call (all of its attempts) in a span `provider <operation>`, ended with the outcome: the
 * answer's HTTP status (5xx an error), or the thrown failure. Without tracing, `send()` as it is.
 */
export function inProviderCall<T extends { status: number }>(
  call: { operation: string; method: string; read: boolean },
  send: () => Promise<T>,
): Promise<T> {
  if (!sdk) return send();
  return trace.getTracer(TRACER).startActiveSpan(
    `provider ${call.operation}`,
    {
      kind: SpanKind.INTERNAL,
      attributes: {
        'tourdesk.provider.operation': call.operation,
        'http.request.method': call.method,
        'tourdesk.provider.read': call.read,
      },
    },
    async (span) => {
      try {
        const response = await send();
        span.setAttribute('http.response.status_code', response.status);
        if (response.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        return response;
      } catch (error) {
        span.recordException(error as Error);
        span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
        throw error;
      } finally {
        span.end();
      }
    },
  );
}

/**
 * The context a provider call's attempts start from: the active one (its call's span). Captured when the call
 * starts, so a retry started from a timer of an earlier attempt still hangs off the call, not off that attempt.
 */
export function providerCallContext(): Context {
  return context.active();
}

/**
 * Runs `attempt` (the sending of one HTTP attempt) so that undici's span of it is named after the operation and
 * says which attempt it is and whether it is a hedge. Without tracing, `attempt()` as it is.
 */
export function inProviderAttempt<T>(base: Context, info: AttemptInfo, attempt: () => T): T {
  if (!sdk) return attempt();
  return context.with(base.setValue(ATTEMPT, info), attempt);
}

/** The log fields of the request being handled. */
interface RequestLogFields {
  reqId: string;
  operationName?: string;
  errorCode?: string;
}

const requestLog = new AsyncLocalStorage<RequestLogFields>();

/**
 * Makes every log line written while `app` handles a request carry its id ({@link logMixin}): each request runs
 * in its own log context from its first hook on.
 */
export function registerRequestLogContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => requestLog.run({ reqId: request.id }, done));
}

/** Bindings of a child logger as pino keeps them (`,"reqId":"…"`). */
function bindingsOf(logger: Logger): string {
  return String((logger as unknown as Record<symbol, unknown>)[pinoSymbols.chindingsSym] ?? '');
}

/**
 * pino's `mixin`: the request's log fields (its id unless the logger is already the request's child, which has it,
 * the GraphQL operation's name, the answer's error code) and, with tracing on, the active trace and span ids.
 */
export function logMixin(_merge: object, _level: number, logger: Logger): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  const request = requestLog.getStore();
  const bindings = request || sdk ? bindingsOf(logger) : '';
  if (request) {
    if (!bindings.includes('"reqId":')) fields.reqId = request.reqId;
    if (request.operationName) fields.operationName = request.operationName;
    if (request.errorCode) fields.errorCode = request.errorCode;
  }
  if (sdk) {
    const span = trace.getActiveSpan();
    if (span) {
      const { traceId, spanId } = span.spanContext();
      if (!bindings.includes('"traceId":')) fields.traceId = traceId;
      fields.spanId = spanId;
    }
  }
  return fields;
}

/** The operation span of each GraphQL request (by its context value), parent of its resolvers' spans. */
const operationSpans = new WeakMap<object, Span>();

/**
 * Apollo Server plugin: the GraphQL operation of each request in the log fields (`operationName`, and the first
 * error's `errorCode` once answered) and, with tracing on, in a span `<type> <name>` (e.g. `mutation Book`) with
 * the operation's name and type, the persisted-query id and the answer's error codes.
 */
export const telemetryPlugin: ApolloServerPlugin<BaseContext> = {
  async requestDidStart({ request, contextValue }) {
    const fields = requestLog.getStore();
    const persistedQueryId = request.extensions?.persistedQuery?.sha256Hash;
    const span = sdk
      ? trace.getTracer(TRACER).startSpan('graphql.operation', {
          attributes: {
            ...(typeof persistedQueryId === 'string'
              ? { 'tourdesk.persisted_query.id': persistedQueryId }
              : {}),
            ...(request.operationName ? { 'graphql.operation.name': request.operationName } : {}),
          },
        })
      : undefined;
    if (span) operationSpans.set(contextValue, span);
    return {
      async didResolveOperation({ operation, operationName }) {
        const type = operation?.operation ?? 'query';
        if (fields && operationName) fields.operationName = operationName;
        span?.updateName(operationName ? `${type} ${operationName}` : type);
        span?.setAttributes({
          'graphql.operation.type': type,
          ...(operationName ? { 'graphql.operation.name': operationName } : {}),
        });
      },
      async willSendResponse({ response }) {
        const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
        const codes = (errors ?? []).map((error) =>
          String(error.extensions?.code ?? 'INTERNAL_SERVER_ERROR'),
        );
        if (fields && codes[0]) fields.errorCode = codes[0];
        if (span) {
          if (codes.length > 0) {
            span.setAttribute('tourdesk.graphql.error_codes', [...new Set(codes)]);
            span.setStatus({ code: SpanStatusCode.ERROR, message: codes[0] });
          }
          span.end();
        }
      },
    };
  },
};

/**
 * With tracing on, the schema with each root field's resolver (Query and Mutation fields: the ones that call the
 * provider for their operation) run in a span `<Type>.<field>` under the operation's span, and every other field
 * resolver run in the operation span's context, so their provider calls and Redis commands hang off the
 * operation. Without tracing, the schema as it is.
 */
export function traceResolvers(schema: GraphQLSchema): GraphQLSchema {
  if (!sdk) return schema;
  const tracer = trace.getTracer(TRACER);
  const underOperation = (contextValue: unknown): Context => {
    const span =
      typeof contextValue === 'object' && contextValue ? operationSpans.get(contextValue) : undefined;
    return span ? trace.setSpan(context.active(), span) : context.active();
  };
  return mapSchema(schema, {
    [MapperKind.ROOT_FIELD]: (field, fieldName, typeName) => {
      const resolve: GraphQLFieldResolver<unknown, unknown> = field.resolve ?? defaultFieldResolver;
      const name = `${typeName}.${fieldName}`;
      return {
        ...field,
        resolve: (source, args, contextValue, info) =>
          tracer.startActiveSpan(
            name,
            { attributes: { 'graphql.field.path': name } },
            underOperation(contextValue),
            (span) => settle(span, () => resolve(source, args, contextValue, info)),
          ),
      };
    },
    [MapperKind.OBJECT_FIELD]: (field) => {
      if (!field.resolve) return field;
      const resolve = field.resolve;
      return {
        ...field,
        resolve: (source, args, contextValue, info) =>
          context.with(underOperation(contextValue), () => resolve(source, args, contextValue, info)),
      };
    },
  });
}

/** Ends `span` when `run`'s result settles (marking a failure), and returns that result. */
function settle(span: Span, run: () => unknown): unknown {
  const fail = (error: unknown) => {
    span.recordException(error as Error);
    span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
    span.end();
    throw error;
  };
  let result: unknown;
  try {
    result = run();
  } catch (error) {
    return fail(error);
  }
  if (result instanceof Promise) {
    return result.then((value: unknown) => {
      span.end();
      return value;
    }, fail);
  }
  span.end();
  return result;
}

/** The trace id of a W3C `traceparent` header (`00-<32 hex>-<16 hex>-<2 hex>`), when it is a valid one. */
function traceIdOf(header: unknown): string | undefined {
  const match =
    typeof header === 'string' ? /^[\da-f]{2}-([\da-f]{32})-[\da-f]{16}-[\da-f]{2}$/.exec(header) : null;
  return match && !/^0+$/.test(match[1]!) ? match[1] : undefined;
}

/**
 * Fastify's `childLoggerFactory`: the request's logger, bound to the request id and (with tracing on) to the trace
 * id of the `traceparent` it came with, so that even its first line ('incoming request', written before any span
 * starts) names the trace its request span continues. The bindings are written into the child's bindings text
 * here, not through pino's redaction: with wildcard redaction paths (logger.ts) pino runs its redactor over every
 * binding of every child, about 8 µs per request, while a request id (letters, digits and `._:-`, or a UUID) and
 * a trace id (hex) hold nothing to redact. The lines are the same; route logger options (a level) take pino's way.
 */
export function requestChildLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
  raw: IncomingMessage,
): FastifyBaseLogger {
  const traceId = sdk ? traceIdOf(raw.headers.traceparent) : undefined;
  const childBindings: Bindings = traceId ? { ...bindings, traceId } : bindings;
  const entries = Object.entries(childBindings);
  if (hasOptions(options) || !entries.every(([, value]) => typeof value === 'string')) {
    return logger.child(childBindings, options);
  }
  const child = logger.child({});
  const text = child as unknown as Record<symbol, string>;
  for (const [key, value] of entries) {
    text[pinoSymbols.chindingsSym] += `,${JSON.stringify(key)}:${JSON.stringify(value)}`;
  }
  return child;
}

function hasOptions(options: ChildLoggerOptions): boolean {
  for (const key in options) if (Object.hasOwn(options, key)) return true;
  return false;
}
