import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { siteConfigTags } from '../site-config.mjs';
import { loadBuildAssets } from './assets.js';
import type { ServerConfig } from './config.js';
import { parseShell } from './document.js';
import { registerGraphqlProxy } from './graphql-proxy.js';
import { registerPages } from './pages.js';
import { deadlineRunner, loadRenderer } from './renderer.js';
import { registerSecurityHeaders } from './security-headers.js';
import { serverTimeoutOptions } from './server-timeouts.js';
import { registerSitemap } from './sitemap.js';
import { registerStaticFiles } from './static-files.js';
import { logMixin, registerRequestLogContext, requestId } from './telemetry.js';

/** How long the readiness check waits for the gateway's /healthz (ms). */
const READY_TIMEOUT_MS = 1000;

/**
 * The web server of one site (SITE_MODE): security headers, the build's files, `/graphql` and `/healthz`
 * proxied to the gateway, robots and sitemap, the pages (the consumer site's rendered on the server), and its
 * own `/livez` (the process runs) and `/readyz` (the gateway answers; 503 `draining` once `lifecycle` says the
 * process is shutting down). The listener's header, request and keep-alive timeouts are the configured ones. JSON
 * logs (pino), no line per request.
 * @throws when the build is missing or incomplete (run `pnpm --filter web build`).
 */
export async function buildApp(
  config: ServerConfig,
  options: { logLevel?: string; lifecycle?: { draining(): boolean } } = {},
): Promise<FastifyInstance> {
  const draining = options.lifecycle?.draining ?? (() => false);
  const app = Fastify({
    ...serverTimeoutOptions(config.serverTimeouts),
    logger: { level: options.logLevel ?? 'info', mixin: logMixin },
    genReqId: requestId,
    logController: new LogController({ disableRequestLogging: true }),
    // Forwarded headers only from the configured proxies (the gateway's TRUST_PROXY); from anyone else the
    // request's own address, host and scheme.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: config.bodyLimitBytes,
  });
  // While draining, every answer closes its connection and idle keep-alive connections are closed, so the process
  // exits as soon as the last request in flight is answered.
  app.addHook('onSend', async (_request, reply) => {
    if (draining()) reply.header('connection', 'close');
  });
  app.addHook('onResponse', async () => {
    if (draining()) app.server.closeIdleConnections();
  });
  registerRequestLogContext(app);
  const indexHtml = await readFile(path.join(config.distDir, 'index.html'), 'utf8');
  const shell = parseShell(indexHtml);
  const assets = await loadBuildAssets(config.distDir, {
    imageOrigins: config.imageOrigins,
    heroImageUrl: String(config.site.heroImageUrl ?? '/hero-highlands.svg'),
  });
  const renderer = config.ssr ? await loadRenderer(config.ssrDir, app.log) : null;

  await registerSecurityHeaders(app, config);
  await registerStaticFiles(app, config.distDir);
  await registerGraphqlProxy(app, config);
  registerSitemap(
    app,
    config,
    renderer,
    deadlineRunner({ deadlineMs: config.renderDeadlineMs, limit: config.renderConcurrency, log: app.log }),
  );
  await registerPages(app, { config, shell, assets, renderer, siteConfigTags: siteConfigTags(config.site) });

  app.get('/livez', (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (draining()) return reply.code(503).send({ status: 'draining' });
    const answer = await fetch(new URL('/healthz', config.gatewayUrl), {
      signal: AbortSignal.timeout(READY_TIMEOUT_MS),
    }).then(
      async (response) => (await response.arrayBuffer(), response.ok),
      () => false,
    );
    return answer
      ? { status: 'ready' }
      : reply.code(503).send({ status: 'unavailable', reason: 'gateway unreachable' });
  });
  return app;
}
