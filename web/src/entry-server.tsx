import { gql, type ApolloClient } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { parse, type OperationDefinitionNode } from 'graphql';
import { isDeepStrictEqual } from 'node:util';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { apolloRouterContext, createApolloClient, createCache } from '@/apollo/client';
import { answerKey, type PageAnswers } from '@/apollo/page-answers';
import { SitemapToursDocument, TourPageDocument, type SitemapToursQuery } from '@/apollo/generated/graphql';
import { AppProviders } from '@/app/app';
import { EMPTY_HEAD, headHtml, openTourHead, tourPageHead, type PageHead } from '@/app/page-head';
import { createRouterContext, ROUTER_FUTURE, routes } from '@/app/router';
import { parseSiteConfig } from '@/config/site-config';
import { openTourFromLocation } from '@/features/tours/api/search-params';
import { sharedMaxAge } from '@/lib/shared-max-age';
import { paths } from '@/paths';
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
}

/**
 * How web/server.mjs asks for a page: the served site settings (site-config.mjs `siteConfigFromEnv`), where the
 * gateway answers GraphQL and with which headers (the site header, the visitor's session cookie if any), the
 * site's public origin for canonical addresses, and the browser's User-Agent (the header differs on mobile).
 */
export interface ServerRenderOptions {
  served: Record<string, unknown>;
  graphqlUrl: string;
  headers: Record<string, string>;
  origin: string;
  userAgent: string;
}

/**
 * Which form of a page a browser gets: pages differ only between mobile and other browsers (the header's second
 * logo, seed 000), so web/server.mjs keeps one shared copy of a page per form.
 */
export function pageVariant(userAgent: string): 'mobile' | 'desktop' {
  return isMobileUserAgent(userAgent) ? 'mobile' : 'desktop';
}

/** A rendered page: status, the app's markup for `#root`, the data it hydrates from and the head's extra tags. */
export interface RenderedPage {
  kind: 'page';
  status: number;
  /** The app's HTML, to put inside `<div id="root">`. */
  html: string;
  /**
   * What the browser hydrates from, as JSON with `<` escaped: the page's answers (src/apollo/page-answers.ts) when
   * they are all its Apollo cache holds and no component read the client while rendering (the browser then
   * hydrates without Apollo Client); else `client.extract()`, from which the browser restores its cache first.
   */
  hydration: { kind: 'answers' | 'state'; json: string };
  /** A title for `<title>` (HTML-escaped), or null to keep index.html's. */
  title: string | null;
  /** Meta description, canonical, Open Graph and JSON-LD tags for `<head>`. */
  headTags: string;
  /**
   * For how many more seconds every gateway answer the page was rendered from may be shared (the shortest
   * {@link sharedMaxAge}; 0 when one may not be, e.g. an answer with errors), or null when the page asked the
   * gateway nothing. A shared copy of the page lives no longer.
   */
  maxAgeSeconds: number | null;
}

/** A loader or middleware answered with a redirect (the agent guard, a retired address). */
export interface RenderedRedirect {
  kind: 'redirect';
  status: number;
  location: string;
}

const handler = createStaticHandler(routes, { future: ROUTER_FUTURE });

/** One GraphQL request the renderer sent (its JSON body; `query` absent if only a persisted query's hash). */
interface SentOperation {
  operationName: string;
  query?: string;
  variables?: Record<string, unknown>;
}

/**
 * A fetch that notes the shortest shared max-age of its answers ({@link sharedMaxAge}) and the operations it sent.
 */
function trackingFetch(): {
  fetch: typeof fetch;
  maxAgeSeconds: () => number | null;
  operations: SentOperation[];
} {
  let shortest: number | null = null;
  const operations: SentOperation[] = [];
  return {
    fetch: async (input, init) => {
      if (typeof init?.body === 'string') operations.push(JSON.parse(init.body) as SentOperation);
      const response = await fetch(input, init);
      const maxAge = sharedMaxAge(response.headers);
      shortest = shortest === null ? maxAge : Math.min(shortest, maxAge);
      return response;
    },
    maxAgeSeconds: () => shortest,
    operations,
  };
}

/**
 * The answers of the queries the page sent, read back from the cache by {@link answerKey}, or null when they are
 * not all it holds: a mutation (or an operation without its text) was sent, or writing them into an empty cache
 * does not give the same cache.
 */
