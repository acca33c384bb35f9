import { Agent, request } from 'undici';
import type { Contract } from './contract.js';
import { statusDifference } from './contract.js';
import { mergeDifferences, type Difference } from './differences.js';
import type { BudgetName, Exchange, RecordingTransport } from './recording-transport.js';
import type { OperationResult, Outcome } from './report.js';

/** One call the check made, as the progress line shows it. */
export interface Step {
  operationId: string;
  /** The arguments it was called with, e.g. `LNE 2026/9`. */
  label: string;
  outcome: Outcome;
  reason?: string;
  latencyMs?: number;
  budget?: { name: BudgetName; ms: number };
  differences: Difference[];
}

/** The gateway's budgets, in milliseconds (see {@link BudgetName}). */
export interface Budgets {
  /** PROVIDER_CATALOGUE_BUDGET_MS. */
  catalogue: number;
  /** PROVIDER_SALES_BUDGET_MS. */
  sales: number;
  /** PROVIDER_TIMEOUT_MS. */
  timeout: number;
}

/** A call the provider must refuse, and how it refused: the status, code and body shape the gateway reads. */
export interface ErrorPathResult {
  operationId: string;
  /** What was sent, e.g. `loadBooking of unknown booking 999999999`. */
  label: string;
  /** `404 NOT_FOUND`. */
  expected: string;
  /** `404 NOT_FOUND`, or what came instead. */
  seen: string;
  outcome: 'conforms' | 'differs' | 'unreachable';
  differences: Difference[];
}

const RANK: Record<Outcome, number> = { skipped: 0, conforms: 1, unreachable: 2, differs: 3 };

/**
 * Runs the check's calls one at a time and keeps, per operation, what they showed. JSON operations go through the
 * gateway's provider client (the recording transport captures the exchanges); pages and images the browser loads
 * (hosted card page, documents, images) are fetched as a browser would.
 */
export class Probe {
  private readonly results = new Map<string, OperationResult>();
  private readonly errorPathResults: ErrorPathResult[] = [];
  private readonly agent: Agent;

  constructor(
    private readonly contract: Contract,
    private readonly transport: RecordingTransport,
    private readonly budgets: Budgets,
    private readonly timeoutMs: number,
    private readonly onStep: (step: Step) => void,
  ) {
    this.agent = new Agent({ headersTimeout: timeoutMs, bodyTimeout: timeoutMs });
  }

  /**
   * Makes one client call and checks what the provider answered: the operation's last exchange against its 200
   * schema and its budget, and any authentication-hash exchange on the way against that operation. Answers the
   * client's value even when it differs (later steps read what they can from it), undefined when the call failed.
   */
  async json<T>(operationId: string, label: string, call: () => Promise<T>): Promise<T | undefined> {
    this.transport.take();
    let value: T | undefined;
    let failure: unknown;
    try {
      value = await call();
    } catch (error) {
      failure = error;
    }
    const exchanges = this.transport.take();
    if (operationId !== 'createAuthenticationHash') {
      for (const exchange of exchanges.filter((x) => x.operation === 'createAuthenticationHash')) {
        this.evaluate('createAuthenticationHash', appIdOf(exchange.path), exchange);
      }
    }
    const last = exchanges.filter((x) => x.operation === operationId).at(-1);
    if (!last) {
      this.unreachable(operationId, label, failure ? messageOf(failure) : 'no request was sent');
      return undefined;
    }
    this.evaluate(operationId, label, last);
    return failure === undefined ? this.contract.readable(operationId, value) : undefined;
  }

  /**
   * Makes one call the provider must refuse (an unknown booking, an invalid token, a bad request) and checks the
   * refusal as the gateway reads it: the status, the error body `{ error: { code, message } }` and its code. The
   * result goes to {@link errorPaths}, not to the operation (a refusal does not check the operation's answer).
   */
  async expectError(
    operationId: string,
    label: string,
    expected: { status: number; code: string },
    call: () => Promise<unknown>,
  ): Promise<ErrorPathResult> {
    this.transport.take();
    let failure: unknown;
    try {
      await call();
    } catch (error) {
      failure = error;
    }
    const last = this.transport
      .take()
      .filter((x) => x.operation === operationId)
      .at(-1);
    const want = `${expected.status} ${expected.code}`;
    let result: ErrorPathResult;
    if (!last || last.status === undefined) {
      const why = last?.error?.message ?? (failure ? messageOf(failure) : 'no request was sent');
      result = { operationId, label, expected: want, seen: why, outcome: 'unreachable', differences: [] };
    } else {
      const differences = this.contract.checkError(last.status, last.body, expected, last);
      const code = (last.body as { error?: { code?: unknown } } | undefined)?.error?.code;
      result = {
        operationId,
        label,
        expected: want,
        seen: `${last.status}${typeof code === 'string' ? ` ${code}` : ''}`,
        outcome: differences.length > 0 ? 'differs' : 'conforms',
        differences,
      };
    }
    this.errorPathResults.push(result);
    this.onStep({
      operationId,
      label: `${label}: expected ${want}`,
      outcome: result.outcome,
      ...(result.outcome === 'unreachable' ? { reason: result.seen } : {}),
      differences: result.differences,
    });
    return result;
  }

