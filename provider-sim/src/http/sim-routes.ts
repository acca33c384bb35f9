import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import type { FaultConfig } from '../config.js';
import type { SimState } from '../state.js';
import type { Faults } from './faults.js';
import type { IdempotencyCache } from './idempotency.js';
import { SPEC_PATH } from './spec.js';
import type { Stats } from './stats.js';

const rate = {
  anyOf: [
    { type: 'number', minimum: 0, maximum: 1 },
    { type: 'object', additionalProperties: { type: 'number', minimum: 0, maximum: 1 } },
  ],
};

const faultSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    latencyMs: { type: 'integer', minimum: 0, maximum: 60000 },
    jitterMs: { type: 'integer', minimum: 0, maximum: 60000 },
    errorRate: rate,
    timeoutRate: rate,
    resetRate: rate,
    malformedRate: rate,
    hashTtlSeconds: { type: 'integer', minimum: 1 },
  },
};

/** Registers the operability routes under /_sim (no authentication). */
export function registerSimRoutes(
  app: FastifyInstance,
  deps: { state: SimState; stats: Stats; faults: Faults; idempotency: IdempotencyCache },
): void {
  const { state, stats, faults, idempotency } = deps;
  app.get('/_sim/stats', async () => stats.read());
  app.post('/_sim/stats/reset', async () => {
    stats.reset();
    return { reset: true };
  });
  app.get('/_sim/outbox', async () => ({ messages: state.outbox.all() }));
  app.post('/_sim/reset', async () => {
    state.reset();
    stats.reset();
    idempotency.clear();
    return { reset: true };
  });
  app.get('/_sim/faults', async () => faults.get());
  app.put('/_sim/faults', { schema: { body: faultSchema } }, async (req) => {
    faults.set(req.body as FaultConfig);
    return faults.get();
  });
  app.get('/_sim/info', async () => ({
    today: state.clock.today(),
    seed: state.config.seed,
    tours: state.catalogue.listedFor(null).length,
    products: state.catalogue.tours.length,
    departures: state.capacity.size,
    bookings: state.bookings.size,
    public_url: state.publicUrl,
  }));
  app.get('/_sim/openapi.yaml', async (_req, reply) =>
    reply.type('application/yaml').send(readFileSync(SPEC_PATH, 'utf8')),
  );
}
