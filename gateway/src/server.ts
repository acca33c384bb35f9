import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControl } from '@apollo/server/plugin/cacheControl';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { fastifyApolloDrainPlugin, fastifyApolloHandler } from '@as-integrations/fastify';
import fastifyCookie from '@fastify/cookie';
import { makeExecutableSchema } from '@graphql-tools/schema';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { buildMonthGrid } from '@tourdesk/domain/calendar';
import { CURRENCIES, resolveCurrency } from '@tourdesk/domain/currencies';
import { addDays, dayName, formatLongDate, isoDateInLondon, LONDON_ZONE } from '@tourdesk/domain/dates';
import { formatMoney, moneyFromMinor } from '@tourdesk/domain/money';
import { Kind, type GraphQLSchema } from 'graphql';
import { DateTime } from 'luxon';
import type { Clock } from './cache/clock.js';
import { postedOperationKey, queriedOperationKey, responseCacheKey } from './cache/keys.js';
import { cacheControlMaxAge } from './cache/response-cache.js';
import { watchStore } from './cache/store-health.js';
import { StoreUnavailableError } from './cache/store.js';
import type { GatewayConfig } from './config.js';
import type { GatewayContext } from './context.js';
import {
  createContext,
  enterSale,
  isSaleOperation,
  providerEndpoints,
  requestSession,
  setsSessionCookie,
} from './request-context.js';
import { graphqlParams, passDocumentGate } from './document-gate.js';
import { createFormatError } from './errors.js';
import { queryLimits, reportProviderCallBound } from './limits.js';
import { answerWarnings } from './answer-warnings.js';
import { registerGraphiQL } from './graphiql.js';
import { createLogger } from './logger.js';
import { createMetrics } from './metrics.js';
import { registerOpsRoutes } from './ops-routes.js';
import { withAgentOnlyFields } from './schema/agent-only.js';
import { resolvers } from './generated/resolvers.js';
import { ProviderClient } from './provider/provider-client.js';
import { createServices, type GatewayServices } from './services.js';
import {
  registerRequestLogContext,
  requestChildLogger,
  telemetryPlugin,
  traceResolvers,
} from './telemetry.js';
import { DocumentCache, documentId, TrustedDocuments, type PreparedDocuments } from './trusted-documents.js';
import { createWarmHits, REQUEST_ID, warmHitServer } from './warm-hits.js';

/** The contract, read from the repository root. */
const typeDefs = readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');

/** A built (not yet listening) gateway. */
export interface Gateway {
  app: FastifyInstance;
  services: GatewayServices;
  /**
   * Graceful close: /readyz answers 503 from now on, every answer carries `Connection: close` and idle keep-alive
   * connections are closed at once (so the exit follows the last answer, not a client's idle socket); after `delayMs` (a load balancer's deregistration time, 0 by
   * default) the listener stops accepting connections, in-flight requests finish (Apollo's drain, at most 10 s),
   * Apollo stops, then the provider pools and the store (Redis QUIT) close. Calling it again returns the same
   * promise.
   */
  close(options?: { delayMs?: number }): Promise<void>;
  /** True from the start of {@link close}. */
  readonly draining: boolean;
  /** The operations of the configured persisted query manifests. */
  trusted: TrustedDocuments;
  /** Apollo's parsed and validated documents, the trusted ones prepared before the gateway serves. */
  documents: DocumentCache;
}

/**
 * What a process that builds the gateway itself may give besides the configuration. main.ts gives nothing; tests
 * that run the gateway in their own process give a clock they advance.
 */
export interface GatewayOptions {
  /** The time caches and sessions expire by (cache/clock.ts); the system clock unless given. */
  clock?: Clock;
  /**
   * True in a process of its own (main.ts): the warm start ends with a full garbage collection
   * ({@link collectStartGarbage}). Off by default: a test's gateway shares its process with the test runner, whose
   * heap a collection would sweep at every start.
   */
  collectGarbage?: boolean;
}

/** A listening gateway. */
export interface RunningGateway extends Gateway {
  /** Base URL, e.g. http://127.0.0.1:4000. */
  url: string;
}

