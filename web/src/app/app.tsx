import { ApolloProvider } from '@apollo/client/react';
import { useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { createApolloClient } from '@/apollo/client';
import { SiteConfigProvider, type SiteConfig } from '@/config/site-config';
import { createAppRouter } from './router';

/**
 * The app: Apollo Client (data masking, normalised cache), the served site configuration, and the data
 * router.
 */
export function App({ siteConfig }: { siteConfig: SiteConfig }) {
  const { client, router } = useMemo(() => {
    const apollo = createApolloClient(siteConfig.mode);
    return { client: apollo, router: createAppRouter(apollo, siteConfig) };
  }, [siteConfig]);
  return (
    <ApolloProvider client={client}>
      <SiteConfigProvider value={siteConfig}>
        <RouterProvider router={router} />
      </SiteConfigProvider>
    </ApolloProvider>
  );
}
