import { ApolloLink } from '@apollo/client';
import { isQueryOperation } from '@apollo/client/utilities';
import { defer, map, retry, tap, timer } from 'rxjs';
import { storeOutage } from './store-outage-state';

/** The gateway's code for a session store (Redis) it cannot reach: nothing was decided, ask again. */
const STORE_OUTAGE_CODE = 'SESSION_STORE_UNAVAILABLE';

/** Waits between retries of a query while the session store is unreachable, in milliseconds (the last repeats). */
export const STORE_OUTAGE_RETRY_DELAYS_MS: readonly number[] = [1000, 2000, 4000, 5000];

/** Thrown inside the link for an answer that carries only the store-outage error. */
class StoreOutageAnswer extends Error {}

/** True for an answer whose errors are all SESSION_STORE_UNAVAILABLE (and there is at least one). */
function isStoreOutage(result: ApolloLink.Result): boolean {
  const errors = 'errors' in result ? result.errors : undefined;
  return (
    Array.isArray(errors) &&
    errors.length > 0 &&
    errors.every((error) => error.extensions?.code === STORE_OUTAGE_CODE)
  );
}

/**
 * The browser client's link in front of HttpLink: a query answered with SESSION_STORE_UNAVAILABLE (the gateway
 * could not load the session: it neither logged the visitor out nor answered for an anonymous one) is sent again
 * after {@link STORE_OUTAGE_RETRY_DELAYS_MS}, for as long as it takes, while {@link storeOutage} tells the pages to
 * show the notice; the page the visitor is on stays, and the navigation or query goes on once the store is back.
 * Mutations pass through untouched (their callers decide whether a write may be sent again).
 */
export function storeOutageRetryLink(delaysMs: readonly number[] = STORE_OUTAGE_RETRY_DELAYS_MS): ApolloLink {
  return new ApolloLink((operation, forward) => {
    if (!isQueryOperation(operation.query)) return forward(operation);
    return defer(() => forward(operation)).pipe(
      map((result) => {
        if (isStoreOutage(result)) throw new StoreOutageAnswer();
        return result;
      }),
      retry({
        delay: (error: unknown, count) => {
          if (!(error instanceof StoreOutageAnswer)) throw error;
          storeOutage.set(true);
          return timer(delaysMs[Math.min(count, delaysMs.length) - 1] ?? 0);
        },
      }),
      tap(() => storeOutage.set(false)),
    );
  });
}
