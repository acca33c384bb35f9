/**
 * Production server of the web app: serves the built dist/ (precompressed with brotli and gzip; hashed assets
 * cached for a year, everything else revalidated by ETag), answers every other path with index.html for the
 * client router, and proxies `/graphql` and `/healthz` to the gateway so the browser talks to one origin (the
 * session cookie stays first-party).
 * The index.html of a landing page (search, cart, checkout, login) names its route's code and styles
 * (`modulepreload`, from the build's manifest) and the search pages' hero image (`preload`), so the browser fetches
 * them beside the entry chunk instead of after it has run (issue 11 B5).
 *
 * The consumer site's catalogue pages (/, /search, a tour's page /tours/{tourId}/{slug} and /cart) are rendered
 * on the server (issue 20) by the renderer build (dist-server/entry-server.js, `vite build --ssr`): the markup goes
 * into #root, the Apollo cache the page's queries filled into an inert JSON script the browser hydrates from, and
 * the tour page's head (canonical, Open Graph, JSON-LD) before `</head>`. Anonymous catalogue pages (no cookie, no
 * open tour: its panel shows seats, which the gateway refreshes on every booking) are kept in a short shared cache
 * as long as the gateway answers they were rendered from may be shared (their max-age), at most
 * RENDER_CACHE_TTL_SECONDS. A rendered page is written with its styles inline and its scripts at low priority
 * (renderedTemplate). The agent portal, the embedded mode, payment pages
 * and a currency switch (`cur`) are served index.html and render in the browser, as is any page the renderer
 * fails on.
 * /sitemap.xml lists the home page and every tour page; /robots.txt points at it. /livez is this process's
 * liveness.
 *
 * One build, two sites: SITE_MODE=consumer|agent chooses the site (see site-config.mjs).
 * Environment: PORT (3000), HOST (127.0.0.1), SITE_MODE (consumer), GATEWAY_URL (http://127.0.0.1:4000), IMAGE_ORIGINS (http://127.0.0.1:4010),
 * PAYMENT_ORIGINS (http://127.0.0.1:4010), EMBED_FRAME_ANCESTORS (none: the site itself only),
 * DIST_DIR (./dist beside this file), SSR_DIR (DIST_DIR's name + '-server'), SSR (1; 0 serves index.html only),
 * SITE_ORIGIN (the public origin for canonical addresses; the request's Host otherwise), RENDER_CACHE_TTL_SECONDS
 * (300, the gateway's CATALOGUE_TTL_SECONDS: a cap on the answers' own max-age), RENDER_CACHE_ENTRIES (500), RENDER_CONCURRENCY (8) and the SITE_*
 * settings of site-config.mjs.
 */
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { injectSiteConfig, siteConfigFromEnv } from './site-config.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const distDir = path.resolve(process.env.DIST_DIR ?? path.join(here, 'dist'));
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const gateway = new URL(process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000');
const siteConfig = siteConfigFromEnv(process.env);
// Origins the provider serves tour images from (its CDN in production; the simulator locally), space-separated.
const imageOrigins = process.env.IMAGE_ORIGINS ?? 'http://127.0.0.1:4010';
// Origins of the payment provider's hosted card page, shown in an iframe on /creditcard (the simulator locally).
const paymentOrigins = process.env.PAYMENT_ORIGINS ?? 'http://127.0.0.1:4010';
// Host sites that may frame the embedded mode (`?embed`, seed 001 §1), space-separated origins; every other page
// stays same-origin only.
const embedFrameAncestors = frameAncestors(process.env.EMBED_FRAME_ANCESTORS ?? '');
const ssrDir = path.resolve(process.env.SSR_DIR ?? `${distDir}-server`);
// Server rendering is for the consumer site only: the agent portal is behind its login.
const ssrEnabled = siteConfig.mode === 'consumer' && process.env.SSR !== '0';
const siteOrigin = process.env.SITE_ORIGIN ? new URL(process.env.SITE_ORIGIN).origin : null;
const renderCacheTtlMs = Number(process.env.RENDER_CACHE_TTL_SECONDS ?? 300) * 1000;
const renderCacheEntries = Number(process.env.RENDER_CACHE_ENTRIES ?? 500);
// Renders running at once: rendering is CPU work on this one thread, so past this many a page is served as
// index.html (rendered in the browser, as before server rendering) instead of queueing behind the others.
const renderConcurrency = Math.max(1, Number(process.env.RENDER_CONCURRENCY ?? 8));
let rendering = 0;

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.xml']);
const PROXIED = ['/graphql', '/healthz'];
// Vite's build manifest (build.manifest in vite.config.ts): read here, never served.
const MANIFEST_PATH = '.vite/manifest.json';
/**
 * The route module (a key of the manifest) of each landing address of src/app/router.tsx, whose code is preloaded
 * with the page. Pages reached only by navigating inside the app (profile, bookings, payment outcomes) load theirs
 * when visited.
 */
const ROUTE_MODULES = new Map([
  ['/', 'src/routes/search.tsx'],
  ['/search', 'src/routes/search.tsx'],
  ['/cart', 'src/routes/cart.tsx'],
  ['/payment', 'src/routes/checkout.tsx'],
  ['/login', 'src/routes/login.tsx'],
  ['/tours', 'src/routes/tour-page.tsx'],
]);
/** Landing addresses the server renders (the consumer catalogue and cart); '/tours' stands for '/tours/...'. */
const RENDERED_PATHS = new Set(['/', '/search', '/cart', '/tours']);
/** The module (a key of the manifest) that makes the browser's Apollo Client (src/apollo/on-demand.ts imports it). */
const APOLLO_CLIENT_MODULE = 'src/apollo/client.ts';

/** Route modules whose first paint is the hero (search-hero.tsx): its image is preloaded with the page. */
const HERO_ROUTE_MODULES = new Set(['src/routes/search.tsx']);
/**
 * Route modules whose first paint shows the provider's tour images (tour cards, the cart's trips and
 * suggestions, the tour page): the connection to the image origins is opened with the page, before the query
 * names the images.
 */
const TOUR_IMAGE_ROUTE_MODULES = new Set([
  'src/routes/search.tsx',
  'src/routes/cart.tsx',
  'src/routes/tour-page.tsx',
]);
// The browser's default hero image (src/config/site-config.ts) unless SITE_HERO_IMAGE_URL sets another.
const heroImageUrl = String(siteConfig.heroImageUrl ?? '/hero-highlands.svg');

/**
 * The CSP `frame-ancestors` sources of embedded pages: 'self' and the configured origins, each checked so the
 * setting cannot inject other directives.
 * @param {string} value space-separated origins ('self' may be listed too)
 * @returns {string}
 */
function frameAncestors(value) {
  const sources = new Set(["'self'"]);
  for (const source of value.split(/\s+/).filter(Boolean)) {
    if (source !== "'self'" && !/^https?:\/\/(\*\.)?[A-Za-z0-9.-]+(:\d{1,5})?$/.test(source)) {
      throw new Error(`EMBED_FRAME_ANCESTORS: '${source}' is not an origin (https://host[:port])`);
    }
    sources.add(source);
  }
  return [...sources].join(' ');
}

/**
 * The Content-Security-Policy, with the given `frame-ancestors` sources.
 * @param {string} ancestors
 */
function contentSecurityPolicy(ancestors) {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${imageOrigins}`,
    "connect-src 'self'",
    `frame-src 'self' ${paymentOrigins}`,
    `frame-ancestors ${ancestors}`,
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

const BASE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};
const SECURITY_HEADERS = {
  ...BASE_HEADERS,
  'x-frame-options': 'SAMEORIGIN',
  'content-security-policy': contentSecurityPolicy("'self'"),
};
/**
 * Pages of the embedded mode (`embed` in the query): framed by the configured host sites, so no
 * X-Frame-Options (it cannot name other origins) and their origins in `frame-ancestors`.
 */
const EMBED_SECURITY_HEADERS = {
  ...BASE_HEADERS,
  'content-security-policy': contentSecurityPolicy(embedFrameAncestors),
};

/**
 * Writes one JSON log line to stdout.
 * @param {'info' | 'error'} level
 * @param {string} msg
 * @param {Record<string, unknown>} fields
 */
function log(level, msg, fields) {
  process.stdout.write(JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields }) + '\n');
}

/**
 * A file of dist/ held in memory with its precompressed variants (dist is a few hundred kB), or a rendered page;
 * `vary` names the request headers its form depends on.
 * @typedef {{ body: Buffer, br?: Buffer, gzip?: Buffer, type: string, immutable: boolean, etag: string, vary: string }} StaticFile
 */

/**
 * A file to serve, with its brotli and gzip forms when worth compressing.
 * @param {Buffer} body
 * @param {string} ext the file name's extension ('.js')
 * @param {boolean} immutable a content-hashed asset
 * @param {boolean} [rendered] a page rendered for a request: compressed at lower levels (faster, a little larger),
 *   and its form depends on the browser (mobile or not: the renderer's `pageVariant`)
 * @returns {StaticFile}
 */
function staticFile(body, ext, immutable, rendered = false) {
  /** @type {StaticFile} */
  const file = {
    body,
    type: CONTENT_TYPES[/** @type {keyof typeof CONTENT_TYPES} */ (ext)] ?? 'application/octet-stream',
    immutable,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
    vary: rendered ? 'accept-encoding, user-agent' : 'accept-encoding',
  };
  if (COMPRESSIBLE.has(ext) && body.length > 1024) {
    file.br = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: rendered ? 5 : 9 } });
    file.gzip = gzipSync(body, { level: rendered ? 6 : 9 });
  }
  return file;
}

/** @returns {Promise<Map<string, StaticFile>>} every file of dist/ keyed by its URL path (not the manifest) */
async function loadDist() {
  /** @type {Map<string, StaticFile>} */
  const files = new Map();
  const entries = await readdir(distDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const absolute = path.join(entry.parentPath, entry.name);
    const urlPath = '/' + path.relative(distDir, absolute).split(path.sep).join('/');
    // Build metadata, and source maps (the build keeps them in dist-sourcemaps; never served to browsers).
    if (urlPath.startsWith('/.vite/') || urlPath.endsWith('.map')) continue;
    let body = await readFile(absolute);
    if (urlPath === '/index.html') body = Buffer.from(injectSiteConfig(body.toString('utf8'), siteConfig));
    files.set(urlPath, staticFile(body, path.extname(entry.name), urlPath.startsWith('/assets/')));
  }
  if (!files.has('/index.html'))
    throw new Error(`No index.html in ${distDir}: run \`pnpm --filter web build\``);
  return files;
}

