/**
 * The agent portal in Debian's Chromium through a Redis outage: the web server (agent site) in front of a gateway on
 * its own Redis, that Redis stopped while a logged-in agent moves between pages. The agent stays on the page with
 * 'We are having trouble reaching our systems; retrying…' (never sent to /login), and once Redis is back the page
 * the agent asked for appears without a new login.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.js';
import { startSimulator } from '../provider-sim/src/index.js';
import { waitFor } from './support/ports.js';
import {
  copyWebBuild,
  SIMULATOR_OPTIONS,
  startGatewayProcess,
  startRedisServer,
  startWebServer,
  type RedisServer,
  type ServiceProcess,
} from './support/processes.js';

const RETRYING = 'We are having trouble reaching our systems; retrying…';

let dir: string;
let sim: Awaited<ReturnType<typeof startSimulator>>;
let redis: RedisServer;
let gateway: ServiceProcess;
let portal: ServiceProcess;
let browser: Browser;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'tourdesk-portal-outage-'));
  await copyWebBuild(path.join(dir, 'dist'));
  sim = await startSimulator({ ...SIMULATOR_OPTIONS, bookings: 50 });
  redis = await startRedisServer({ persist: true });
  gateway = await startGatewayProcess({
    env: {
      PROVIDER_API_URL: sim.url,
      PROVIDER_PAYMENT_URL: sim.url,
      REDIS_URL: redis.url,
      LOG_LEVEL: 'warn',
      PERSISTED_QUERY_MANIFESTS: path.join(dir, 'dist/.vite/persisted-query-manifest.json'),
    },
  });
  portal = await startWebServer({
    dist: path.join(dir, 'dist'),
    gatewayUrl: gateway.url,
    env: { SITE_MODE: 'agent', SITE_ORIGIN: 'https://agents.tours.example', IMAGE_ORIGINS: sim.url },
  });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  await gateway?.stop('SIGKILL');
  await redis?.stop();
  await sim?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Logs in as demo-agent and picks the consultant, through the screens; ends on /search. */
async function logIn(page: Page): Promise<void> {
  await page.goto(`${portal.url}/login`);
  await page.getByLabel('User name').fill('demo-agent');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByLabel('Password').press('Enter');
  await page.locator('label').filter({ hasText: 'Isla Fraser' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/search$/);
}

describe('the agent portal through a Redis outage', () => {
  it('keeps the agent on the page with the retry notice, and goes on without a new login once Redis is back', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await logIn(page);
    const agentNavigation = page.getByRole('navigation', { name: 'Agent' });
    await agentNavigation.waitFor();

    await redis.stop();
    // A full load of another page: the portal asks the gateway who the agent is, and the store cannot say.
    await page.goto(`${portal.url}/manage_bookings`);
    await page.getByRole('status').filter({ hasText: RETRYING }).waitFor({ timeout: 20_000 });
    // It stays there, retrying: never the login screen.
    await page.waitForTimeout(3000);
    expect(new URL(page.url()).pathname).toBe('/manage_bookings');
    expect(await page.getByLabel('Password').count()).toBe(0);
    await page.getByRole('status').filter({ hasText: RETRYING }).waitFor();

    await redis.start();
    await waitFor('the notice to go', async () => (await page.getByText(RETRYING).count()) === 0, {
      timeoutMs: 30_000,
    });
    await agentNavigation.waitFor();
    expect(new URL(page.url()).pathname).toBe('/manage_bookings');
    await page.getByRole('heading', { level: 1 }).filter({ hasText: 'Manage Bookings' }).waitFor();
    expect(await page.getByLabel('Password').count()).toBe(0);
    await context.close();
  }, 120_000);
});
