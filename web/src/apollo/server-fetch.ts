import type { ApolloClient } from '@apollo/client';
import { parse, type OperationDefinitionNode } from 'graphql';
import { isDeepStrictEqual } from 'node:util';
import { sharedMaxAge } from '@/lib/shared-max-age';
import { createCache, type SentOperation } from './client';
import { answerKey, type PageAnswers } from './page-answers';

// What the server renderer (src/entry-server.tsx) sends to the gateway and learns from its answers.

/** The global fetch with `signal` added to every request (beside any signal of its own). */
export function fetchWithSignal(signal: AbortSignal): typeof fetch {
  return (input, init) =>
    fetch(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, signal]) : signal });
}

/** A fetch that notes the shortest shared max-age of its answers ({@link sharedMaxAge}). */
export function trackingFetch(signal: AbortSignal): {
  fetch: typeof fetch;
  maxAgeSeconds: () => number | null;
} {
  let shortest: number | null = null;
  return {
    fetch: async (input, init) => {
      const response = await fetchWithSignal(signal)(input, init);
      const maxAge = sharedMaxAge(response.headers);
      shortest = shortest === null ? maxAge : Math.min(shortest, maxAge);
      return response;
    },
    maxAgeSeconds: () => shortest,
  };
}

/**
 * The answers of the queries the page sent (as its client noted them: `ServerLinkOptions.sent`), read back from the
 * cache by {@link answerKey}, or null when they are not all it holds: a mutation was sent, or writing them into an
 * empty cache does not give the same cache.
 */
export function pageAnswers(client: ApolloClient, operations: readonly SentOperation[]): PageAnswers | null {
  const answers: PageAnswers = {};
  const replay = createCache();
  for (const { operationName, query: text, variables } of operations) {
    const query = parse(text);
    const operation = query.definitions.find(
      (definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition',
    );
    if (operation?.operation !== 'query') return null;
    const data = client.cache.readQuery({ query, variables });
    if (data === null) return null;
    answers[answerKey(operationName, variables)] = data;
    replay.writeQuery({ query, variables, data });
  }
  return isDeepStrictEqual(replay.extract(), client.cache.extract()) ? answers : null;
}
