import type { ApolloClient } from '@apollo/client';
import { getApolloContext } from '@apollo/client/react';
import { lazy, Suspense, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import { loadedApolloClient, subscribeToApollo } from '@/apollo/on-demand';
import { SiteConfigProvider, type SiteConfig } from '@/config/site-config';
import { AnalyticsProvider, dataLayerAnalytics, noAnalytics } from '@/lib/analytics';

/** react-aria's pointer-or-keyboard tracking, in a chunk of its own that the first screen does not wait for. */
const InteractionModalityTracking = lazy(() =>
  import('./interaction-modality').then((module) => ({ default: module.InteractionModalityTracking })),
);

const ApolloContext = getApolloContext();

/**
 * What every page renders inside, in the browser and on the server alike: Apollo Client (data masking,
 * normalised cache; null in the browser until it has loaded, src/apollo/on-demand.ts: only pages hydrated from
 * their answers render without it), the served site configuration and the analytics adapter (inert unless
 * configured), and react-aria's interaction tracking. Apollo's context is provided whether or not the client has
 * loaded, so its arrival changes a context value, not the tree; it keeps what an outer Apollo context holds
 * (`prerenderStatic`'s, on the server), as Apollo's own provider does.
 * @param onClientRead called whenever a component reads the client (the server learns from it whether the page
 *   needs Apollo Client to hydrate).
 */
export function AppProviders({
  client,
  siteConfig,
  onClientRead,
  children,
}: {
  client: ApolloClient | null;
  siteConfig: SiteConfig;
  onClientRead?: () => void;
  children: ReactNode;
}) {
  const analytics = useMemo(
    () => (siteConfig.analytics === 'dataLayer' ? dataLayerAnalytics() : noAnalytics),
    [siteConfig],
  );
  const outer = useContext(ApolloContext);
  const apollo = useMemo(() => {
    if (!client) return outer;
    if (!onClientRead) return { ...outer, client };
    return Object.defineProperty({ ...outer }, 'client', {
      enumerable: true,
      get: () => {
        onClientRead();
        return client;
      },
    });
  }, [outer, client, onClientRead]);
  return (
    <ApolloContext.Provider value={apollo}>
      <SiteConfigProvider value={siteConfig}>
        <AnalyticsProvider value={analytics}>
          {children}
          <Suspense fallback={null}>
            <InteractionModalityTracking />
          </Suspense>
        </AnalyticsProvider>
      </SiteConfigProvider>
    </ApolloContext.Provider>
  );
}

/** The app in the browser: the providers (with Apollo Client once loaded) around the data router (src/app/router.tsx). */
export function App({ router, siteConfig }: { router: DataRouter; siteConfig: SiteConfig }) {
  const client = useSyncExternalStore(subscribeToApollo, loadedApolloClient, loadedApolloClient);
  return (
    <AppProviders client={client} siteConfig={siteConfig}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
