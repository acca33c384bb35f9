import { ApolloLink, execute, ApolloClient, InMemoryCache, gql } from '@apollo/client';
import { firstValueFrom, of } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { storeOutageRetryLink } from './store-outage';
import { storeOutage } from './store-outage-state';

const QUERY = gql`
  query Shell {
    viewer {
      currency
    }
  }
`;
const MUTATION = gql`
  mutation Currency {
    setCurrency(currency: "EUR") {
      userErrors {
        code
      }
    }
  }
`;
const OUTAGE = {
  errors: [
    { message: 'Sessions are temporarily unavailable.', extensions: { code: 'SESSION_STORE_UNAVAILABLE' } },
  ],
};
const VIEWER = { data: { viewer: { currency: 'GBP' } } };

/** A terminating link answering with `answers` in turn (the last repeats), counting requests. */
function scripted(answers: object[]) {
  const seen = { requests: 0, retryingAtRequest: [] as boolean[] };
  const link = new ApolloLink(() => {
    seen.retryingAtRequest.push(storeOutage.get());
    const answer = answers[Math.min(seen.requests, answers.length - 1)]!;
    seen.requests += 1;
    return of(answer);
  });
  return { link, seen };
}

const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });

afterEach(() => storeOutage.set(false));

describe('storeOutageRetryLink', () => {
  it('asks a query again while the store is unavailable, flagging the notice, and answers once it is back', async () => {
    const { link, seen } = scripted([OUTAGE, OUTAGE, VIEWER]);
    const flags: boolean[] = [];
    const unsubscribe = storeOutage.subscribe(() => flags.push(storeOutage.get()));
    const result = await firstValueFrom(
      execute(ApolloLink.from([storeOutageRetryLink([1, 1]), link]), { query: QUERY }, { client }),
    );
    unsubscribe();
    expect(result).toEqual(VIEWER);
    expect(seen.requests).toBe(3);
    expect(seen.retryingAtRequest).toEqual([false, true, true]);
    expect(flags).toEqual([true, false]);
  });

  it('passes other errors and mutations through at once', async () => {
    const refused = { errors: [{ message: 'no', extensions: { code: 'FORBIDDEN' } }] };
    const other = scripted([refused]);
    expect(
      await firstValueFrom(
        execute(ApolloLink.from([storeOutageRetryLink([1]), other.link]), { query: QUERY }, { client }),
      ),
    ).toEqual(refused);
    const write = scripted([OUTAGE]);
    expect(
      await firstValueFrom(
        execute(ApolloLink.from([storeOutageRetryLink([1]), write.link]), { query: MUTATION }, { client }),
      ),
    ).toEqual(OUTAGE);
    expect(other.seen.requests + write.seen.requests).toBe(2);
    expect(storeOutage.get()).toBe(false);
  });
});
