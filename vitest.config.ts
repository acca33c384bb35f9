import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['domain', 'provider-sim', 'gateway', 'report-cli', 'provider-check', 'web', 'deploy'],
  },
});
