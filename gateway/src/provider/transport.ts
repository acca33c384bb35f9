import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { Pool } from 'undici';
import type { GatewayMetrics } from '../metrics.js';
import { inProviderAttempt, inProviderCall, providerCallContext } from '../telemetry.js';
import { ProviderError } from './provider-error.js';

/** Transport settings: timeouts and budgets in milliseconds, retries as extra attempts for reads. */
export interface TransportOptions {
  /** Timeout of a write (one attempt), and the default total budget of a read. */
  timeoutMs: number;
  /** Extra attempts of a read (retries after failures and hedges together), within its budget. */
  readRetries: number;
  /** Send a duplicate of a read still unanswered after its operation's p95 latency (first answer wins). */
  hedgeReads?: boolean;
  /** First backoff step in milliseconds; each retry doubles it, with full jitter. */
  backoffBaseMs?: number;
  /**
   * Makes the undici Pool calls to an origin (`http://host:port`) go through, once per origin; by default a Pool
   * of 32 keep-alive connections. A client that observes raw answers (provider-check) gives its own Pool.
   */
  poolFor?: (origin: string) => Pool;
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
  /** True for calls without side effects (GETs, search, quote): retried and hedged within their budget. */
  read: boolean;
  /** Total time of a read, every attempt included, in milliseconds (the transport's `timeoutMs` when absent). */
  budgetMs?: number;
  /** Timeout of a write's one attempt, in milliseconds (the transport's `timeoutMs` when absent). */
  timeoutMs?: number;
  /** False: a read never hedged, whatever the transport's `hedgeReads` (a call too heavy to send twice). */
  hedge?: boolean;
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

/** Latencies kept per operation for its p95 (the hedging delay). */
const LATENCY_SAMPLES = 200;
/** Samples needed before the p95 is trusted; until then the hedge waits a quarter of the budget. */
const MIN_LATENCY_SAMPLES = 20;
/** A retry needs at least this much of the budget left, in milliseconds. */
const MIN_RETRY_BUDGET_MS = 20;
/** Shortest hedging delay, in milliseconds (below it a duplicate would mostly double the load). */
const MIN_HEDGE_DELAY_MS = 10;
/**
 * A hedge timer firing later than this, in milliseconds, means the event loop was busy: the wait is extended by
 * the lateness (at most once the delay in total), as the provider may have answered in time unread.
 */
const MAX_TIMER_LATENESS_MS = 5;

/**
 * The only HTTP code that talks to the provider: an undici {@link Pool} per origin with keep-alive, metrics per
 * operation and status, and:
 * - writes: one attempt with `timeoutMs` and an idempotency key (never repeated by the transport);
 * - reads: a total budget (`budgetMs`, else `timeoutMs`). Each attempt's timeout comes from what is left of it:
 *   all of it for the last attempt allowed, or while the operation's latency is not known yet; otherwise at most
 *   half the budget or four times the operation's p99, whichever is longer, so an attempt that hangs leaves room for
 *   another. A failed attempt (timeout, network error, unreadable or 5xx answer) is retried after a full-jitter
 *   exponential backoff (capped at a tenth of the budget and half of what is left) while the budget lasts; an attempt still unanswered after its operation's p95 latency gets a
 *   hedge (that wait counts the provider's delay, not the time this process's event loop was busy), a duplicate sent beside it (the first good answer wins and the others are aborted), so a provider that
 *   drops a few requests costs a p95 wait, not a timeout. At most `1 + readRetries` attempts.
 * Answers with status >= 400 are returned (not thrown) so the caller can react to 401; when every attempt failed
 * the last 5xx answer is returned, or the last failure thrown as {@link ProviderError}.
 * The outcome of every call is kept for readiness ({@link consecutiveFailures}).
 */
export class ProviderTransport {
  private readonly pools = new Map<string, Pool>();
  private readonly latencies = new Map<string, number[]>();
  private failureStreak = 0;

  constructor(
    private readonly options: TransportOptions,
    private readonly metrics: GatewayMetrics,
    private readonly logger: Logger,
  ) {}

  /** Provider calls in a row (latest first) that failed: no answer, or a 5xx answer, after every attempt. */
  get consecutiveFailures(): number {
    return this.failureStreak;
  }

