import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'deploy',
    include: ['**/*.test.ts'],
    // The tests start the production bundles: built once, from this checkout, before the first file.
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // The process tests spawn gateways and Redis servers: one file at a time keeps their timings honest on 2 cores.
    fileParallelism: false,
  },
});
