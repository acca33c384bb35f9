import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Most files wait on simulators, servers and Redis over loopback rather than on the CPU: three at a time keep
    // two cores busy (the default would be one, the cores less one).
    maxWorkers: 3,
    projects: ['domain', 'provider-sim', 'gateway', 'report-cli', 'provider-check', 'web', 'deploy'],
  },
});
