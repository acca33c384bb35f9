import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { request } from 'undici';

/** The gateway refused or failed the request; `message` is ready to print. */
export class GatewayError extends Error {}

interface GraphQLResponse<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/**
 * Sends one typed GraphQL operation to the gateway with the report bearer token, waiting at most `timeoutMs`
 * milliseconds for the answer's headers and again between body chunks.
 * @returns the operation's `data`.
 * @throws GatewayError for an unreachable gateway, a refused token (UNAUTHENTICATED / FORBIDDEN) or any GraphQL error.
 */
export async function execute<TData, TVariables>(
  url: string,
  token: string,
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  timeoutMs: number,
): Promise<TData> {
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
    if (code === 'UNAUTHENTICATED' || code === 'FORBIDDEN') {
      throw new GatewayError(`The gateway refused the report token (${code}): ${error.message}`);
    }
    throw new GatewayError(`The gateway answered an error${code ? ` (${code})` : ''}: ${error.message}`);
  }
  if (!body.data) throw new GatewayError(`The gateway answered HTTP ${response.statusCode} with no data.`);
  return body.data;
}
