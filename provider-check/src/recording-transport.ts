import { Pool, type Dispatcher } from 'undici';
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
 * An undici Pool (as the gateway's transport makes them) telling `seen` the path, status and media type of every
 * answer its promise `request` gives, before the transport reads the body.
 */
class ObservedPool extends Pool {
  constructor(
    origin: string,
    private readonly seen: (raw: RawAnswer) => void,
  ) {
    super(origin, { connections: 32, keepAliveTimeout: 30_000, pipelining: 1 });
  }

  override request<TOpaque = null>(
    options: Dispatcher.RequestOptions<TOpaque>,
  ): Promise<Dispatcher.ResponseData<TOpaque>>;
  override request<TOpaque = null>(
    options: Dispatcher.RequestOptions<TOpaque>,
    callback: (err: Error | null, data: Dispatcher.ResponseData<TOpaque>) => void,
  ): void;
  override request<TOpaque = null>(
    options: Dispatcher.RequestOptions<TOpaque>,
    callback?: (err: Error | null, data: Dispatcher.ResponseData<TOpaque>) => void,
  ): Promise<Dispatcher.ResponseData<TOpaque>> | void {
    if (callback) return super.request(options, callback);
    return super.request(options).then((response) => {
      const type = response.headers['content-type'];
      this.seen({
        path: options.path.split('?')[0] ?? options.path,
        status: response.statusCode,
        contentType: String(Array.isArray(type) ? type[0] : (type ?? '')),
      });
      return response;
    });
  }
}

/**
 * The gateway's own provider transport, recording every exchange so the check can validate exactly what the
 * gateway's client received. Built with no retries and no hedges, so a latency is one request's. Every write
 * carries an idempotency key of the check's own (`<prefix>-<n>`, unless the client gives one), recorded with it.
 * The transport's connection pools are undici Pools that observe each answer (its `poolFor` option), so an answer
 * the gateway cannot parse (an HTML error page) is still recorded with its status and media type.
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
    super(
      { ...options, poolFor: (origin) => new ObservedPool(origin, (raw) => (this.raw = raw)) },
      metrics,
      logger,
    );
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
