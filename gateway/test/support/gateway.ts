import { createHash, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../src/config.js';
import { startGateway, type GatewayOptions, type RunningGateway } from '../../src/server.js';

/**
 * A one-operation persisted query manifest, for configurations that need one (production) and whose tests do not
 * send its operation.
 */
export const FIXTURE_MANIFEST = fileURLToPath(new URL('./persisted-query-manifest.json', import.meta.url));

/**
 * What production requires besides a manifest (config.ts `productionProblems`): the secrets, none of them its
 * development value, and SINGLE_INSTANCE=true for the in-memory store (a test gives REDIS_URL to share one).
 */
export const PRODUCTION_SETTINGS = {
  PROVIDER_API_KEY: 'production-test-api-key',
  PAYMENT_LINK_SECRET: 'production-test-payment-link-secret-0123456789',
  ALTCHA_HMAC_KEY: 'production-test-altcha-hmac-key-0123456789',
  REPORT_TOKEN_HASHES: createHash('sha256').update('production-test-report-token').digest('hex'),
  SINGLE_INSTANCE: 'true',
} as const;

/**
 * Starts a gateway in this process on a free port with test defaults; `env` overrides any variable, `options`
 * gives what no variable can (a ManualClock, support/clock.ts, its caches expire by).
 */
export async function startTestGateway(
  env: Record<string, string | undefined> = {},
  options: GatewayOptions = {},
): Promise<RunningGateway> {
  return startGateway(
    loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      LOG_LEVEL: 'silent',
      TODAY: '2026-06-01',
      PROVIDER_READ_RETRIES: '0',
      PROVIDER_TIMEOUT_MS: '2000',
      // Catalogue reads get the same 2 s as other reads: tests share a loaded machine, and the budget itself is
      // tested on its own (provider-client.test.ts, safety/flaky-provider.test.ts).
      PROVIDER_CATALOGUE_BUDGET_MS: '2000',
      CACHE_PREFIX: `test:${randomUUID()}:`,
      // Production needs a manifest: the fixture, unless a test gives the web build's.
      PERSISTED_QUERY_MANIFESTS: FIXTURE_MANIFEST,
      ...env,
    }),
    options,
  );
}

/** A GraphQL answer plus the HTTP details tests look at. */
export interface GraphQLResult<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  data?: T;
  errors?: {
    message: string;
    extensions?: { code?: string; [key: string]: unknown };
    [key: string]: unknown;
  }[];
}

/**
 * POSTs a GraphQL operation as JSON (a CSRF-safe content type) and returns the status, headers and body.
 * `cookie` is sent as the Cookie header when given.
 */
export async function gql<T = Record<string, unknown>>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  options: { cookie?: string; headers?: Record<string, string> } = {},
): Promise<GraphQLResult<T>> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: GraphQLResult['errors'] };
  return { status: response.status, headers: response.headers, ...body };
}

/** The `name=value` part of a Set-Cookie header, for sending it back. */
export function cookieFrom(headers: Headers): string | undefined {
  return headers.get('set-cookie')?.split(';')[0];
}
