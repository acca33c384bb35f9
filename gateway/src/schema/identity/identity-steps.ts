/** Steps the identity mutations share: throttled password attempts and the mapping of domain userErrors. */
import type { UserError } from '../../generated/resolvers-types.js';
import { ProviderError } from '../../provider/provider-error.js';
import type { Refusal } from '../../throttle/attempt-counters.js';
import { loginThrottledMessage } from '@tourdesk/domain/messages';
import type { PasswordAttempt } from '../../throttle/login-throttle.js';

/** The userError of a password attempt refused by throttling, with the wait (`wrap` adds the screen's prefix). */
export function throttled(refusal: Refusal, wrap: (message: string) => string = (m) => m): UserError {
  return {
    code: 'LOGIN_THROTTLED',
    field: null,
    message: wrap(loginThrottledMessage(refusal.retryAfterSeconds)),
    retryAfterSeconds: refusal.retryAfterSeconds,
  };
}

/**
 * Runs a provider call that tests a password, within a counted attempt: `verdict` says whether the answer proved
 * the password right; a call that got no verdict (provider unreachable, timeout, 5xx) gives the attempt back.
 */
export async function judged<T>(
  attempt: PasswordAttempt,
  call: () => Promise<T>,
  verdict: (answer: T) => boolean,
): Promise<T> {
  let answer: T;
  try {
    answer = await call();
  } catch (error) {
    if (error instanceof ProviderError && error.transient) await attempt.abandoned();
    throw error;
  }
  if (verdict(answer)) await attempt.succeeded();
  return answer;
}

/** Domain UserError (field a form key) → GraphQL UserError (field a path under `input`). */
export function asUserErrors(
  errors: readonly { code: string; field?: string; message: string }[],
  root?: string,
) {
  return errors.map((e) => ({
    code: e.code,
    field: e.field ? (root ? [root, e.field] : [e.field]) : null,
    message: e.message,
  }));
}
