/**
 * How long one class of provider data is shared between requests and users.
 * - `freshMs`: served from cache without asking the provider.
 * - `staleMs`: after that, still served when the provider fails (stale-if-error); 0 disables.
 */
export interface CachePolicy {
  /** Data class name, used in keys and metrics: 'catalogue' or 'capacity'. */
  name: 'catalogue' | 'capacity';
  freshMs: number;
  staleMs: number;
}

/** The shared data classes (GUIDE "Caching by data class"). Quotes and bookings are never shared. */
export interface CachePolicies {
  /** Products, filters, age categories, countries, currencies, pick-up runs, sales groups, add-ons: minutes. */
  catalogue: CachePolicy;
  /** Capacity months (free seats, seasonal prices): seconds, invalidated per tour and month on book/cancel. */
  capacity: CachePolicy;
  /**
   * How long the last capacity month read is kept for calendars to show while the provider fails, flagged as
   * possibly out of date (stale-if-error for browsing only), in milliseconds; 0 disables.
   */
  capacityLastKnownMs: number;
}

/**
 * The configured lifetimes (seconds) the policies are built from: GatewayConfig's fields, declared here because
 * the configuration imports this folder's types.
 */
export interface PolicyTtls {
  catalogueTtlSeconds: number;
  catalogueStaleSeconds: number;
  capacityTtlSeconds: number;
  capacityStaleSeconds: number;
}

/** Builds the policies from the configured TTLs. */
export function cachePolicies(config: PolicyTtls): CachePolicies {
  return {
    catalogue: {
      name: 'catalogue',
      freshMs: config.catalogueTtlSeconds * 1000,
      staleMs: config.catalogueStaleSeconds * 1000,
    },
    capacity: { name: 'capacity', freshMs: config.capacityTtlSeconds * 1000, staleMs: 0 },
    capacityLastKnownMs:
      config.capacityStaleSeconds === 0
        ? 0
        : (config.capacityTtlSeconds + config.capacityStaleSeconds) * 1000,
  };
}
