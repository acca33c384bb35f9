import type { AuthHashes } from 'gateway/src/provider/auth-hashes.js';
import type { ProviderClient } from 'gateway/src/provider/provider-client.js';
import type { Contract } from './contract.js';
import type { CheckOptions } from './options.js';
import type { Probe } from './probe.js';
import type { RecordingTransport } from './recording-transport.js';
import type { ProviderResponse } from 'gateway/src/provider/transport.js';

/** What every part of the check uses: the options, the contract, the probe and the gateway's client stack. */
export interface CheckContext {
  options: CheckOptions;
  contract: Contract;
  probe: Probe;
  /** The gateway's provider client, over the recording transport. */
  client: ProviderClient;
  transport: RecordingTransport;
  hashes: AuthHashes;
}

/** How {@link sendByContract} calls: query parameters, which budget it runs under, and a hash to send. */
export interface ContractCallOptions {
  query?: Record<string, string>;
  /** `catalogue` sends the call with the check's patience as its budget, as the client's catalogue reads. */
  budget: 'catalogue' | 'other';
  /** Sent instead of the app id's current hash (the hash-refresh check sends stale ones); null sends none. */
  hash?: string | null;
  /** Another base URL than the API's (the hosted card page's origin). */
  baseUrl?: string;
  /** A JSON body: the call is then a POST (a write when `write` is set). */
  body?: unknown;
  write?: boolean;
}

/**
 * Sends an operation by its openapi.yaml path (path parameters filled in; a GET, or a POST with `body`), through
 * the gateway's transport with the app id's hash, and answers the status and JSON body.
 */
export async function sendByContract(
  ctx: CheckContext,
  operationId: string,
  appId: string,
  params: Record<string, string | number>,
  options: ContractCallOptions,
): Promise<ProviderResponse> {
  const op = ctx.contract.operation(operationId);
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(name === 'appId' ? appId : params[name])),
  );
  const hash = options.hash === null ? undefined : (options.hash ?? (await ctx.hashes.get(appId)));
  return ctx.transport.send({
    operation: operationId,
    method: options.body === undefined ? 'GET' : 'POST',
    baseUrl: options.baseUrl ?? ctx.options.apiUrl,
    path,
    query: options.query,
    body: options.body,
    headers: hash === undefined ? {} : { 'x-authentication-hash': hash },
    read: !options.write,
    budgetMs: options.budget === 'catalogue' ? ctx.options.timeoutMs : undefined,
  });
}

/**
 * Calls a read the gateway's client has no method for (the gateway does not call it) by its openapi.yaml path,
 * through the same transport and hashes. Answers the JSON body.
 * @throws Error when the provider answers an error status (the probe has recorded the exchange).
 */
export async function callByContract(
  ctx: CheckContext,
  operationId: string,
  appId: string,
  params: Record<string, string | number>,
  options: ContractCallOptions,
): Promise<unknown> {
  const response = await sendByContract(ctx, operationId, appId, params, options);
  if (response.status >= 400) throw new Error(`${operationId}: HTTP ${response.status}`);
  return response.body;
}

/** The items of a list field, or [] when the answer has no such list (a drifted answer). */
export function listOf<T>(value: readonly T[] | undefined | null): T[] {
  return Array.isArray(value) ? [...value] : [];
}

/** A whole number, or undefined when the value is anything else. */
export function wholeNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) ? value : undefined;
}

/** A non-empty string, or undefined. */
export function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}
