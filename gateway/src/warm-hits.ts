import { randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { queriedOperationKey, responseCacheKey } from './cache/keys.js';
import type { CachedResponse } from './cache/response-cache.js';
import { anonymousCurrency } from './request-context.js';
import type { ServerTimeouts } from './server-timeouts.js';
import { serverTimeoutOptions } from './server-timeouts.js';
import type { GatewayServices } from './services.js';
import { CURRENCY_HEADER, requestSite, SITE_HEADER, sessionCookieName } from './session/site.js';
import { tracingOn } from './telemetry.js';

/** The request ids the gateway takes from `x-request-id` (else it makes a UUID), as Fastify's `genReqId` does. */
export const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * One warm hit in this many writes the `request completed` log line (at level info or below), with
 * `sampledOneIn` saying so; the others write none. A line costs a warm hit about as much CPU as the rest of the
 * hit (pino's serialisation and redaction of the request fields), and a kept answer's request has nothing to
 * investigate that its metrics do not count: every hit is counted in `gateway_cache_lookups_total` and
 * `gateway_http_request_duration_seconds`.
 */
export const HIT_LOG_SAMPLE = 64;

/** The route every warm hit is counted under in the request-latency histogram (Fastify's route of /graphql). */
const ROUTE = '/graphql';

/** What answering warm hits needs of the gateway. */
export interface WarmHitDeps {
  services: GatewayServices;
  /** True once the gateway drains: every request then goes through Fastify (`Connection: close`, /readyz 503). */
  draining(): boolean;
}

/**
 * Answers a warm hit of the whole-response cache before Fastify, Apollo and GraphQL see the request, in the time
 * node:http takes to answer it with the same bytes plus a string key and an LRU lookup. Answers true when it sent
 * the kept answer (or will, once the capacity versions it depends on are confirmed), false when Fastify must
 * handle the request (`fallBack` is then called later for an answer whose capacity changed).
 *
 * A request is a warm hit only when it is what server.ts's `/graphql` route would answer from the response cache
 * and could not answer otherwise: a GET of exactly `/graphql?…` with no body, content type application/json, no
 * Authorization header, no session cookie of its site (a session must be opened: its lifetime slides, it may be an
 * agent's; those requests take the route), while the store is reachable, tracing is off (a hit must have its
 * request span) and the gateway is not draining; and its key (the route's: app id, the anonymous currency of its
 * site and currency header, today, Accept, the query string as sent) names a kept, fresh answer. The document gate
 * is not run again: the kept answer was produced by a request with the same query string and no Authorization
 * header, which the gate let through, and the gate's verdict depends on nothing else. The answer is the route's:
 * status 200, the kept content type and bytes, `cache-control: max-age=<seconds left>, <scope>` and the request id
 * in `x-request-id` (the one sent when valid, else a new UUID).
 *
 * Costs kept on this path: the hit counter, one observation of the request-latency histogram (a child looked up
 * once per label set, time until the answer is handed to the socket), one log line per {@link HIT_LOG_SAMPLE} hits.
 */
export function createWarmHits({ services, draining }: WarmHitDeps) {
  const { config, metrics, responses, store, clock, logger } = services;
  const hits = metrics.cacheLookups.labels('response', 'hit');
  const cookieNames = {
    consumer: cookieTest(sessionCookieName(config.sessionCookieName, 'consumer')),
    agent: cookieTest(sessionCookieName(config.sessionCookieName, 'agent')),
  };
  let sampled = 0;

  const send = (req: IncomingMessage, res: ServerResponse, kept: CachedResponse, started: number) => {
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const maxAge = Math.max(1, Math.floor((kept.expiresAt - clock.now()) / 1000));
    res.writeHead(200, {
      'x-request-id': id,
      'content-type': kept.contentType,
      'cache-control': `max-age=${maxAge}, ${kept.scope}`,
      'content-length': kept.body.length,
    });
    res.end(kept.body);
    hits.inc();
    const seconds = (performance.now() - started) / 1000;
    metrics.observeHttpRequest(ROUTE, 'GET', 200, seconds);
    sampled += 1;
    if (sampled >= HIT_LOG_SAMPLE && logger.isLevelEnabled('info')) {
      sampled = 0;
      logger.info(
        {
          reqId: id,
          req: { method: 'GET', url: req.url },
          res: { statusCode: 200 },
          responseTime: seconds * 1000,
          responseCache: 'hit',
          sampledOneIn: HIT_LOG_SAMPLE,
        },
        'request completed',
      );
    }
  };

  return function answerWarmHit(
    req: IncomingMessage,
    res: ServerResponse,
    fallBack: (req: IncomingMessage, res: ServerResponse) => void,
  ): boolean {
    const url = req.url;
    if (req.method !== 'GET' || url === undefined || !url.startsWith('/graphql?')) return false;
    const headers = req.headers;
    if (
      headers.authorization !== undefined ||
      headers['content-length'] !== undefined ||
      headers['transfer-encoding'] !== undefined ||
      !headers['content-type']?.toLowerCase().startsWith('application/json')
    ) {
      return false;
    }
    const site = requestSite(headers[SITE_HEADER]);
    if (headers.cookie !== undefined && cookieNames[site].test(headers.cookie)) return false;
    if (!store.available || tracingOn() || draining()) return false;
    const started = performance.now();
    const key = responseCacheKey({
      documentId: undefined,
      sent: queriedOperationKey(url),
      accept: headers.accept,
      appId: config.providerAppId,
      currency: anonymousCurrency(site, headers[CURRENCY_HEADER]),
      today: services.today(),
    });
    const kept = responses.get(key);
    if (!kept) return false;
    if (kept.capacity.length === 0) {
      send(req, res, kept, started);
      return true;
    }
    services.capacityVersions.unchanged(kept.capacity).then(
      (current) => (current ? send(req, res, kept, started) : fallBack(req, res)),
      () => fallBack(req, res),
    );
    return true;
  };
}

/** A test of a Cookie header for a cookie named `name` (any value). */
function cookieTest(name: string): RegExp {
  return new RegExp(`(?:^|;)\\s*${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*=`);
}

/**
 * Fastify's `serverFactory`: the HTTP/1 server Fastify would make (its listener timeouts, server-timeouts.ts), with
 * `answerWarmHit` ({@link createWarmHits}) in front of Fastify's handler.
 */
export function warmHitServer(
  timeouts: ServerTimeouts,
  answerWarmHit: ReturnType<typeof createWarmHits>,
): (handler: (req: IncomingMessage, res: ServerResponse) => void) => http.Server {
  return (handler) => {
    const options = serverTimeoutOptions(timeouts);
    const server = http.createServer(options.http, (req, res) => {
      if (!answerWarmHit(req, res, handler)) handler(req, res);
    });
    server.keepAliveTimeout = options.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout;
    server.setTimeout(0);
    return server;
  };
}
