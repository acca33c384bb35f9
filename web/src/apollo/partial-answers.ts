import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * Fields the schema makes nullable so that a page can be shown without them when their provider read fails
 * (schema.graphql: `Query.filters`, `Tour.addOnGroups`, `QuotedTrip.addOnGroups`): the search page without its
 * filter bar, a tour or a cart without its add-on offers.
 */
const OPTIONAL_PARTS = new Set(['filters', 'addOnGroups']);

/**
 * True when `error` is made only of GraphQL errors of {@link OPTIONAL_PARTS} (the field named last in each
 * error's path): the answer's other data stands and the page is shown without those parts. False for anything
 * else (a network failure, an error of a field the page cannot do without).
 */
export function onlyOptionalPartsFailed(error: unknown): boolean {
  if (!CombinedGraphQLErrors.is(error) || error.errors.length === 0) return false;
  return error.errors.every((e) => {
    const last = e.path?.at(-1);
    return typeof last === 'string' && OPTIONAL_PARTS.has(last);
  });
}
