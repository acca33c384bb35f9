import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, Lexer, Source, TokenKind, type ValidationRule } from 'graphql';

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
 * Every refusal is an HTTP 400 with `extensions.code` GRAPHQL_VALIDATION_FAILED (test/quality/abuse-limits.test.ts).
 */
export const QUERY_LIMITS = {
  maxDepth: 10,
  maxAliases: 15,
  maxTokens: 2000,
  maxCost: 5000,
  maxDirectives: 20,
} as const;

/**
 * The number of lexical tokens of a GraphQL document (comments excluded, as graphql-js's parser counts them),
 * stopping once it exceeds `limit`. A document that does not lex is left to the parser, which reports the syntax
 * error itself.
 */
export function countTokens(query: string, limit: number): number {
  const lexer = new Lexer(new Source(query));
  let count = 0;
  try {
    while (count <= limit && lexer.advance().kind !== TokenKind.EOF) count += 1;
  } catch {
    // not a lexable document: the parser answers GRAPHQL_PARSE_FAILED
  }
  return count;
}

/** The refusal of a document over the token limit (HTTP 400, GRAPHQL_VALIDATION_FAILED like the other limits). */
class TokenLimitError extends GraphQLError {
  constructor(maxTokens: number) {
    super(`Syntax Error: Token limit of ${maxTokens} exceeded.`, {
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } },
    });
  }
}

/**
 * The token limit as an Apollo plugin, counting before the parser runs. graphql-armor's own max-tokens plugin
 * re-parses the document in `parsingDidStart` and turns whatever it throws (the limit, but also every plain syntax
 * error) into an HTTP **500**. Apollo Server 5 replaces an error thrown by a request hook with 'Internal server
 * error' unless an `unexpectedErrorProcessingRequest` hook throws instead; this plugin throws its own
 * {@link TokenLimitError} (and only that) from there, so the answer is a 400 with the limit's message, and syntax
 * errors are left to Apollo's parser (400, GRAPHQL_PARSE_FAILED).
 */
function maxTokensPlugin(maxTokens: number): ApolloServerPlugin {
  return {
    async unexpectedErrorProcessingRequest({ error }) {
      if (error instanceof TokenLimitError) throw error;
    },
    async requestDidStart() {
      return {
        async parsingDidStart({ source }) {
          if (countTokens(source, maxTokens) > maxTokens) throw new TokenLimitError(maxTokens);
        },
      };
    },
  };
}

/** The Apollo plugins and validation rules enforcing {@link QUERY_LIMITS}. */
export function queryLimits(): { plugins: ApolloServerPlugin[]; validationRules: ValidationRule[] } {
  const armor = new ApolloArmor({
    // Fields only: a fragment spread adds no depth (armor counts each spread as levels unless flattened).
    maxDepth: {
      enabled: true,
      n: QUERY_LIMITS.maxDepth,
      flattenFragments: true,
      ignoreIntrospection: true,
      exposeLimits: true,
    },
    maxAliases: { enabled: true, n: QUERY_LIMITS.maxAliases, exposeLimits: true },
    // Tokens: maxTokensPlugin below (armor's plugin turns the refusal into an HTTP 500).
    maxTokens: { enabled: false },
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
  // armor's declarations resolve @apollo/server's CommonJS types; the plugins are the same objects.
  const armorPlugins = armor.plugins as unknown as ApolloServerPlugin[];
  return {
    plugins: [...armorPlugins, maxTokensPlugin(QUERY_LIMITS.maxTokens)],
    validationRules: armor.validationRules,
  };
}