/**
 * The trusted documents of PERSISTED_QUERY_MANIFESTS; outside production, none when the default manifest (the
 * web build's in this checkout) is absent.
 * @throws ManifestError when a listed manifest cannot be read or is not one.
 */
function trustedDocuments(config: GatewayConfig): TrustedDocuments {
  const optional = config.nodeEnv !== 'production' && config.persistedQueryManifestsDefault;
  if (optional && !config.persistedQueryManifests.every((file) => existsSync(file))) {
    return TrustedDocuments.empty();
  }
  return TrustedDocuments.read(config.persistedQueryManifests);
}

/**
 * Builds the gateway: Fastify with cookies, request ids and latency metrics; Apollo Server 5 with the schema,
 * masked errors, cache-control hints, query limits, the provider-call bound of report requests, CSRF prevention
 * and persisted queries answered from the trusted documents (in production browsers may send nothing else:
 * document-gate.ts); /healthz, /readyz, /metrics; and in development only, introspection and GraphiQL at
 * /graphiql (served offline from an npm package). Before it answers it has done a fresh process's one-off work
 * ({@link warmStart}: every trusted operation parsed and validated, time zone and number formats set up).
 * @throws ManifestError when a configured persisted query manifest cannot be read.
 */
export async function buildGateway(config: GatewayConfig, options: GatewayOptions = {}): Promise<Gateway> {
  const trusted = trustedDocuments(config);
  const logger = createLogger(config);
  const metrics = createMetrics();
  const services = createServices(config, logger, metrics, options.clock);
  watchStore(services.store, logger, metrics.registry);
  const development = config.nodeEnv === 'development';
  // Set by close(): the gateway drains from then on.
  let closing: Promise<void> | undefined;
  const answerWarmHit = createWarmHits({ services, draining: () => closing !== undefined });
  const app = Fastify({
    serverFactory: warmHitServer(config.serverTimeouts, answerWarmHit),
    loggerInstance: logger as FastifyBaseLogger,
    childLoggerFactory: requestChildLogger,
    bodyLimit: config.bodyLimitBytes,
    // The client address (request.ip) is the right-most X-Forwarded-For hop that is not a trusted proxy.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  });
  registerRequestLogContext(app);
  await app.register(fastifyCookie);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // While draining, every answer closes its connection and idle keep-alive connections are closed at once, so the
  // process exits as soon as the last in-flight request is answered (not after the drain's 10 s).
  app.addHook('onSend', async (_request, reply) => {
    if (closing !== undefined) reply.header('connection', 'close');
  });
  app.addHook('onResponse', async (request, reply) => {
    if (closing !== undefined) app.server.closeIdleConnections();
    metrics.observeHttpRequest(
      request.routeOptions.url ?? 'unknown',
      request.method,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });

  const limits = queryLimits();
  const schema = traceResolvers(withAgentOnlyFields(makeExecutableSchema({ typeDefs, resolvers })));
  const documents = new DocumentCache();
  const apollo = new ApolloServer<GatewayContext>({
    schema,
    documentStore: documents,
    introspection: development,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    // Automatic persisted query registrations are kept in development and tests only.
    persistedQueries: { cache: trusted.apolloCache(config.nodeEnv !== 'production'), ttl: null },
    includeStacktraceInErrorResponses: false,
    // The process owns its signals (main.ts: not ready, the lame-duck delay, then the drain); Apollo's own handler
    // (on unless NODE_ENV=test) would stop the server at once and send the signal again.
    stopOnTerminationSignals: false,
    formatError: createFormatError(logger),
    validationRules: limits.validationRules,
    plugins: [
      fastifyApolloDrainPlugin(app),
      telemetryPlugin,
      agentSessionUnavailable,
      salesBudget,
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControl({ defaultMaxAge: 0, calculateHttpHeaders: true }),
      ...(limits.plugins as ApolloServerPlugin<GatewayContext>[]),
      reportProviderCallBound(config.reportMaxProviderCalls),
      answerWarnings,
    ],
  });
  await apollo.start();
  const prepared = warmStart(schema, trusted, documents, {
    rules: limits.validationRules,
    introspection: development,
  });
  await warmUpExecution(apollo);
  if (prepared.invalid.length > 0) {
    logger.warn(
      { operations: prepared.invalid },
      'trusted operations that do not validate against the schema: their requests are refused',
    );
  }
  registerGraphQLRoute(app, apollo, services, trusted);
  registerOpsRoutes(app, services, { draining: () => closing !== undefined });
  if (development) registerGraphiQL(app);

  return {
    app,
    services,
    trusted,
    documents,
    get draining() {
      return closing !== undefined;
    },
    close({ delayMs = 0 } = {}) {
      closing ??= (async () => {
        app.server.closeIdleConnections();
        if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
        app.server.closeIdleConnections();
        // Apollo's drain plugin closes Fastify (no new connections, in-flight requests finish), then Apollo stops.
        await apollo.stop();
        await app.close();
        await services.transport.close();
        await services.store.close();
      })();
      return closing;
    },
  };
}

/**
 * The one-off work of a fresh process, done before it serves so that its first visitor does not wait for it: every
 * trusted operation parsed, validated (DocumentCache.prepare) and classified (sale or not, request-context.ts), and
 * the time zone and number formats set up (luxon's Europe/London zone and Intl's formats cost milliseconds on first
 * use: a calendar, a departure time and a price of each supported currency are computed once).
 */
function warmStart(
  schema: GraphQLSchema,
  trusted: TrustedDocuments,
  documents: DocumentCache,
  options: Parameters<DocumentCache['prepare']>[2],
): PreparedDocuments {
  const prepared = documents.prepare(schema, trusted.all(), options);
  for (const document of documents.documents().values()) {
    for (const definition of document.definitions) {
      if (definition.kind === Kind.OPERATION_DEFINITION) isSaleOperation(document, definition);
    }
  }
  const today = isoDateInLondon(new Date());
  const [year, month] = today.split('-').map(Number) as [number, number];
  buildMonthGrid(year, month, today);
  formatLongDate(addDays(today, 1));
  dayName(today);
  DateTime.fromISO('2026-06-10T09:30:00', { zone: LONDON_ZONE }).toISO();
  DateTime.fromJSDate(new Date()).setZone(LONDON_ZONE).toFormat('HH:mm:ss');
  for (const { isoCurrencyCode } of CURRENCIES) formatMoney(moneyFromMinor(129_950, isoCurrencyCode));
  return prepared;
}

/** The operation the warm start executes: it resolves no field, so it needs no provider call and no session. */
const WARM_UP_OPERATION = '{ __typename }';

/**
 * Runs {@link WARM_UP_OPERATION} through Apollo's request pipeline once, so that the first visitor's request does
 * not pay for what Apollo does on its first execution (it imports graphql again to look for incremental delivery,
 * milliseconds through a module loader hook, before any resolver starts) nor for compiling the pipeline and the plugins' hooks. The
 * operation is parsed like any text (the document cache counts it), reads only the context fields the plugins read
 * before execution, and its answer is dropped.
 * @throws Error when the operation does not answer `__typename` (the pipeline is broken; the gateway must not serve).
 */
async function warmUpExecution(apollo: ApolloServer<GatewayContext>): Promise<void> {
  const context = { site: 'consumer', session: { unavailable: false }, isReportCaller: false, warnings: [] };
  const answer = await apollo.executeOperation(
    { query: WARM_UP_OPERATION },
    { contextValue: context as unknown as GatewayContext },
  );
  const result = answer.body.kind === 'single' ? answer.body.singleResult : undefined;
  if (result?.data?.__typename !== 'Query') {
    throw new Error(`the warm-up operation failed: ${JSON.stringify(result?.errors ?? answer.body.kind)}`);
  }
}

/** The request id of the warm start's own request ({@link warmUpHttpPath}), as its log lines show it. */
export const WARM_UP_REQUEST_ID = 'warm-start';

/**
 * Sends one request through the whole HTTP path of /graphql before the gateway serves (Fastify's routing, hooks and
 * JSON body parser, the document gate, the response cache's key and session look-up, the Apollo integration's
 * request mapping, variable coercion, error formatting and the answer), so that the first visitor's request does not
 * pay for that code's first run (milliseconds of compilation on a fresh process). It is a POST of a trusted
 * operation's id without its required variables, which Apollo refuses (BAD_USER_INPUT) before any resolver runs:
 * no provider call, no session stored, nothing kept in the response cache. It logs and counts as any request does
 * (request id {@link WARM_UP_REQUEST_ID}). Nothing is sent when no trusted query has a required variable.
 */
async function warmUpHttpPath(app: FastifyInstance, documents: DocumentCache): Promise<void> {
  const id = [...documents.documents()].find(([, document]) =>
    document.definitions.some(
      (definition) =>
        definition.kind === Kind.OPERATION_DEFINITION &&
        definition.operation === 'query' &&
        (definition.variableDefinitions ?? []).some(
          (variable) => variable.type.kind === Kind.NON_NULL_TYPE && variable.defaultValue === undefined,
        ),
    ),
  )?.[0];
  if (id === undefined) return;
  await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', 'x-request-id': WARM_UP_REQUEST_ID },
    payload: JSON.stringify({
      variables: {},
      extensions: { persistedQuery: { version: 1, sha256Hash: id } },
    }),
  });
}

/**
 * On the agent portal every operation needs the agent's session: when the request carries a session cookie and the
 * store cannot load it (Redis down or hung), the operation is refused with SESSION_STORE_UNAVAILABLE (HTTP 503, to
 * be retried) rather than run as an anonymous visitor's, which the portal would read as a logout.
 */
const agentSessionUnavailable: ApolloServerPlugin<GatewayContext> = {
  async requestDidStart({ contextValue }) {
    return {
      async didResolveOperation() {
        if (contextValue.site === 'agent' && contextValue.session.unavailable) {
          throw new StoreUnavailableError(undefined, 503);
        }
      },
    };
  },
};

/** A sale's operation (quote, book, payments) runs its provider calls under the sales budget (context.ts). */
const salesBudget: ApolloServerPlugin<GatewayContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ document, operation, contextValue }) {
        if (operation && isSaleOperation(document, operation)) enterSale(contextValue);
      },
    };
  },
};

