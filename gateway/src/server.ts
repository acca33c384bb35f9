import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControl } from '@apollo/server/plugin/cacheControl';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { watchStore } from './cache/store-health.js';
import type { GatewayConfig } from './config.js';
import { createContext, type GatewayContext } from './context.js';
import { createFormatError } from './errors.js';
import { EXPLORER_PAGE } from './explorer-page.js';
import { queryLimits } from './limits.js';
import { createLogger } from './logger.js';
import { createMetrics } from './metrics.js';
import { registerOpsRoutes } from './ops-routes.js';
import { resolvers } from './schema/resolvers.js';
import { createServices, type GatewayServices } from './services.js';

/** The contract, read from the repository root. */
const typeDefs = readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');

/** A built (not yet listening) gateway. */
export interface Gateway {
  app: FastifyInstance;
  services: GatewayServices;
  /**
   * Graceful close: /readyz answers 503 from now on; after `delayMs` (a load balancer's deregistration time, 0 by
   * default) the listener stops accepting connections, in-flight requests finish (Apollo's drain, at most 10 s),
   * Apollo stops, then the provider pools and the store (Redis QUIT) close. Calling it again returns the same
   * promise.
   */
  close(options?: { delayMs?: number }): Promise<void>;
  /** True from the start of {@link close}. */
  readonly draining: boolean;
}

/** A listening gateway. */
export interface RunningGateway extends Gateway {
  /** Base URL, e.g. http://127.0.0.1:4000. */
  url: string;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Builds the gateway: Fastify with cookies, request ids and latency metrics; Apollo Server 5 with the schema,
 * masked errors, cache-control hints, query limits and CSRF prevention; /healthz, /readyz, /metrics; and in
 * development only, introspection and an offline explorer at /graphiql.
 */
export async function buildGateway(config: GatewayConfig): Promise<Gateway> {
  const logger = createLogger(config);
  const metrics = createMetrics();
  const services = createServices(config, logger, metrics);
  watchStore(services.store, logger, metrics.registry);
  const development = config.nodeEnv === 'development';
  if (config.paymentLinkSecretGenerated) {
    logger.warn(
      'PAYMENT_LINK_SECRET is not set: payment links are signed with a per-process key and die with it',
    );
  }

  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  });
  await app.register(fastifyCookie);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    metrics.httpDuration.observe(
      {
        route: request.routeOptions.url ?? 'unknown',
        method: request.method,
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  const limits = queryLimits();
  const apollo = new ApolloServer<GatewayContext>({
    typeDefs,
    resolvers,
    introspection: development,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    formatError: createFormatError(logger),
    validationRules: limits.validationRules,
    plugins: [
      fastifyApolloDrainPlugin(app),
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControl({ defaultMaxAge: 0, calculateHttpHeaders: true }),
      ...(limits.plugins as ApolloServerPlugin<GatewayContext>[]),
    ],
  });
  await apollo.start();
  await app.register(fastifyApollo(apollo), {
    context: (request, reply) => createContext(services, request, reply),
  });
  let closing: Promise<void> | undefined;
  registerOpsRoutes(app, services, { draining: () => closing !== undefined });
  if (development) {
    app.get('/graphiql', async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(EXPLORER_PAGE),
    );
  }

  return {
    app,
    services,
    get draining() {
      return closing !== undefined;
    },
    close({ delayMs = 0 } = {}) {
      closing ??= (async () => {
        if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
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

/** Builds and starts the gateway on `config.host`:`config.port` (0 = a free port). */
export async function startGateway(config: GatewayConfig): Promise<RunningGateway> {
  const gateway = await buildGateway(config);
  await gateway.app.listen({ host: config.host, port: config.port });
  const address = gateway.app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return Object.assign(gateway, { url: `http://${config.host}:${port}` });
}
