import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * GraphQL error codes of a `book` request that got no verdict (nothing was decided, or the answer was lost on the
 * way): the session store or the provider was briefly unavailable, the same request is still running elsewhere.
 * Sending the same request again with the same idempotency key is safe: the gateway books at most once per key.
 */
const NO_VERDICT_CODES = new Set([
  'SESSION_STORE_UNAVAILABLE',
  'SESSION_CHANGED',
  'CONFLICT',
  'PROVIDER_TIMEOUT',
  'PROVIDER_UNAVAILABLE',
]);

/** Waits, in milliseconds, before each automatic retry of one Book press (two retries). */
export const BOOK_RETRY_DELAYS_MS: readonly number[] = [500, 1500];

/**
 * True when a failed `book` request got no verdict and may be sent again with the same key: no GraphQL answer at
 * all (network failure, a proxy's 502, an unreadable answer), or only errors with a no-verdict code. Refusals
 * (userErrors come as data, not here) and invalid requests are verdicts.
 */
export function isNoVerdict(error: unknown): boolean {
  if (!CombinedGraphQLErrors.is(error)) return true;
  return (
    error.errors.length > 0 && error.errors.every((e) => NO_VERDICT_CODES.has(String(e.extensions?.code)))
  );
}

/**
 * Sends the request of one Book press, and again after each failure without a verdict ({@link isNoVerdict}),
 * waiting {@link BOOK_RETRY_DELAYS_MS} between: the caller sends the same idempotency key every time, so however
 * the answers get lost, the press books once. Answers the first answer; rethrows the last failure, or one with a
 * verdict at once.
 * @param send sends the request (the same variables every time)
 * @param wait waits a number of milliseconds (tests pass an instant one)
 */
export async function sendBookingPress<T>(
  send: () => Promise<T>,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  for (const delay of BOOK_RETRY_DELAYS_MS) {
    try {
      return await send();
    } catch (error) {
      if (!isNoVerdict(error)) throw error;
      await wait(delay);
    }
  }
  return send();
}