/**
 * GET/POST/OPTIONS /graphql: the document gate first (document-gate.ts: trusted documents in production, the
 * report-token throttle), then Apollo (as @as-integrations/fastify's plugin would register it), with the
 * whole-response cache in front. A POST with a JSON body or a GET (either with content type application/json,
 * which Apollo's CSRF prevention accepts; anything else goes to Apollo, which applies it), carrying a document or
 * the id of a trusted one, no Authorization header, from an anonymous or consumer session (never an agent), while
 * the shared store is reachable, is answered with the kept bytes of an identical earlier request (same document,
 * operation, variables, extensions, Accept, app id, currency and day; the document by its SHA-256, the
 * persisted-query id). An answer is kept
 * when Apollo's cache-control plugin gave it a max-age above 0 (no errors, every field hinted by the schema) and it set
 * no cookie, for at most that max-age and never past the freshness of the cached provider data it was built from;
 * an answer built from capacity is served only while the capacity versions it read are current (a booking on any
 * instance changes them at once, capacity-versions.ts). Fastify's body limit applies to every request; the query
 * limits ran on the identical request that produced the kept answer; Apollo's CSRF prevention accepts every request
 * answered from the cache (JSON content type). A GET without a session cookie is answered from the cache before it
 * reaches this route (warm-hits.ts, same key and headers); the route answers the hits of every other request.
 */
