import { storeKeys } from '../cache/keys.js';
import { randomBytes } from 'node:crypto';
import type { KeyValueStore } from '../cache/store.js';
import type { SessionData } from './session.js';

/** A session as stored: its data and the exact stored text, the version a compare-and-set expects. */
export interface StoredSession {
  data: SessionData;
  /** The stored JSON; {@link SessionStore.replace} writes only while the store still holds exactly this. */
  version: string;
}

/**
 * Server-side sessions in the shared {@link KeyValueStore} (LRU or Redis), keyed by a random 256-bit id.
 * Lifetime is sliding: every {@link load} extends it by `ttlMs`. Changes are compare-and-set ({@link replace}),
 * so concurrent requests of one session never overwrite each other's changes.
 */
export class SessionStore {
  constructor(
    private readonly store: KeyValueStore,
    readonly ttlMs: number,
  ) {}

  /** A new unguessable session id (base64url, 43 characters). */
  static newId(): string {
    return randomBytes(32).toString('base64url');
  }

  /** The session's data and version, extending its lifetime; undefined when unknown or expired. */
  async load(id: string): Promise<StoredSession | undefined> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(id)) return undefined;
    const raw = await this.store.get(storeKeys.session(id));
    if (raw === undefined) return undefined;
    await this.store.expire(storeKeys.session(id), this.ttlMs);
    return { data: JSON.parse(raw) as SessionData, version: raw };
  }

  /**
   * Writes `data` for `ttlMs` only while the stored session is still `version` (undefined: a new session whose id
   * is not taken). Answers the new stored version, or undefined when another request changed the session first.
   */
  async replace(id: string, version: string | undefined, data: SessionData): Promise<string | undefined> {
    const next = JSON.stringify(data);
    return (await this.store.compareAndSet(storeKeys.session(id), version, next, this.ttlMs))
      ? next
      : undefined;
  }

  /** Deletes a session. */
  async destroy(id: string): Promise<void> {
    await this.store.delete(storeKeys.session(id));
  }
}
