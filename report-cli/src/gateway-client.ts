import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { request } from 'undici';

/** The gateway refused or failed the request; `message` is ready to print (exit 1). */
export class GatewayError extends Error {}

/** The gateway refused the request's input (BAD_USER_INPUT, e.g. a range over its limit); exit 2 like bad arguments. */
export class GatewayInputError extends GatewayError {}

/** A warning the gateway gave with its answer (`extensions.warnings`): an unknown provider value, a filter matching nothing. */
export interface GatewayWarning {
  code: string;
  message: string;
}

interface GraphQLResponse<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
  extensions?: { warnings?: GatewayWarning[] };
}

/**
 * Sends one typed GraphQL operation to the gateway with the report bearer token, waiting at most `timeoutMs`
 * milliseconds for the answer's headers and again between body chunks.
 * @returns the operation's `data` and the answer's warnings (`extensions.warnings`, empty when none).
 * @throws GatewayInputError for BAD_USER_INPUT; GatewayError for an unreachable gateway, a refused token (HTTP 401
 *   UNAUTHENTICATED, 403 FORBIDDEN, 429 TOO_MANY_REQUESTS) or any other GraphQL error.
 */
export async function execute<TData, TVariables>(
  url: string,
  token: string,
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  timeoutMs: number,
): Promise<{ data: TData; warnings: GatewayWarning[] }> {
  let response;
  try {
    response = await request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: print(document), variables }),
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
  } catch (error) {
    throw new GatewayError(`Cannot reach the gateway at ${url}: ${(error as Error).message}`);
  }
  const text = await response.body.text();
  let body: GraphQLResponse<TData>;
  try {
    body = JSON.parse(text) as GraphQLResponse<TData>;
  } catch {
    throw new GatewayError(`The gateway answered HTTP ${response.statusCode} without GraphQL JSON.`);
  }
  const error = body.errors?.[0];
  if (error) {
    const code = error.extensions?.code;
    if (code === 'UNAUTHENTICATED' || code === 'FORBIDDEN' || code === 'TOO_MANY_REQUESTS') {
      throw new GatewayError(
        `The gateway refused the report token (HTTP ${response.statusCode} ${code}): ${error.message}`,
      );
    }
    if (code === 'BAD_USER_INPUT')
      throw new GatewayInputError(`The gateway refused the input: ${error.message}`);
    throw new GatewayError(`The gateway answered an error${code ? ` (${code})` : ''}: ${error.message}`);
  }
  if (!body.data) throw new GatewayError(`The gateway answered HTTP ${response.statusCode} with no data.`);
  return { data: body.data, warnings: body.extensions?.warnings ?? [] };
}
