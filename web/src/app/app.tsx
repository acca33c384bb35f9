import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { useMemo, type ReactNode } from 'react';
import { useFocusVisible } from 'react-aria';
import { RouterProvider, type DataRouter } from 'react-router';
import { SiteConfigProvider, type SiteConfig } from '@/config/site-config';
import { AnalyticsProvider, dataLayerAnalytics, noAnalytics } from '@/lib/analytics';

/**
 * What every page renders inside, in the browser and on the server alike: Apollo Client (data masking,
 * normalised cache), the served site configuration and the analytics adapter (inert unless configured).
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
        <AnalyticsProvider value={analytics}>{children}</AnalyticsProvider>
      </SiteConfigProvider>
    </ApolloProvider>
  );
}

/**
 * Starts react-aria's tracking of how the visitor uses the page (pointer or keyboard) from the first event on. Its
 * tooltips open on a pointer's hover and its focus rings show for the keyboard only once it knows; the landing
 * pages' first controls are native, so it would otherwise start listening only when its first control mounts (a
 * tour panel opened by a link would ignore the mouse hovering its disabled pick-up).
 */
function InteractionModalityTracking() {
  useFocusVisible();
  return null;
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
      <InteractionModalityTracking />
      <RouterProvider router={router} />
    </AppProviders>
  );
}
