import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'provider-sim',
    include: ['test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
