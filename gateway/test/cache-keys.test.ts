/**
 * One cache module: every store and cache key is built in src/cache/keys.ts, with a listed prefix, and the
 * README's table of cache layers names every prefix the code uses.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  cacheKeys,
  postedOperationKey,
  queriedOperationKey,
  responseCacheKey,
  sharedCacheEntryKey,
  storeKeys,
  STORE_KEY_PREFIXES,
} from '../src/cache/keys.js';
import type { CachePolicy } from '../src/cache/policies.js';

const gatewayDir = fileURLToPath(new URL('..', import.meta.url));
const srcDir = join(gatewayDir, 'src');

/** Every hand-written .ts file under src/, relative to it. */
function sources(dir = srcDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sources(path);
    return entry.name.endsWith('.ts') ? [relative(srcDir, path)] : [];
  });
}

/**
 * A string or template literal that starts like a key (a lower-case `word:` then text or an interpolation; every
 * listed prefix is lower case). The only such
 * literals allowed outside keys.ts are not store or cache keys: Node's built-in module names, the provider's
 * idempotency header of a commit, and the principal inside a booking fingerprint.
 */
const KEY_LITERAL = /[`'"]([a-z][a-z0-9_-]*):(\$\{|[a-zA-Z0-9])/g;
const NOT_KEYS = new Set(['node', 'commit', 'agency']);

/** A key of every builder, with sample arguments. */
function everyKey(): string[] {
  const sample = (fn: (...args: never[]) => string) =>
    (fn as (...args: unknown[]) => string)('a', 'b', 2026, 11, 3);
  const policies: CachePolicy[] = [
    { name: 'catalogue', freshMs: 1, staleMs: 0 },
    { name: 'capacity', freshMs: 1, staleMs: 0 },
  ];
  const relativeKeys = Object.entries(cacheKeys)
    .filter(([name]) => name !== 'productTourId')
    .map(([, fn]) => sample(fn as (...args: never[]) => string));
  return [
    ...Object.values(storeKeys).map((fn) => sample(fn as (...args: never[]) => string)),
    ...policies.flatMap((policy) => relativeKeys.map((key) => sharedCacheEntryKey(policy, key))),
  ];
}

describe('cache keys', () => {
  it('are built only in src/cache/keys.ts: no key literal anywhere else in the gateway', () => {
    const found: string[] = [];
    for (const file of sources()) {
      if (file === join('cache', 'keys.ts')) continue;
      const text = readFileSync(join(srcDir, file), 'utf8');
      for (const match of text.matchAll(KEY_LITERAL)) {
        if (!NOT_KEYS.has(match[1]!)) found.push(`${file}: ${match[0]}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('fails on a key literal outside keys.ts (the scan above sees one)', () => {
    const text = "await store.get(`bkmemo:${sessionId}:${id}`); store.set('unlisted:x', v);";
    const prefixes = [...text.matchAll(KEY_LITERAL)].map((m) => m[1]);
    expect(prefixes).toEqual(['bkmemo', 'unlisted']);
  });

  it('every key a builder makes starts with a listed prefix', () => {
    const listed = new Set(Object.keys(STORE_KEY_PREFIXES));
    const unlisted = everyKey().filter((key) => !listed.has(key.slice(0, key.indexOf(':'))));
    expect(unlisted).toEqual([]);
  });

  it("every listed prefix is used by a builder and named in the README's table of cache layers", () => {
    const used = new Set(everyKey().map((key) => key.slice(0, key.indexOf(':'))));
    const readme = readFileSync(join(gatewayDir, 'README.md'), 'utf8');
    const start = readme.indexOf('### Cache layers');
    const table = readme.slice(start, readme.indexOf('\n### ', start + 1));
    for (const prefix of Object.keys(STORE_KEY_PREFIXES)) {
      expect(used, prefix).toContain(prefix);
      expect(table, prefix).toContain(`\`${prefix}:`);
    }
  });

  it('versions add-on availability and capacity months with the capacity version of their tour-month', () => {
    expect(cacheKeys.addOns('consumer', '3SU', '2026-11-03', 4)).not.toBe(
      cacheKeys.addOns('consumer', '3SU', '2026-11-03', 5),
    );
    expect(cacheKeys.capacityMonth('consumer', '3SU', 2026, 11, 4)).not.toBe(
      cacheKeys.capacityMonth('consumer', '3SU', 2026, 11, 5),
    );
  });
});

describe('response-cache keys', () => {
  const parts = {
    appId: 'consumer',
    currency: 'GBP',
    today: '2026-06-01',
    accept: '*/*',
    documentId: 'a'.repeat(64),
  };
  const extensions = { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } };
  const query = `operationName=SearchPage&variables=%7B%7D&extensions=${encodeURIComponent(JSON.stringify(extensions))}`;

  it('key a GET by its query string as sent, a POST by its members, never one as the other', () => {
    const get = responseCacheKey({ ...parts, sent: queriedOperationKey(`/graphql?${query}`) });
    expect(get).toBe(responseCacheKey({ ...parts, sent: queriedOperationKey(`/graphql?${query}`) }));
    const post = responseCacheKey({ ...parts, sent: postedOperationKey('SearchPage', {}, extensions) });
    expect(post).not.toBe(get);
    // A GET whose query string is a POST's JSON text still differs from that POST.
    const json = JSON.stringify(['SearchPage', {}, extensions]);
    expect(responseCacheKey({ ...parts, sent: queriedOperationKey(`/graphql?${json}`) })).not.toBe(post);
  });

  it('differ in every part', () => {
    const key = responseCacheKey({ ...parts, sent: queriedOperationKey(`/graphql?${query}`) });
    for (const name of Object.keys(parts)) {
      const changed = { ...parts, [name]: `${parts[name as keyof typeof parts]}x` };
      expect(responseCacheKey({ ...changed, sent: queriedOperationKey(`/graphql?${query}`) })).not.toBe(key);
    }
    expect(
      responseCacheKey({ ...parts, sent: queriedOperationKey('/graphql?variables=%7B%22a%22%3A1%7D') }),
    ).not.toBe(key);
  });
});
