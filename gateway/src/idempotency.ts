import { createHash } from 'node:crypto';
import { storeKeys } from './cache/keys.js';
import { withStoreLock, type LockLease, type LockTiming } from './cache/store-lock.js';
import type { KeyValueStore } from './cache/store.js';
import { gatewayError } from './errors.js';

/** Results of one idempotency key are remembered this long. */
const RECORD_TTL_MS = 24 * 3600 * 1000;

/** A recorded outcome: what the first request answered, and a fingerprint of its input. */
interface Recorded<T> {
  fingerprint: string;
  value: T;
}

/** Hex SHA-256 of a value's JSON (fingerprint of a request's input; provider idempotency keys). */
export function digest(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

/** The recorded outcome under `recordKey`, if any: the value when the fingerprint matches, else a mismatch. */
async function recorded<T>(
  store: KeyValueStore,
  recordKey: string,
  fingerprint: string,
): Promise<{ value: T; replayed: true } | { mismatch: true } | undefined> {
  const raw = await store.get(recordKey);
  if (raw === undefined) return undefined;
  const record = JSON.parse(raw) as Recorded<T>;
  return record.fingerprint === fingerprint ? { value: record.value, replayed: true } : { mismatch: true };
}

/**
 * Runs `action` at most once per `operation` and `key` (a digest of the client's key) across all requests and
 * replicas (the shared store, LRU or Redis): the first request takes the key's lock (store-lock.ts: a token of its
 * own, renewed while the action runs, released only by it), runs the action and records its result for 24 h;
 * concurrent and later requests with the key wait for and return that record. The action gets the lease, to
 * confirm the lock is still its own before its write. When the owner fails without a result (an exception), the
 * lock is released and the next waiter takes over, so a retry is possible; the provider idempotency key derived
 * from the same key makes that retry replay, not rebook. Results for which `keep` is false (refusals) are not
 * recorded: the lock is released and a retry runs again.
 * @returns the result and whether it was replayed; `mismatch` when the key was first used with another input.
 * @throws GraphQL CONFLICT when neither a record nor the lock comes within `lock.waitMs` (plus a second).
 */
export async function runOnce<T>(options: {
  store: KeyValueStore;
  operation: string;
  key: string;
  fingerprint: string;
  lock: LockTiming;
  action: (lease: LockLease) => Promise<T>;
  keep: (value: T) => boolean;
}): Promise<{ value: T; replayed: boolean } | { mismatch: true }> {
  const { store, operation, key, fingerprint, lock } = options;
  const recordKey = storeKeys.idempotentResult(operation, key);
  const earlier = await recorded<T>(store, recordKey, fingerprint);
  if (earlier) return earlier;
  return withStoreLock(
    store,
    storeKeys.idempotentLock(operation, key),
    { leaseMs: lock.leaseMs, waitMs: lock.waitMs + 1000 },
    async (lease) => {
      // The previous owner may have recorded its result and released the lock since the read above.
      const late = await recorded<T>(store, recordKey, fingerprint);
      if (late) return late;
      const value = await options.action(lease);
      if (options.keep(value)) {
        await store.set(
          recordKey,
          JSON.stringify({ fingerprint, value } satisfies Recorded<T>),
          RECORD_TTL_MS,
        );
      }
      return { value, replayed: false };
    },
    () => gatewayError('CONFLICT', 'The same booking request is still in progress; try again shortly.'),
  );
}