/**
 * One chunk of Vite's build manifest (https://vite.dev/guide/backend-integration).
 * @typedef {{ file: string, imports?: string[], css?: string[] }} ManifestChunk
 */

/** @returns {Promise<Record<string, ManifestChunk>>} the build's manifest, empty when the build has none */
async function loadManifest() {
  try {
    return JSON.parse(await readFile(path.join(distDir, MANIFEST_PATH), 'utf8'));
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return {};
    throw error;
  }
}

/**
 * The `<link>` tags that let the browser fetch a route's code while the entry chunk downloads: its chunk and the
 * chunks it imports (`modulepreload`) and their styles, without what index.html already names.
 * @param {Record<string, ManifestChunk>} manifest
 * @param {string} routeModule a key of the manifest (`src/routes/search.tsx`)
 * @param {string} html the built index.html
 * @returns {string[]}
 */
function routePreloadTags(manifest, routeModule, html) {
  /** @type {Set<string>} */
  const scripts = new Set();
  /** @type {Set<string>} */
  const styles = new Set();
  /** @param {string} key */
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(routeModule);
  const named = (/** @type {string} */ file) => html.includes(`"/${file}"`);
  return [
    ...[...styles].filter((file) => !named(file)).map((file) => `<link rel="stylesheet" href="/${file}">`),
    ...[...scripts]
      .filter((file) => !named(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
}

/**
 * index.html with tags added before `</head>`.
 * @param {string} html
 * @param {string[]} tags
 */
function withHeadTags(html, tags) {
  return tags.length === 0 ? html : html.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
}

/**
 * The tags each route module of {@link ROUTE_MODULES} adds before index.html's `</head>`: the hero image's preload,
 * the tour images' preconnects and the route's module preloads.
 * @param {string} html the plain index.html
 * @param {Record<string, ManifestChunk>} manifest
 * @returns {Map<string, string[]>} keyed by route module
 */
function routeHeadTags(html, manifest) {
  /** @type {Map<string, string[]>} */
  const routes = new Map();
  for (const routeModule of new Set(ROUTE_MODULES.values())) {
    const tags = routePreloadTags(manifest, routeModule, html);
    if (TOUR_IMAGE_ROUTE_MODULES.has(routeModule)) {
      for (const origin of imageOrigins.split(/\s+/).filter(Boolean)) {
        tags.unshift(`<link rel="preconnect" href="${escapeAttribute(origin)}">`);
      }
    }
    if (HERO_ROUTE_MODULES.has(routeModule)) {
      tags.unshift(
        `<link rel="preload" as="image" href="${escapeAttribute(heroImageUrl)}" fetchpriority="high">`,
      );
    }
    routes.set(routeModule, tags);
  }
  return routes;
}

/**
 * The HTML with its module scripts and module preloads asked for at low priority.
 * @param {string} html
 */
function lowPriorityScripts(html) {
  return html
    .replace(
      /<script type="module" crossorigin src=/g,
      '<script type="module" crossorigin fetchpriority="low" src=',
    )
    .replace(
      /<link rel="modulepreload" crossorigin href=/g,
      '<link rel="modulepreload" crossorigin fetchpriority="low" href=',
    );
}

/**
 * The template of a server-rendered page, from its route's index.html: the stylesheets inlined (the page paints
 * from its first response, with no request before it), and the app's scripts (the entry and the module preloads)
 * asked for at low priority: the page is already drawn, so its images come first on a slow connection and the
 * code that makes it interactive follows. Each inlined sheet keeps its address in a disabled link, which the
 * browser never fetches: the client's chunk loader, which adds a lazily loaded route's stylesheets and waits for
 * them, finds it there and asks for none of them again.
 * @param {string} index the route's index.html
 * @param {Map<string, StaticFile>} files dist/ by URL path
 * @returns {string}
 */
function renderedTemplate(index, files) {
  return lowPriorityScripts(index).replace(
    /<link rel="stylesheet"(?: crossorigin)? href="([^"]+)">/g,
    (tag, href) => {
      const css = files.get(href);
      return css
        ? `<style>${css.body.toString('utf8')}</style><link rel="stylesheet" href="${href}" disabled>`
        : tag;
    },
  );
}

/**
 * Escapes a value for a double-quoted HTML attribute.
 * @param {string} value
 */
function escapeAttribute(value) {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * Sends a file from memory, choosing brotli or gzip from Accept-Encoding; a revalidation (If-None-Match) of an
 * unchanged file is answered 304 without a body.
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {StaticFile} file
 * @param {number} [status] the status of a full answer (200)
 */
function sendFile(req, res, file, status = 200) {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const embedded = new URL(req.url ?? '/', 'http://localhost').searchParams.has('embed');
  let body = file.body;
  /** @type {Record<string, string>} */
  const headers = {
    ...(embedded ? EMBED_SECURITY_HEADERS : SECURITY_HEADERS),
    'content-type': file.type,
    'cache-control': file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    vary: file.vary,
    // Weak: the brotli, gzip and plain forms of a file share it.
    etag: `W/${file.etag}`,
  };
  const known = String(req.headers['if-none-match'] ?? '')
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''));
  if (known.includes(file.etag)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  if (file.br && /\bbr\b/.test(accepted)) {
    body = file.br;
    headers['content-encoding'] = 'br';
  } else if (file.gzip && /\bgzip\b/.test(accepted)) {
    body = file.gzip;
    headers['content-encoding'] = 'gzip';
  }
  headers['content-length'] = String(body.length);
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Streams a request to the gateway and its answer back, adding the X-Forwarded-* headers and the site the request
 * came through (`x-tourdesk-site`, replacing any the browser sent: the gateway binds sessions to their site and
 * takes this header's word for it, so a page must not be able to claim the other site).
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 */
function proxyToGateway(req, res) {
  /** @type {http.OutgoingHttpHeaders} */
  const headers = { ...req.headers, host: gateway.host, 'x-tourdesk-site': String(siteConfig.mode) };
  headers['x-forwarded-for'] = [req.headers['x-forwarded-for'], req.socket.remoteAddress]
    .filter(Boolean)
    .join(', ');
  headers['x-forwarded-host'] = req.headers.host ?? '';
  headers['x-forwarded-proto'] = 'http';
  const upstream = http.request(
    { host: gateway.hostname, port: gateway.port, path: req.url, method: req.method, headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', (error) => {
    log('error', 'gateway unreachable', { url: req.url, error: error.message });
    if (!res.headersSent) {
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ errors: [{ message: 'Gateway unavailable', extensions: { code: 'BAD_GATEWAY' } }] }),
      );
    } else {
      res.destroy();
    }
  });
  req.pipe(upstream);
}

