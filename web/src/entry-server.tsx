import { gql, type ApolloClient } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { hasBookingReference } from '@tourdesk/domain/booking';
import { resolveCurrency } from '@tourdesk/domain/currencies';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { apolloRouterContext, createApolloClient, type SentOperation } from '@/apollo/client';
import { fetchWithSignal, pageAnswers, trackingFetch } from '@/apollo/server-fetch';
import {
  BookingExistsDocument,
  BookingLinkStatusDocument,
  SitemapToursDocument,
  TourPageDocument,
  type SitemapToursQuery,
  type TourPageQuery,
} from '@/apollo/generated/graphql';
import { AppProviders } from '@/app/app';
import {
  emptyHead,
  homeOrSearchHead,
  notFoundHead,
  openTourHead,
  searchHead,
  tourPageHead,
  type HeadSite,
  type PageHead,
} from '@/app/page-head';
import { createRouterContext, ROUTER_FUTURE, routes } from '@/app/router';
import { parseSiteConfig, type SiteConfig } from '@/config/site-config';
import { SITE_IMAGE } from '@/config/site-image';
import { embeddedTourFromLocation, openTourFromLocation } from '@/features/tours/api/search-params';
import { BOOKING_LINK_PARAM, paths } from '@tourdesk/domain/paths';
import { PageCurrencyContext } from '@/lib/page-currency';
import { isMobileUserAgent, MobileUserAgentContext } from '@/lib/user-agent';

if (false) {
  gql`
    query SitemapTours {
      tours {
        tours {
          tourId
          name
        }
      }
    }
  `;
  gql`
    query BookingExists($groupBookingId: ID!) {
      booking(groupBookingId: $groupBookingId) {
        groupBookingId
      }
    }

    query BookingLinkStatus($groupBookingId: ID!, $token: String!) {
      bookingLinkState(groupBookingId: $groupBookingId, token: $token)
    }
  `;
}

/**
 * How the web server (web/server) asks for a page: the served site settings (site-config.mjs
 * `siteConfigFromEnv`), where the gateway answers GraphQL and with which headers (the site header, the visitor's
 * address, a session cookie for a page rendered for one visitor), the site's public origin (SITE_ORIGIN) for
 * absolute addresses, the browser's User-Agent (the header differs on mobile) and the render's deadline.
 */
export interface ServerRenderOptions {
  served: Record<string, unknown>;
  graphqlUrl: string;
  headers: Record<string, string>;
  origin: string;
  userAgent: string;
  /** Aborted at the render's deadline: every gateway request of the render carries it, and so does React's. */
  signal: AbortSignal;
}

/**
 * Which form of a page a browser gets: pages differ only between mobile and other browsers (the header's second
 * logo, seed 000), so the web server keeps one shared copy of a page per form.
 */
export function pageVariant(userAgent: string): 'mobile' | 'desktop' {
  return isMobileUserAgent(userAgent) ? 'mobile' : 'desktop';
}

/** A rendered page: status, the app's markup for `#root`, the data it hydrates from and its head. */
export interface RenderedPage {
  kind: 'page';
  /** 200, or 404 for the 404 view (an unknown address or tour). */
  status: number;
  /** The app's HTML, to put inside `<div id="root">`. */
  html: string;
  /**
   * What the browser hydrates from (the web server writes it as inert JSON): the page's answers
   * (src/apollo/page-answers.ts) when they are all its Apollo cache holds and no component read the client while
   * rendering (the browser then hydrates without Apollo Client); else `client.extract()`, from which the browser
   * restores its cache first.
   */
  hydration: { kind: 'answers' | 'state'; data: unknown };
  /** Title, description, canonical, Open Graph, Twitter card and JSON-LD of the page. */
  head: PageHead;
  /**
   * Whether the page shows the tour details panel its address opens (`open` on the search page, seed 001 §2),
   * drawn from the Apollo cache: the web server then sends the panel's styles and code with the page.
   */
  tourPanel?: boolean;
  /**
   * For how many more seconds every gateway answer the page was rendered from may be shared (the shortest
   * `sharedMaxAge`; 0 when one may not be, e.g. an answer with errors), or null when the page asked the
   * gateway nothing. A shared copy of the page lives no longer.
   */
  maxAgeSeconds: number | null;
}

