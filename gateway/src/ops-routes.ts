import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { StoreUnavailableError } from './cache/store.js';
import { ProviderClient } from './provider/provider-client.js';
import type { GatewayServices } from './services.js';

/**
 * Operational endpoints:
 * - GET /healthz: the process is up (200 `{status:'ok'}`), no dependency checked.
 * - GET /readyz: 503 `{status:'draining'}` once a graceful close has begun; otherwise the provider is reachable
 *   and accepts the API key (an authentication hash is obtained or still valid): 200 `{status:'ready', store,
 *   storeAvailable}`, or 503 `{status:'unavailable', reason}`. An unreachable shared store (Redis) does not make
 *   the gateway unready (it serves without shared cache; taking every replica out would be a full outage):
 *   200 `{status:'degraded', store:'redis', storeAvailable:false}`.
 * - GET /metrics: Prometheus text format.
 */
export function registerOpsRoutes(
  app: FastifyInstance,
  services: GatewayServices,
  lifecycle: { draining(): boolean } = { draining: () => false },
): void {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (request, reply) => {
    if (lifecycle.draining()) return reply.code(503).send({ status: 'draining' });
    const { config } = services;
    const client = new ProviderClient(
      services.transport,
      services.hashes,
      { apiUrl: config.providerApiUrl, paymentUrl: config.providerPaymentUrl },
      request.id,
    );
    try {
      await client.authenticate(config.providerAppId);
      const storeAvailable = await services.store.get(`readyz:${randomUUID()}`).then(
        () => true,
        (error: unknown) => {
          if (error instanceof StoreUnavailableError) return false;
          throw error;
        },
      );
      return {
        status: storeAvailable ? 'ready' : 'degraded',
        store: services.store.kind,
        storeAvailable,
      };
    } catch (error) {
      request.log.warn({ err: error }, 'not ready');
      return reply.code(503).send({ status: 'unavailable', reason: (error as Error).message });
    }
  });

  app.get('/metrics', async (_request, reply) => {
    reply.header('content-type', services.metrics.registry.contentType);
    return services.metrics.registry.metrics();
  });
}
