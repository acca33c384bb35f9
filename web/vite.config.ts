import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { injectSiteConfig, siteConfigFromEnv } from './site-config.mjs';

const gatewayUrl = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000';

/**
 * Vite for development (hot reload, `/graphql` and `/healthz` proxied to the gateway, site mode from
 * SITE_MODE like the production server) and for the production build (hashed assets in dist/assets).
 */
export default defineConfig({
  plugins: [
    react(),
    {
      name: 'tourdesk-site-config',
      transformIndexHtml: {
        order: 'pre',
        handler: (html, ctx) => (ctx.server ? injectSiteConfig(html, siteConfigFromEnv(process.env)) : html),
      },
    },
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    host: '127.0.0.1',
    port: Number(process.env.PORT ?? 5173),
    proxy: {
      '/graphql': { target: gatewayUrl, changeOrigin: false, xfwd: true },
      '/healthz': { target: gatewayUrl },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
});
