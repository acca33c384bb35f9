import type { Request } from '@playwright/test';

/**
 * The e2e stack's report token (e2e/stack.mjs configures its digest): the production gateway runs only the web
 * build's trusted documents from browsers, so a spec that sets data up, or probes the gateway, through its own
 * GraphQL documents sends them as a script does, with this bearer token (sessions still come from the cookies).
 */
export const E2E_SCRIPT_TOKEN = 'e2e-script-token';

/** The header that makes a request a script's. */
export const SCRIPT_HEADERS = { authorization: `Bearer ${E2E_SCRIPT_TOKEN}` };

/** The operation name of a /graphql request: a POST's body, or a GET's query string (the app's queries). */
export function operationNameOf(request: Request): string {
  const body =
    request.method() === 'POST' ? (request.postDataJSON() as { operationName?: string } | null) : null;
  return body?.operationName ?? new URL(request.url()).searchParams.get('operationName') ?? '?';
}
