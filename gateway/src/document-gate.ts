import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayConfig } from './config.js';
import { StoreUnavailableError } from './cache/store.js';
import { storeKeys } from './cache/keys.js';
import { bearerToken, isReportToken } from './session/report-token.js';
import { counterId, type AttemptCounters } from './throttle/attempt-counters.js';
import type { TrustedDocuments } from './trusted-documents.js';

/** The GraphQL-over-HTTP parameters of a GET (query string) or POST (JSON body) request, as far as they parse. */
export interface GraphQLParams {
  /** The document's text, when one was sent. */
  query?: string;
  /** `extensions.persistedQuery.sha256Hash`: the id of a persisted (trusted) document. */
  persistedQueryId?: string;
  operationName?: unknown;
  variables?: unknown;
  extensions?: unknown;
}

/** A JSON member of a GET query string (variables, extensions), or the text itself when it is not JSON. */
function queryStringJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** Each request's parameters, read once (the document gate and the response cache's key share them). */
const paramsOf = new WeakMap<FastifyRequest, GraphQLParams>();

/**
 * The GraphQL parameters of a request: GET's query string or a POST's parsed JSON body (else empty). Read once per
 * request: later calls answer the same object.
 */
export function graphqlParams(request: FastifyRequest): GraphQLParams {
  let params = paramsOf.get(request);
  if (!params) {
    params = readGraphqlParams(request);
    paramsOf.set(request, params);
  }
  return params;
}

function readGraphqlParams(request: FastifyRequest): GraphQLParams {
  const source =
    request.method === 'GET'
      ? (request.query as Record<string, unknown> | undefined)
      : (request.body as Record<string, unknown> | null | undefined);
  if (typeof source !== 'object' || source === null || Array.isArray(source)) return {};
  const extensions = request.method === 'GET' ? queryStringJson(source.extensions) : source.extensions;
  const persisted = (extensions as { persistedQuery?: { sha256Hash?: unknown } } | undefined)?.persistedQuery;
  return {
    query: typeof source.query === 'string' && source.query !== '' ? source.query : undefined,
    persistedQueryId: typeof persisted?.sha256Hash === 'string' ? persisted.sha256Hash : undefined,
    operationName: source.operationName,
    variables: request.method === 'GET' ? queryStringJson(source.variables) : source.variables,
    extensions,
  };
}

/**
 * A short fingerprint of a bearer token for logs and throttle keys: the first 16 hex digits of its SHA-256, so a
 * log line tells one wrong token from another without holding it.
 */
function tokenFingerprint(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex').slice(0, 16);
}

