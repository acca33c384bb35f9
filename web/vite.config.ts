import react from '@vitejs/plugin-react';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { precompressBuild, siteImage } from './build-plugins';
import { persistedQueryManifest } from './persisted-queries.js';
import { injectSiteConfig, siteConfigFromEnv } from './site-config.mjs';

const gatewayUrl = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000';

/** React Router's production build, which its package exports never select (remix-run/react-router#14102). */
const REACT_ROUTER_PRODUCTION = './node_modules/react-router/dist/production/index.mjs';

/**
 * The framework every page runs on, each in a chunk of its own: they change less often than the app code, so a
 * release that changes a page leaves them cached, and the entry chunk keeps only the shell. Everything else
 * (Apollo Client, which a page hydrated from its answers loads only at the first interaction, react-aria,
 * react-hook-form, luxon, features) is split by the bundler along the lazy imports, so a page loads only the
 * code it imports.
 */
const VENDOR_CHUNKS = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /[\\/]node_modules[\\/]react-router[\\/]/ },
];

/**
 * Source maps are for error reporting, never for browsers: the build writes them without a `sourceMappingURL`
 * comment (`sourcemap: 'hidden'`) and this plugin moves them out of the served folder into `<outDir>-sourcemaps`
 * beside it (web/dist-sourcemaps), keeping their paths, for upload to an error tracker. Nothing under dist/ names
 * or holds a map, whichever server serves it.
 */
function sourceMapsBesideTheBuild(): Plugin {
  let outDir = '';
  return {
    name: 'tourdesk-source-maps-beside-the-build',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const target = `${outDir}-sourcemaps`;
      await rm(target, { recursive: true, force: true });
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      for (const entry of entries.filter((e) => e.isFile() && e.name.endsWith('.map'))) {
        const from = path.join(entry.parentPath, entry.name);
        const to = path.join(target, path.relative(outDir, from));
        await mkdir(path.dirname(to), { recursive: true });
        await rename(from, to);
      }
    },
  };
}

/**
 * The server renderer's build (`vite build --ssr src/entry-server.tsx`): ES modules for Node in dist-server
 * beside dist (the web server, web/server/renderer.ts, imports it), dependencies bundled in (`ssr.noExternal`) so the build
 * runs wherever it is put; CSS modules give the client build's class names, their styles come from the client
 * build.
 */
const SSR_BUILD = {
  target: 'node20',
  outDir: 'dist-server',
  emptyOutDir: true,
  sourcemap: false,
  copyPublicDir: false,
} as const;

/**
 * Vite for development (hot reload, `/graphql` and `/healthz` proxied to the gateway, site mode from
 * SITE_MODE like the production server) and for the production build (hashed assets in dist/assets with their
 * brotli and gzip forms, the site's preview image, dist/.vite/persisted-query-manifest.json (the trusted documents
 * the gateway runs: persisted-queries.ts), dist/.vite/manifest.json, from which the web server writes
 * each page's script and style tags, and the source maps in dist-sourcemaps beside it).
 */
export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [
    react(),
    persistedQueryManifest({ ssr: Boolean(isSsrBuild) }),
    ...(isSsrBuild ? [] : [sourceMapsBesideTheBuild(), siteImage(), precompressBuild()]),
    {
      name: 'tourdesk-site-config',
      transformIndexHtml: {
        order: 'pre',
        handler: (html, ctx) => (ctx.server ? injectSiteConfig(html, siteConfigFromEnv(process.env)) : html),
      },
    },
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // React Router 7's package exports name only its development build (with its dev warnings on); builds take
      // the production build it ships beside it.
      ...(mode === 'production'
        ? { 'react-router': fileURLToPath(new URL(REACT_ROUTER_PRODUCTION, import.meta.url)) }
        : {}),
    },
  },
  ssr: { noExternal: true },
  // The bundled dependencies (React...) pick their production build at build time, not from the server's NODE_ENV.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify(mode) } : {},
  server: {
    host: '127.0.0.1',
    port: Number(process.env.PORT ?? 5173),
    proxy: {
      // The site header the gateway binds sessions to (gateway/src/session/site.ts), as the web server sends it,
      // replacing any the browser sent.
      '/graphql': {
        target: gatewayUrl,
        changeOrigin: false,
        xfwd: true,
        headers: { 'x-tourdesk-site': String(siteConfigFromEnv(process.env).mode) },
      },
      '/healthz': { target: gatewayUrl },
    },
  },
  build: isSsrBuild
    ? SSR_BUILD
    : {
        target: 'es2022',
        sourcemap: 'hidden',
        manifest: true,
        rolldownOptions: {
          output: { codeSplitting: { groups: VENDOR_CHUNKS } },
        },
      },
}));