function registerGraphQLRoute(
  app: FastifyInstance,
  apollo: ApolloServer<GatewayContext>,
  services: GatewayServices,
  trusted: TrustedDocuments,
): void {
  const contexts = new WeakMap<FastifyRequest, GatewayContext>();
  const apolloHandler = fastifyApolloHandler<GatewayContext>(apollo, {
    context: async (request, reply) => {
      const context = await createContext(services, request, reply);
      contexts.set(request, context);
      return context;
    },
  });
  // The handler's route generic only narrows the reply payload to a string; this route also sends kept Buffers.
  const execute = (request: FastifyRequest, reply: FastifyReply): Promise<unknown> =>
    Promise.resolve(apolloHandler.call(app, request as never, reply as never));
  const responseHits = services.metrics.cacheLookups.labels('response', 'hit');
  const responseMisses = services.metrics.cacheLookups.labels('response', 'miss');
  app.route({
    method: ['GET', 'POST', 'OPTIONS'],
    url: '/graphql',
    handler: async (request, reply) => {
      const gate = { config: services.config, trusted, attempts: services.attempts };
      if (!(await passDocumentGate(request, reply, gate))) return reply;
      const key = await publicAnswerKey(services, trusted, request, reply);
      if (key === undefined) return execute(request, reply);
      const kept = services.responses.get(key);
      if (
        kept &&
        (kept.capacity.length === 0 || (await services.capacityVersions.unchanged(kept.capacity)))
      ) {
        responseHits.inc();
        const maxAge = Math.max(1, Math.floor((kept.expiresAt - services.clock.now()) / 1000));
        return reply
          .header('content-type', kept.contentType)
          .header('cache-control', `max-age=${maxAge}, ${kept.scope}`)
          .send(kept.body);
      }
      responseMisses.inc();
      const body = await execute(request, reply);
      const context = contexts.get(request);
      const cacheControl = reply.getHeader('cache-control');
      const maxAge = cacheControlMaxAge(cacheControl);
      if (
        typeof body === 'string' &&
        context &&
        !context.isAgent &&
        reply.statusCode === 200 &&
        maxAge > 0 &&
        reply.getHeader('set-cookie') === undefined &&
        !setsSessionCookie(request) &&
        services.store.available
      ) {
        services.responses.set(key, {
          body: Buffer.from(body),
          contentType: String(reply.getHeader('content-type')),
          scope: /\bpublic\b/.test(String(cacheControl)) ? 'public' : 'private',
          expiresAt: Math.min(services.clock.now() + maxAge * 1000, context.data.freshness.freshUntil),
          capacity: context.data.capacityVersionsRead,
        });
      }
      return body;
    },
  });
}

