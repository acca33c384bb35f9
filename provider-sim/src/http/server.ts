import Fastify from 'fastify';
import type { FastifyError, FastifyInstance } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { bookingHandlers } from '../handlers/bookings.js';
import type { Deps, Handler } from '../handlers/context.js';
import { hostedHandlers } from '../handlers/hosted.js';
import { identityHandlers } from '../handlers/identity.js';
import { marketingHandlers } from '../handlers/marketing.js';
import { paymentHandlers } from '../handlers/payments.js';
import { productHandlers } from '../handlers/products.js';
import { referenceHandlers } from '../handlers/reference.js';
import { securityHandlers } from '../handlers/security.js';
import type { SimState } from '../state.js';
import { ApiError, errorBody } from './api-error.js';
import { Drift, installDrift } from './drift.js';
import { Faults } from './faults.js';
import { installHooks } from './hooks.js';
import { IdempotencyCache } from './idempotency.js';
import { registerSimRoutes } from './sim-routes.js';
import { loadSpec, unsecuredOperations } from './spec.js';
import { Stats } from './stats.js';

/** The running pieces of a simulator server. */
export interface SimServer {
  app: FastifyInstance;
  stats: Stats;
  faults: Faults;
  /** Deliberate contract drift (SIM_DRIFT). */
  drift: Drift;
  /** Stops hanging "timeout" faults. */
  clearTimers(): void;
}

/** Every operation handler by operationId. */
export function allHandlers(deps: Deps): Record<string, Handler> {
  return {
    ...securityHandlers(deps),
    ...identityHandlers(deps),
    ...productHandlers(deps),
    ...referenceHandlers(deps),
    ...bookingHandlers(deps),
    ...paymentHandlers(deps),
    ...marketingHandlers(deps),
    ...hostedHandlers(deps),
  };
}

/**
 * Builds the Fastify app: routes and request validation come from openapi.yaml through
 * fastify-openapi-glue; responses are serialised as plain JSON (their schemas are checked by tests).
 */
export async function buildServer(state: SimState): Promise<SimServer> {
  const app = Fastify({
    logger: state.config.logger,
    forceCloseConnections: true,
    bodyLimit: 1_048_576,
    // `x-source` marks fields tourdesk assumed (openapi.yaml conventions): a known, non-validating keyword.
    ajv: { customOptions: { allowUnionTypes: true, keywords: ['x-source'] } },
  });
  const stats = new Stats();
  const faults = new Faults(state.config.faults, state.config.seed);
  const idempotency = new IdempotencyCache();
  const spec = loadSpec();
  const timers = new Set<NodeJS.Timeout>();
  const drift = new Drift(spec, state.config.drift);
  const handlers = allHandlers({ state, faults });

  app.addHook('onRoute', (route) => {
    if (route.schema && 'response' in route.schema) delete route.schema.response;
  });
  installHooks(app, { state, stats, faults, idempotency, unsecured: unsecuredOperations(spec), timers });
  installDrift(app, drift);
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof ApiError) return reply.code(err.statusCode).send(errorBody(err.code, err.message));
    if (err.validation || (err.statusCode !== undefined && err.statusCode >= 400 && err.statusCode < 500)) {
      return reply
        .code(err.statusCode === 415 || err.statusCode === 413 ? err.statusCode : 400)
        .send(errorBody('BAD_REQUEST', err.message));
    }
    req.log.error(err);
    return reply.code(500).send(errorBody('INTERNAL', 'Internal error'));
  });
  app.setNotFoundHandler((req, reply) =>
    reply.code(404).send(errorBody('NOT_FOUND', `No route ${req.method} ${req.url.split('?')[0]}`)),
  );
  await app.register(openapiGlue, {
    specification: spec,
    operationResolver: (operationId: string) => {
      const handler = handlers[operationId];
      if (!handler) throw new Error(`No handler for ${operationId}`);
      return handler;
    },
  });
  registerSimRoutes(app, { state, stats, faults, idempotency });
  return {
    app,
    stats,
    faults,
    drift,
    clearTimers: () => {
      for (const t of timers) clearTimeout(t);
      timers.clear();
    },
  };
}
