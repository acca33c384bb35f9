import type { Difference } from './differences.js';
import type { BudgetName } from './recording-transport.js';

/**
 * What the check found for an operation:
 * - `conforms`: every answer matched openapi.yaml, within the gateway's budget;
 * - `differs`: at least one difference (see {@link Difference});
 * - `unreachable`: no answer (timeout, network, unreadable body), or nothing to call it with;
 * - `skipped`: deliberately not called (a write without `--writes`, no agent login, or a call that would leave
 *   something behind).
 */
export type Outcome = 'conforms' | 'differs' | 'unreachable' | 'skipped';

/** The check's finding for one operation, over every call it made to it. */
export interface OperationResult {
  operationId: string;
  method: string;
  path: string;
  source: 'given' | 'assumed';
  outcome: Outcome;
  /** Why it was unreachable or skipped. */
  reason?: string;
  /** Calls made. */
  calls: number;
  /** The slowest call, in milliseconds. */
  latencyMs?: number;
  /** The gateway's budget for the operation's reads (catalogue or sales), in milliseconds. */
  budget?: { name: BudgetName; ms: number };
  differences: Difference[];
  /** True when a difference here breaks tourdesk (the exit status counts it). */
  reliedOn: boolean;
  /** tourdesk screens that break when it differs (from provider-sim/openapi.screens.yaml). */
  screens: string[];
  /** The one place to change when it differs. */
  change?: string;
}

/** The HMAC authentication-hash refresh: does a second hash work once the first is no longer accepted? */
export interface HashRefresh {
  result: 'works' | 'fails' | 'unchecked';
  /** Lifetime of a new hash as the provider states it (expires_at, or the hash's expiry prefix), in seconds. */
  lifetimeSeconds?: number;
  /** `expiry` when the check waited for the hash to expire; `refused-hash` when it sent an invalid one instead. */
  method?: 'expiry' | 'refused-hash';
  detail: string;
}

/** What the write round trip left behind: the booking it made and the departure's free seats. */
export interface WriteRoundTrip {
  bookingId?: number;
  tourId?: string;
  departure?: string;
  /** Free seats before booking, after booking and after cancelling. */
  seats?: { before?: number; booked?: number; after?: number };
  /** True when the booking ended cancelled and the seats were back. */
  cleanedUp: boolean;
  detail: string;
}

/** The whole report (also the `--json` output). */
export interface CheckReport {
  apiUrl: string;
  paymentUrl: string;
  appIds: { app: string; payment: string; report: string; agent?: string };
  writes: boolean;
  budgets: { catalogueMs: number; salesMs: number };
  startedAt: string;
  durationMs: number;
  operations: OperationResult[];
  hashRefresh: HashRefresh;
  roundTrip?: WriteRoundTrip;
  summary: {
    conforms: number;
    differs: number;
    unreachable: number;
    skipped: number;
    /** Operations tourdesk relies on that differ or could not be reached: each makes the exit status 1. */
    failing: string[];
  };
  /** 0 when nothing tourdesk relies on differs (and the hash refresh and the round trip hold), else 1. */
  exitCode: 0 | 1;
}

/** Counts outcomes and decides the exit status. */
export function summarise(
  operations: OperationResult[],
  hashRefresh: HashRefresh,
  roundTrip: WriteRoundTrip | undefined,
): Pick<CheckReport, 'summary' | 'exitCode'> {
  const count = (outcome: Outcome) => operations.filter((op) => op.outcome === outcome).length;
  const failing = operations
    .filter((op) => op.reliedOn && (op.outcome === 'differs' || op.outcome === 'unreachable'))
    .map((op) => op.operationId);
  const bad =
    failing.length > 0 || hashRefresh.result === 'fails' || (roundTrip !== undefined && !roundTrip.cleanedUp);
  return {
    summary: {
      conforms: count('conforms'),
      differs: count('differs'),
      unreachable: count('unreachable'),
      skipped: count('skipped'),
      failing,
    },
    exitCode: bad ? 1 : 0,
  };
}
