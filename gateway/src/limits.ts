import { ApolloArmor } from '@escape.tech/graphql-armor';

/**
 * Query limits (graphql-armor), set explicitly. The biggest screen query (tour details panel: tour + calendar +
 * departures + pick-ups + rooms + add-ons + sales group) is 6 levels deep, 227 tokens and costs under 400 with the
 * weights below, so the limits leave ample room for real screens and refuse abusive ones:
 * - depth 10: no screen needs more than 6; the schema's cycles (Tour → AddOn → Tour) cannot be walked deeply.
 * - aliases 15: the web never aliases more than a few fields; aliases are the cheap way to multiply work.
 * - tokens 2000: about ten times the biggest screen query.
 * - cost 5000 (object 2, scalar 1, depth factor 1.5): bounds nested lists such as 15 aliased tour calendars.
 * - directives 20: @include/@skip only.
 * - field suggestions blocked: 'Did you mean ...' would leak schema names when introspection is off.
 * Batched HTTP requests are refused (armor turns Apollo's allowBatchedHttpRequests off): one operation per request.
 */
export const QUERY_LIMITS = {
  maxDepth: 10,
  maxAliases: 15,
  maxTokens: 2000,
  maxCost: 5000,
  maxDirectives: 20,
} as const;

/** The Apollo plugins and validation rules enforcing {@link QUERY_LIMITS}. */
export function queryLimits() {
  return new ApolloArmor({
    maxDepth: { enabled: true, n: QUERY_LIMITS.maxDepth, ignoreIntrospection: true, exposeLimits: true },
    maxAliases: { enabled: true, n: QUERY_LIMITS.maxAliases, exposeLimits: true },
    maxTokens: { enabled: true, n: QUERY_LIMITS.maxTokens, exposeLimits: true },
    costLimit: {
      enabled: true,
      maxCost: QUERY_LIMITS.maxCost,
      objectCost: 2,
      scalarCost: 1,
      depthCostFactor: 1.5,
      ignoreIntrospection: true,
      exposeLimits: true,
    },
    maxDirectives: { enabled: true, n: QUERY_LIMITS.maxDirectives, exposeLimits: true },
    blockFieldSuggestion: { enabled: true },
  }).protect();
}