  /**
   * Sends a call: a write once, a read with retries and hedges within its budget (see the class).
   * @throws ProviderError (kind timeout or network) when every attempt failed without an answer.
   */
  async send(call: ProviderCall): Promise<ProviderResponse> {
    try {
      const response = await inProviderCall(call, () =>
        call.read
          ? this.read(call)
          : inProviderAttempt(
              providerCallContext(),
              { operation: call.operation, attempt: 1, hedge: false },
              () =>
                this.once(
                  call,
                  call.idempotencyKey ?? randomUUID(),
                  call.timeoutMs ?? this.options.timeoutMs,
                ),
            ),
      );
      this.failureStreak = response.status >= 500 ? this.failureStreak + 1 : 0;
      return response;
    } catch (error) {
      this.failureStreak += 1;
      throw error;
    }
  }

  /** A read: attempts, retries and hedges within the budget, settled by the first answer below 500. */
  private read(call: ProviderCall): Promise<ProviderResponse> {
    const budget = call.budgetMs ?? this.options.timeoutMs;
    const deadline = performance.now() + budget;
    const maxAttempts = 1 + this.options.readRetries;
    const controllers: AbortController[] = [];
    const callContext = providerCallContext();
    let launched = 0;
    let running = 0;
    let retriesWaiting = 0;
    let settled = false;
    let lastFailure: ProviderResponse | ProviderError | undefined;
    let hedgeTimer: NodeJS.Timeout | undefined;
    let hedgeImmediate: NodeJS.Immediate | undefined;
    return new Promise<ProviderResponse>((resolve, reject) => {
      const settle = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(hedgeTimer);
        clearImmediate(hedgeImmediate);
        for (const controller of controllers) controller.abort();
        outcome();
      };
      const giveUpWhenIdle = () => {
        if (running > 0 || retriesWaiting > 0) return;
        const failure = lastFailure;
        settle(() =>
          failure instanceof ProviderError || failure === undefined
            ? reject(
                failure ??
                  new ProviderError(call.operation, 'timeout', undefined, undefined, 'no budget left'),
              )
            : resolve(failure),
        );
      };
      const launch = (hedge: boolean): boolean => {
        const remaining = deadline - performance.now();
        if (settled || remaining <= 0 || launched >= maxAttempts) return false;
        launched += 1;
        running += 1;
        if (hedge) this.metrics.providerHedges.inc({ operation: call.operation });
        const controller = new AbortController();
        controllers.push(controller);
        const started = performance.now();
        const timeout = this.attemptTimeout(call.operation, remaining, budget, launched === maxAttempts);
        const attempt = { operation: call.operation, attempt: launched, hedge };
        inProviderAttempt(callContext, attempt, () =>
          this.once(call, undefined, timeout, controller.signal),
        ).then(
          (response) => {
            running -= 1;
            if (response.status < 500) {
              this.recordLatency(call.operation, performance.now() - started);
              settle(() => resolve(response));
              return;
            }
            failed(response);
          },
          (error: unknown) => {
            running -= 1;
            failed(
              error instanceof ProviderError
                ? error
                : new ProviderError(call.operation, 'network', undefined, undefined, String(error)),
            );
          },
        );
        if (this.options.hedgeReads && call.hedge !== false) {
          clearTimeout(hedgeTimer);
          clearImmediate(hedgeImmediate);
          hedgeWhenStillWaiting(started, this.hedgeDelay(call.operation, budget));
        }
        return true;
      };
      /**
       * Hedges the attempt started at `since` once it has waited `delay` ms on the provider, not on this process:
       * a timer that fires late (the event loop was busy) re-arms for the time the loop was stalled, and the
       * hedge itself waits for the next I/O poll (setImmediate), so an answer that arrived while the loop was
       * busy settles the read before any duplicate is sent.
       */
      const hedgeWhenStillWaiting = (since: number, delay: number) => {
        let due = since + delay;
        let stalled = 0;
        const check = () => {
          const now = performance.now();
          const late = now - due;
          if (late > MAX_TIMER_LATENESS_MS && stalled < delay) {
            stalled += late;
            due = now + Math.min(late, delay);
            hedgeTimer = setTimeout(check, Math.min(late, delay));
            return;
          }
          hedgeImmediate = setImmediate(() => launch(true));
        };
        hedgeTimer = setTimeout(check, delay);
      };
      const failed = (failure: ProviderResponse | ProviderError) => {
        if (settled) return;
        lastFailure = failure;
        const remaining = deadline - performance.now();
        if (launched >= maxAttempts || remaining < MIN_RETRY_BUDGET_MS) {
          giveUpWhenIdle();
          return;
        }
        // Never wait away the budget: at most half of what is left, so the retry still has time to answer.
        const delay = Math.min(this.backoff(launched, budget), remaining / 2);
        retriesWaiting += 1;
        setTimeout(() => {
          retriesWaiting -= 1;
          if (!launch(false)) giveUpWhenIdle();
        }, delay);
      };
      launch(false);
    });
  }

