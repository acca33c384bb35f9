import { DEFAULT_CURRENCY } from '@tourdesk/domain/currencies';
import { StoreUnavailableError } from '../cache/store.js';
import type { SessionData } from './session.js';
import { SessionStore } from './session-store.js';

/**
 * The session of one GraphQL request. Anonymous visitors get default data without a stored session; the session
 * (and its cookie) is created on the first write, so public catalogue responses carry no Set-Cookie.
 * While the shared store is unreachable, a request carrying a session cookie goes on as anonymous and read-only:
 * catalogue queries still answer, and any write throws {@link StoreUnavailableError} without touching the cookie.
 */
export class RequestSession {
  private constructor(
    private readonly store: SessionStore,
    private readonly setCookie: (id: string) => void,
    private id_: string | undefined,
    private current: SessionData,
    private readonly readOnly: boolean,
  ) {}

  /**
   * Loads the session named by the cookie value, or starts an unsaved anonymous one.
   * @param setCookie called with the new id when a session is first saved (sets the httpOnly cookie).
   */
  static async open(
    store: SessionStore,
    cookieId: string | undefined,
    setCookie: (id: string) => void,
  ): Promise<RequestSession> {
    const anonymous = (): SessionData => ({ currency: DEFAULT_CURRENCY, createdAt: Date.now() });
    try {
      const data = cookieId ? await store.load(cookieId) : undefined;
      return new RequestSession(store, setCookie, data ? cookieId : undefined, data ?? anonymous(), false);
    } catch (error) {
      if (!(error instanceof StoreUnavailableError)) throw error;
      return new RequestSession(store, setCookie, undefined, anonymous(), true);
    }
  }

  /** The session data (read-only view; change it with {@link update}). */
  get data(): Readonly<SessionData> {
    return this.current;
  }

  /** True for an agent session (agent login with a chosen consultant). */
  get isAgent(): boolean {
    return this.current.agent !== undefined;
  }

  /** The stored session id, or undefined while the session is anonymous and unsaved. */
  get id(): string | undefined {
    return this.id_;
  }

  /**
   * Replaces the data and moves the session to a new id (new cookie), deleting the old one: called on login and
   * logout so a session id known before a privilege change is worthless after it (session fixation).
   */
  async rotate(data: SessionData): Promise<void> {
    if (this.readOnly) throw new StoreUnavailableError();
    if (this.id_) await this.store.destroy(this.id_);
    this.current = data;
    this.id_ = SessionStore.newId();
    this.setCookie(this.id_);
    await this.store.save(this.id_, this.current);
  }

  /** Applies a change and saves the session, creating it (and its cookie) when needed. */
  async update(change: Partial<SessionData>): Promise<void> {
    if (this.readOnly) throw new StoreUnavailableError();
    this.current = { ...this.current, ...change };
    if (!this.id_) {
      this.id_ = SessionStore.newId();
      this.setCookie(this.id_);
    }
    await this.store.save(this.id_, this.current);
  }
}
