/**
 * Starts the gateway from source exactly as `gateway/src/main.ts` does. With BENCH_DISABLE_CACHE=1 the shared
 * cache (catalogue and capacity answers, and the in-process sharing of concurrent identical loads) is bypassed:
 * every read goes to the provider. The gateway has no configuration switch for that (CATALOGUE_TTL_SECONDS and
 * CAPACITY_TTL_SECONDS are at least 1 s), so the bench patches SharedCache here instead of editing the gateway.
 * Sessions and authentication hashes are unaffected.
 */
if (process.env.BENCH_DISABLE_CACHE === '1') {
  const { SharedCache } = await import('../../gateway/src/cache/shared-cache.ts');
  SharedCache.prototype.getOrLoad = function getOrLoad(_policy, _key, load) {
    return load();
  };
  SharedCache.prototype.getManyOrLoad = async function getManyOrLoad(_policy, keys, loadMany) {
    const loaded = await loadMany([...keys]);
    return keys.map((key) => loaded.get(key) ?? null);
  };
}
await import('../../gateway/src/main.ts');
