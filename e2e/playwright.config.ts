import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { E2E_PORTS } from './ports.mjs';

/**
 * The screenshot specs: they save pictures of screens to look at and assert little of what the pictures show, so
 * they run apart, in `pnpm screenshots` (playwright.screenshots.config.ts), never in `pnpm test`.
 */
export const SCREENSHOT_SPECS = /screenshots\.spec\.ts$/;

/**
 * End-to-end specs in Debian's Chromium (/usr/bin/chromium; never `playwright install`), against the whole
 * stack started by stack.mjs: provider-sim, gateway, and the built app as consumer site and agent portal.
 * The screenshot specs are left out ({@link SCREENSHOT_SPECS}).
 */
export default defineConfig({
  testDir: '.',
  testIgnore: SCREENSHOT_SPECS,
  outputDir: './artifacts/test-results',
  fullyParallel: true,
  // Two browsers at a time: a test mostly waits on the stack's answers and the browser's frames, so two keep two
  // cores busy (Playwright's default, half the cores, would be one).
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['line']] : [['list']],
  timeout: 30_000,
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    },
  },
  // Every project but faults depends on agent-login, so all of them run in one phase: Playwright starts a
  // project's dependents only when every project of the phase before has finished, which left a worker idle
  // while the other finished the last phase-one group. The quality projects come first: their serial crawl groups
  // are the longest, and started last they would leave one worker running them alone.
  projects: [
    // Logs in the agents of agent/agent-session.ts AGENT_LOGINS once and saves their sessions for the agent projects.
    {
      name: 'agent-login',
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${E2E_PORTS.agent}` },
      testMatch: /agent\/agent-login\.setup\.ts/,
    },
    // Quality gates: accessibility crawl, keyboard journeys, secrets and access scans.
    // Each spec covers both site modes; its tests are tagged @consumer or @agent for the project that runs them.
    {
      name: 'quality-consumer',
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${E2E_PORTS.consumer}` },
      testMatch: /e2e\/quality\/.*\.spec\.ts/,
      grep: /@consumer/,
      dependencies: ['agent-login'],
    },
    {
      name: 'quality-agent',
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${E2E_PORTS.agent}` },
      testMatch: /e2e\/quality\/.*\.spec\.ts/,
      grep: /@agent/,
      dependencies: ['agent-login'],
    },
    {
      name: 'consumer',
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${E2E_PORTS.consumer}` },
      testMatch: /e2e\/(consumer\/.*|cart\/(?!agent-).*|shell|screenshots)\.spec\.ts/,
      dependencies: ['agent-login'],
    },
    {
      name: 'agent',
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${E2E_PORTS.agent}` },
      testMatch: /(agent\/.*|cart\/agent-.*)\.spec\.ts/,
      dependencies: ['agent-login'],
    },
    {
      name: 'payment-consumer',
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${E2E_PORTS.consumer}` },
      testMatch: /payment\/consumer-.*\.spec\.ts/,
      dependencies: ['agent-login'],
    },
    {
      name: 'payment-agent',
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${E2E_PORTS.agent}` },
      testMatch: /payment\/agent-.*\.spec\.ts/,
      dependencies: ['agent-login'],
    },
    // Specs that inject faults into the shared simulator (`/_sim/faults`: every createBooking or capacity read
    // fails while they run), so they would fail any spec running beside them: alone, after every other project.
    {
      name: 'faults',
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${E2E_PORTS.consumer}` },
      testMatch: /e2e\/faults\/.*\.spec\.ts/,
      workers: 1,
      dependencies: [
        'consumer',
        'agent',
        'payment-consumer',
        'payment-agent',
        'quality-consumer',
        'quality-agent',
      ],
    },
  ],
  webServer: {
    command: 'node stack.mjs',
    url: `http://127.0.0.1:${E2E_PORTS.agent}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    // SIGTERM (not the default SIGKILL) lets stack.mjs stop the process groups of its services.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