  /** The p95 latency of an operation's recent good answers (a quarter of the budget until enough are known). */
  private hedgeDelay(operation: string, budget: number): number {
    const p95 = this.latencyPercentile(operation, 0.95);
    if (p95 === undefined) return budget / 4;
    return Math.min(Math.max(p95, MIN_HEDGE_DELAY_MS), budget / 2);
  }

  /**
   * The timeout of an attempt starting with `remaining` of the budget left: all of it for the last attempt or
   * while the operation's latency is unknown, else the longer of half the budget and four times its p99.
   */
  private attemptTimeout(operation: string, remaining: number, budget: number, last: boolean): number {
    const p99 = last ? undefined : this.latencyPercentile(operation, 0.99);
    if (p99 === undefined) return remaining;
    return Math.min(remaining, Math.max(budget / 2, 4 * p99));
  }

  /** A percentile (0-1) of an operation's recent good answers' latencies; undefined until enough are known. */
  private latencyPercentile(operation: string, fraction: number): number | undefined {
    const samples = this.latencies.get(operation);
    if (!samples || samples.length < MIN_LATENCY_SAMPLES) return undefined;
    const sorted = [...samples].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
  }

  private recordLatency(operation: string, ms: number): void {
    let samples = this.latencies.get(operation);
    if (!samples) {
      samples = [];
      this.latencies.set(operation, samples);
    }
    samples.push(ms);
    if (samples.length > LATENCY_SAMPLES) samples.shift();
  }

  /** Connections currently open to the provider, over every origin's pool. */
  get openConnections(): number {
    let open = 0;
    for (const pool of this.pools.values()) open += pool.stats.connected;
    return open;
  }

  /** Closes every pool (graceful shutdown). */
  async close(): Promise<void> {
    await Promise.all([...this.pools.values()].map((pool) => pool.close()));
    this.pools.clear();
  }

  /**
   * One HTTP exchange, given up after `timeoutMs` or when `cancel` fires (a hedge that lost the race).
   * @throws ProviderError timeout (no whole answer in time) or network (refused, reset, unreadable answer).
   */
  private async once(
    call: ProviderCall,
    idempotencyKey: string | undefined,
    timeoutMs: number,
    cancel?: AbortSignal,
  ): Promise<ProviderResponse> {
    const url = new URL(call.path, call.baseUrl);
    for (const [name, value] of Object.entries(call.query ?? {})) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    const headers: Record<string, string> = { accept: 'application/json', ...call.headers };
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    if (call.requestId) headers['x-request-id'] = call.requestId;
    const started = performance.now();
    const timeout = AbortSignal.timeout(Math.max(1, Math.round(timeoutMs)));
    const signal = cancel ? AbortSignal.any([timeout, cancel]) : timeout;
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
      const kind = timeout.aborted ? 'timeout' : 'network';
      status = cancel?.aborted ? 'cancelled' : kind;
      throw new ProviderError(
        call.operation,
        kind,
        undefined,
        undefined,
        timeout.aborted ? `no answer within ${Math.round(timeoutMs)} ms` : (error as Error).message,
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
      pool =
        this.options.poolFor?.(origin) ??
        new Pool(origin, { connections: 32, keepAliveTimeout: 30_000, pipelining: 1 });
      this.pools.set(origin, pool);
    }
    return pool;
  }

  /** Full-jitter exponential backoff before attempt `attempt + 1`, capped at a tenth of the budget. */
  private backoff(attempt: number, budget: number): number {
    const base = this.options.backoffBaseMs ?? 50;
    return Math.random() * Math.min(base * 2 ** (attempt - 1), budget / 10);
  }
}
