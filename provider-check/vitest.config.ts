import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'provider-check',
    include: ['test/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // No file mocks a module; each starts its own simulator: they share their modules per worker.
    isolate: false,
  },
});