  /** The error paths checked so far, in order. */
  errorPaths(): ErrorPathResult[] {
    return [...this.errorPathResults];
  }

  /** Loads a page or image the provider links to and checks its status and media type against openapi.yaml. */
  async document(operationId: string, label: string, url: string): Promise<void> {
    const expected = this.contract.operation(operationId).mediaType ?? 'text/html';
    const started = performance.now();
    try {
      const response = await request(url, { dispatcher: this.agent });
      await response.body.text();
      const ms = performance.now() - started;
      const differences: Difference[] = [];
      if (response.statusCode !== 200) differences.push(statusDifference(response.statusCode, undefined));
      const type = String(response.headers['content-type'] ?? '');
      if (!type.startsWith(expected)) {
        differences.push({
          kind: 'status',
          path: '(content-type)',
          expected,
          seen: type || 'none',
          count: 1,
        });
      }
      this.record({ operationId, label, outcome: outcomeOf(differences), latencyMs: ms, differences });
    } catch (error) {
      this.unreachable(operationId, label, messageOf(error));
    }
  }

  /** Records an operation the check did not call, and why. */
  skip(operationId: string, reason: string): void {
    this.record({ operationId, label: '', outcome: 'skipped', reason, differences: [] });
  }

  /** Records an operation that could not be called or answered nothing, and why. */
  unreachable(operationId: string, label: string, reason: string): void {
    this.record({ operationId, label, outcome: 'unreachable', reason, differences: [] });
  }

  /** Adds a difference found outside an answer's schema (a write that was not undone). */
  differs(operationId: string, label: string, difference: Difference): void {
    this.record({ operationId, label, outcome: 'differs', differences: [difference] });
  }

  /** Every operation of openapi.yaml in document order; those never recorded are skipped with `reason`. */
  report(reasonFor: (operationId: string) => string): OperationResult[] {
    return this.contract.operations.map((op) => {
      if (!this.results.has(op.operationId)) this.skip(op.operationId, reasonFor(op.operationId));
      return this.results.get(op.operationId)!;
    });
  }

  /** Closes the connections to pages and images. */
  async close(): Promise<void> {
    await this.agent.close();
  }

  private evaluate(operationId: string, label: string, exchange: Exchange): void {
    if (exchange.status === undefined) {
      this.unreachable(operationId, label, exchange.error?.message ?? 'no answer');
      return;
    }
    const differences = this.contract.checkAnswer(operationId, exchange.status, exchange.body, exchange);
    const budget = { name: exchange.budget, ms: this.budgets[exchange.budget] };
    if (exchange.ms > budget.ms) {
      differences.push({
        kind: 'slow',
        path: '(latency)',
        expected: `at most ${budget.ms} ms (${budget.name} budget)`,
        seen: `${Math.round(exchange.ms)} ms`,
        count: 1,
      });
    }
    this.record({
      operationId,
      label,
      outcome: outcomeOf(differences),
      latencyMs: exchange.ms,
      budget,
      differences,
    });
  }

  private record(step: Step): void {
    const op = this.contract.operation(step.operationId);
    const current = this.results.get(step.operationId);
    const counted = step.outcome === 'skipped' ? 0 : 1;
    if (!current) {
      this.results.set(step.operationId, {
        operationId: op.operationId,
        method: op.method,
        path: op.path,
        source: op.source,
        outcome: step.outcome,
        reason: step.reason,
        calls: counted,
        latencyMs: step.latencyMs,
        budget: step.budget,
        differences: step.differences.map((d) => ({ ...d })),
        reliedOn: this.contract.reliedOn(op.operationId),
        screens: op.screens,
        change: op.change,
      });
    } else {
      current.calls += counted;
      if (RANK[step.outcome] > RANK[current.outcome]) {
        current.outcome = step.outcome;
        current.reason = step.reason ?? current.reason;
      }
      if (step.latencyMs !== undefined && step.latencyMs > (current.latencyMs ?? -1)) {
        current.latencyMs = step.latencyMs;
        current.budget = step.budget ?? current.budget;
      }
      mergeDifferences(current.differences, step.differences);
    }
    this.onStep(step);
  }
}

function outcomeOf(differences: readonly Difference[]): Outcome {
  return differences.length > 0 ? 'differs' : 'conforms';
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** `/api/v1.3/consumer/security/...` → `consumer`. */
function appIdOf(path: string): string {
  return path.split('/')[3] ?? '';
}
