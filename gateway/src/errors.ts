import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { Logger } from 'pino';
import { ProviderError } from './provider/provider-error.js';

/** `extensions.code` values the gateway emits besides Apollo's own (GRAPHQL_VALIDATION_FAILED, BAD_REQUEST...). */
export type GatewayErrorCode =
  | 'PROVIDER_UNAVAILABLE'
  | 'PROVIDER_TIMEOUT'
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'SESSION_CHANGED'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL_SERVER_ERROR';

/**
 * The one mapping from provider failures to GraphQL error codes:
 * timeout → PROVIDER_TIMEOUT; network failure, 5xx, or the gateway's own key refused (401 UNAUTHORIZED) →
 * PROVIDER_UNAVAILABLE; 400 → BAD_USER_INPUT; 401 INVALID_TOKEN (agent token expired) → UNAUTHENTICATED;
 * 403 → FORBIDDEN; 404 → NOT_FOUND; 409 → CONFLICT. Messages never include provider internals.
 */
export function providerErrorToGraphQL(error: ProviderError): GraphQLError {
  const [code, message] = providerCode(error);
  return new GraphQLError(message, { extensions: { code, operation: error.operation } });
}

function providerCode(error: ProviderError): [GatewayErrorCode, string] {
  if (error.kind === 'timeout') return ['PROVIDER_TIMEOUT', 'The tour provider did not answer in time.'];
  if (error.kind === 'network') return ['PROVIDER_UNAVAILABLE', 'The tour provider is unavailable.'];
  switch (error.status) {
    case 400:
      return ['BAD_USER_INPUT', 'The tour provider refused the request as invalid.'];
    case 401:
      return error.code === 'INVALID_TOKEN'
        ? ['UNAUTHENTICATED', 'Your login has expired; please log in again.']
        : ['PROVIDER_UNAVAILABLE', 'The tour provider is unavailable.'];
    case 403:
      return ['FORBIDDEN', 'Not allowed.'];
    case 404:
      return ['NOT_FOUND', 'Not found.'];
    case 409:
      return ['CONFLICT', 'The booking changed; reload and try again.'];
    default:
      return ['PROVIDER_UNAVAILABLE', 'The tour provider is unavailable.'];
  }
}

/**
 * Apollo `formatError`: never a stack trace; provider failures mapped by {@link providerErrorToGraphQL};
 * errors the gateway or Apollo raise deliberately (with an `extensions.code` other than INTERNAL_SERVER_ERROR:
 * validation, limits, CSRF, bad input, NOT_FOUND...) pass through; graphql-js's 'Too many errors processing
 * variables' (more than 50 invalid variable values) becomes BAD_USER_INPUT, logged at info without a stack; Apollo's refusals of malformed requests that
 * carry no code (persisted-query hash or version) become BAD_USER_INPUT; anything else becomes 'Internal server
 * error' with code INTERNAL_SERVER_ERROR and is logged.
 */
export function createFormatError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    const base = { locations: formatted.locations, path: formatted.path };
    if (original instanceof ProviderError) {
      const mapped = providerErrorToGraphQL(original);
      logger.warn(
        {
          err: { message: original.message, status: original.status },
          errorCode: mapped.extensions.code,
        },
        'provider failure',
      );
      return { ...base, message: mapped.message, extensions: { code: mapped.extensions.code } };
    }
    const code = formatted.extensions?.code;
    if (isVariableErrorLimit(original)) {
      // graphql-js stops coercing variables after 50 errors and adds this one: the caller's input, not a fault.
      logger.info(
        { reason: formatted.message, errorCode: 'BAD_USER_INPUT' },
        'variables refused: too many invalid values',
      );
      return { ...base, message: formatted.message, extensions: { code: 'BAD_USER_INPUT' } };
    }
    if (isClientRequestError(original)) {
      // Apollo's own refusals of a malformed request without a code (a persisted-query hash that does not match
      // its query, an unsupported persisted-query version): the caller's mistake, said in Apollo's words.
      return { ...base, message: formatted.message, extensions: { code: 'BAD_USER_INPUT' } };
    }
    if (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR') {
      const { stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
      return { ...formatted, extensions };
    }
    logger.error({ err: original, errorCode: 'INTERNAL_SERVER_ERROR' }, 'unexpected resolver error');
    return { ...base, message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}

/**
 * The error graphql-js adds when variable coercion reaches its error limit (50): no code, no location, and only
 * ever raised for invalid variable values. Recognised by shape and message (graphql may be loaded twice).
 */
function isVariableErrorLimit(error: unknown): boolean {
  return (
    error instanceof Error &&
    error.name === 'GraphQLError' &&
    error.message.startsWith('Too many errors processing variables') &&
    (error as { extensions?: { code?: unknown } }).extensions?.code === undefined
  );
}

/**
 * A GraphQL error without a code that Apollo raised with an HTTP 4xx status: a malformed request. Recognised by
 * shape, not `instanceof`: Apollo may load graphql's other module format (ESM beside CommonJS).
 */
function isClientRequestError(error: unknown): boolean {
  if (!(error instanceof Error) || error.name !== 'GraphQLError') return false;
  const extensions = (error as { extensions?: { code?: unknown; http?: { status?: unknown } } }).extensions;
  const status = extensions?.http?.status;
  return extensions?.code === undefined && typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * A deliberate GraphQL error with a code (e.g. FORBIDDEN for agent-only operations) and optional extra
 * extensions (e.g. `retryAfterSeconds`).
 */
export function gatewayError(
  code: GatewayErrorCode,
  message: string,
  extensions: Record<string, unknown> = {},
): GraphQLError {
  return new GraphQLError(message, { extensions: { ...extensions, code } });
}

/**
 * BAD_USER_INPUT for an argument the gateway refuses before any provider call, naming it: `extensions.field` is
 * the argument's path (e.g. ['month'], ['search', 'departureFrom']), as userErrors name fields.
 */
export function badUserInput(field: readonly string[], message: string): GraphQLError {
  return gatewayError('BAD_USER_INPUT', message, { field: [...field] });
}
