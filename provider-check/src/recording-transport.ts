import { Pool } from 'undici';
import { ProviderError } from 'gateway/src/provider/provider-error.js';
import {
  ProviderTransport,
  type ProviderCall,
  type ProviderResponse,
} from 'gateway/src/provider/transport.js';

type TransportArgs = ConstructorParameters<typeof ProviderTransport>;

/**
 * Which of the gateway's budgets an operation runs under: `catalogue` (PROVIDER_CATALOGUE_BUDGET_MS, the reads the
 * client sends with it), `sales` (PROVIDER_SALES_BUDGET_MS, the calls of a sale) or `timeout` (PROVIDER_TIMEOUT_MS,
 * the rest).
 */
export type BudgetName = 'catalogue' | 'sales' | 'timeout';

/**
 * The provider operations of the gateway's sales (its GraphQL fields quote, book, startCardPayment,
 * completeCardPayment and payByAgentMethod run with the sales budget: gateway/src/request-context.ts).
 */
export const SALE_OPERATIONS: ReadonlySet<string> = new Set([
  'quoteBooking',
  'createBooking',
  'updateBooking',
  'initialisePayment',
  'getPaymentSession',
  'submitHostedCard',
  'commitPayment',
]);

/** One HTTP exchange the gateway's client made: its answer (or failure) and how long it took. */
export interface Exchange {
  /** openapi.yaml operationId. */
  operation: string;
  /** Request path, e.g. `/api/v1.3/consumer/products`. */
  path: string;
  status?: number;
  body?: unknown;
  /** Media type of the answer, as sent (`application/json; charset=utf-8`, `text/html`). */
  contentType?: string;
  /** Why an answer that came could not be read (not JSON); `status` and `contentType` are then as sent. */
  unreadable?: string;
  /** Set when no answer came (timeout, network). */
  error?: ProviderError;
  /** The idempotency key a write carried. */
  idempotencyKey?: string;
  /** Milliseconds from sending to the whole answer. */
  ms: number;
  budget: BudgetName;
}

/** What the last HTTP answer of a path looked like before the gateway's transport parsed it. */
interface RawAnswer {
  path: string;
  status: number;
  contentType: string;
}

/**
 * The gateway's own provider transport, recording every exchange so the check can validate exactly what the
 * gateway's client received. Built with no retries and no hedges, so a latency is one request's. Every write
 * carries an idempotency key of the check's own (`<prefix>-<n>`, unless the client gives one), recorded with it.
 * The transport's connection pools are the gateway's undici Pools, observed: an answer the gateway cannot parse
 * (an HTML error page) is still recorded with its status and media type.
 */
export class RecordingTransport extends ProviderTransport {
  private recorded: Exchange[] = [];
  private raw: RawAnswer | undefined;
  private writes = 0;
  private writeLog: string[] = [];
  private readonly lastByOperation = new Map<string, Exchange>();

  constructor(
    options: TransportArgs[0],
    metrics: TransportArgs[1],
    logger: TransportArgs[2],
    /** Prefix of the idempotency keys of the check's writes (unique per run). */
    private readonly keyPrefix: string,
  ) {
    super(options, metrics, logger);
  }

  /**
   * Puts an observed pool for `origin` (`http://host:port`) into the gateway transport's pools, the map its
   * `pool(origin)` fills lazily, so the raw status and media type of every answer from there are seen.
   * @throws Error when the gateway's transport no longer keeps its pools in a map named `pools`.
   */
  observe(origin: string): void {
    const pools = (this as unknown as { pools?: unknown }).pools;
    if (!(pools instanceof Map)) {
      throw new Error(
        'gateway ProviderTransport keeps no `pools` map: provider-check cannot observe answers',
      );
    }
    if (pools.has(origin)) return;
    const pool = new Pool(origin, { connections: 32, keepAliveTimeout: 30_000, pipelining: 1 });
    const request = pool.request.bind(pool) as unknown as (options: { path: string }) => Promise<{
      statusCode: number;
      headers: Record<string, string | string[] | undefined>;
    }>;
    Object.assign(pool, {
      request: async (options: { path: string }) => {
        const response = await request(options);
        const type = response.headers['content-type'];
        this.raw = {
          path: options.path.split('?')[0] ?? options.path,
          status: response.statusCode,
          contentType: String(Array.isArray(type) ? type[0] : (type ?? '')),
        };
        return response;
      },
    });
    pools.set(origin, pool);
  }

  /** The idempotency key the check's next write will carry (the one a replay of a lost answer must repeat). */
  nextKey(): string {
    return `${this.keyPrefix}-${this.writes + 1}`;
  }

  override async send(call: ProviderCall): Promise<ProviderResponse> {
    const started = performance.now();
    const budget: BudgetName = SALE_OPERATIONS.has(call.operation)
      ? 'sales'
      : call.budgetMs === undefined
        ? 'timeout'
        : 'catalogue';
    let sent = call;
    if (!call.read) {
      this.writes += 1;
      sent = { ...call, idempotencyKey: call.idempotencyKey ?? `${this.keyPrefix}-${this.writes}` };
      this.writeLog.push(`${call.operation} ${sent.idempotencyKey}`);
    }
    this.observe(new URL(call.baseUrl).origin);
    this.raw = undefined;
    const key = sent.idempotencyKey && !call.read ? { idempotencyKey: sent.idempotencyKey } : {};
    try {
      const response = await super.send(sent);
      const raw = this.observed();
      this.record({
        operation: call.operation,
        path: call.path,
        status: response.status,
        body: response.body,
        ...(raw ? { contentType: raw.contentType } : {}),
        ms: performance.now() - started,
        budget,
        ...key,
      });
      return response;
    } catch (error) {
      const failure =
        error instanceof ProviderError
          ? error
          : new ProviderError(call.operation, 'network', undefined, undefined, String(error));
      const raw = this.observed();
      const answered = raw?.path === call.path && failure.kind === 'network' ? raw : undefined;
      this.record({
        operation: call.operation,
        path: call.path,
        ...(answered
          ? { status: answered.status, contentType: answered.contentType, unreadable: failure.message }
          : { error: failure }),
        ms: performance.now() - started,
        budget,
        ...key,
      });
      throw error;
    }
  }

  /** The writes sent since the last call, as `operation idempotency-key`, oldest first. */
  writesMade(): string[] {
    const made = this.writeLog;
    this.writeLog = [];
    return made;
  }

  /**
   * True when the operation's last answer was lost: none came in time (or the connection failed), it could not be
   * read, or it was a 5xx: the provider may have done the write without the check knowing its result.
   */
  lastAnswerLost(operation: string): boolean {
    const last = this.lastByOperation.get(operation);
    return (
      last !== undefined &&
      (last.error !== undefined || last.unreadable !== undefined || (last.status ?? 0) >= 500)
    );
  }

  /** Why the operation's last answer was lost (`no answer within 1000 ms`, `HTTP 503`), or undefined. */
  lastFailure(operation: string): string | undefined {
    const last = this.lastByOperation.get(operation);
    if (!last || !this.lastAnswerLost(operation)) return undefined;
    return last.error?.message ?? last.unreadable ?? `HTTP ${last.status}`;
  }

  /** The raw answer the observed pool saw for the call in flight (set from its request, so read through here). */
  private observed(): RawAnswer | undefined {
    return this.raw;
  }

  private record(exchange: Exchange): void {
    this.recorded.push(exchange);
    this.lastByOperation.set(exchange.operation, exchange);
  }

  /** The exchanges since the last call, oldest first. */
  take(): Exchange[] {
    const taken = this.recorded;
    this.recorded = [];
    return taken;
  }
}
