import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import replyFrom from '@fastify/reply-from';
import type { FastifyError, FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { Kind, parse, type DocumentNode, type SelectionNode } from 'graphql';
import { SALE_ROOT_FIELDS } from '@tourdesk/domain/sale-operations';
import type { ServerConfig } from './config.js';
import { forwardedFor } from './pages.js';

/** The part of a reply an error answer uses (reply-from hands its own reply type to `onError`). */
interface ErrorReply<R> {
  code(status: number): R;
  header(name: string, value: string): R;
  type(contentType: string): R;
  send(payload: unknown): R;
}

/** A GraphQL-over-HTTP error answer of this proxy (the gateway's own answers pass as they are). */
function proxyError<R extends ErrorReply<R>>(
  reply: R,
  status: 413 | 503 | 504,
  code: string,
  message: string,
): R {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ errors: [{ message, extensions: { code } }] });
}

/**
 * True when the document's operation (`operationName`'s, else the only one) selects a sale's root field
 * (@tourdesk/domain/sale-operations), directly or through fragments, as the gateway decides it; false for a text
 * that does not parse.
 */
export function isSaleDocument(text: string, operationName?: unknown): boolean {
  let document: DocumentNode;
  try {
    document = parse(text, { noLocation: true });
  } catch {
    return false;
  }
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const operation =
    typeof operationName === 'string'
      ? operations.find((d) => d.name?.value === operationName)
      : operations.length === 1
        ? operations[0]
        : undefined;
  if (!operation) return false;
  const fragments = new Map(
    document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d]] : [])),
  );
  const seen = new Set<string>();
  const selects = (selections: readonly SelectionNode[]): boolean =>
    selections.some((selection) => {
      if (selection.kind === Kind.FIELD) return SALE_ROOT_FIELDS.has(selection.name.value);
      if (selection.kind === Kind.INLINE_FRAGMENT) return selects(selection.selectionSet.selections);
      if (seen.has(selection.name.value)) return false;
      seen.add(selection.name.value);
      const fragment = fragments.get(selection.name.value);
      return fragment !== undefined && selects(fragment.selectionSet.selections);
    });
  return selects(operation.selectionSet.selections);
}

/** The ids of the sales among the build's persisted queries (`<DIST_DIR>/.vite/persisted-query-manifest.json`). */
function saleIds(distDir: string): Set<string> {
  const file = path.join(distDir, '.vite/persisted-query-manifest.json');
  if (!existsSync(file)) return new Set();
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { operations?: { id: string; body: string }[] };
  return new Set((manifest.operations ?? []).filter((op) => isSaleDocument(op.body)).map((op) => op.id));
}

/** A JSON member of a GET query string (variables, extensions), or undefined when it is not JSON. */
function jsonOf(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * True when a /graphql request is a sale: the id it sends is a sale of the build's manifest, or the document text
 * it sends (development) is one. GET reads its query string, POST its JSON body; anything else is not a sale.
 */
function isSaleRequest(request: FastifyRequest, sales: ReadonlySet<string>): boolean {
  let params: Record<string, unknown> | undefined;
  if (request.method === 'GET') params = request.query as Record<string, unknown>;
  else if (Buffer.isBuffer(request.body)) {
    const body = jsonOf(request.body.toString('utf8'));
    params = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : undefined;
  }
  if (!params) return false;
  const extensions = jsonOf(params.extensions) as { persistedQuery?: { sha256Hash?: unknown } } | undefined;
  const id = extensions?.persistedQuery?.sha256Hash;
  if (typeof id === 'string' && sales.has(id)) return true;
  return typeof params.query === 'string' && isSaleDocument(params.query, params.operationName);
}

/**
 * The headers without the browser's W3C trace context: with tracing on, the proxy's own span sends its
 * `traceparent` (telemetry.ts), and a browser's trace state or baggage is not passed further than this server.
 */
function withoutTraceContext<H extends Record<string, unknown>>(headers: H): H {
  const { traceparent: _traceparent, tracestate: _tracestate, baggage: _baggage, ...rest } = headers;
  return rest as H;
}

/**
 * `/graphql` and `/healthz` passed to the gateway (@fastify/reply-from over undici), so the browser talks to one
 * origin and the session cookie stays first-party. Each request gets the site it came through
 * (`x-tourdesk-site`, replacing any the browser sent: the gateway binds sessions to their site), the visitor's
 * address appended to X-Forwarded-For (the gateway takes the right-most hop it does not trust), and the host
 * and scheme it was asked for (as Fastify's trustProxy believes them), and the request's id as `x-request-id`
 * (the gateway logs it: one id for the request in both logs). Whatever the gateway answers, errors
 * included, is passed on as it is; when it does not answer within the gateway's own budget of that kind of
 * operation plus a margin (GATEWAY_SALES_TIMEOUT_MS for a sale: {@link isSaleRequest}; GATEWAY_TIMEOUT_MS for
 * everything else, reads and other mutations alike) the answer is 504, when it
 * cannot be reached 503 (never 502), and a body over BODY_LIMIT_BYTES is refused with 413 before it is sent on.
 * No retries: the gateway retries its own reads, and a POST must never be sent twice.
 */
export async function registerGraphqlProxy(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const sales = saleIds(config.distDir);
  await app.register(replyFrom, {
    base: config.gatewayUrl.origin,
    undici: { connections: 128, pipelining: 1, keepAliveTimeout: 60_000, connectTimeout: 2_000 },
    retryMethods: [],
  });

  await app.register(async (proxy) => {
    // The body is passed on as the bytes that came, whatever its type: parsed by the gateway, limited here.
    proxy.removeAllContentTypeParsers();
    proxy.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: config.bodyLimitBytes },
      (_request, body, done) => done(null, body),
    );
    proxy.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.statusCode === 413)
        return proxyError(reply, 413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.');
      if ((error.statusCode ?? 500) < 500) return reply.send(error);
      request.log.error({ err: error }, 'gateway proxy failed');
      return proxyError(reply, 503, 'GATEWAY_UNAVAILABLE', 'The gateway is unavailable.');
    });

    const forward: RouteHandlerMethod = (request, reply) =>
      reply.from(request.url, {
        // The bytes received, with their own type (reply-from would encode a JSON body's Buffer again).
        ...(Buffer.isBuffer(request.body)
          ? {
              body: request.body,
              contentType: String(request.headers['content-type'] ?? 'application/octet-stream'),
            }
          : {}),
        timeout: isSaleRequest(request, sales) ? config.gatewaySalesTimeoutMs : config.gatewayTimeoutMs,
        rewriteRequestHeaders: (_request, headers) => ({
          ...withoutTraceContext(headers),
          'x-request-id': request.id,
          'x-tourdesk-site': config.site.mode,
          'x-forwarded-for': forwardedFor(request),
          'x-forwarded-host': request.host,
          'x-forwarded-proto': request.protocol,
        }),
        onError: (errorReply, { error }) => {
          const timedOut = (error as FastifyError).statusCode === 504;
          request.log.warn({ err: error, url: request.url }, 'gateway did not answer');
          return timedOut
            ? proxyError(errorReply, 504, 'GATEWAY_TIMEOUT', 'The gateway did not answer in time.')
            : proxyError(errorReply, 503, 'GATEWAY_UNAVAILABLE', 'The gateway is unavailable.');
        },
      });
    proxy.route({ method: ['GET', 'POST'], url: '/graphql', handler: forward });
    proxy.route({ method: ['GET', 'HEAD'], url: '/healthz', handler: forward });
  });
}