/**
 * The renderer build's exports (src/entry-server.tsx).
 * @typedef {{ served: Record<string, unknown>, graphqlUrl: string, headers: Record<string, string>, origin: string, userAgent: string }} RenderOptions
 * @typedef {{ kind: 'page', status: number, html: string, hydration: { kind: 'answers' | 'state', json: string }, title: string | null, headTags: string, maxAgeSeconds: number | null }} RenderedPage
 * @typedef {{ kind: 'redirect', status: number, location: string }} RenderedRedirect
 * @typedef {{
 *   render: (request: Request, options: RenderOptions) => Promise<RenderedPage | RenderedRedirect>,
 *   sitemapXml: (options: Omit<RenderOptions, 'userAgent'>) => Promise<string>,
 *   pageVariant: (userAgent: string) => 'mobile' | 'desktop',
 * }} Renderer
 */

/**
 * @returns {Promise<Renderer | null>} the renderer; null when server rendering is off, or when there is no renderer
 * build (a client build alone: every page is then index.html, logged once)
 */
async function loadRenderer() {
  if (!ssrEnabled) return null;
  const entry = path.join(ssrDir, 'entry-server.js');
  try {
    return /** @type {Renderer} */ (await import(pathToFileURL(entry).href));
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    log('error', 'no renderer build: pages are served as index.html', { entry });
    return null;
  }
}

