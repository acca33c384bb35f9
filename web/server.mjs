/**
 * Production server of the web app: serves the built dist/ (precompressed with brotli and gzip; hashed assets
 * cached for a year, everything else revalidated by ETag), answers every other path with index.html for the
 * client router, and proxies `/graphql` and `/healthz` to the gateway so the browser talks to one origin (the
 * session cookie stays first-party).
 * The index.html of a landing page (search, cart, checkout, login) names its route's code and styles
 * (`modulepreload`, from the build's manifest) and the search pages' hero image (`preload`), so the browser fetches
 * them beside the entry chunk instead of after it has run (issue 11 B5).
 *
 * One build, two sites: SITE_MODE=consumer|agent chooses the site (see site-config.mjs).
 * Environment: PORT (3000), HOST (127.0.0.1), SITE_MODE (consumer), GATEWAY_URL (http://127.0.0.1:4000), IMAGE_ORIGINS (http://127.0.0.1:4010),
 * PAYMENT_ORIGINS (http://127.0.0.1:4010), EMBED_FRAME_ANCESTORS (none: the site itself only),
 * DIST_DIR (./dist beside this file) and the SITE_* settings of site-config.mjs.
 */
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
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
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt']);
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
]);
/** Route modules whose first paint is the hero (search-hero.tsx): its image is preloaded with the page. */
const HERO_ROUTE_MODULES = new Set(['src/routes/search.tsx']);
/**
 * Route modules whose first paint shows the provider's tour images (tour cards, the cart's trips and
 * suggestions): the connection to the image origins is opened with the page, before the query names the images.
 */
const TOUR_IMAGE_ROUTE_MODULES = new Set(['src/routes/search.tsx', 'src/routes/cart.tsx']);
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
 * A file of dist/ held in memory with its precompressed variants (dist is a few hundred kB).
 * @typedef {{ body: Buffer, br?: Buffer, gzip?: Buffer, type: string, immutable: boolean, etag: string }} StaticFile
 */

/**
 * A file to serve, with its brotli and gzip forms when worth compressing.
 * @param {Buffer} body
 * @param {string} ext the file name's extension ('.js')
 * @param {boolean} immutable a content-hashed asset
 * @returns {StaticFile}
 */
function staticFile(body, ext, immutable) {
  /** @type {StaticFile} */
  const file = {
    body,
    type: CONTENT_TYPES[/** @type {keyof typeof CONTENT_TYPES} */ (ext)] ?? 'application/octet-stream',
    immutable,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
  };
  if (COMPRESSIBLE.has(ext) && body.length > 1024) {
    file.br = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } });
    file.gzip = gzipSync(body, { level: 9 });
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
 * index.html for each route module of {@link ROUTE_MODULES}, with its preload tags before `</head>`.
 * @param {StaticFile} index the plain index.html
 * @param {Record<string, ManifestChunk>} manifest
 * @returns {Map<string, StaticFile>} keyed by route module
 */
function routeIndexFiles(index, manifest) {
  const html = index.body.toString('utf8');
  /** @type {Map<string, StaticFile>} */
  const pages = new Map();
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
    if (tags.length === 0) continue;
    const body = Buffer.from(html.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`));
    pages.set(routeModule, staticFile(body, '.html', false));
  }
  return pages;
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
 */
function sendFile(req, res, file) {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const embedded = new URL(req.url ?? '/', 'http://localhost').searchParams.has('embed');
  let body = file.body;
  /** @type {Record<string, string>} */
  const headers = {
    ...(embedded ? EMBED_SECURITY_HEADERS : SECURITY_HEADERS),
    'content-type': file.type,
    'cache-control': file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    vary: 'accept-encoding',
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
  res.writeHead(200, headers);
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

const files = await loadDist();
const indexFile = /** @type {StaticFile} */ (files.get('/index.html'));
const routeIndexes = routeIndexFiles(indexFile, await loadManifest());

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
  } else if (pathname.startsWith('/assets/')) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...SECURITY_HEADERS });
    res.end('Not found');
  } else {
    const routeModule = ROUTE_MODULES.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
    sendFile(req, res, (routeModule && routeIndexes.get(routeModule)) || indexFile);
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
