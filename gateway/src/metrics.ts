import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * Prometheus metrics of one gateway instance (its own registry, so several gateways can run in one process).
 * Served at /metrics.
 */
export interface GatewayMetrics {
  registry: Registry;
  /** HTTP request latency in seconds, by route, method and status code. */
  httpDuration: Histogram<'route' | 'method' | 'status'>;
  /** Provider calls by operation id and outcome (HTTP status, or 'timeout'/'network'/'cancelled' for a lost hedge). */
  providerCalls: Counter<'operation' | 'status'>;
  /** Provider call latency in seconds, by operation id. */
  providerDuration: Histogram<'operation'>;
  /** Duplicate reads sent because the first attempt was slower than its operation's p95, by operation id. */
  providerHedges: Counter<'operation'>;
  /** Shared-cache lookups by data class and result (hit, miss, stale = served stale after a provider failure). */
  cacheLookups: Counter<'class' | 'result'>;
  /**
   * Records one HTTP request in {@link httpDuration}: the histogram's child of each label set is looked up once and
   * kept (a few dozen routes × methods × statuses), so a request costs one observation, not a label hash.
   */
  observeHttpRequest(route: string, method: string, status: number, seconds: number): void;
}

/** Creates the metrics of one gateway instance, with Node process metrics. */
export function createMetrics(): GatewayMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'gateway_' });
  const httpDuration = new Histogram({
    name: 'gateway_http_request_duration_seconds',
    help: 'HTTP request latency',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const httpChildren = new Map<string, ReturnType<typeof httpDuration.labels>>();
  return {
    registry,
    httpDuration,
    observeHttpRequest(route, method, status, seconds) {
      const key = `${status} ${method} ${route}`;
      let child = httpChildren.get(key);
      if (!child) {
        child = httpDuration.labels(route, method, String(status));
        httpChildren.set(key, child);
      }
      child.observe(seconds);
    },
    providerCalls: new Counter({
      name: 'gateway_provider_calls_total',
      help: 'Provider API calls by operation and status',
      labelNames: ['operation', 'status'],
      registers: [registry],
    }),
    providerDuration: new Histogram({
      name: 'gateway_provider_call_duration_seconds',
      help: 'Provider API call latency',
      labelNames: ['operation'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    providerHedges: new Counter({
      name: 'gateway_provider_hedged_reads_total',
      help: 'Duplicate provider reads sent after the p95 latency',
      labelNames: ['operation'],
      registers: [registry],
    }),
    cacheLookups: new Counter({
      name: 'gateway_cache_lookups_total',
      help: 'Shared cache lookups by data class and result',
      labelNames: ['class', 'result'],
      registers: [registry],
    }),
  };
}
