import fastifyCookie from '@fastify/cookie';
import fastifyEtag from '@fastify/etag';
import { resolveCurrency } from '@tourdesk/domain/currencies';
import { paths } from '@tourdesk/domain/paths';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { notFoundHead } from '../src/app/page-head.js';
import { CURRENCY_COOKIE, CURRENCY_PARAM } from '../src/lib/currency-cookie.js';
import { landingPath, TOUR_PAGES_LANDING, type BuildAssets } from './assets.js';
import type { ServerConfig } from './config.js';
import { buildDocument, type Shell } from './document.js';
import { createPageCache, type CachedPage, type PageKey } from './page-cache.js';
import { pageFile, sendPage, type PageFile } from './page-file.js';
import { deadlineRunner, type RenderedPage, type Renderer, type ServerRenderOptions } from './renderer.js';
import { currentRequestId } from './telemetry.js';

/** Landing addresses the server renders (the consumer catalogue and cart); '/tours' stands for a tour page. */
const RENDERED_PATHS = new Set([paths.home.path, paths.search.path, paths.cart.path, TOUR_PAGES_LANDING]);

/** What the pages need: the build, its renderer (null: every page is index.html) and the settings. */
export interface PagesOptions {
  config: ServerConfig;
  shell: Shell;
  assets: BuildAssets;
  renderer: Renderer | null;
  siteConfigTags: string;
}

/**
 * A page's validator: a weak ETag (`W/"…"`, 22 base64url characters of the SHA-256 of the form sent), so each
 * encoding of a page has its own.
 */
function pageEtag(payload: string | Buffer): string {
  return createHash('sha256').update(payload).digest('base64url').slice(0, 22);
}

/**
 * The shared page a request gets: its browser's kind, its currency and its address. The currency is the address's
 * `cur` override when it names a supported currency (seed 001 §2 'cur (currency override, lower-cased)': a fresh
 * visitor's `/?cur=eur` is drawn in EUR, as the browser then shows it), else that of its {@link CURRENCY_COOKIE}
 * (from @fastify/cookie's `request.cookies`); validated by domain `resolveCurrency` (a supported ISO code, else the
 * default, so neither can make up keys).
 */
export function sharedPageKey(
  request: Pick<FastifyRequest, 'headers' | 'cookies' | 'url'>,
  renderer: Pick<Renderer, 'pageVariant'>,
): PageKey {
  return {
    variant: renderer.pageVariant(String(request.headers['user-agent'] ?? '')),
    currency: resolveCurrency(
      new URL(request.url, 'http://page.invalid').searchParams.get(CURRENCY_PARAM),
      request.cookies[CURRENCY_COOKIE],
    ),
    url: request.url,
  };
}

/** The X-Forwarded-For chain the gateway gets: the one received, and the address this request came from. */
export function forwardedFor(request: FastifyRequest): string {
  return [request.headers['x-forwarded-for'], request.socket.remoteAddress].filter(Boolean).join(', ');
}

/**
 * Every address that is not a file of the build or another route: a page, by a GET (and HEAD) route of its own
 * (`/*`, in a context with @fastify/cookie and @fastify/etag; any other method is 405). The consumer site's catalogue pages (/, /search, tour
 * pages, a fresh visitor's /cart) are rendered on the server and shared by everyone with the same kind of
 * browser and currency (the page cache); any other page is index.html for the browser to render, with the status
 * the address has (404 for an unknown route or booking, whatever the number of renders running: the status check
 * takes no render slot). A render past its deadline, past RENDER_CONCURRENCY, or failing is index.html too.
 */
