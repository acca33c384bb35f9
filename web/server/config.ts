import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { siteConfigFromEnv } from '../site-config.mjs';
import type { ServerTimeouts } from './server-timeouts.js';

/** What the /graphql proxy waits beyond the gateway's own budget of an operation (its answer's way back), in ms. */
export const GATEWAY_MARGIN_MS = 2000;

/** The web server's settings, read once from the environment at start ({@link loadConfig}). */
export interface ServerConfig {
  /** NODE_ENV=production: SITE_ORIGIN is required. */
  production: boolean;
  /** On SIGTERM, /readyz answers 503 `draining` this long before the listener closes, in ms (SHUTDOWN_DELAY_MS). */
  shutdownDelayMs: number;
  /** Timeouts of the listener, in ms (server-timeouts.ts): a slow or half-sent request is closed after them. */
  serverTimeouts: ServerTimeouts;
  host: string;
  port: number;
  /** The served site configuration (site-config.mjs), written into every page; `mode` chooses the site. */
  site: Record<string, unknown> & { mode: 'consumer' | 'agent' };
  /** The public origin of absolute addresses (canonical, Open Graph, sitemap, robots): SITE_ORIGIN. */
  origin: string;
  /** The gateway's origin: /graphql and /healthz are proxied there, and the renderer asks it. */
  gatewayUrl: URL;
  /**
   * Deadline (ms) of a /graphql request that is not a sale: 504 after it. By default the gateway's budget of a
   * read (PROVIDER_TIMEOUT_MS, 5 s) plus {@link GATEWAY_MARGIN_MS}.
   */
  gatewayTimeoutMs: number;
  /**
   * Deadline (ms) of a sale's /graphql request (quote, book, payments: graphql-proxy.ts): by default the gateway's
   * sales budget (PROVIDER_SALES_BUDGET_MS, 15 s) plus {@link GATEWAY_MARGIN_MS}.
   */
  gatewaySalesTimeoutMs: number;
  /** Largest request body (bytes) the proxy passes on: 413 above it. */
  bodyLimitBytes: number;
  /** CSP `img-src` and `frame-src` origins, and the host sites that may frame the embedded mode. */
  imageOrigins: string[];
  paymentOrigins: string[];
  embedFrameAncestors: string[];
  /** The client build (index.html, assets) and the renderer build (entry-server.js). */
  distDir: string;
  ssrDir: string;
  /** Server rendering of the consumer site's pages (SSR=0: every page is index.html). */
  ssr: boolean;
  /** Proxies whose X-Forwarded-* headers are believed (the gateway's TRUST_PROXY); none by default. */
  trustProxy: string[];
  /** A render's deadline (ms): past it the visitor gets index.html and the render is aborted. */
  renderDeadlineMs: number;
  /** Renders running at once; past that a page is index.html. */
  renderConcurrency: number;
  /** The shared page cache: longest life (ms), entries and bytes. */
  pageCache: { ttlMs: number; entries: number; maxBytes: number };
  /** The gateway's consumer session cookie (SESSION_COOKIE_NAME). */
  sessionCookieName: string;
}

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** An origin for a CSP source list: scheme, host (a leading `*.` allowed) and port, nothing that ends the list. */
const ORIGIN = /^https?:\/\/(\*\.)?[A-Za-z0-9.-]+(:\d{1,5})?$/;
const origins = (name: string) =>
  z
    .string()
    .transform((value) => value.split(/\s+/).filter(Boolean))
    .refine(
      (list) => list.every((source) => source === "'self'" || ORIGIN.test(source)),
      `${name}: origins (https://host[:port]) only`,
    );

/** True for a trusted-proxy entry: an IP address, a CIDR network, or a proxy-addr name (as the gateway's). */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

const here = path.dirname(fileURLToPath(import.meta.url));