/** A loader or middleware answered with a redirect (the agent guard), or a tour page under another slug (301). */
export interface RenderedRedirect {
  kind: 'redirect';
  status: number;
  location: string;
}

const handler = createStaticHandler(routes, { future: ROUTER_FUTURE });

/**
 * The renderer's Apollo Client, the one place it is made: queries go straight to the gateway with the options'
 * headers, each carrying the render's deadline.
 */
function rendererClient(
  siteConfig: SiteConfig,
  options: Pick<ServerRenderOptions, 'graphqlUrl' | 'headers' | 'signal'>,
  send: typeof fetch = fetchWithSignal(options.signal),
  sent?: SentOperation[],
): ApolloClient {
  return createApolloClient(siteConfig.mode, {
    uri: options.graphqlUrl,
    headers: options.headers,
    fetch: send,
    sent,
  });
}

/** The deepest matched route: the page's own. */
function leafRoute(context: StaticHandlerContext) {
  return context.matches[context.matches.length - 1];
}

/** The site as the head of its pages names it. */
function headSite(siteConfig: SiteConfig, origin: string): HeadSite {
  return {
    origin,
    name: siteConfig.operatorName,
    heroTitle: siteConfig.heroTitle,
    image: {
      url: new URL(SITE_IMAGE.path, origin).href,
      alt: SITE_IMAGE.alt,
      width: SITE_IMAGE.width,
      height: SITE_IMAGE.height,
    },
  };
}

/** The head of the rendered page, from what its queries left in the cache. */
function pageHead(
  context: StaticHandlerContext,
  client: ApolloClient,
  site: HeadSite,
  tour: PageTour | undefined,
): PageHead {
  if (tour) return tourPageHead(tour, site);
  const open = openTourFromLocation(context.location.search, context.location.hash);
  if (open) {
    const id = client.cache.identify({ __typename: 'Tour', tourId: open.tourId });
    const stored = id
      ? (client.cache.extract() as Record<string, { name?: unknown } | undefined>)[id]
      : undefined;
    const name = stored?.name;
    if (typeof name === 'string') return openTourHead({ tourId: open.tourId, name }, site);
  }
  const path = leafRoute(context)?.route;
  if (path?.index) return homeOrSearchHead(site, new URLSearchParams(context.location.search));
  if (path?.path === paths.search.path) return searchHead(site, new URLSearchParams(context.location.search));
  return emptyHead(site);
}

type PageTour = NonNullable<TourPageQuery['tour']>;

/**
 * The tour of a tour page (`/tours/{tourId}/{slug}`; its loader has asked for it already, so this waits for that
 * answer), null for an unknown tour, undefined for any other page.
 */
async function pageTour(
  context: StaticHandlerContext,
  client: ApolloClient,
): Promise<PageTour | null | undefined> {
  const leaf = leafRoute(context);
  if (leaf?.route.path !== paths.tourPage.path) return undefined;
  const { data } = await client.query({
    query: TourPageDocument,
    variables: { tourId: leaf.params.tourId ?? '' },
  });
  return data?.tour ?? null;
}

/**
 * Renders one page of the consumer site on the server: runs the route's middleware and loaders with React
 * Router's static handler (their preloaded queries go to the gateway), renders the matched routes with React 19's
 * `prerenderToNodeStream` through Apollo's `prerenderStatic` (so every query the page reads has answered), and
 * returns the markup with the data the browser hydrates from. An unknown address or tour is the 404 view with
 * status 404; a tour page under another slug is a 301 to the tour's own address. Errors of the gateway, and the
 * deadline's abort, propagate: the caller serves the browser-rendered page instead.
 */
