import { storeKeys } from './cache/keys.js';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { StoreUnavailableError } from './cache/store.js';
import { ProviderClient } from './provider/provider-client.js';
import { ProviderError } from './provider/provider-error.js';
import type { GatewayServices } from './services.js';

/**
 * Operational endpoints:
 * - GET /healthz and GET /livez: the process is up (200 `{status:'ok'}`), no dependency checked (`/livez` is the
 *   liveness probe's name, as on the web server; `/healthz` stays for the web server's readiness check).
 * - GET /readyz: 503 `{status:'draining'}` once a graceful close has begun; 503 `{status:'unavailable', reason}`
 *   when the provider cannot be used: its authentication hash cannot be obtained, or its last
 *   READY_PROVIDER_FAILURES calls failed and a probe call (the currency list) fails too (the probe lets a replica
 *   that receives no traffic while unready become ready again). The reason is a fixed text naming what failed,
 *   never an address or an error message. Otherwise 200 `{status:'ready', store, storeAvailable}`. An unreachable
 *   shared store (Redis) does not make the gateway unready (it serves without shared cache; taking every replica
 *   out would be a full outage): 200 `{status:'degraded', store:'redis', storeAvailable:false}`.
 * - GET /metrics: Prometheus text format.
 */
export function registerOpsRoutes(
  app: FastifyInstance,
  services: GatewayServices,
  lifecycle: { draining(): boolean } = { draining: () => false },
): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/livez', async () => ({ status: 'ok' }));

  app.get('/readyz', async (request, reply) => {
    if (lifecycle.draining()) return reply.code(503).send({ status: 'draining' });
    const { config } = services;
    const client = new ProviderClient(
      services.transport,
      services.hashes,
      {
        apiUrl: config.providerApiUrl,
        paymentUrl: config.providerPaymentUrl,
        catalogueBudgetMs: config.providerCatalogueBudgetMs,
      },
      request.id,
    );
    try {
      await client.authenticate(config.providerAppId);
      if (services.transport.consecutiveFailures >= config.readyProviderFailures) {
        await client.listCurrencies(config.providerAppId);
      }
    } catch (error) {
      const reason = unreadyReason(
        error,
        services.transport.consecutiveFailures,
        config.readyProviderFailures,
      );
      request.log.warn({ err: error, reason }, 'not ready');
      return reply.code(503).send({ status: 'unavailable', reason });
    }
    const storeAvailable = await services.store.get(storeKeys.readinessProbe(randomUUID())).then(
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
  });

  app.get('/metrics', async (_request, reply) => {
    reply.header('content-type', services.metrics.registry.contentType);
    return services.metrics.registry.metrics();
  });
}

/** The public reason of an unready answer: what failed, in fixed words (no address, no provider message). */
function unreadyReason(error: unknown, failures: number, threshold: number): string {
  const what = failures >= threshold ? `the provider's last ${failures} calls failed` : 'the provider failed';
  if (!(error instanceof ProviderError)) return `${what} (readiness check)`;
  if (error.kind === 'timeout') return `${what} (no answer in time)`;
  if (error.kind === 'network') return `${what} (unreachable)`;
  if (error.status === 401) return `${what} (API key refused)`;
  return `${what} (HTTP ${error.status ?? 'error'})`;
}