/**
 * The landing address of a path for {@link ROUTE_MODULES} and {@link RENDERED_PATHS}: trailing slashes dropped,
 * a tour page as '/tours'.
 * @param {string} pathname
 */
function landingPath(pathname) {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed.startsWith('/tours/') ? '/tours' : trimmed;
}

/** The consumer session cookie's name (the gateway's SESSION_COOKIE_NAME): a visitor who has quoted has one. */
const SESSION_COOKIE = new RegExp(`(?:^|;\\s*)${process.env.SESSION_COOKIE_NAME ?? 'td_sid'}=`);

/**
 * Whether the server renders this request: a rendered address of the consumer site, outside the embedded mode
 * and without a currency switch (`cur` changes the visitor's session, which the browser does). The cart is
 * rendered only for a visitor without a session: the basket lives in the tab's session storage, which the server
 * cannot read, and a visitor with a basket has quoted, so has a session; the browser renders that cart.
 * @param {string} pathname
 * @param {URLSearchParams} params
 * @param {string | undefined} cookie The request's Cookie header.
 */
function rendersOnServer(pathname, params, cookie) {
  const landing = landingPath(pathname);
  if (landing === '/cart' && cookie && SESSION_COOKIE.test(cookie)) return false;
  return RENDERED_PATHS.has(landing) && !params.has('embed') && !params.has('cur');
}

