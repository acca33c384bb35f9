import { randomBytes } from 'node:crypto';
import { AGENCY_SEEDS, bandAppId } from './agencies.js';
import type { AgencySeed, Contact } from './agencies.js';

/** An issued agent session: access and refresh tokens for an agency and consultant. */
export interface AgentSession {
  agencyCode: string;
  contactId: number;
  accessToken: string;
  refreshToken: string;
  /** Epoch seconds the access token expires. */
  expiresAt: number;
}

/** A mutable agency record (passwords and contacts change at run time). */
export interface AgencyRecord extends AgencySeed {
  band_app_id: string;
}

/** Agencies, logins and agent tokens. Tokens are random; everything else is seeded. */
export class IdentityStore {
  private readonly agencies = new Map<string, AgencyRecord>();
  private readonly byAccess = new Map<string, AgentSession>();
  private readonly byRefresh = new Map<string, AgentSession>();
  private nextContactId = 9001;

  constructor(private readonly tokenTtlSeconds: number) {
    for (const seed of AGENCY_SEEDS) {
      this.agencies.set(seed.code, { ...structuredClone(seed), band_app_id: bandAppId(seed.band_id) });
    }
  }

  /** All agencies, seed order. */
  all(): AgencyRecord[] {
    return [...this.agencies.values()];
  }

  /** An agency by code. */
  agency(code: string): AgencyRecord | undefined {
    return this.agencies.get(code);
  }

  /** The agency of a user name. */
  byUserName(userName: string): AgencyRecord | undefined {
    return this.all().find((a) => a.userName === userName);
  }

  /** Adds a consultant contact to an agency and returns it. */
  addContact(agency: AgencyRecord, contact: Omit<Contact, 'contact_id'>): Contact {
    const created = { contact_id: this.nextContactId++, ...contact };
    agency.contacts.push(created);
    return created;
  }

  /** Issues a token pair for a consultant; `now` in epoch seconds. */
  issue(agencyCode: string, contactId: number, now: number): AgentSession {
    const session: AgentSession = {
      agencyCode,
      contactId,
      accessToken: `at_${randomBytes(18).toString('hex')}`,
      refreshToken: `rt_${randomBytes(18).toString('hex')}`,
      expiresAt: now + this.tokenTtlSeconds,
    };
    this.byAccess.set(session.accessToken, session);
    this.byRefresh.set(session.refreshToken, session);
    return session;
  }

  /** The live session of an access token, or undefined when unknown or expired. */
  session(accessToken: string, now: number): AgentSession | undefined {
    const session = this.byAccess.get(accessToken);
    return session && session.expiresAt > now ? session : undefined;
  }

  /** Exchanges a refresh token for a new pair (the old pair is revoked); undefined when unknown. */
  refresh(refreshToken: string, now: number): AgentSession | undefined {
    const old = this.byRefresh.get(refreshToken);
    if (!old) return undefined;
    this.byRefresh.delete(refreshToken);
    this.byAccess.delete(old.accessToken);
    return this.issue(old.agencyCode, old.contactId, now);
  }

  /** Seconds an access token lives. */
  get ttlSeconds(): number {
    return this.tokenTtlSeconds;
  }
}
