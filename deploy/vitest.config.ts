import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'deploy',
    include: ['**/*.test.ts'],
    // The tests start the production bundles: built once, from this checkout, before the first file.
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 30_000,
    // A file's processes start in its hooks, beside the other files' (the gateway may take 40 s to be healthy on
    // a loaded machine: processes.ts).
    hookTimeout: 60_000,
  },
});
