import { createHash } from 'node:crypto';
import { storeKeys } from './cache/keys.js';
import type { KeyValueStore } from './cache/store.js';
import { gatewayError } from './errors.js';

/** Results of one idempotency key are remembered this long. */
const RECORD_TTL_MS = 24 * 3600 * 1000;
/** Poll interval of requests waiting for the key's owner. */
const POLL_MS = 40;

/** A recorded outcome: what the first request answered, and a fingerprint of its input. */
interface Recorded<T> {
  fingerprint: string;
  value: T;
}

/** Hex SHA-256 of a value's JSON (fingerprint of a request's input; provider idempotency keys). */
export function digest(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

/**
 * Runs `action` at most once per `operation` and `key` (a digest of the client's key) across all requests and replicas (the shared store, LRU or Redis):
 * the first request takes a lock (an atomic counter that only it sees at 1), runs the action and records its
 * result for 24 h; concurrent and later requests with the key wait for and return that record. When the owner
 * fails without a result (an exception), the lock is released and the next waiter takes over, so a retry is
 * possible; the provider idempotency key derived from the same key makes that retry replay, not rebook.
 * Results for which `keep` is false (refusals) are not recorded: the lock is released and a retry runs again.
 * @returns the result and whether it was replayed; `mismatch` when the key was first used with another input.
 */
export async function runOnce<T>(options: {
  store: KeyValueStore;
  operation: string;
  key: string;
  fingerprint: string;
  lockTtlMs: number;
  action: () => Promise<T>;
  keep: (value: T) => boolean;
}): Promise<{ value: T; replayed: boolean } | { mismatch: true }> {
  const { store, operation, key, fingerprint, lockTtlMs } = options;
  const recordKey = storeKeys.idempotentResult(operation, key);
  const lockKey = storeKeys.idempotentLock(operation, key);
  const deadline = Date.now() + lockTtlMs + 1000;
  while (Date.now() < deadline) {
    const raw = await store.get(recordKey);
    if (raw !== undefined) {
      const record = JSON.parse(raw) as Recorded<T>;
      return record.fingerprint === fingerprint
        ? { value: record.value, replayed: true }
        : { mismatch: true };
    }
    if ((await store.increment(lockKey, lockTtlMs)) === 1) {
      try {
        // The previous owner may have recorded its result and released the lock since the read above.
        const late = await store.get(recordKey);
        if (late !== undefined) {
          const record = JSON.parse(late) as Recorded<T>;
          return record.fingerprint === fingerprint
            ? { value: record.value, replayed: true }
            : { mismatch: true };
        }
        const value = await options.action();
        if (options.keep(value)) {
          await store.set(
            recordKey,
            JSON.stringify({ fingerprint, value } satisfies Recorded<T>),
            RECORD_TTL_MS,
          );
        }
        return { value, replayed: false };
      } finally {
        await store.delete(lockKey);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw gatewayError('CONFLICT', 'The same booking request is still in progress; try again shortly.');
}
