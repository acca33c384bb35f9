import type { Logger } from 'pino';
import { Counter, Gauge, type Registry } from 'prom-client';
import { RedisStore } from './redis-store.js';
import type { KeyValueStore } from './store.js';

/**
 * Reports the shared store's availability: `gateway_store_up{kind}` (1 or 0, read at scrape time),
 * `gateway_store_outages_total`, and one log line per outage (warn) and per recovery (info), never one per
 * request. While the store is down the gateway serves without a shared cache; session writes fail with
 * `SESSION_STORE_UNAVAILABLE`.
 */
export function watchStore(store: KeyValueStore, logger: Logger, registry: Registry): void {
  new Gauge({
    name: 'gateway_store_up',
    help: 'Whether the shared store (Redis, or the in-memory LRU) answers: 1 up, 0 unreachable',
    labelNames: ['kind'],
    registers: [registry],
    collect() {
      this.set({ kind: store.kind }, store.available ? 1 : 0);
    },
  });
  const outages = new Counter({
    name: 'gateway_store_outages_total',
    help: 'Times the shared store became unreachable',
    registers: [registry],
  });
  if (!(store instanceof RedisStore)) return;
  store.onAvailabilityChange((available, detail) => {
    if (available) {
      logger.info({ store: store.kind, downForMs: detail.downForMs }, 'shared store available again');
    } else {
      outages.inc();
      logger.warn(
        { store: store.kind, err: detail.error },
        'shared store unavailable: serving without shared cache; session writes fail with SESSION_STORE_UNAVAILABLE',
      );
    }
  });
}
