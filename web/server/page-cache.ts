import { LRUCache } from 'lru-cache';
import type { PageFile } from './page-file.js';

/** A rendered page, or the redirect its address answers (a tour page under another slug), with when it was made. */
export type CachedPage =
  | { kind: 'page'; file: PageFile; status: number; renderedAt: number }
  | { kind: 'redirect'; location: string; status: number; renderedAt: number };

/**
 * What a shared page depends on, and nothing else: the kind of browser (the header differs on phones), the
 * currency its prices are in, and the address (path and query). Everyone with the same three gets the same page.
 */
export interface PageKey {
  variant: 'mobile' | 'desktop';
  currency: string;
  url: string;
}

/** The cache key of a shared page: the one place it is built. */
export function pageCacheKey(key: PageKey): string {
  return `${key.variant} ${key.currency} ${key.url}`;
}

/**
 * The shared cache of rendered pages, bounded by entries and by bytes (the page and its compressed forms).
 * Concurrent requests for a page not yet kept wait for one render (lru-cache `fetch`), which they get even when
 * the entry is evicted meanwhile (a page is never answered 500 because the cache was full); a failed render is not
 * kept. A page lives as long as the gateway answers it was rendered from may be shared (their max-age), at most
 * `ttlMs`; one rendered from an answer that may not be shared serves the requests that waited for it and is not
 * kept.
 * @param render renders the page of a key; undefined when it could not (the caller serves index.html)
 */
export function createPageCache(
  options: { ttlMs: number; entries: number; maxBytes: number },
  render: (key: PageKey) => Promise<{ page: CachedPage; maxAgeSeconds: number | null } | undefined>,
) {
  const cache = new LRUCache<string, CachedPage, PageKey>({
    max: options.entries,
    maxSize: options.maxBytes,
    sizeCalculation: (page) => (page.kind === 'page' ? page.file.size : page.location.length + 64),
    ttl: options.ttlMs,
    // A page evicted while it renders (many new addresses at once) is still handed to the requests waiting for it.
    ignoreFetchAbort: true,
    fetchMethod: async (_key, _stale, { options: fetchOptions, context }) => {
      const rendered = await render(context);
      // lru-cache keeps nothing for an undefined answer.
      if (!rendered) return undefined;
      if (rendered.maxAgeSeconds !== null) {
        // A ttl of 0 would mean 'forever' to lru-cache: 1 ms is gone before any later request.
        fetchOptions.ttl = Math.max(1, Math.min(options.ttlMs, rendered.maxAgeSeconds * 1000));
      }
      return rendered.page;
    },
  });
  return {
    /** The kept page of `key`, or the one rendered for it now (once for all who ask at the same time). */
    async get(key: PageKey): Promise<CachedPage | undefined> {
      const name = pageCacheKey(key);
      // A render that failed after its entry was evicted rejects with the eviction: the caller serves index.html.
      return cache.get(name) ?? (await cache.fetch(name, { context: key }).catch(() => undefined));
    },
    /** Entries and bytes held. */
    get stats() {
      return { entries: cache.size, bytes: cache.calculatedSize };
    },
  };
}