/** A refusal the gateway answers itself, before Apollo, any session look-up or provider call. */
interface GateRefusal {
  status: number;
  code: string;
  message: string;
  extensions?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** Message of a browser request that sent a document's text (or registered one) in production. */
export const TRUSTED_DOCUMENTS_MESSAGE =
  'This gateway runs only trusted documents: send the id of an operation of the web build ' +
  '(extensions.persistedQuery.sha256Hash) without the document text.';

/** Message of a browser request whose id is in no trusted manifest. */
export const UNKNOWN_DOCUMENT_MESSAGE =
  'PersistedQueryNotFound: this id is not one of the trusted documents of the web build.';

/**
 * What every GraphQL request passes first (gateway/src/server.ts, before the response cache and Apollo):
 *
 * - A request with an `Authorization` header that is not a right report token is counted first (count first,
 *   then act, as the login throttle does; per LOGIN_THROTTLE_WINDOW_SECONDS)
 *   against its client address (REPORT_TOKEN_MAX_FAILURES_PER_ADDRESS) and against the token's hash
 *   (REPORT_TOKEN_MAX_FAILURES_PER_TOKEN), and logged (address and the token's fingerprint,
 *   never the token): the first ones over either limit, however many arrive at once, are refused with 429
 *   TOO_MANY_REQUESTS and Retry-After; within them, in every mode, with 401 UNAUTHENTICATED. A right token reads
 *   its own address's count only: once that address has used its wrong attempts it is refused with 429 too (else
 *   the refusal would tell right from wrong), so at most the limit's guesses get a verdict per window; wrong
 *   tokens from another address never refuse it. The client address is the forwarded one behind TRUST_PROXY
 *   (the web servers forward it; loopback is trusted by default in development). A report token may send its
 *   own documents (the report API is for scripts).
 * - In production every other request (a browser's: anonymous, consumer or agent session) must carry the id of
 *   a trusted document and no text: a text (with or without an id, i.e. also automatic persisted query
 *   registration) is refused with 400 PERSISTED_QUERY_ID_REQUIRED naming trusted documents, an unknown id with
 *   400 PERSISTED_QUERY_NOT_FOUND. Elsewhere (development, tests) documents pass.
 *
 * Answers true when the request may go on; otherwise the refusal has been sent as a GraphQL error response.
 */
export async function passDocumentGate(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: { config: GatewayConfig; trusted: TrustedDocuments; attempts: AttemptCounters },
): Promise<boolean> {
  if (request.method === 'OPTIONS') return true;
  const refusal = await gateRefusal(request, deps);
  if (!refusal) return true;
  await reply
    .code(refusal.status)
    .headers({ 'cache-control': 'no-store', ...refusal.headers })
    .type('application/json; charset=utf-8')
    .send({
      errors: [{ message: refusal.message, extensions: { ...refusal.extensions, code: refusal.code } }],
    });
  return false;
}

async function gateRefusal(
  request: FastifyRequest,
  {
    config,
    trusted,
    attempts,
  }: { config: GatewayConfig; trusted: TrustedDocuments; attempts: AttemptCounters },
): Promise<GateRefusal | undefined> {
  const production = config.nodeEnv === 'production';
  const token = bearerToken(request.headers.authorization);
  if (token !== undefined || request.headers.authorization !== undefined) {
    const addressKey = storeKeys.reportTokenAddress(counterId(request.ip));
    const right = token !== undefined && isReportToken(token, config.reportTokenHashes);
    const fingerprint = tokenFingerprint(token ?? request.headers.authorization ?? '');
    const limit = config.reportTokenMaxFailuresPerAddress;
    let over: string | undefined;
    let failures = 0;
    try {
      if (right) {
        // A right token only reads its address's count (a script's concurrent requests add nothing).
        if ((await attempts.count(addressKey)) >= limit) over = addressKey;
      } else {
        // A wrong token counts first, against its address and against the token itself.
        const tokenKey = storeKeys.reportTokenDigest(fingerprint);
        const [byAddress, byToken] = await Promise.all([attempts.hit(addressKey), attempts.hit(tokenKey)]);
        failures = byAddress;
        over =
          byAddress > limit
            ? addressKey
            : byToken > config.reportTokenMaxFailuresPerToken
              ? tokenKey
              : undefined;
      }
    } catch (error) {
      if (!(error instanceof StoreUnavailableError)) throw error;
      // Wrong tokens cannot be counted: no bearer request is believed until they can.
      return {
        status: 503,
        code: 'SERVICE_UNAVAILABLE',
        message: 'Report tokens cannot be checked right now. Try again shortly.',
        headers: { 'retry-after': '30' },
      };
    }
    if (!right) {
      request.log.warn(
        { clientAddress: request.ip, tokenFingerprint: fingerprint, failuresFromAddress: failures, limit },
        'wrong report token',
      );
    }
    if (over !== undefined) {
      const retryAfterSeconds = await attempts.retryAfterSeconds(over);
      if (right) {
        request.log.warn(
          { clientAddress: request.ip, retryAfterSeconds },
          'report token refused: too many wrong tokens from its address',
        );
      }
      return {
        status: 429,
        code: 'TOO_MANY_REQUESTS',
        message: `Too many wrong report tokens from this address. Try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s).`,
        extensions: { retryAfterSeconds },
        headers: { 'retry-after': String(retryAfterSeconds) },
      };
    }
    if (right) return undefined;
    return {
      status: 401,
      code: 'UNAUTHENTICATED',
      message: 'The report token is not valid.',
      headers: { 'www-authenticate': 'Bearer' },
    };
  }
  if (!production) return undefined;
  const params = graphqlParams(request);
  if (params.query !== undefined) {
    return { status: 400, code: 'PERSISTED_QUERY_ID_REQUIRED', message: TRUSTED_DOCUMENTS_MESSAGE };
  }
  if (params.persistedQueryId !== undefined && !trusted.get(params.persistedQueryId)) {
    return { status: 400, code: 'PERSISTED_QUERY_NOT_FOUND', message: UNKNOWN_DOCUMENT_MESSAGE };
  }
  return undefined;
}
