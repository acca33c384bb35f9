import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
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
    // graphql as Node loads it for Apollo (its CommonJS main, as in production): Vite would pick the package's ESM
    // `module` file for the sources it compiles, a second copy whose `instanceof` checks refuse the schema of the
    // gateway that server/ tests start in-process.
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      { find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') },
    ],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    // The files of a worker share their modules (no file mocks a module; each test's DOM is cleaned up in
    // setupFiles): importing React, Apollo and react-aria once per worker instead of once per file.
    isolate: false,
    setupFiles: ['src/test/setup.ts'],
  },
});
