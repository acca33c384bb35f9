import { pathPrefix, paths } from '@tourdesk/domain/paths';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from './config.js';
import type { Renderer } from './renderer.js';

/** Escapes text for XML. */
function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * `/robots.txt` and `/sitemap.xml`, with the configured origin (SITE_ORIGIN), never one a request names. The
 * consumer site lets everything be crawled but the booking flow and names its sitemap (sitemaps.org 0.9: the
 * home page and every tour's own page, from the gateway within the render deadline; 503 when it cannot be had);
 * the agent portal asks robots to stay out.
 * @param withDeadline runs the gateway read within the render deadline (renderer.ts deadlineRunner)
 */
export function registerSitemap(
  app: FastifyInstance,
  config: ServerConfig,
  renderer: Renderer | null,
  withDeadline: <T>(what: string, work: (signal: AbortSignal) => Promise<T>) => Promise<T | undefined>,
): void {
  const robots =
    config.site.mode !== 'consumer'
      ? 'User-agent: *\nDisallow: /\n'
      : [
          'User-agent: *',
          'Allow: /',
          ...[
            paths.cart.path,
            paths.payment.path,
            paths.creditCard.path,
            paths.confirmation.path,
            paths.failedPayment.path,
            pathPrefix(paths.bookingPage.path),
          ].map((path) => `Disallow: ${path}`),
          `Sitemap: ${new URL('/sitemap.xml', config.origin).href}`,
          '',
        ].join('\n');
  app.get('/robots.txt', (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(robots),
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    if (config.site.mode !== 'consumer')
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const paths = renderer
      ? await withDeadline('sitemap', (signal) =>
          renderer.sitemapPaths({
            served: config.site,
            graphqlUrl: new URL('/graphql', config.gatewayUrl).href,
            headers: { 'x-tourdesk-site': config.site.mode },
            origin: config.origin,
            signal,
          }),
        )
      : [];
    if (!paths?.length) {
      return reply
        .code(503)
        .header('retry-after', '60')
        .type('text/plain; charset=utf-8')
        .send('Sitemap unavailable');
    }
    const urls = paths.map(
      (path) => `  <url><loc>${escapeXml(new URL(path, config.origin).href)}</loc></url>`,
    );
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n');
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'no-cache').send(xml);
  });
}