/**
 * The site's public origin for canonical addresses: SITE_ORIGIN, else the request's (X-Forwarded-Proto/Host as
 * nginx or a load balancer sets them).
 * @param {http.IncomingMessage} req
 */
function publicOrigin(req) {
  if (siteOrigin) return siteOrigin;
  const proto =
    String(req.headers['x-forwarded-proto'] ?? 'http')
      .split(',')[0]
      ?.trim() || 'http';
  const hostHeader = String(req.headers['x-forwarded-host'] ?? req.headers.host ?? `${host}:${port}`);
  return `${proto}://${hostHeader.split(',')[0]?.trim()}`;
}

/**
 * The headers of the renderer's requests to the gateway: the site (as the /graphql proxy sends it), the
 * visitor's address and, for a visitor with a session, its cookie (prices follow the session's currency).
 * @param {http.IncomingMessage} req
 * @returns {Record<string, string>}
 */
function gatewayHeaders(req) {
  /** @type {Record<string, string>} */
  const headers = {
    'x-tourdesk-site': String(siteConfig.mode),
    'x-forwarded-for': [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', '),
  };
  if (req.headers.cookie) headers.cookie = req.headers.cookie;
  return headers;
}

/**
 * A rendered page as HTML: the route's index.html with the page's title and head tags, the markup in #root and
 * the data it hydrates from as an inert JSON script (`type="application/json"` is never executed, so the
 * Content-Security-Policy's `script-src 'self'` needs no hash or nonce for it): the page's answers, or the
 * Apollo cache, whose client code is then preloaded with the page's (the browser restores the cache before it
 * hydrates).
 * @param {string} template the route's rendered-page template ({@link renderedTemplate})
 * @param {RenderedPage} page
 */