/**
 * The response-cache key of a request that may be answered from (and kept in) the response cache, else undefined:
 * see {@link registerGraphQLRoute}. App id and currency are the context's (context.ts) for a non-agent session.
 */
async function publicAnswerKey(
  services: GatewayServices,
  trusted: TrustedDocuments,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<string | undefined> {
  if (request.method === 'OPTIONS' || request.headers.authorization !== undefined) return undefined;
  if (!services.store.available) return undefined;
  const contentType = request.headers['content-type'];
  if (!contentType?.toLowerCase().startsWith('application/json')) return undefined;
  const params = graphqlParams(request);
  // The document is keyed by its SHA-256, not its text: a trusted document's id as sent (it is that hash), a text
  // hashed once (development and tests; Apollo refuses a text whose hash is not the id sent beside it).
  const document =
    params.query !== undefined
      ? documentId(params.query)
      : params.persistedQueryId !== undefined && trusted.get(params.persistedQueryId)
        ? params.persistedQueryId
        : undefined;
  if (document === undefined) return undefined;
  let session;
  try {
    session = await requestSession(services, request, reply);
  } catch {
    // Apollo's context creation meets the same failure and answers it as usual.
    return undefined;
  }
  if (session.isAgent || session.unavailable) return undefined;
  return responseCacheKey({
    // A GET's query string (its `sent`) names its document: warm-hits.ts keys it without parsing it.
    documentId: request.method === 'GET' ? undefined : document,
    sent:
      request.method === 'GET'
        ? queriedOperationKey(request.url)
        : postedOperationKey(params.operationName, params.variables, params.extensions),
    accept: request.headers.accept,
    appId: services.config.providerAppId,
    currency: resolveCurrency(null, session.data.currency),
    today: services.today(),
  });
}

/**
 * Concurrent reads sent to the provider before the gateway listens: as many connections as a screen's provider
 * calls can hold at once, so each call finds an open one. The cold tour-details screen asks four questions at once,
 * then two more (the pick-up run, the sales group's members) as soon as the product and the sales group answer,
 * while the capacity and add-on reads may still be out and undici hands a connection whose answer just arrived
 * back to its pool only on the next turn of the event loop: six, or the second wave waits for a new connection.
 */
export const WARM_CONNECTIONS = 6;

/**
 * Longest the warm start waits for its connection-opening reads, in milliseconds (the catalogue budget when that is
 * shorter): it is their whole budget (every attempt, retry and hedge), so a provider that accepts connections and
 * never answers delays readiness by at most this much. Reads still unanswered then are aborted, which closes their
 * connections.
 */
export const WARM_CONNECTIONS_DEADLINE_MS = 1000;

/**
 * Opens {@link WARM_CONNECTIONS} keep-alive connections to the provider's API host by reading its age categories
 * that many times at once (a small reference list, read with the default app id's hash), so the first visitor's
 * calls neither wait for a TCP connection nor run the HTTP client's connection code for the first time. The
 * connections stay open while the provider keeps them alive. The reads end by {@link WARM_CONNECTIONS_DEADLINE_MS};
 * a failure (a refusal, an error answer, no answer by then) is logged and changes nothing else: the first request
 * opens its connections itself.
 */
async function openProviderConnections(services: GatewayServices): Promise<void> {
  const { config } = services;
  const endpoints = {
    ...providerEndpoints(config),
    catalogueBudgetMs: Math.min(config.providerCatalogueBudgetMs, WARM_CONNECTIONS_DEADLINE_MS),
  };
  const provider = new ProviderClient(services.transport, services.hashes, endpoints, 'warm-start');
  const reads = await Promise.allSettled(
    Array.from({ length: WARM_CONNECTIONS }, () => provider.listAgeCategories(config.providerAppId)),
  );
  const failed = reads.flatMap((read) => (read.status === 'rejected' ? [read.reason as unknown] : []));
  if (failed.length > 0) {
    services.logger.warn(
      { err: failed[0], failed: failed.length, of: WARM_CONNECTIONS },
      'provider connections not opened at start',
    );
  }
}

/**
 * Runs one full garbage collection, the last step of the warm start. Building the gateway leaves tens of megabytes
 * of garbage and young objects behind (module sources, the schema's and the manifests' parse, Apollo's start); left
 * to themselves they are collected during the first requests, whose young-generation collections then copy and
 * promote everything the start allocated: on a fresh process that added about 20 ms of CPU to the first tour-details
 * request. V8 exposes its collector only behind a flag: it is set for the moment it takes to obtain `gc` in a new
 * context (as jest's leak detector does) and unset again, so the process's own global scope never has a `gc`.
 */
function collectStartGarbage(): void {
  setFlagsFromString('--expose-gc');
  try {
    (runInNewContext('gc') as () => void)();
  } finally {
    setFlagsFromString('--no-expose-gc');
  }
}

/**
 * Builds and starts the gateway on `config.host`:`config.port` (0 = a free port). Before listening it obtains the
 * authentication hashes of the default and the payment app ids (seed 000 §7), so the first visitor does not wait
 * for them, and with the default app id's hash opens its provider connections ({@link openProviderConnections});
 * when the provider refuses or cannot be reached that is logged and the first request (or /readyz) asks again.
 * It then sends one request through the /graphql HTTP path ({@link warmUpHttpPath}). With `options.collectGarbage` it then runs a full garbage collection ({@link collectStartGarbage}).
 */
export async function startGateway(
  config: GatewayConfig,
  options: GatewayOptions = {},
): Promise<RunningGateway> {
  const gateway = await buildGateway(config, options);
  const [reachable] = await Promise.all(
    [config.providerAppId, config.providerPaymentAppId].map((appId) =>
      gateway.services.hashes.get(appId).then(
        () => true,
        (error: unknown) => {
          gateway.app.log.warn(
            { err: error, appId },
            'no authentication hash at start: the first request asks again',
          );
          return false;
        },
      ),
    ),
  );
  if (reachable) await openProviderConnections(gateway.services);
  await warmUpHttpPath(gateway.app, gateway.documents);
  if (options.collectGarbage) collectStartGarbage();
  await gateway.app.listen({ host: config.host, port: config.port });
  const address = gateway.app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return Object.assign(gateway, { url: `http://${config.host}:${port}` });
}