function pageAnswers(client: ApolloClient, operations: readonly SentOperation[]): PageAnswers | null {
  const answers: PageAnswers = {};
  const replay = createCache();
  for (const { operationName, query: text, variables } of operations) {
    if (typeof text !== 'string') return null;
    const query = parse(text);
    const operation = query.definitions.find(
      (definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition',
    );
    if (operation?.operation !== 'query') return null;
    const data = client.cache.readQuery({ query, variables });
    if (data === null) return null;
    answers[answerKey(operationName, variables)] = data;
    replay.writeQuery({ query, variables, data });
  }
  return isDeepStrictEqual(replay.extract(), client.cache.extract()) ? answers : null;
}

/** JSON for an inert `<script type="application/json">`: `<` escaped, so no `</script>` can end it early. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The request matched the tour page (`/tours/{tourId}/{slug}`). */
function isTourPage(context: StaticHandlerContext): boolean {
  return context.matches.some((match) => match.route.path === paths.tourPage.path);
}

/** The extra head of the rendered page, from what its queries left in the cache. */
function pageHead(context: StaticHandlerContext, client: ApolloClient, origin: string): PageHead {
  const leaf = context.matches[context.matches.length - 1];
  if (isTourPage(context) && leaf?.params.tourId) {
    const data = client.cache.readQuery({
      query: TourPageDocument,
      variables: { tourId: leaf.params.tourId },
    });
    return data?.tour ? tourPageHead(data.tour, origin) : EMPTY_HEAD;
  }
  const open = openTourFromLocation(context.location.search, context.location.hash);
  if (open) {
    const id = client.cache.identify({ __typename: 'Tour', tourId: open.tourId });
    const stored = id
      ? (client.cache.extract() as Record<string, { name?: unknown } | undefined>)[id]
      : undefined;
    const name = stored?.name;
    if (typeof name === 'string') return openTourHead({ tourId: open.tourId, name }, origin);
  }
  return EMPTY_HEAD;
}

/**
 * Renders one page of the consumer site on the server (issue 20): runs the route's middleware and loaders with
 * React Router's static handler (their preloaded queries go to the gateway), renders the matched routes with
 * React 19's `prerenderToNodeStream` through Apollo's `prerenderStatic` (so every query the page reads has
 * answered), and returns the markup with the cache the browser hydrates from. Errors of the gateway propagate:
 * the caller serves the client-rendered page instead.
 */
export async function render(
  request: Request,
  options: ServerRenderOptions,
): Promise<RenderedPage | RenderedRedirect> {
  const siteConfig = parseSiteConfig(options.served);
  const tracking = trackingFetch();
  const client = createApolloClient(siteConfig.mode, {
    uri: options.graphqlUrl,
    headers: options.headers,
    fetch: tracking.fetch,
  });
  const context = await handler.query(request, {
    requestContext: createRouterContext(siteConfig, apolloRouterContext(client)),
  });
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
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
          <AppProviders client={client} siteConfig={siteConfig} onClientRead={onClientRead}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </MobileUserAgentContext>
      </StrictMode>
    ),
    // Every Suspense boundary inline, however large: the page reads without script (an outlined boundary would
    // need React's inline reveal script, which the Content-Security-Policy forbids).
    renderFunction: (tree) => prerenderToNodeStream(tree, { progressiveChunkSize: Number.POSITIVE_INFINITY }),
  });
  const { title, tags } = headHtml(pageHead(context, client, options.origin));
  const answers = clientRead ? null : pageAnswers(client, tracking.operations);
  return {
    kind: 'page',
    status: context.statusCode,
    html: result,
    hydration: answers
      ? { kind: 'answers', json: scriptJson(answers) }
      : { kind: 'state', json: scriptJson(client.extract()) },
    title,
    headTags: tags,
    maxAgeSeconds: tracking.maxAgeSeconds(),
  };
}

/** Escapes text for XML. */
function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * `/sitemap.xml` (sitemaps.org 0.9): the home page and every tour's own page, from the gateway's tour list.
 */
export async function sitemapXml(options: Omit<ServerRenderOptions, 'userAgent'>): Promise<string> {
  const siteConfig = parseSiteConfig(options.served);
  const client = createApolloClient(siteConfig.mode, { uri: options.graphqlUrl, headers: options.headers });
  const { data } = await client.query({ query: SitemapToursDocument });
  const tours: SitemapToursQuery['tours']['tours'] = data?.tours.tours ?? [];
  const addresses = [paths.home.getHref(), ...tours.map((tour) => paths.tourPage.getHref(tour))];
  const urls = addresses.map(
    (address) => `  <url><loc>${escapeXml(new URL(address, options.origin).href)}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
