import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ProviderClient } from './provider/provider-client.js';
import type { GatewayServices } from './services.js';

/**
 * Operational endpoints:
 * - GET /healthz: the process is up (200 `{status:'ok'}`), no dependency checked.
 * - GET /readyz: the provider is reachable and accepts the API key (an authentication hash is obtained or still
 *   valid) and the store answers; 200 `{status:'ready'}` or 503 `{status:'unavailable', reason}`.
 * - GET /metrics: Prometheus text format.
 */
export function registerOpsRoutes(app: FastifyInstance, services: GatewayServices): void {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (request, reply) => {
    const { config } = services;
    const client = new ProviderClient(
      services.transport,
      services.hashes,
      { apiUrl: config.providerApiUrl, paymentUrl: config.providerPaymentUrl },
      request.id,
    );
    try {
      await client.authenticate(config.providerAppId);
      await services.store.get(`readyz:${randomUUID()}`);
      return { status: 'ready', store: services.store.kind };
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
