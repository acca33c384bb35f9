import { DEFAULT_CURRENCY, type CurrencyCode } from '@tourdesk/domain/currencies';
import { StoreUnavailableError } from '../cache/store.js';
import { gatewayError } from '../errors.js';
import type { SessionData, Site } from './session.js';
import { SessionStore } from './session-store.js';

/**
 * A change to a session: the fields to set, or a function computing them from the latest stored data (use it
 * whenever the new value depends on the old one, e.g. adding to a list, so a concurrent change is never lost).
 */
export type SessionChange = Partial<SessionData> | ((latest: Readonly<SessionData>) => Partial<SessionData>);

/**
 * Compare-and-set rounds before a write gives up. Every round one of the competing writers succeeds, so this
 * covers that many concurrent writes to one session (a browser sends a handful at most).
 */
const MAX_WRITE_ROUNDS = 64;

/**
 * The session of one GraphQL request, on one site. Anonymous visitors get default data without a stored session;
 * the session (and its cookie) is created on the first write, so public catalogue responses carry no Set-Cookie.
 * A stored session of the other site is never used (its site claim differs): the request is anonymous here.
 * Writes are compare-and-set with retry: concurrent requests of one session each apply their change to the latest
 * data, never to a stale copy, with the in-memory store and with Redis.
 * While the shared store is unreachable, a request carrying a session cookie goes on as anonymous and read-only
 * ({@link unavailable}): catalogue queries still answer, any write throws {@link StoreUnavailableError} without
 * touching the cookie, and on the agent portal the whole request is refused with it (server.ts), so an agent is
 * never read as logged out because the store failed.
 */
export class RequestSession {
  private constructor(
    private readonly store: SessionStore,
    readonly site: Site,
    private readonly setCookie: (id: string) => void,
    private id_: string | undefined,
    private version: string | undefined,
    private current: SessionData,
    private readonly readOnly: boolean,
    /** True when the request carries a session cookie whose session could not be loaded (store unreachable). */
    readonly unavailable = false,
  ) {}

  /**
   * Loads the session named by the cookie value when it belongs to `site`, or starts an unsaved anonymous one.
   * @param setCookie called with the new id when a session is first saved (sets the site's httpOnly cookie).
   * @param anonymousCurrency the currency of an anonymous session (ISO 4217; GBP when absent): a stored session
   *   keeps its own.
   */
  static async open(
    store: SessionStore,
    site: Site,
    cookieId: string | undefined,
    setCookie: (id: string) => void,
    anonymousCurrency: CurrencyCode = DEFAULT_CURRENCY,
  ): Promise<RequestSession> {
    const anonymous = (): SessionData => ({ currency: anonymousCurrency, createdAt: Date.now(), site });
    try {
      const stored = cookieId ? await store.load(cookieId) : undefined;
      if (stored && stored.data.site === site) {
        return new RequestSession(store, site, setCookie, cookieId, stored.version, stored.data, false);
      }
      return new RequestSession(store, site, setCookie, undefined, undefined, anonymous(), false);
    } catch (error) {
      if (!(error instanceof StoreUnavailableError)) throw error;
      return new RequestSession(
        store,
        site,
        setCookie,
        undefined,
        undefined,
        anonymous(),
        true,
        cookieId !== undefined,
      );
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
    this.id_ = undefined;
    this.version = undefined;
    await this.create({ ...data, site: this.site });
  }

  /**
   * Creates the session (and its cookie) now when there is none yet, so that the first writes to come (a booking
   * from two tabs, a double click) all find the same session. Best effort: while the store is unreachable the
   * request goes on without one.
   */
  async prepare(): Promise<void> {
    if (this.id_ || this.readOnly) return;
    try {
      await this.update({});
    } catch (error) {
      if (!(error instanceof StoreUnavailableError)) throw error;
    }
  }

  /**
   * Applies a change and saves the session, creating it (and its cookie) when needed. The change is applied to the
   * latest stored data: when another request changed the session since it was read, the data is read again and
   * the change applied again (a function change is called again with the new data).
   * @throws StoreUnavailableError while the store is unreachable; SESSION_CHANGED when the session was ended
   *   (logged out or in elsewhere) while this request ran, or too many writers competed.
   */
  async update(change: SessionChange): Promise<void> {
    if (this.readOnly) throw new StoreUnavailableError();
    const apply = (latest: SessionData): SessionData => ({
      ...latest,
      ...(typeof change === 'function' ? change(latest) : change),
      site: this.site,
    });
    if (!this.id_) {
      await this.create(apply(this.current));
      return;
    }
    for (let round = 0; round < MAX_WRITE_ROUNDS; round += 1) {
      const next = apply(this.current);
      const version = await this.store.replace(this.id_, this.version, next);
      if (version !== undefined) {
        this.current = next;
        this.version = version;
        return;
      }
      const latest = await this.store.load(this.id_);
      if (!latest || latest.data.site !== this.site) break;
      this.current = latest.data;
      this.version = latest.version;
    }
    throw gatewayError('SESSION_CHANGED', 'Your session changed while this request ran. Please try again.');
  }

  /** Re-reads the stored session (another request of it may have changed it); no-op for an unsaved session. */
  async refresh(): Promise<void> {
    if (!this.id_) return;
    const latest = await this.store.load(this.id_);
    if (latest && latest.data.site === this.site) {
      this.current = latest.data;
      this.version = latest.version;
    }
  }

  private async create(data: SessionData): Promise<void> {
    const id = SessionStore.newId();
    const version = await this.store.replace(id, undefined, data);
    if (version === undefined) throw gatewayError('SESSION_CHANGED', 'Please try again.');
    this.id_ = id;
    this.version = version;
    this.current = data;
    this.setCookie(id);
  }
}
