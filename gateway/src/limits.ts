import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import {
  GraphQLError,
  Kind,
  Lexer,
  Source,
  TokenKind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationRule,
} from 'graphql';

/**
 * Query limits (graphql-armor), set explicitly. The biggest screen queries (the tour details panel: tour +
 * calendar + departures + pick-ups + rooms + add-ons + sales group, with its money lines) are 6 levels deep and cost
 * about 1,250 with the weights below (fragments counted where they stand, as the depth limit reads them), so the
 * limits leave ample room for real screens and refuse abusive ones:
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
    // Fields only here too: a fragment spread costs what its fields cost where they stand (armor would otherwise
    // multiply a spread's fields by the depth factor once more, so colocated fragments would cost more than the
    // same fields written inline).
    costLimit: {
      enabled: true,
      flattenFragments: true,
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

/**
 * The fewest elements a list field is taken to have. A report request's bound uses the catalogue's real number of
 * tours when it is larger (the lists that fan out provider calls are lists of tours; {@link reportProviderCallBound}).
 */
export const LIST_SIZE_ESTIMATE = 20;

/**
 * The provider calls one resolution of a field may make (GraphQL `Type.field`), for the cost analysis of report
 * requests: a tour's details, search or reference list is one call; a calendar month, the departures, pick-ups,
 * rooms or add-ons of a tour one call each (capacity, prices); a calendar or day over all tours one call per
 * tour ({@link LIST_SIZE_ESTIMATE}); a quote its tours' prices and capacity (3); a booking or report page one.
 * Fields not listed are computed from a parent's data (no call).
 */
export const PROVIDER_CALLS_PER_FIELD: Readonly<Record<string, number>> = {
  'Query.tours': 1,
  'Query.tour': 1,
  'Query.departureCalendar': LIST_SIZE_ESTIMATE,
  'Query.toursDepartingOn': LIST_SIZE_ESTIMATE,
  'Query.filters': 1,
  'Query.ageCategories': 1,
  'Query.countries': 1,
  'Query.currencies': 1,
  'Query.quote': 3,
  'Query.booking': 1,
  'Query.agentBookings': 1,
  'Query.bookingReport': 1,
  'Query.bookingReportRows': 1,
  'Query.departureManifests': 1,
  'Tour.calendar': 1,
  'Tour.departures': 1,
  'Tour.pickupPoints': 1,
  'Tour.roomOptions': 1,
  'Tour.addOnGroups': 1,
  'Tour.salesGroup': 1,
  'Tour.fromPrice': 1,
};

/**
 * Fields whose provider call is batched across parents (the request's products DataLoader loads every tour asked
 * for in one call, or none when the parent is a search card): counted once, not once per element of a list.
 */
const BATCHED_FIELDS: ReadonlySet<string> = new Set(['Tour.fromPrice']);

/** Fields that make one provider call per tour of the catalogue (counted as the list size). */
const PER_TOUR_FIELDS: ReadonlySet<string> = new Set(['Query.departureCalendar', 'Query.toursDepartingOn']);

/**
 * The most provider calls `document`'s operation (`operationName`, or its only one) can make: each field's
 * {@link PROVIDER_CALLS_PER_FIELD} once per parent object, a list field's selections counted `listSize` times
 * (default {@link LIST_SIZE_ESTIMATE}; a field that calls once per tour, such as Query.departureCalendar, counts
 * `listSize` calls too; a batched field such as Tour.fromPrice counts once however many parents it has),
 * fragments expanded, the types of inline fragments and spreads followed.
 */
