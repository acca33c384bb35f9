import { createHash } from 'node:crypto';
import type { KeyValueStore } from '../../cache/store.js';

/** tourdesk's text (the seeds have none) for a login refused by throttling. */
export const LOGIN_THROTTLED_MESSAGE =
  'Too many failed login attempts. Please wait a few minutes and try again.';

/** Limits of {@link LoginThrottle}. */
export interface LoginThrottleLimits {
  maxFailuresPerUser: number;
  maxFailuresPerAddress: number;
  windowSeconds: number;
}

/**
 * Failed-login counters per user name and per client address in the shared store (LRU or Redis), so that every
 * replica sees the same counts. A login is refused before reaching the provider while either counter is at its
 * limit; counters expire a window after the first failure; a successful login clears the user name's counter.
 * User names are compared case-insensitively and stored hashed (no user names in Redis keys).
 */
export class LoginThrottle {
  constructor(
    private readonly store: KeyValueStore,
    private readonly limits: LoginThrottleLimits,
  ) {}

  /** True when a login for this user name or from this address must be refused now. */
  async isBlocked(userName: string, address: string): Promise<boolean> {
    const [user, addr] = await Promise.all([
      this.store.get(userKey(userName)),
      this.store.get(addressKey(address)),
    ]);
    return (
      Number(user ?? 0) >= this.limits.maxFailuresPerUser ||
      Number(addr ?? 0) >= this.limits.maxFailuresPerAddress
    );
  }

  /** Counts a failed login (wrong credentials) for both keys. */
  async recordFailure(userName: string, address: string): Promise<void> {
    const ttl = this.limits.windowSeconds * 1000;
    await Promise.all([
      this.store.increment(userKey(userName), ttl),
      this.store.increment(addressKey(address), ttl),
    ]);
  }

  /** Clears the user name's counter after a successful login (the address counter keeps running). */
  async recordSuccess(userName: string): Promise<void> {
    await this.store.delete(userKey(userName));
  }
}

function userKey(userName: string): string {
  return `throttle:login:user:${digest(userName.trim().toLowerCase())}`;
}

function addressKey(address: string): string {
  return `throttle:login:addr:${digest(address)}`;
}

function digest(value: string): string {
  return createHash('sha256').update(value).digest('hex').slice(0, 32);
}
