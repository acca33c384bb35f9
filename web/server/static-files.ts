import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Content-hashed build output: a new release has new names, so a file never changes under its address. */
const HASHED = /^\/assets\//;

/**
 * The files of the build (dist/) by @fastify/static: one route per file found at start (no file system look-up
 * for the addresses that are pages), the build's brotli and gzip forms sent to browsers that take them
 * (`preCompressed`, written by the build beside each file), hashed assets cached for a year as immutable and
 * everything else revalidated by ETag. index.html is not served as a file (every page is written with the site
 * configuration: pages.ts), nor are the build's manifest, source maps or compressed forms under their own names.
 */
export async function registerStaticFiles(app: FastifyInstance, distDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    dotfiles: 'ignore',
    globIgnore: ['index.html', '.vite/**', '**/*.map', '**/*.br', '**/*.gz'],
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const urlPath = filePath.slice(distDir.length).split('\\').join('/');
      reply.header(
        'cache-control',
        HASHED.test(urlPath) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
}
