import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'report-cli', include: ['test/**/*.test.ts'], isolate: false },
});
