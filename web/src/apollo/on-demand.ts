import type { ApolloClient } from '@apollo/client';
import { takenPageAnswers } from './page-answers';
import type { ApolloRouterContext } from './router-context';

/**
 * Apollo Client in the browser, loaded when first needed (about 52 KB gzip with graphql-js and rxjs): at once for
 * a page the browser renders itself or hydrates from Apollo's cache, and for a page hydrated from its answers
 * (src/apollo/page-answers.ts) at the visitor's first interaction or the first navigation that needs it, so the
 * first screen of the catalogue is interactive with React and the router alone.
 */

let settings: { siteMode: string; state: object | null } = { siteMode: 'consumer', state: null };
let loading: Promise<ApolloRouterContext> | null = null;
let loaded: ApolloRouterContext | null = null;
const listeners = new Set<() => void>();

/** The site mode (client awareness) and the server-rendered page's Apollo cache, if it brought one (src/main.tsx). */
export function configureApollo(siteMode: string, state: object | null): void {
  settings = { siteMode, state };
}

/** The User Timing mark set when the client has loaded (for field measurement and the e2e tests). */
export const APOLLO_LOADED_MARK = 'tourdesk:apollo-client-loaded';

/** Loads Apollo Client (once) and resolves with it and its query preloader. */
export function loadApollo(): Promise<ApolloRouterContext> {
  loading ??= import('./client').then(({ createBrowserApollo }) => {
    loaded = createBrowserApollo(settings.siteMode, settings.state, takenPageAnswers());
    performance.mark(APOLLO_LOADED_MARK);
    for (const listener of listeners) listener();
    return loaded;
  });
  return loading;
}

/** The client once loaded, else null (for `useSyncExternalStore`). */
export function loadedApolloClient(): ApolloClient | null {
  return loaded?.client ?? null;
}

/** Calls `listener` when the client has loaded; returns the unsubscribe function. */
export function subscribeToApollo(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What shows a visitor is about to act: pointing, touching, typing, focusing or scrolling. */
const FIRST_INTERACTIONS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
  'scroll',
] as const;

/** Loads Apollo Client at the visitor's first interaction with the page. */
export function loadApolloOnFirstInteraction(): void {
  const start = () => {
    for (const type of FIRST_INTERACTIONS) window.removeEventListener(type, start, true);
    void loadApollo();
  };
  for (const type of FIRST_INTERACTIONS)
    window.addEventListener(type, start, { capture: true, passive: true });
}

/**
 * Loads the module of a component that reads Apollo Client together with the client, in the browser (for
 * `React.lazy`): a panel opened on a page hydrated without the client renders once both have loaded. The server
 * gives its client from the start.
 */
export function withApolloClient<T>(load: () => Promise<T>): Promise<T> {
  if (typeof window === 'undefined') return load();
  return Promise.all([load(), loadApollo()]).then(([module]) => module);
}
