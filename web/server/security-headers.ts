import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { ServerConfig } from './config.js';

/** Pages of the embedded mode (seed 001 §1): `embed` in the query, as a name of its own. */
export function isEmbedded(url: string | undefined): boolean {
  return new URL(url ?? '/', 'http://localhost').searchParams.has('embed');
}

/**
 * Security headers on every answer, by @fastify/helmet: a Content-Security-Policy as strict as the app allows
 * (scripts from this origin only: every data script is inert JSON; inline styles for the rendered pages' inlined
 * sheets; images from the provider's image origins; the payment provider's card page in a frame), nosniff, a
 * referrer policy, and helmet's other defaults (no MIME sniffing, no DNS prefetch, Origin-Agent-Cluster...). Only
 * pages of the embedded mode may be framed by other sites, those of EMBED_FRAME_ANCESTORS: they get those in
 * `frame-ancestors` and no X-Frame-Options (it cannot name other origins); every other answer is same-origin
 * only.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const embedAncestors = ["'self'", ...config.embedFrameAncestors].join(' ');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', ...config.imageOrigins],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", ...config.paymentOrigins],
        frameAncestors: [(req: IncomingMessage) => (isEmbedded(req.url) ? embedAncestors : "'self'")],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // Set below, for the answers that may not be framed.
    xFrameOptions: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The card page of the payment provider opens in a frame, and the embedded mode is framed: no isolation
    // of the browsing context group (the default `same-origin` would cut the payment window's opener).
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Link previews and other sites may show the site's images (og:image).
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // HSTS is for whatever terminates TLS in front of this server (it alone knows the site's domains).
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!isEmbedded(request.url)) reply.header('x-frame-options', 'SAMEORIGIN');
  });
}