export async function registerPages(app: FastifyInstance, options: PagesOptions): Promise<void> {
  const { config, shell, assets, renderer } = options;
  const site = config.site;
  const consumer = site.mode === 'consumer';
  const withDeadline = deadlineRunner({
    deadlineMs: config.renderDeadlineMs,
    limit: config.renderConcurrency,
    log: app.log,
  });
  // A page's status (is there such a route, does the gateway give this booking?) is one small gateway read, not
  // a render: it never waits for a render slot, so past RENDER_CONCURRENCY renders an unknown booking is still
  // a 404 with noindex. Only its deadline can leave the status to the browser (200).
  const statusWithDeadline = deadlineRunner({
    deadlineMs: config.renderDeadlineMs,
    limit: Number.POSITIVE_INFINITY,
    log: app.log,
  });
  const indexes = new Map<readonly string[], { found: PageFile; notFound: PageFile }>();
  /** index.html for the browser to render a page at `pathname` (and its 404 form: title and noindex). */
  const indexOf = (pathname: string) => {
    const assetTags = assets.tags(pathname, { rendered: false, apollo: true });
    let pair = indexes.get(assetTags);
    if (!pair) {
      const parts = {
        title: null,
        siteConfigTags: options.siteConfigTags,
        head: null,
        assetTags,
        root: '',
        hydration: null,
      };
      const name = String(site.operatorName ?? shell.title);
      const notFound = { ...parts, head: notFoundHead({ name }), title: notFoundHead({ name }).title };
      pair = {
        found: pageFile(buildDocument(shell, parts), false),
        notFound: pageFile(buildDocument(shell, notFound), false),
      };
      indexes.set(assetTags, pair);
    }
    return pair;
  };

  const renderOptions = (request: FastifyRequest, cookie: string | undefined) => ({
    served: site,
    graphqlUrl: new URL('/graphql', config.gatewayUrl).href,
    headers: {
      'x-request-id': request.id,
      'x-tourdesk-site': site.mode,
      'x-forwarded-for': forwardedFor(request),
      ...(cookie ? { cookie } : {}),
    },
    origin: config.origin,
    userAgent: String(request.headers['user-agent'] ?? ''),
  });

  /** Renders `url` within the deadline; undefined when it could not be. */
  const renderUrl = (url: string, options: Omit<ServerRenderOptions, 'signal'>) =>
    withDeadline(`render ${url}`, async (signal) => {
      const result = await renderer!.render(new Request(new URL(url, config.origin), { signal }), {
        ...options,
        signal,
      });
      const renderedAt = Date.now();
      if (result.kind === 'redirect') return { page: { ...result, renderedAt }, maxAgeSeconds: null };
      return { page: renderedFile(url, result), maxAgeSeconds: result.maxAgeSeconds };
    });

  const renderedFile = (url: string, page: RenderedPage): CachedPage => {
    const hydration = page.hydration.kind === 'answers' ? 'tourdesk-page-answers' : 'tourdesk-apollo-state';
    const html = buildDocument(shell, {
      title: page.head.title,
      siteConfigTags: options.siteConfigTags,
      head: page.head,
      assetTags: assets.tags(new URL(url, config.origin).pathname, {
        rendered: true,
        apollo: hydration === 'tourdesk-apollo-state',
        tourPanel: page.tourPanel === true,
      }),
      root: page.html,
      hydration: { id: hydration, value: page.hydration.data },
    });
    return { kind: 'page', file: pageFile(html, true), status: page.status, renderedAt: Date.now() };
  };

  /**
   * Shared pages are rendered for no one in particular: without a cookie, in the key's currency (the gateway
   * prices a request without a session in its x-tourdesk-currency), for a browser of the key's kind.
   */
  const pageCache = createPageCache(config.pageCache, async (key: PageKey) => {
    const result = await renderUrl(key.url, {
      served: site,
      graphqlUrl: new URL('/graphql', config.gatewayUrl).href,
      headers: {
        'x-tourdesk-site': site.mode,
        'x-tourdesk-currency': key.currency,
        // The request that asked for the page first: its id is the render's in the gateway's log.
        ...(currentRequestId() ? { 'x-request-id': currentRequestId()! } : {}),
      },
      origin: config.origin,
      userAgent: key.variant === 'mobile' ? 'Mobile' : '',
    });
    return result;
  });

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const status = renderer
      ? ((await statusWithDeadline(`status ${pathname}`, (signal) =>
          renderer.pageStatus(new Request(new URL(request.url, config.origin), { signal }), {
            ...renderOptions(request, request.headers.cookie),
            signal,
          }),
        )) ?? 200)
      : 200;
    const { found, notFound } = indexOf(pathname);
    // 404 and 410 (an expired booking link) are the page's not-found form, kept out of search engines.
    const gone = status === 404 || status === 410;
    if (gone) reply.header('x-robots-tag', 'noindex');
    return sendPage(request, reply, gone ? notFound : found, status);
  };

  app.setNotFoundHandler(async (_request, reply) =>
    reply.code(405).header('allow', 'GET, HEAD').type('text/plain; charset=utf-8').send('Method not allowed'),
  );

  await app.register(async (pages) => {
    await pages.register(fastifyCookie);
    await pages.register(fastifyEtag, { weak: true, hashFn: pageEtag });
    pages.get('/*', (request, reply) => sendAddress(request, reply));
  });

  async function sendAddress(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.url, config.origin);
    const pathname = url.pathname;
    // Build files that do not exist (a stale hashed asset, a source map, the manifest): a plain 404, not a page.
    if (pathname.startsWith('/assets/') || pathname.startsWith('/.vite/') || pathname.endsWith('.map')) {
      return reply
        .code(404)
        .header('x-robots-tag', 'noindex')
        .type('text/plain; charset=utf-8')
        .send('Not found');
    }
    // The build's entry page by its own name: the page the browser renders, with no route of its own.
    if (pathname === '/index.html') return sendPage(request, reply, indexOf(pathname).found);
    const landing = landingPath(pathname);
    const cookie = request.headers.cookie;
    const session = request.cookies[config.sessionCookieName] !== undefined;
    const rendered =
      consumer &&
      renderer !== null &&
      RENDERED_PATHS.has(landing) &&
      !url.searchParams.has('embed') &&
      // A currency override is drawn in its currency on the shared page only (an open tour is rendered with the
      // visitor's session, whose currency the browser switches first).
      !(url.searchParams.has(CURRENCY_PARAM) && url.searchParams.has('open')) &&
      // The basket lives in the tab's session storage, which the server cannot read; a visitor with a session
      // may have one, so the browser renders that cart.
      !(landing === paths.cart.path && session);
    if (!rendered) return sendIndex(request, reply, pathname);

    // An open tour shows seats (refreshed by the gateway on every booking): that page is rendered for the request.
    // Any other is the shared copy for the visitor's currency (a supported one, else the default) and browser.
    const shared = !url.searchParams.has('open');
    const page = shared
      ? await pageCache.get(sharedPageKey(request, renderer))
      : (await renderUrl(request.url, renderOptions(request, cookie)))?.page;
    if (!page) return sendIndex(request, reply, pathname);
    if (page.kind === 'redirect') return reply.redirect(page.location, page.status);
    // A shared copy says how old it is (HTTP's Age), as a shared cache does.
    if (shared) reply.header('age', String(Math.floor((Date.now() - page.renderedAt) / 1000)));
    if (page.status === 404) reply.header('x-robots-tag', 'noindex');
    return sendPage(request, reply, page.file, page.status, 'accept-encoding, user-agent');
  }
}
