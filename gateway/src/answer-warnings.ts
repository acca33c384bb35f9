import type { ApolloServerPlugin } from '@apollo/server';

/**
 * A warning a resolver gives with its answer (booking reports: a provider value no known state names, a filter
 * that matches nothing known). Sent as `extensions.warnings` of the GraphQL answer, so scripts see it beside the
 * data; the resolver logs it too.
 */
export interface AnswerWarning {
  /** Stable machine code: UNKNOWN_PROVIDER_VALUE or FILTER_MATCHES_NOTHING. */
  code: 'UNKNOWN_PROVIDER_VALUE' | 'FILTER_MATCHES_NOTHING';
  /** What to read, ready to print. */
  message: string;
  /** The input or provider field it is about, e.g. 'status', 'tourIds'. */
  field: string;
  /** The values concerned (provider texts as sent, or filter values). */
  values: string[];
  /** Bookings concerned, when it counts bookings. */
  bookings?: number;
}

/**
 * Adds the request's {@link AnswerWarning}s (`contextValue.warnings`, filled by resolvers) to a single answer's
 * `extensions.warnings`; an answer without warnings is left as it is.
 */
export const answerWarnings: ApolloServerPlugin<{ warnings: AnswerWarning[] }> = {
  async requestDidStart() {
    return {
      async willSendResponse({ contextValue, response }) {
        if (contextValue.warnings.length === 0 || response.body.kind !== 'single') return;
        const result = response.body.singleResult;
        result.extensions = { ...result.extensions, warnings: contextValue.warnings };
      },
    };
  },
};
