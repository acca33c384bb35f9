import { randomBytes } from 'node:crypto';
import type { KeyValueStore } from '../cache/store.js';
import type { SessionData } from './session.js';

/**
 * Server-side sessions in the shared {@link KeyValueStore} (LRU or Redis), keyed by a random 256-bit id.
 * Lifetime is sliding: every {@link load} extends it by `ttlMs`.
 */
export class SessionStore {
  constructor(
    private readonly store: KeyValueStore,
    private readonly ttlMs: number,
  ) {}

  /** A new unguessable session id (base64url, 43 characters). */
  static newId(): string {
    return randomBytes(32).toString('base64url');
  }

  /** The session's data, extending its lifetime; undefined when unknown or expired. */
  async load(id: string): Promise<SessionData | undefined> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(id)) return undefined;
    const raw = await this.store.get(key(id));
    if (raw === undefined) return undefined;
    await this.store.expire(key(id), this.ttlMs);
    return JSON.parse(raw) as SessionData;
  }

  /** Stores the session's data for `ttlMs`. */
  async save(id: string, data: SessionData): Promise<void> {
    await this.store.set(key(id), JSON.stringify(data), this.ttlMs);
  }

  /** Deletes a session. */
  async destroy(id: string): Promise<void> {
    await this.store.delete(key(id));
  }
}

function key(id: string): string {
  return `sess:${id}`;
}
