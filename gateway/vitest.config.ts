import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // graphql as Node loads it for Apollo and graphql-tools (its CommonJS main, as in production): Vite would pick
  // the package's ESM `module` file for the gateway's own imports, a second copy whose `instanceof` checks refuse
  // the schema Apollo runs (validate, parse results handed to Apollo's document store).
  resolve: { alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }] },
  test: {
    name: 'gateway',
    include: ['test/**/*.test.ts'],
    testTimeout: 20000,
    // The files of a worker share their modules (none mocks one; each builds its own gateway, simulator and store
    // prefix): the gateway's modules are imported once per worker instead of once per file.
    isolate: false,
  },
});
