/** A replayable answer. */
export interface StoredAnswer {
  statusCode: number;
  payload: string;
  contentType: string;
}

/**
 * Remembers the first answer per (app id, operation, idempotency key). A second request with the same
 * key waits for the first to finish, then gets the same answer.
 */
export class IdempotencyCache {
  private readonly done = new Map<string, StoredAnswer>();
  private readonly pending = new Map<string, Promise<StoredAnswer | undefined>>();
  private readonly resolvers = new Map<string, (answer: StoredAnswer | undefined) => void>();

  /** The stored answer for a key, waiting for an in-flight first request; undefined when the caller goes first. */
  async begin(key: string): Promise<StoredAnswer | undefined | 'first'> {
    const stored = this.done.get(key);
    if (stored) return stored;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    this.pending.set(key, new Promise((resolve) => this.resolvers.set(key, resolve)));
    return 'first';
  }

  /** Completes the first request of a key (answers with status >= 500 are not kept). */
  finish(key: string, answer: StoredAnswer | undefined): void {
    if (answer && answer.statusCode < 500) this.done.set(key, answer);
    this.resolvers.get(key)?.(answer && answer.statusCode < 500 ? answer : undefined);
    this.resolvers.delete(key);
    this.pending.delete(key);
  }

  /** Forgets everything. */
  clear(): void {
    for (const key of [...this.resolvers.keys()]) this.finish(key, undefined);
    this.done.clear();
  }
}
