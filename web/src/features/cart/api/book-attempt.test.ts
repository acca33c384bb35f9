import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { afterEach, describe, expect, it } from 'vitest';
import { BOOK_RETRY_DELAYS_MS, isNoVerdict, sendBookingPress } from './book-attempt';
import { bookingAttemptIdempotencyKey, clearBookingAttempt } from './cart-session';

afterEach(() => sessionStorage.clear());

const graphQLError = (code: string) =>
  new CombinedGraphQLErrors({ errors: [{ message: code, extensions: { code } }] });

describe('one key per Book press, kept across its retries', () => {
  it('keeps the key of an unfinished press for the same basket, across a reload, and a new one after a verdict', () => {
    const first = bookingAttemptIdempotencyKey('{"trips":[1]}');
    expect(bookingAttemptIdempotencyKey('{"trips":[1]}')).toBe(first);
    expect(sessionStorage.getItem('tourdesk.bookingAttempt')).toContain(first);
    clearBookingAttempt();
    const second = bookingAttemptIdempotencyKey('{"trips":[1]}');
    expect(second).not.toBe(first);
    expect(bookingAttemptIdempotencyKey('{"trips":[2]}')).not.toBe(second);
  });

  it('sends the request again after failures without a verdict, then answers the first answer', async () => {
    const waited: number[] = [];
    const failures: unknown[] = [new TypeError('Failed to fetch'), graphQLError('PROVIDER_TIMEOUT')];
    let sent = 0;
    const answer = await sendBookingPress(
      async () => {
        sent += 1;
        const failure = failures.shift();
        if (failure) throw failure;
        return 'booked';
      },
      async (ms) => {
        waited.push(ms);
      },
    );
    expect(answer).toBe('booked');
    expect(sent).toBe(3);
    expect(waited).toEqual(BOOK_RETRY_DELAYS_MS);
  });

  it('gives up after the last retry, and at once on a failure with a verdict', async () => {
    let sent = 0;
    const down = sendBookingPress(
      async () => {
        sent += 1;
        throw graphQLError('SESSION_STORE_UNAVAILABLE');
      },
      async () => undefined,
    );
    await expect(down).rejects.toSatisfy(CombinedGraphQLErrors.is);
    expect(sent).toBe(BOOK_RETRY_DELAYS_MS.length + 1);

    sent = 0;
    const invalid = sendBookingPress(
      async () => {
        sent += 1;
        throw graphQLError('GRAPHQL_VALIDATION_FAILED');
      },
      async () => undefined,
    );
    await expect(invalid).rejects.toSatisfy(CombinedGraphQLErrors.is);
    expect(sent).toBe(1);
  });

  it('tells failures without a verdict from refusals', () => {
    expect(isNoVerdict(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNoVerdict(graphQLError('CONFLICT'))).toBe(true);
    expect(isNoVerdict(graphQLError('BAD_USER_INPUT'))).toBe(false);
    expect(isNoVerdict(graphQLError('FORBIDDEN'))).toBe(false);
  });
});