function pageHtml(template, page) {
  let html = template;
  if (page.title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${page.title}</title>`);
  const head = page.hydration.kind === 'state' ? [page.headTags, apolloPreloadTags] : [page.headTags];
  html = withHeadTags(html, head.filter(Boolean));
  const id = page.hydration.kind === 'answers' ? 'tourdesk-page-answers' : 'tourdesk-apollo-state';
  return html.replace(
    '<div id="root"></div>',
    `<div id="root">${page.html}</div>\n    <script type="application/json" id="${id}">${page.hydration.json}</script>`,
  );
}

/**
 * A rendered page, ready to send (compressed, with its ETag), with the freshness of the gateway answers it was
 * rendered from (RenderedPage `maxAgeSeconds`).
 * @typedef {{ kind: 'page', file: StaticFile, status: number, maxAgeSeconds: number | null, renderedAt: number } | RenderedRedirect} ServedRender
 */

/**
 * Renders a page; null when the renderer failed (logged) or RENDER_CONCURRENCY renders are already running (the
 * caller serves index.html).
 * @param {Renderer} renderer
 * @param {string} url the request's path and query
 * @param {http.IncomingMessage} req
 * @returns {Promise<ServedRender | null>}
 */
async function renderPage(renderer, url, req) {
  if (rendering >= renderConcurrency) return null;
  rendering += 1;
  const origin = publicOrigin(req);
  try {
    const result = await renderer.render(new Request(new URL(url, origin)), {
      served: siteConfig,
      graphqlUrl: new URL('/graphql', gateway).href,
      headers: gatewayHeaders(req),
      origin,
      userAgent: String(req.headers['user-agent'] ?? ''),
    });
    if (result.kind === 'redirect') return result;
    const pathname = new URL(url, origin).pathname;
    const routeModule = ROUTE_MODULES.get(landingPath(pathname));
    const template = (routeModule && renderedTemplates.get(routeModule)) || renderedIndexTemplate;
    const body = Buffer.from(pageHtml(template, result));
    return {
      kind: 'page',
      status: result.status,
      file: staticFile(body, '.html', false, true),
      maxAgeSeconds: result.maxAgeSeconds,
      renderedAt: Date.now(),
    };
  } catch (error) {
    log('error', 'server rendering failed', {
      url,
      error: error instanceof Error ? error.message : String(error),
    });
    return null;
  } finally {
    rendering -= 1;
  }
}

/**
 * The shared cache of rendered anonymous pages, keyed by the public origin and the address (path and query).
 * Concurrent requests for a page not yet cached wait for one render; a failed render is not kept. A page is kept
 * as long as the gateway answers it was rendered from may be shared (their `Cache-Control` max-age: the gateway's
 * catalogue freshness, shorter for seats), at most RENDER_CACHE_TTL_SECONDS; a page built from an answer that may
 * not be shared is served to the requests that waited for it and not kept.
 * @type {LRUCache<string, ServedRender, { renderer: Renderer, url: string, req: http.IncomingMessage }>}
 */
const renderCache = new LRUCache({
  max: renderCacheEntries,
  ttl: renderCacheTtlMs,
  fetchMethod: async (_key, _stale, { options, context }) => {
    const rendered = await renderPage(context.renderer, context.url, context.req);
    // lru-cache keeps nothing for an undefined answer.
    if (!rendered) return undefined;
    if (rendered.kind === 'page' && rendered.maxAgeSeconds !== null) {
      // A ttl of 0 would mean 'forever' to lru-cache: 1 ms is gone before any later request.
      options.ttl = Math.max(1, Math.min(renderCacheTtlMs, rendered.maxAgeSeconds * 1000));
    }
    return rendered;
  },
});

/**
 * An anonymous catalogue page from the shared cache, one copy per address and kind of browser (mobile or not): a
 * kept page is taken at once (get); fetch renders a missing one, once for all who wait for it.
 * @param {Renderer} renderer
 * @param {http.IncomingMessage} req
 * @param {string} url
 */
async function sharedPage(renderer, req, url) {
  const key = `${publicOrigin(req)} ${renderer.pageVariant(String(req.headers['user-agent'] ?? ''))} ${url}`;
  return renderCache.get(key) ?? (await renderCache.fetch(key, { context: { renderer, url, req } }));
}

/**
 * Answers a request the server renders: an anonymous catalogue page (no cookie, no open tour) from the shared
 * cache, any other rendered for the visitor's session; index.html when the renderer fails.
 * @param {Renderer} renderer
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {StaticFile} fallback the route's index.html
 */
async function sendRendered(renderer, req, res, fallback) {
  const url = req.url ?? '/';
  const shared = !req.headers.cookie && !new URL(url, 'http://localhost').searchParams.has('open');
  const rendered = shared ? await sharedPage(renderer, req, url) : await renderPage(renderer, url, req);
  if (!rendered) {
    sendFile(req, res, fallback);
  } else if (rendered.kind === 'redirect') {
    res.writeHead(rendered.status, { location: rendered.location, ...SECURITY_HEADERS });
    res.end();
  } else {
    // A shared copy says how old it is (HTTP's Age), as a shared cache does.
    if (shared) res.setHeader('age', String(Math.floor((Date.now() - rendered.renderedAt) / 1000)));
    sendFile(req, res, rendered.file, rendered.status);
  }
}

/**
 * /robots.txt of the consumer site: everything may be crawled but the booking flow, and the sitemap is named.
 * The agent portal asks robots to stay out.
 * @param {http.IncomingMessage} req
 */
function robotsTxt(req) {
  if (siteConfig.mode !== 'consumer') return 'User-agent: *\nDisallow: /\n';
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /cart',
    'Disallow: /payment',
    'Disallow: /creditcard',
    'Disallow: /confirmation',
    'Disallow: /failed_payment',
    'Disallow: /booking/',
    `Sitemap: ${publicOrigin(req)}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * Sends /sitemap.xml (consumer site with the renderer; 404 otherwise or when the gateway fails).
 * @param {Renderer | null} renderer
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 */
async function sendSitemap(renderer, req, res) {
  try {
    if (!renderer) throw new Error('no renderer');
    const xml = await renderer.sitemapXml({
      served: siteConfig,
      graphqlUrl: new URL('/graphql', gateway).href,
      headers: { 'x-tourdesk-site': String(siteConfig.mode) },
      origin: publicOrigin(req),
    });
    sendFile(req, res, staticFile(Buffer.from(xml), '.xml', false));
  } catch (error) {
    log('error', 'sitemap failed', { error: error instanceof Error ? error.message : String(error) });
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...SECURITY_HEADERS });
    res.end('Not found');
  }
}

