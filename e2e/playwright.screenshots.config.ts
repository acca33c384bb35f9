import { defineConfig, devices } from '@playwright/test';
import base, { SCREENSHOT_SPECS } from './playwright.config';
import { E2E_PORTS } from './ports.mjs';

/**
 * `pnpm screenshots`: the screenshot specs alone (pictures of each screen at desktop and phone sizes in
 * artifacts/screenshots/, to look at after changing a screen), on the same stack as the other specs. Kept out of
 * `pnpm test` by playwright.config.ts.
 */
export default defineConfig({
  ...base,
  testIgnore: undefined,
  testMatch: SCREENSHOT_SPECS,
  projects: [
    {
      name: 'screenshots-consumer',
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${E2E_PORTS.consumer}` },
      testIgnore: /(agent\/|payment\/agent-)/,
    },
    {
      name: 'screenshots-agent',
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${E2E_PORTS.agent}` },
      testMatch: /(agent\/|payment\/agent-).*screenshots\.spec\.ts$/,
    },
  ],
});
