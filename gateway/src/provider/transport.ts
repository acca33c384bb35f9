import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { Pool } from 'undici';
import type { GatewayMetrics } from '../metrics.js';
import { ProviderError } from './provider-error.js';

/** Transport settings: timeouts in milliseconds, retries as extra attempts for reads. */
export interface TransportOptions {
  timeoutMs: number;
  readRetries: number;
  /** First backoff step in milliseconds; each retry doubles it, with full jitter. */
  backoffBaseMs?: number;
}

/** One provider HTTP call, as the typed client describes it. */
export interface ProviderCall {
  /** openapi.yaml operationId, used in metrics and logs. */
  operation: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Base URL (API or payment host). */
  baseUrl: string;
  /** Path with parameters already encoded, starting with '/'. */
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** Extra headers (authentication hash). */
  headers?: Record<string, string>;
  /** True for calls without side effects (GETs, search, quote): retried on transient failures. */
  read: boolean;
  /** Sent as `idempotency-key` on writes; generated when absent. */
  idempotencyKey?: string;
  /** Propagated as `x-request-id`. */
  requestId?: string;
}

/** A provider answer: HTTP status and parsed JSON body. */
export interface ProviderResponse {
  status: number;
  body: unknown;
}

/**
 * The only HTTP code that talks to the provider: an undici {@link Pool} per origin with keep-alive, a timeout per
 * call, jittered exponential-backoff retries for reads only, and metrics per operation and status. Answers with
 * status >= 400 are returned (not thrown) so the caller can react to 401; network failures and timeouts throw
 * {@link ProviderError}.
 */
export class ProviderTransport {
  private readonly pools = new Map<string, Pool>();

  constructor(
    private readonly options: TransportOptions,
    private readonly metrics: GatewayMetrics,
    private readonly logger: Logger,
  ) {}

  /**
   * Sends a call, retrying reads on timeouts, network errors and 5xx answers.
   * @throws ProviderError (kind timeout or network) when every attempt failed without an answer.
   */
  async send(call: ProviderCall): Promise<ProviderResponse> {
    const attempts = call.read ? 1 + this.options.readRetries : 1;
    const idempotencyKey = call.read ? undefined : (call.idempotencyKey ?? randomUUID());
    let lastError: ProviderError | undefined;
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      if (attempt > 0) await sleep(this.backoff(attempt));
      try {
        const response = await this.once(call, idempotencyKey);
        if (response.status >= 500 && attempt + 1 < attempts) continue;
        return response;
      } catch (error) {
        lastError = error as ProviderError;
      }
    }
    throw lastError ?? new ProviderError(call.operation, 'network', undefined, undefined, 'no attempt made');
  }

  /** Closes every pool (graceful shutdown). */
  async close(): Promise<void> {
    await Promise.all([...this.pools.values()].map((pool) => pool.close()));
    this.pools.clear();
  }

  private async once(call: ProviderCall, idempotencyKey: string | undefined): Promise<ProviderResponse> {
    const url = new URL(call.path, call.baseUrl);
    for (const [name, value] of Object.entries(call.query ?? {})) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    const headers: Record<string, string> = { accept: 'application/json', ...call.headers };
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    if (call.requestId) headers['x-request-id'] = call.requestId;
    const started = performance.now();
    const signal = AbortSignal.timeout(this.options.timeoutMs);
    let status: string = 'network';
    try {
      const response = await this.pool(url.origin).request({
        method: call.method,
        path: url.pathname + url.search,
        headers,
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        signal,
      });
      const text = await response.body.text();
      status = String(response.statusCode);
      return { status: response.statusCode, body: text ? JSON.parse(text) : undefined };
    } catch (error) {
      status = signal.aborted ? 'timeout' : 'network';
      throw new ProviderError(
        call.operation,
        signal.aborted ? 'timeout' : 'network',
        undefined,
        undefined,
        signal.aborted ? `no answer within ${this.options.timeoutMs} ms` : (error as Error).message,
      );
    } finally {
      const seconds = (performance.now() - started) / 1000;
      this.metrics.providerCalls.inc({ operation: call.operation, status });
      this.metrics.providerDuration.observe({ operation: call.operation }, seconds);
      this.logger.debug(
        { operation: call.operation, status, ms: Math.round(seconds * 1000), requestId: call.requestId },
        'provider call',
      );
    }
  }

  private pool(origin: string): Pool {
    let pool = this.pools.get(origin);
    if (!pool) {
      pool = new Pool(origin, { connections: 32, keepAliveTimeout: 30_000, pipelining: 1 });
      this.pools.set(origin, pool);
    }
    return pool;
  }

  private backoff(attempt: number): number {
    const base = this.options.backoffBaseMs ?? 50;
    return Math.random() * base * 2 ** (attempt - 1);
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
