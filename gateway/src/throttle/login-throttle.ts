import { storeKeys } from '../cache/keys.js';
import type { KeyValueStore } from '../cache/store.js';
import { AttemptCounters, counterId, type Refusal } from './attempt-counters.js';

/** Limits of {@link LoginThrottle} (counts per window). */
export interface LoginThrottleLimits {
  /** Failures of one user name from one client address. */
  maxFailuresPerUser: number;
  /** Failures of one user name from all addresses together (guessing spread over many addresses). */
  maxFailuresPerUserAllAddresses: number;
  /** Failures from one client address, all user names together. */
  maxFailuresPerAddress: number;
  windowSeconds: number;
}

/** A password attempt let through to the provider; report how it ended. */
export interface PasswordAttempt {
  refused: false;
  /** The password was right: the user's failures from this address are cleared, this attempt not counted. */
  succeeded(): Promise<void>;
  /** The provider gave no verdict (unreachable, timeout, 5xx): the attempt is taken back. */
  abandoned(): Promise<void>;
}

/**
 * Throttling of everything that tests an agent's password against the provider: `logIn`, `resetPassword` (the
 * current password) and `changePassword`, all on the same counters, in the shared store so every replica agrees.
 *
 * Count first, then act: {@link attempt} counts the attempt atomically before the provider is asked and refuses it
 * when a counter is over its limit, so however many attempts arrive at once, at most the limit reach the provider.
 * An attempt counts as a failure unless it {@link PasswordAttempt.succeeded}. Counters, per window:
 * - user name + client address (`maxFailuresPerUser`): that user is refused from that address;
 * - user name from all addresses (`maxFailuresPerUserAllAddresses`): that user is refused everywhere;
 * - client address (`maxFailuresPerAddress`): the address is throttled. A shared office must not lock its
 *   colleagues out, so a throttled address refuses only user names that already failed from it (the throttled
 *   users); any other user name keeps one attempt, and a right password clears it again.
 * User names compare case-insensitively; user names and addresses are stored as digests.
 */
export class LoginThrottle {
  private readonly counters: AttemptCounters;

  constructor(
    store: KeyValueStore,
    private readonly limits: LoginThrottleLimits,
  ) {
    this.counters = new AttemptCounters(store, limits.windowSeconds * 1000);
  }

  /** Counts a password attempt for `userName` from `address`; refused (with the wait) or let through. */
  async attempt(userName: string, address: string): Promise<PasswordAttempt | Refusal> {
    const user = counterId(userName);
    const keys = {
      pair: storeKeys.passwordUserAddress(user, counterId(address)),
      user: storeKeys.passwordUser(user),
      address: storeKeys.passwordAddress(counterId(address)),
    };
    const { counters, limits } = this;
    const refuse = async (key: string): Promise<Refusal> => ({
      refused: true,
      retryAfterSeconds: await counters.retryAfterSeconds(key),
    });
    const pair = await counters.hit(keys.pair);
    if (pair > limits.maxFailuresPerUser) return refuse(keys.pair);
    if ((await counters.hit(keys.user)) > limits.maxFailuresPerUserAllAddresses) return refuse(keys.user);
    if ((await counters.hit(keys.address)) > limits.maxFailuresPerAddress && pair > 1)
      return refuse(keys.pair);
    return {
      refused: false,
      succeeded: async () => {
        await Promise.all([
          counters.clear(keys.pair),
          counters.giveBack(keys.user),
          counters.giveBack(keys.address),
        ]);
      },
      abandoned: async () => {
        await Promise.all(Object.values(keys).map((key) => counters.giveBack(key)));
      },
    };
  }
}
