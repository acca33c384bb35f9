import { ApolloProvider, createQueryPreloader } from '@apollo/client/react';
import { render } from '@testing-library/react';
import {
  createMemoryRouter,
  RouterContextProvider,
  RouterProvider,
  type LoaderFunction,
  type ShouldRevalidateFunction,
} from 'react-router';
import type { ComponentType } from 'react';
import { apolloContext } from '@/apollo/router-context';
import { ROUTER_FUTURE } from '@/app/router';
import {
  DEFAULT_SITE_CONFIG,
  SiteConfigProvider,
  siteConfigRouterContext,
  type SiteConfig,
} from '@/config/site-config';
import { gatewayClient, type Answer } from './apollo';

/** A route module as src/app/router.tsx loads it lazily: its loader and page. */
export interface RouteModule {
  loader?: LoaderFunction;
  Component: ComponentType;
  shouldRevalidate?: ShouldRevalidateFunction;
}

/**
 * Renders one route module at `address` the way the app's router does: a memory router with the app's future
 * flags, its loader given a router context holding the site configuration and an {@link gatewayClient} (the
 * network mocked at the gateway's edge, `answer` giving each response), the page under the client's and the site
 * configuration's providers. Returns the operations sent and the router (its `state.location` after the page navigates).
 */
export function renderRoute(
  route: RouteModule,
  address: string,
  { answer, site = {} }: { answer?: Answer; site?: Partial<SiteConfig> } = {},
) {
  const gateway = gatewayClient(answer);
  const siteConfig = { ...DEFAULT_SITE_CONFIG, ...site };
  const path = new URL(address, 'http://127.0.0.1').pathname;
  const router = createMemoryRouter(
    [
      { path, ...route },
      { path: '*', Component: () => null },
    ],
    {
      initialEntries: [address],
      future: ROUTER_FUTURE,
      getContext: () => {
        const context = new RouterContextProvider();
        context.set(siteConfigRouterContext, siteConfig);
        context.set(apolloContext, {
          client: gateway.client,
          preloadQuery: createQueryPreloader(gateway.client),
        });
        return context;
      },
    },
  );
  const view = render(
    <ApolloProvider client={gateway.client}>
      <SiteConfigProvider value={siteConfig}>
        <RouterProvider router={router} />
      </SiteConfigProvider>
    </ApolloProvider>,
  );
  return { ...gateway, router, view };
}