const files = await loadDist();
const indexFile = /** @type {StaticFile} */ (files.get('/index.html'));
const manifest = await loadManifest();
/**
 * Apollo Client's code, which src/apollo/on-demand.ts imports when first needed: preloaded with every page the
 * browser renders itself and every rendered page that brings the Apollo cache (they need it at once), never
 * with a page hydrated from its answers.
 */
const indexHtml = indexFile.body.toString('utf8');
const apolloTags = routePreloadTags(manifest, APOLLO_CLIENT_MODULE, indexHtml);
const apolloPreloadTags = lowPriorityScripts(apolloTags.join('\n    '));
const routeTags = routeHeadTags(indexHtml, manifest);
/** index.html of the pages the browser renders, per route module, and for any other address. */
const routeIndexes = new Map(
  [...routeTags].map(([routeModule, tags]) => [
    routeModule,
    staticFile(Buffer.from(withHeadTags(indexHtml, [...tags, ...apolloTags])), '.html', false),
  ]),
);
const clientIndexFile = staticFile(Buffer.from(withHeadTags(indexHtml, apolloTags)), '.html', false);
/** The template of each route's server-rendered pages ({@link renderedTemplate}), keyed by route module. */
const renderedTemplates = new Map(
  [...routeTags].map(([routeModule, tags]) => [
    routeModule,
    renderedTemplate(withHeadTags(indexHtml, tags), files),
  ]),
);
const renderedIndexTemplate = renderedTemplate(indexHtml, files);
const renderer = await loadRenderer();

