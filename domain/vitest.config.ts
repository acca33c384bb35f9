import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'domain',
    include: ['test/**/*.test.ts'],
    // Pure functions: the files of a worker share their modules.
    isolate: false,
  },
});
