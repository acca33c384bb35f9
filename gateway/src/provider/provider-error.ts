/**
 * Why a provider call failed:
 * - `timeout`: no complete answer within the per-call timeout;
 * - `network`: connection refused/reset or an unreadable answer;
 * - `http`: the provider answered with an error status (see `status` and the provider's `code`).
 */
export type ProviderFailureKind = 'timeout' | 'network' | 'http';

/**
 * A failed provider call. Thrown only by the provider client; turned into a GraphQL error code by
 * `toGraphQLError` (errors.ts), the one place that maps provider failures.
 */
export class ProviderError extends Error {
  constructor(
    readonly operation: string,
    readonly kind: ProviderFailureKind,
    readonly status: number | undefined,
    readonly code: string | undefined,
    message: string,
  ) {
    super(`${operation}: ${message}`);
    this.name = 'ProviderError';
  }

  /** True when repeating the same read may succeed (timeouts, network errors, 5xx). */
  get transient(): boolean {
    return this.kind !== 'http' || (this.status !== undefined && this.status >= 500);
  }
}