export function providerCallEstimate(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName?: string | null,
  listSize: number = LIST_SIZE_ESTIMATE,
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  let operation: OperationDefinitionNode | undefined;
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    if (
      definition.kind === Kind.OPERATION_DEFINITION &&
      (!operationName || definition.name?.value === operationName)
    ) {
      operation ??= definition;
    }
  }
  const root = operation && schema.getRootType(operation.operation);
  if (!operation || !root) return 0;
  // Types are told apart by shape, not `instanceof`: Apollo may load graphql's other module format.
  // [calls per element, batched calls made once whatever the list sizes above them]
  type Cost = [number, number];
  const add = (a: Cost, b: Cost): Cost => [a[0] + b[0], a[1] + b[1]];
  const cost = (
    selectionSet: SelectionSetNode,
    parent: GraphQLNamedType,
    seen: ReadonlySet<string>,
  ): Cost => {
    let total: Cost = [0, 0];
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (!('getFields' in parent)) continue;
        const field = parent.getFields()[selection.name.value];
        if (!field) continue;
        const name = `${parent.name}.${field.name}`;
        const own = PER_TOUR_FIELDS.has(name) ? listSize : (PROVIDER_CALLS_PER_FIELD[name] ?? 0);
        // The type's SDL form, e.g. `[Tour!]!`: a list when it starts with a bracket once non-null is dropped.
        const typeName = String(field.type);
        const named = schema.getType(typeName.replace(/[[\]!]/g, ''));
        const [each, once] =
          selection.selectionSet && named ? cost(selection.selectionSet, named, seen) : [0, 0];
        const scaled = (typeName.startsWith('[') ? listSize : 1) * each;
        total = add(total, BATCHED_FIELDS.has(name) ? [scaled, once + own] : [own + scaled, once]);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        if (type) total = add(total, cost(selection.selectionSet, type, seen));
      } else {
        const fragment = fragments.get(selection.name.value);
        if (!fragment || seen.has(fragment.name.value)) continue;
        const type = schema.getType(fragment.typeCondition.name.value);
        if (type)
          total = add(total, cost(fragment.selectionSet, type, new Set([...seen, fragment.name.value])));
      }
    }
    return total;
  };
  const [each, once] = cost(operation.selectionSet, root, new Set());
  return each + once;
}

/** What {@link reportProviderCallBound} reads of a request's context. */
interface ReportCallContext {
  isReportCaller: boolean;
  /** The catalogue: the unfiltered product search (shared, cached catalogue data). */
  data: { search(query: Record<string, never>): Promise<readonly unknown[]> };
  services: { logger: { warn(details: object, message: string): void } };
}

/**
 * Bounds what one report-token request (the only callers that may send their own documents in production) can
 * make the provider do: before execution, a document whose {@link providerCallEstimate} is above `maxCalls`
 * (REPORT_MAX_PROVIDER_CALLS) is refused with HTTP 400, GRAPHQL_VALIDATION_FAILED, like the other limits, and
 * no provider call of its fields is made. A document whose estimate depends on list sizes is estimated with the
 * catalogue's real number of tours (the cached product search; at least {@link LIST_SIZE_ESTIMATE}); when the
 * catalogue cannot be read, with the last number read, and until one was read such a document is refused
 * with 503 (the bound cannot be known). Browsers run trusted documents only, whose cost is known at build time.
 */
export function reportProviderCallBound<TContext extends ReportCallContext>(
  maxCalls: number,
): ApolloServerPlugin<TContext> {
  let lastCatalogueSize: number | undefined;
  const catalogueSize = async (context: TContext): Promise<number> => {
    try {
      lastCatalogueSize = (await context.data.search({})).length;
    } catch (error) {
      context.services.logger.warn(
        { err: { message: (error as Error).message }, lastCatalogueSize },
        'report call bound: the catalogue could not be read',
      );
      if (lastCatalogueSize === undefined) {
        throw new GraphQLError(
          'The provider-call bound of this document cannot be known right now. Try again shortly.',
          {
            extensions: { code: 'SERVICE_UNAVAILABLE', http: { status: 503 } },
          },
        );
      }
    }
    return Math.max(LIST_SIZE_ESTIMATE, lastCatalogueSize);
  };
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, document, operationName, schema }) {
          if (!contextValue.isReportCaller) return;
          let estimate = providerCallEstimate(schema, document, operationName, 0);
          if (estimate !== providerCallEstimate(schema, document, operationName, 1)) {
            const tours = await catalogueSize(contextValue);
            estimate = providerCallEstimate(schema, document, operationName, tours);
          }
          if (estimate > maxCalls) {
            throw new GraphQLError(
              `This document could make about ${estimate} provider calls (lists counted as the catalogue's ` +
                `tours); a report request may make at most ${maxCalls} (REPORT_MAX_PROVIDER_CALLS).`,
              {
                extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 }, estimate, maxCalls },
              },
            );
          }
        },
      };
    },
  };
}