export async function render(
  request: Request,
  options: ServerRenderOptions,
): Promise<RenderedPage | RenderedRedirect> {
  const siteConfig = parseSiteConfig(options.served);
  const tracking = trackingFetch(options.signal);
  const sent: SentOperation[] = [];
  const client = rendererClient(siteConfig, options, tracking.fetch, sent);
  const context = await handler.query(request, {
    requestContext: createRouterContext(siteConfig, apolloRouterContext(client)),
  });
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }
  const tour = await pageTour(context, client);
  if (tour && paths.tourPage.getHref(tour) !== context.location.pathname) {
    return { kind: 'redirect', status: 301, location: paths.tourPage.getHref(tour) };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  let clientRead = false;
  const onClientRead = () => {
    clientRead = true;
  };
  const { result } = await prerenderStatic({
    tree: (
      <StrictMode>
        <MobileUserAgentContext value={isMobileUserAgent(options.userAgent)}>
          <PageCurrencyContext value={resolveCurrency(options.headers['x-tourdesk-currency'])}>
            <AppProviders client={client} siteConfig={siteConfig} onClientRead={onClientRead}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProviders>
          </PageCurrencyContext>
        </MobileUserAgentContext>
      </StrictMode>
    ),
    // Every Suspense boundary inline, however large: the page reads without script (an outlined boundary would
    // need React's inline reveal script, which the Content-Security-Policy forbids).
    renderFunction: (tree) =>
      prerenderToNodeStream(tree, {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        signal: options.signal,
        // An abort at the deadline is the caller's to report (it serves the browser-rendered page).
        onError: (error) => {
          if (!options.signal.aborted) console.error(error);
        },
      }),
  });
  const site = headSite(siteConfig, options.origin);
  const notFound = tour === null || leafRoute(context)?.route.path === '*';
  const answers = clientRead ? null : pageAnswers(client, sent);
  return {
    kind: 'page',
    status: notFound ? 404 : context.statusCode,
    html: result,
    hydration: answers ? { kind: 'answers', data: answers } : { kind: 'state', data: client.extract() },
    head: notFound ? notFoundHead(site) : pageHead(context, client, site, tour ?? undefined),
    tourPanel: !answers && showsTourPanel(context),
    maxAgeSeconds: tracking.maxAgeSeconds(),
  };
}

/** Whether the page is the search page with a tour details panel opened by its address (not the embedded mode). */
function showsTourPanel(context: StaticHandlerContext): boolean {
  const route = leafRoute(context)?.route;
  const { search, hash } = context.location;
  return (
    (route?.index === true || route?.path === paths.search.path) &&
    openTourFromLocation(search, hash) !== null &&
    embeddedTourFromLocation(search, hash) === null
  );
}

/**
 * The status of a page the browser renders (the server sends index.html with it): 404 for an address no route
 * has and for a booking page (`/booking/{id}`) whose booking the gateway does not give this visitor; for a booking
 * link (`/booking/{id}?key={token}`) that this visitor's session cannot already see, 410 when the link has expired,
 * 404 when it is not this booking's valid link (read without opening the booking: the browser's own request opens
 * it); else 200.
 * @throws when the gateway fails or the deadline passes (the caller then answers 200: the browser decides).
 */
export async function pageStatus(
  request: Request,
  options: Omit<ServerRenderOptions, 'userAgent'>,
): Promise<number> {
  const leaf = matchRoutes(routes, new URL(request.url).pathname)?.at(-1);
  if (!leaf || leaf.route.path === '*') return 404;
  if (leaf.route.path !== paths.bookingPage.path) return 200;
  const groupBookingId = leaf.params.groupBookingId ?? '';
  if (!hasBookingReference(groupBookingId)) return 404;
  const client = rendererClient(parseSiteConfig(options.served), options);
  const token = new URL(request.url).searchParams.get(BOOKING_LINK_PARAM);
  let refused = 404;
  if (token !== null) {
    const { data: link } = await client.query({
      query: BookingLinkStatusDocument,
      variables: { groupBookingId, token },
      errorPolicy: 'all',
    });
    if (link?.bookingLinkState === 'VALID') return 200;
    if (link?.bookingLinkState === 'EXPIRED') refused = 410;
  }
  // A link that opens nothing still shows the booking to a visitor whose session has it (the browser that booked).
  const { data } = await client.query({
    query: BookingExistsDocument,
    variables: { groupBookingId },
    errorPolicy: 'all',
  });
  return data?.booking ? 200 : refused;
}

/**
 * The addresses `/sitemap.xml` lists (paths): the home page and every tour's own page, from the gateway's tour
 * list.
 */
export async function sitemapPaths(options: Omit<ServerRenderOptions, 'userAgent'>): Promise<string[]> {
  const client = rendererClient(parseSiteConfig(options.served), options);
  const { data } = await client.query({ query: SitemapToursDocument });
  const tours: SitemapToursQuery['tours']['tours'] = data?.tours.tours ?? [];
  return [paths.home.getHref(), ...tours.map((tour) => paths.tourPage.getHref(tour))];
}
