import { createHash } from 'node:crypto';
import type { KeyValueStore } from '../cache/store.js';

/**
 * Fixed-window attempt counters in the shared store (LRU or Redis), the building block of every throttle:
 * count first, then act. {@link hit} atomically adds the attempt and answers the new count, so of any number of
 * concurrent attempts (on any replica) exactly the first `limit` see a count within the limit; the caller refuses
 * the others before any provider call. A window starts with the key's first attempt and lasts `windowMs`.
 */
export class AttemptCounters {
  constructor(
    private readonly store: KeyValueStore,
    private readonly windowMs: number,
  ) {}

  /** Counts an attempt; answers the count including it. */
  hit(key: string): Promise<number> {
    return this.store.increment(key, this.windowMs);
  }

  /** The key's count in its window, adding nothing (0 for a key without attempts). */
  count(key: string): Promise<number> {
    return this.store.increment(key, this.windowMs, 0);
  }

  /** Takes an attempt back (it turned out not to count: a success, or no answer from the provider). */
  async giveBack(key: string): Promise<void> {
    await this.store.increment(key, this.windowMs, -1);
  }

  /** Forgets a key's attempts (a success clears its failures). */
  async clear(key: string): Promise<void> {
    await this.store.delete(key);
  }

  /** Whole seconds until the key's window ends (at least 1): what a refusal tells the caller to wait. */
  async retryAfterSeconds(key: string): Promise<number> {
    const ms = (await this.store.ttl(key)) ?? this.windowMs;
    return Math.max(1, Math.ceil(ms / 1000));
  }
}

/** A refused attempt: how long to wait before the same attempt may be accepted. */
export interface Refusal {
  refused: true;
  retryAfterSeconds: number;
}

/**
 * Digest of an identifier for a counter key (user names, e-mail addresses and client addresses are never stored
 * in clear in the shared store). User names and e-mail addresses compare case-insensitively.
 */
export function counterId(value: string): string {
  return createHash('sha256').update(value.trim().toLowerCase()).digest('hex').slice(0, 32);
}

/** One counter of a {@link countAttempt} call: its key and the most attempts it allows per window. */
export interface CounterLimit {
  key: string;
  limit: number;
}

/**
 * Counts one attempt on every counter, first, and refuses it when any counter is over its limit (answering the
 * longest wait of those over it); otherwise answers `giveBack`, to take the attempt back from every counter when
 * it turned out not to count (the provider gave no verdict).
 */
export async function countAttempt(
  counters: AttemptCounters,
  limits: readonly CounterLimit[],
): Promise<Refusal | { refused: false; giveBack(): Promise<void> }> {
  const counts = await Promise.all(limits.map(({ key }) => counters.hit(key)));
  const over = limits.filter((limit, i) => counts[i]! > limit.limit);
  if (over.length > 0) {
    const waits = await Promise.all(over.map(({ key }) => counters.retryAfterSeconds(key)));
    return { refused: true, retryAfterSeconds: Math.max(...waits) };
  }
  return {
    refused: false,
    giveBack: async () => {
      await Promise.all(limits.map(({ key }) => counters.giveBack(key)));
    },
  };
}
