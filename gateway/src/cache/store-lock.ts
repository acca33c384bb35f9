import { randomUUID } from 'node:crypto';
import type { KeyValueStore } from './store.js';

/** Poll interval of a request waiting for another holder's lock, in milliseconds. */
const POLL_MS = 40;

/** How long a lock is held and waited for, in milliseconds. */
export interface LockTiming {
  /**
   * Lifetime of the lock in the store, renewed by its holder every third of it while the holder works (so it
   * outlives any holder that keeps running, and frees itself this long after a holder that died). At least the
   * budget of the longest single call made under the lock.
   */
  leaseMs: number;
  /** How long another request waits for the lock before giving up: the budgets of every call the holder makes. */
  waitMs: number;
}

/** The holder's view of its lock while its action runs. */
export interface LockLease {
  /**
   * Extends the lock now and says whether it is still this holder's (compare-and-extend): false once it expired
   * and could be taken by another, so a step that must not happen twice (a capture, a booking) is not made.
   */
  confirm(): Promise<boolean>;
}

/**
 * Runs `action` while holding the lock `key` of the shared store, one holder at a time across requests and
 * replicas. The lock carries a token of this holder alone (`acquireLock`, Redis `SET NX PX`), its lease is renewed
 * every `leaseMs / 3` while the action runs (compare-and-extend, a heartbeat), and it is released at the end only
 * if still this holder's (compare-and-delete): a holder never releases or extends another's lock. Others poll for
 * up to `waitMs`. A store failure of the heartbeat or of the release is not the action's failure: the heartbeat
 * tries again at its next beat, and an unreleased lock frees itself after its lease.
 * @returns the action's result.
 * @throws `busy()` when the lock was not obtained within `waitMs`; what the action throws; StoreUnavailableError
 *   when the store cannot be reached to take the lock.
 */
export async function withStoreLock<T>(
  store: KeyValueStore,
  key: string,
  timing: LockTiming,
  action: (lease: LockLease) => Promise<T>,
  busy: () => Error,
): Promise<T> {
  const owner = randomUUID();
  const deadline = Date.now() + timing.waitMs;
  for (;;) {
    if (await store.acquireLock(key, owner, timing.leaseMs)) break;
    if (Date.now() + POLL_MS > deadline) throw busy();
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  let beat: Promise<unknown> = Promise.resolve();
  const heartbeat = setInterval(
    () => {
      beat = beat.then(() => store.extendLock(key, owner, timing.leaseMs)).catch(() => undefined);
    },
    Math.max(1, Math.floor(timing.leaseMs / 3)),
  );
  const lease: LockLease = { confirm: () => store.extendLock(key, owner, timing.leaseMs) };
  try {
    return await action(lease);
  } finally {
    clearInterval(heartbeat);
    await beat;
    await store.releaseLock(key, owner).catch(() => false);
  }
}

/** Margin over the provider's budgets in a lock's lease and wait (the store's own calls, the event loop). */
const LOCK_MARGIN_MS = 5000;

/**
 * The timing of a lock held over `calls` provider calls of `callBudgetMs` each (the sales budget): a lease of one
 * call's budget and the margin (renewed while the holder works), and a wait for all of its calls.
 */
export function lockTimingFor(callBudgetMs: number, calls: number): LockTiming {
  return { leaseMs: callBudgetMs + LOCK_MARGIN_MS, waitMs: calls * callBudgetMs + LOCK_MARGIN_MS };
}
