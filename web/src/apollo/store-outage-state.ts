/**
 * The store-outage flag on its own, without Apollo Client or rxjs: the pages' notice reads it on every first screen,
 * while the retry link that sets it (store-outage.ts) arrives with Apollo Client.
 */

type Listener = () => void;

/**
 * Whether requests are being retried because the gateway cannot reach its session store: the pages show a notice
 * while it is true (read with React's useSyncExternalStore).
 */
export const storeOutage = {
  retrying: false,
  listeners: new Set<Listener>(),
  subscribe(listener: Listener): () => void {
    storeOutage.listeners.add(listener);
    return () => storeOutage.listeners.delete(listener);
  },
  get: (): boolean => storeOutage.retrying,
  set(retrying: boolean): void {
    if (storeOutage.retrying === retrying) return;
    storeOutage.retrying = retrying;
    for (const listener of storeOutage.listeners) listener();
  },
};
