import { createBrowserRouter, RouterContextProvider, type RouteObject } from 'react-router';
import { loadApollo } from '@/apollo/on-demand';
import {
  apolloContext,
  apolloLoaderContext,
  apolloMiddleware,
  type ApolloRouterContext,
} from '@/apollo/router-context';
import { siteConfigRouterContext, type SiteConfig } from '@/config/site-config';
import { paths } from '@tourdesk/domain/paths';
import * as root from '@/routes/root';

/**
 * The route table (seed 000 §2, seed 001 §2). Each page is a lazily loaded route module exporting `loader`
 * (which preloads the page's one query), `Component` and its loading state; the root layout's middleware puts
 * the Apollo client in the loaders' context, then guards the agent portal. Routes of later screens are added as
 * they are built; until then their addresses show the 404 page.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    middleware: [apolloMiddleware, root.agentGuard],
    loader: root.loader,
    Component: root.Component,
    HydrateFallback: root.HydrateFallback,
    ErrorBoundary: root.ErrorBoundary,
    children: [
      { index: true, lazy: () => import('@/routes/search') },
      { path: paths.search.path, lazy: () => import('@/routes/search') },
      { path: paths.login.path, lazy: () => import('@/routes/login') },
      { path: paths.forgotPassword.path, lazy: () => import('@/routes/login-forgot-password') },
      { path: paths.register.path, lazy: () => import('@/routes/login-register') },
      { path: paths.myProfile.path, lazy: () => import('@/routes/my-profile') },
      { path: paths.manageBookings.path, lazy: () => import('@/routes/manage-bookings') },
      { path: paths.bookingDetails.path, lazy: () => import('@/routes/booking-details') },
      { path: paths.cart.path, lazy: () => import('@/routes/cart') },
      { path: paths.payment.path, lazy: () => import('@/routes/checkout') },
      { path: paths.creditCard.path, lazy: () => import('@/routes/creditcard') },
      { path: paths.confirmation.path, lazy: () => import('@/routes/confirmation') },
      { path: paths.failedPayment.path, lazy: () => import('@/routes/failed-payment') },
      { path: paths.bookingPage.path, lazy: () => import('@/routes/booking-page') },
      { path: paths.tourPage.path, lazy: () => import('@/routes/tour-page') },
      { path: '*', lazy: () => import('@/routes/not-found') },
    ],
  },
];

/** The router's future flags, the same in the browser router and the server's static handler. */
export const ROUTER_FUTURE = { v8_middleware: true } as const;

/**
 * The context every loader and middleware gets: the site configuration and the Apollo client, given (the server's,
 * one per request) or loaded on first use (the browser's, src/apollo/on-demand.ts). The browser router makes one
 * per navigation.
 */
export function createRouterContext(
  siteConfig: SiteConfig,
  apollo: ApolloRouterContext | null,
): RouterContextProvider {
  const context = new RouterContextProvider();
  if (apollo) context.set(apolloContext, apollo);
  else context.set(apolloLoaderContext, loadApollo);
  context.set(siteConfigRouterContext, siteConfig);
  return context;
}

/** Creates the browser router, its loaders getting the site configuration and Apollo Client on first use. */
export function createAppRouter(siteConfig: SiteConfig) {
  return createBrowserRouter(routes, {
    future: ROUTER_FUTURE,
    getContext: () => createRouterContext(siteConfig, null),
  });
}
