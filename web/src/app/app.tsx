import { ApolloProvider } from '@apollo/client/react';
import { useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { createApolloClient } from '@/apollo/client';
import { SiteConfigProvider, type SiteConfig } from '@/config/site-config';
import { AnalyticsProvider, dataLayerAnalytics, noAnalytics } from '@/lib/analytics';
import { createAppRouter } from './router';

/**
 * The app: Apollo Client (data masking, normalised cache), the served site configuration, the analytics
 * adapter (inert unless configured) and the data router.
 */
export function App({ siteConfig }: { siteConfig: SiteConfig }) {
  const { client, router, analytics } = useMemo(() => {
    const apollo = createApolloClient(siteConfig.mode);
    return {
      client: apollo,
      router: createAppRouter(apollo, siteConfig),
      analytics: siteConfig.analytics === 'dataLayer' ? dataLayerAnalytics() : noAnalytics,
    };
  }, [siteConfig]);
  return (
    <ApolloProvider client={client}>
      <SiteConfigProvider value={siteConfig}>
        <AnalyticsProvider value={analytics}>
          <RouterProvider router={router} />
        </AnalyticsProvider>
      </SiteConfigProvider>
    </ApolloProvider>
  );
}