const schema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
    .default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: int(1, 65535).default(3000),
  SITE_ORIGIN: z
    .url({ protocol: /^https?$/ })
    .transform((value) => new URL(value).origin)
    .optional(),
  GATEWAY_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:4000'),
  GATEWAY_TIMEOUT_MS: int(100, 600_000).optional(),
  GATEWAY_SALES_TIMEOUT_MS: int(100, 600_000).optional(),
  PROVIDER_TIMEOUT_MS: int(100, 120_000).default(5000),
  PROVIDER_SALES_BUDGET_MS: int(100, 600_000).default(15_000),
  SHUTDOWN_DELAY_MS: int(0, 60_000).default(0),
  HEADERS_TIMEOUT_MS: int(100, 600_000).default(10_000),
  REQUEST_TIMEOUT_MS: int(100, 600_000).default(30_000),
  KEEP_ALIVE_TIMEOUT_MS: int(100, 600_000).default(10_000),
  BODY_LIMIT_BYTES: int(1024, 10_485_760).default(102_400),
  IMAGE_ORIGINS: origins('IMAGE_ORIGINS').default(['http://127.0.0.1:4010']),
  PAYMENT_ORIGINS: origins('PAYMENT_ORIGINS').default(['http://127.0.0.1:4010']),
  EMBED_FRAME_ANCESTORS: origins('EMBED_FRAME_ANCESTORS').default([]),
  DIST_DIR: z.string().default(path.resolve(here, '../dist')),
  SSR_DIR: z.string().optional(),
  SSR: z.enum(['0', '1']).default('1'),
  TRUST_PROXY: z
    .string()
    .transform((v) => (v === 'false' || v === '0' ? [] : v.split(',').map((s) => s.trim())))
    .refine(
      (entries) => entries.every(isProxyAddress),
      'must be false or a comma list of proxy addresses or networks (10.0.0.0/8, 127.0.0.1, loopback, ' +
        'linklocal, uniquelocal); true is refused: it would believe any forwarded header a client sends',
    )
    .default([]),
  RENDER_DEADLINE_MS: int(50, 60_000).default(1500),
  RENDER_CONCURRENCY: int(1, 1000).default(8),
  RENDER_CACHE_TTL_SECONDS: int(1, 86_400).default(300),
  RENDER_CACHE_ENTRIES: int(1, 1_000_000).default(500),
  RENDER_CACHE_MAX_BYTES: int(1_048_576, 4_294_967_296).default(64 * 1_048_576),
  SESSION_COOKIE_NAME: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .default('td_sid'),
});

/** Thrown by {@link loadConfig} with one line per bad variable, its name first (`PORT: ...`). */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid web server configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads and checks the web server's environment (empty strings count as unset): every variable and its default
 * is in web/README.md. NODE_ENV is development (the default), production or test; in production SITE_ORIGIN is
 * required, elsewhere it defaults to the listen address.
 * @throws ConfigError naming every bad variable.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
  const parsed = schema.safeParse(cleaned);
  const problems = parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  if ((cleaned.NODE_ENV ?? 'development') === 'production' && cleaned.SITE_ORIGIN === undefined) {
    problems.push(
      'SITE_ORIGIN: required in production (the public origin of canonical links and the sitemap)',
    );
  }
  if (parsed.success && parsed.data.HEADERS_TIMEOUT_MS > parsed.data.REQUEST_TIMEOUT_MS) {
    problems.push(
      'HEADERS_TIMEOUT_MS: must be at most REQUEST_TIMEOUT_MS (the headers are part of the request)',
    );
  }
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const listenHost = e.HOST === '0.0.0.0' || e.HOST === '::' ? '127.0.0.1' : e.HOST;
  const distDir = path.resolve(e.DIST_DIR);
  const site = siteConfigFromEnv(env) as ServerConfig['site'];
  return {
    production,
    host: e.HOST,
    port: e.PORT,
    site,
    origin: e.SITE_ORIGIN ?? `http://${listenHost}:${e.PORT}`,
    gatewayUrl: new URL(e.GATEWAY_URL),
    gatewayTimeoutMs: e.GATEWAY_TIMEOUT_MS ?? e.PROVIDER_TIMEOUT_MS + GATEWAY_MARGIN_MS,
    gatewaySalesTimeoutMs: e.GATEWAY_SALES_TIMEOUT_MS ?? e.PROVIDER_SALES_BUDGET_MS + GATEWAY_MARGIN_MS,
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
    serverTimeouts: {
      headersMs: e.HEADERS_TIMEOUT_MS,
      requestMs: e.REQUEST_TIMEOUT_MS,
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS,
    },
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    imageOrigins: e.IMAGE_ORIGINS,
    paymentOrigins: e.PAYMENT_ORIGINS,
    embedFrameAncestors: e.EMBED_FRAME_ANCESTORS.filter((source) => source !== "'self'"),
    distDir,
    ssrDir: path.resolve(e.SSR_DIR ?? `${distDir}-server`),
    ssr: e.SSR === '1',
    trustProxy: e.TRUST_PROXY,
    renderDeadlineMs: e.RENDER_DEADLINE_MS,
    renderConcurrency: e.RENDER_CONCURRENCY,
    pageCache: {
      ttlMs: e.RENDER_CACHE_TTL_SECONDS * 1000,
      entries: e.RENDER_CACHE_ENTRIES,
      maxBytes: e.RENDER_CACHE_MAX_BYTES,
    },
    sessionCookieName: e.SESSION_COOKIE_NAME,
  };
}
