import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { persistedQueryManifest } from './persisted-queries.js';

/**
 * Component and unit tests of the web app (Testing Library in jsdom) and of its web server (server/, in Node:
 * `// @vitest-environment node`); run from the root with `pnpm test`.
 */
export default defineProject({
  plugins: [react(), persistedQueryManifest({ ssr: false })],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
  },
});
