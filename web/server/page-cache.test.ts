// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createPageCache, type CachedPage, type PageKey } from './page-cache.js';

/** A page of `html` as the cache holds it. */
function page(html: string): CachedPage {
  const body = Buffer.from(html);
  return {
    kind: 'page',
    file: { body, br: body, gzip: body, size: body.length * 3 },
    status: 200,
    renderedAt: 0,
  };
}

const key = (url: string): PageKey => ({ variant: 'desktop', currency: 'GBP', url });

describe('page cache', () => {
  it('hands each waiting request its page even when the entry is evicted while it renders', async () => {
    const cache = createPageCache({ ttlMs: 60_000, entries: 1, maxBytes: 1_048_576 }, async (k) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { page: page(k.url), maxAgeSeconds: 60 };
    });
    const urls = ['/search?q=a', '/search?q=b', '/search?q=c', '/search?q=a'];
    const pages = await Promise.all(urls.map((url) => cache.get(key(url))));
    expect(pages.map((p) => (p?.kind === 'page' ? p.file.body.toString() : null))).toEqual(urls);
    expect(cache.stats.entries).toBeLessThanOrEqual(1);
  });

  it('answers undefined (index.html) when a render fails after its entry was evicted', async () => {
    const cache = createPageCache({ ttlMs: 60_000, entries: 1, maxBytes: 1_048_576 }, async (k) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return k.url === '/fails' ? undefined : { page: page(k.url), maxAgeSeconds: 60 };
    });
    const [failed, other] = await Promise.all([cache.get(key('/fails')), cache.get(key('/ok'))]);
    expect(failed).toBeUndefined();
    expect(other?.kind).toBe('page');
  });
});
