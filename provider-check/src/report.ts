import type { Difference } from './differences.js';
import type { ErrorPathResult } from './probe.js';
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
  /** The gateway's budget for the operation (catalogue, sales or timeout), in milliseconds. */
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

/**
 * Something the write round trip leaves on the provider, as the check last read it: its booking (cancelled), the
 * card payment session it started (no payment recorded), the e-mail it sent about its booking.
 */
export interface LeftOnProvider {
  kind: 'booking' | 'payment-session' | 'payment' | 'message';
  /** The booking id, the payment reference or the message id. */
  id: string;
  /** The booking it belongs to. */
  bookingId?: number;
  /** `CANCELLED`, `unpaid: no payment recorded, 1 declined test-card transaction`, `sent to ...`. */
  state: string;
  /** True when the state was read back from the provider after the round trip (not assumed). */
  verified: boolean;
}

/** What the write round trip did and left behind: the booking it made and the departure's free seats. */
export interface WriteRoundTrip {
  bookingId?: number;
  /** The booking's reference (`booking_information.your_reference`), by which it is found when an answer is lost. */
  reference?: string;
  tourId?: string;
  departure?: string;
  /** The idempotency key of each write, in order (`createBooking provider-check-…-2`). */
  writes?: string[];
  /** How a booking whose createBooking answer was lost was found again. */
  recovered?: { bookingId: number; how: 'search by reference' | 'replay with the idempotency key' };
  /** Free seats before booking, after booking and after cancelling. */
  seats?: { before?: number; booked?: number; after?: number };
  /** Exactly what stays on the provider after the round trip. */
  leftOnProvider: LeftOnProvider[];
  /** A booking the check could not find again or cancel: what to look for and cancel by hand. */
  cancelByHand?: string;
  /**
   * True only when verified: every booking the check made was read back CANCELLED with its seats back, and no
   * lost answer was left unrecovered.
   */
  cleanedUp: boolean;
  detail: string;
}

/**
 * What the refund-rule probe did and left behind (check-refund.ts): its booking, and the refund of its cancelled
 * nett place by the rule and as quoted, answered and recorded (minor units of `currency`).
 */
export interface RefundRuleTrip extends WriteRoundTrip {
  refund?: { expectedMinor: number; quoted?: number; answered?: number; recorded?: number; currency: string };
}

/** The whole report (also the `--json` output). */
export interface CheckReport {
  apiUrl: string;
  paymentUrl: string;
  appIds: { app: string; payment: string; report: string; agent?: string };
  writes: boolean;
  budgets: { catalogueMs: number; salesMs: number; timeoutMs: number };
  startedAt: string;
  durationMs: number;
  operations: OperationResult[];
  hashRefresh: HashRefresh;
  roundTrip?: WriteRoundTrip;
  /** The refund-rule probe (with `--writes` and an agent login). */
  refundRule?: RefundRuleTrip;
  /** The refusals the check provoked, each checked for its status, error body shape and code. */
  errorPaths: ErrorPathResult[];
  summary: {
    conforms: number;
    differs: number;
    unreachable: number;
    skipped: number;
    /** Operations tourdesk relies on that differ or could not be reached: each makes the exit status 1. */
    failing: string[];
    /** Operations tourdesk relies on (openapi.screens.yaml gives them screens, or does not know them). */
    reliedOn: number;
    /** Of those, the ones the check called and judged (conforming or differing). */
    checked: number;
    /** Operations tourdesk relies on that the check did not call; each not accepted makes the exit status 1. */
    unchecked: string[];
    /** Those of `unchecked` named in `--accept-unchecked`. */
    acceptedUnchecked: string[];
    /** Error paths whose refusal differs or did not come (`loadBooking: 404 NOT_FOUND`): each makes it 1. */
    failingErrorPaths: string[];
  };
  /**
   * 0 when nothing tourdesk relies on differs, is unreachable or stays unchecked without being accepted, every
   * provoked refusal is as expected, the hash refresh works and the round trip left nothing behind; else 1.
   */
  exitCode: 0 | 1;
}

/** Counts outcomes and decides the exit status (see {@link CheckReport.exitCode}). */
export function summarise(
  operations: OperationResult[],
  hashRefresh: HashRefresh,
  roundTrip: WriteRoundTrip | undefined,
  errorPaths: readonly ErrorPathResult[],
  acceptUnchecked: readonly string[],
): Pick<CheckReport, 'summary' | 'exitCode'> {
  const count = (outcome: Outcome) => operations.filter((op) => op.outcome === outcome).length;
  const relied = operations.filter((op) => op.reliedOn);
  const failing = relied
    .filter((op) => op.outcome === 'differs' || op.outcome === 'unreachable')
    .map((op) => op.operationId);
  const unchecked = relied.filter((op) => op.outcome === 'skipped').map((op) => op.operationId);
  const acceptedUnchecked = unchecked.filter((id) => acceptUnchecked.includes(id));
  const failingErrorPaths = errorPaths
    .filter((path) => path.outcome !== 'conforms')
    .map((path) => `${path.operationId}: ${path.expected}`);
  const bad =
    failing.length > 0 ||
    unchecked.length > acceptedUnchecked.length ||
    failingErrorPaths.length > 0 ||
    hashRefresh.result === 'fails' ||
    (roundTrip !== undefined && !roundTrip.cleanedUp);
  return {
    summary: {
      conforms: count('conforms'),
      differs: count('differs'),
      unreachable: count('unreachable'),
      skipped: count('skipped'),
      failing,
      reliedOn: relied.length,
      checked: relied.filter((op) => op.outcome === 'conforms' || op.outcome === 'differs').length,
      unchecked,
      acceptedUnchecked,
      failingErrorPaths,
    },
    exitCode: bad ? 1 : 0,
  };
}
