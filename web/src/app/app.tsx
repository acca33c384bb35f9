import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import { SiteConfigProvider, type SiteConfig } from '@/config/site-config';
import { AnalyticsProvider, dataLayerAnalytics, noAnalytics } from '@/lib/analytics';

/** react-aria's pointer-or-keyboard tracking, in a chunk of its own that the first screen does not wait for. */
const InteractionModalityTracking = lazy(() =>
  import('./interaction-modality').then((module) => ({ default: module.InteractionModalityTracking })),
);

/**
 * What every page renders inside, in the browser and on the server alike: Apollo Client (data masking,
 * normalised cache), the served site configuration and the analytics adapter (inert unless configured), and
 * react-aria's interaction tracking.
 */
export function AppProviders({
  client,
  siteConfig,
  children,
}: {
  client: ApolloClient;
  siteConfig: SiteConfig;
  children: ReactNode;
}) {
  const analytics = useMemo(
    () => (siteConfig.analytics === 'dataLayer' ? dataLayerAnalytics() : noAnalytics),
    [siteConfig],
  );
  return (
    <ApolloProvider client={client}>
      <SiteConfigProvider value={siteConfig}>
        <AnalyticsProvider value={analytics}>
          {children}
          <Suspense fallback={null}>
            <InteractionModalityTracking />
          </Suspense>
        </AnalyticsProvider>
      </SiteConfigProvider>
    </ApolloProvider>
  );
}

/** The app in the browser: the providers around the data router (src/app/router.tsx). */
export function App({
  client,
  router,
  siteConfig,
}: {
  client: ApolloClient;
  router: DataRouter;
  siteConfig: SiteConfig;
}) {
  return (
    <AppProviders client={client} siteConfig={siteConfig}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