const server = http.createServer((req, res) => {
  const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
  if (PROXIED.some((prefix) => pathname === prefix || pathname.startsWith(prefix + '/'))) {
    proxyToGateway(req, res);
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' });
    res.end();
    return;
  }
  const file = files.get(pathname);
  if (file) {
    sendFile(req, res, file);
  } else if (pathname === '/livez') {
    // This process's own liveness (the container health check), without the gateway that /healthz asks.
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end('{"status":"ok"}');
  } else if (pathname === '/robots.txt') {
    sendFile(req, res, staticFile(Buffer.from(robotsTxt(req)), '.txt', false));
  } else if (pathname === '/sitemap.xml') {
    void sendSitemap(renderer, req, res);
  } else if (pathname.startsWith('/assets/')) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...SECURITY_HEADERS });
    res.end('Not found');
  } else {
    const routeModule = ROUTE_MODULES.get(landingPath(pathname));
    const index = (routeModule && routeIndexes.get(routeModule)) || clientIndexFile;
    const params = new URL(req.url ?? '/', 'http://localhost').searchParams;
    if (renderer && rendersOnServer(pathname, params, req.headers.cookie))
      void sendRendered(renderer, req, res, index);
    else sendFile(req, res, index);
  }
});

server.listen(port, host, () => {
  log('info', 'web listening', {
    url: `http://${host}:${port}`,
    mode: siteConfig.mode,
    gateway: gateway.origin,
  });
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
