import { ProviderError } from 'gateway/src/provider/provider-error.js';
import {
  ProviderTransport,
  type ProviderCall,
  type ProviderResponse,
} from 'gateway/src/provider/transport.js';

/** Which of the gateway's budgets an operation's reads run under. */
export type BudgetName = 'catalogue' | 'sales';

/** One HTTP exchange the gateway's client made: its answer (or failure) and how long it took. */
export interface Exchange {
  /** openapi.yaml operationId. */
  operation: string;
  /** Request path, e.g. `/api/v1.3/consumer/products`. */
  path: string;
  status?: number;
  body?: unknown;
  /** Set when no answer came (timeout, network, unreadable body). */
  error?: ProviderError;
  /** Milliseconds from sending to the whole answer. */
  ms: number;
  /** The gateway reads catalogue operations within the catalogue budget, everything else within the sales one. */
  budget: BudgetName;
}

/**
 * The gateway's own provider transport, recording every exchange so the check can validate exactly what the
 * gateway's client received. Built with no retries and no hedges, so a latency is one request's.
 */
export class RecordingTransport extends ProviderTransport {
  private recorded: Exchange[] = [];

  override async send(call: ProviderCall): Promise<ProviderResponse> {
    const started = performance.now();
    // The client passes a budget only for catalogue reads (ProviderEndpoints.catalogueBudgetMs).
    const budget: BudgetName = call.budgetMs === undefined ? 'sales' : 'catalogue';
    try {
      const response = await super.send(call);
      this.recorded.push({
        operation: call.operation,
        path: call.path,
        status: response.status,
        body: response.body,
        ms: performance.now() - started,
        budget,
      });
      return response;
    } catch (error) {
      this.recorded.push({
        operation: call.operation,
        path: call.path,
        error:
          error instanceof ProviderError
            ? error
            : new ProviderError(call.operation, 'network', undefined, undefined, String(error)),
        ms: performance.now() - started,
        budget,
      });
      throw error;
    }
  }

  /** The exchanges since the last call, oldest first. */
  take(): Exchange[] {
    const taken = this.recorded;
    this.recorded = [];
    return taken;
  }
}
