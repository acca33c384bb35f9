/**
 * Starts the gateway from source exactly as `gateway/src/main.ts` does. With BENCH_DISABLE_CACHE=1 every cache of
 * provider data is bypassed: the shared cache (catalogue and capacity answers in the store and in the in-process
 * tier, and the in-process sharing of concurrent identical loads), the values derived from cached answers
 * (reduced tour lists, calendar months), the last capacity months kept for calendars while the provider fails, and
 * the whole-response cache of anonymous catalogue queries; every read goes to the provider. The gateway has no configuration switch for that (CATALOGUE_TTL_SECONDS and
 * CAPACITY_TTL_SECONDS are at least 1 s), so the bench patches the caches here instead of editing the gateway.
 * Sessions and authentication hashes are unaffected.
 */
if (process.env.BENCH_DISABLE_CACHE === '1') {
  const { SharedCache } = await import('../../gateway/src/cache/shared-cache.ts');
  const { ResponseCache } = await import('../../gateway/src/cache/response-cache.ts');
  SharedCache.prototype.getOrLoad = function getOrLoad(_policy, _key, load) {
    return load();
  };
  SharedCache.prototype.getManyOrLoad = async function getManyOrLoad(_policy, keys, loadMany) {
    const loaded = await loadMany([...keys]);
    return keys.map((key) => loaded.get(key) ?? null);
  };
  SharedCache.prototype.derive = function derive(source, _key, compute) {
    return compute(source);
  };
  SharedCache.prototype.remember = async function remember() {};
  SharedCache.prototype.recall = async function recall() {
    return undefined;
  };
  ResponseCache.prototype.get = function get() {
    return undefined;
  };
  ResponseCache.prototype.set = function set() {};
}
await import('../../gateway/src/main.ts');
