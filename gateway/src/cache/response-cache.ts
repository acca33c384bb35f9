import { LRUCache } from 'lru-cache';
import type { CapacityMonthVersion } from './capacity-versions.js';

/** Bounds of the whole-response cache (RESPONSE_CACHE_* settings). */
export interface ResponseCacheLimits {
  /** Most responses kept (one per query document × variables × app id × currency × day × Accept). */
  maxEntries: number;
  /** Bytes of the kept bodies and their keys (the search page's answer is about 20 KB). */
  maxBytes: number;
}

/** The defaults: 2000 answers, 32 MiB. */
export const DEFAULT_RESPONSE_CACHE_LIMITS: ResponseCacheLimits = {
  maxEntries: 2000,
  maxBytes: 32 * 1024 * 1024,
};

/**
 * One kept GraphQL answer: the exact bytes Apollo sent, its content type, when it stops being fresh and the capacity
 * month versions it was built from (served only while they are all current).
 */
export interface CachedResponse {
  body: Buffer;
  contentType: string;
  /** Epoch millisecond after which the answer is not served any more. */
  expiresAt: number;
  /** The Cache-Control scope Apollo gave it (sent again, with the remaining max-age, on every hit). */
  scope: 'public' | 'private';
  capacity: readonly CapacityMonthVersion[];
}

/**
 * The max-age (seconds) of an answer's `Cache-Control` header as Apollo's cache-control plugin computed it from the
 * schema's `@cacheControl` hints; 0 when absent (Apollo sends none for answers with errors or a max-age of 0).
 */
export function cacheControlMaxAge(header: unknown): number {
  const match = typeof header === 'string' ? /(?:^|[\s,])max-age=(\d+)/.exec(header) : null;
  return match ? Number(match[1]) : 0;
}

/**
 * In-process cache of whole GraphQL answers to anonymous catalogue queries (server.ts decides what may be kept:
 * never agent or report callers, never answers with a Set-Cookie, with errors or with a zero max-age; each answer
 * lives no longer than its max-age and the freshness of the cached data it was built from, and one that read
 * capacity is served only while the capacity versions it read are current).
 * Bounded by entries and bytes ({@link ResponseCacheLimits}); `now` is injectable for tests.
 */
export class ResponseCache {
  private readonly entries: LRUCache<string, CachedResponse>;

  constructor(
    private readonly now: () => number = Date.now,
    limits: ResponseCacheLimits = DEFAULT_RESPONSE_CACHE_LIMITS,
  ) {
    this.entries = new LRUCache<string, CachedResponse>({ max: limits.maxEntries, maxSize: limits.maxBytes });
  }

  /** The kept answer of `key` while it is fresh, else undefined. */
  get(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Keeps an answer until `response.expiresAt` (ignored when already past). */
  set(key: string, response: CachedResponse): void {
    if (response.expiresAt > this.now()) {
      this.entries.set(key, response, { size: Math.max(1, response.body.length + 2 * key.length) });
    }
  }
}
