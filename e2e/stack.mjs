/**
 * Starts what the end-to-end specs run against, on test ports so a running `pnpm start` is left alone:
 * provider-sim (SIM_TODAY=2026-06-01), the gateway in production (running only the trusted documents of the web
 * build under test: its persisted query manifest), then the built web app twice, as the consumer site and
 * as the agent portal by the web server (web/server, from source). Playwright's webServer runs this and waits for
 * the agent portal's address.
 * Set E2E_SKIP_BUILD=1 to reuse an existing build; E2E_DIST_DIR builds to and serves from another folder than
 * web/dist (and its server renderer to that folder's name + '-server'), so two stacks on one machine do not
 * overwrite each other's build.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWebApp } from '../scripts/build-web.mjs';
import { E2E_PORTS } from './ports.mjs';
import { E2E_PROVIDER_API_KEY } from './stack-settings.mjs';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(rootDir, 'web');
const gatewayUrl = `http://127.0.0.1:${E2E_PORTS.gateway}`;
const distDir = path.resolve(webDir, process.env.E2E_DIST_DIR ?? 'dist');

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
let stopping = false;

/**
 * @param {string} name
 * @param {string[]} command
 * @param {Record<string, string>} env
 * @param {string} cwd
 */
function start(name, command, env, cwd = rootDir) {
  const child = spawn(command[0] ?? '', command.slice(1), {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Own process group, so stopping reaches pnpm's grandchildren (tsx, node) too instead of orphaning them.
    detached: true,
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) if (line) process.stdout.write(`[${name}] ${line}\n`);
    });
  }
  child.on('exit', (code, signal) => {
    if (!stopping) {
      process.stderr.write(`[${name}] exited (${signal ?? code}); stopping the e2e stack\n`);
      stop(1);
    }
  });
  children.push(child);
}

/**
 * Polls an address until it answers (any HTTP status), or fails after `timeoutMs`.
 * @param {string} url
 * @param {RequestInit} [init]
 */
async function waitFor(url, init, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, init);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** @param {number} code */
function stop(code) {
  stopping = true;
  for (const child of children) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

// The client build and, beside it, the server renderer (web/src/entry-server.tsx), where the web server looks for it.
if (!process.env.E2E_SKIP_BUILD) {
  try {
    buildWebApp(distDir);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}

const simOrigin = `http://127.0.0.1:${E2E_PORTS.providerSim}`;
const consumerOrigin = `http://127.0.0.1:${E2E_PORTS.consumer}`;
const agentOrigin = `http://127.0.0.1:${E2E_PORTS.agent}`;

start('provider-sim', ['pnpm', '--filter', 'provider-sim', 'start'], {
  PORT: String(E2E_PORTS.providerSim),
  SIM_TODAY: '2026-06-01',
  SIM_API_KEY: E2E_PROVIDER_API_KEY,
  // The hosted card page posts its answer to the site that shows it: the two test sites.
  SIM_PAYMENT_PARENT_ORIGINS: `${consumerOrigin},${agentOrigin}`,
});
await waitFor(`http://127.0.0.1:${E2E_PORTS.providerSim}/_sim/stats`);

start('gateway', ['pnpm', '--filter', 'gateway', 'start'], {
  PORT: String(E2E_PORTS.gateway),
  PROVIDER_API_URL: `http://127.0.0.1:${E2E_PORTS.providerSim}`,
  PROVIDER_PAYMENT_URL: `http://127.0.0.1:${E2E_PORTS.providerSim}`,
  TODAY: '2026-06-01',
  // Card-payment return addresses and payment links point at the test sites.
  CONSUMER_SITE_URL: consumerOrigin,
  AGENT_SITE_URL: agentOrigin,
  CACHE_PREFIX: `e2e-${process.pid}:`,
  // Production (the default NODE_ENV), with the settings it requires: the secrets (none its development value)
  // and one instance on the in-memory store.
  PROVIDER_API_KEY: E2E_PROVIDER_API_KEY,
  PAYMENT_LINK_SECRET: 'e2e-payment-link-secret-0123456789abcdef',
  ALTCHA_HMAC_KEY: 'e2e-altcha-hmac-key-0123456789abcdef',
  SINGLE_INSTANCE: 'true',
  // Browsers may run only the operations of the build under test.
  PERSISTED_QUERY_MANIFESTS: path.join(distDir, '.vite/persisted-query-manifest.json'),
  // Specs that set data up with their own documents send them as a script, with this token (e2e/script-token.ts).
  REPORT_TOKEN_HASHES: createHash('sha256').update('e2e-script-token').digest('hex'),
  // Journeys, not read budgets (gateway tests and bench B7 cover those): catalogue reads get the 5 s of other
  // reads, so a loaded machine slows the specs down instead of failing them.
  PROVIDER_CATALOGUE_BUDGET_MS: '5000',
  LOG_LEVEL: 'warn',
});
await waitFor(`${gatewayUrl}/healthz`);

for (const [mode, port] of /** @type {const} */ ([
  ['consumer', E2E_PORTS.consumer],
  ['agent', E2E_PORTS.agent],
])) {
  start(
    `web-${mode}`,
    ['node', '--import', 'tsx', 'server/main.ts'],
    {
      SITE_MODE: mode,
      DIST_DIR: distDir,
      PORT: String(port),
      GATEWAY_URL: gatewayUrl,
      // The simulator serves the tour images: allow its test port in the Content-Security-Policy.
      IMAGE_ORIGINS: simOrigin,
      // ...and the hosted card page, framed on /creditcard.
      PAYMENT_ORIGINS: simOrigin,
      SITE_AGENT_ORIGIN: agentOrigin,
      // The host site that e2e/consumer/embed.spec.ts starts to frame the embedded mode.
      EMBED_FRAME_ANCESTORS: `http://127.0.0.1:${E2E_PORTS.embedHost}`,
      LOG_LEVEL: 'warn',
      // The specs check what the renderer draws: on a loaded machine a render can take longer than production's
      // 1.5 s, which would serve the browser-rendered page (the deadline itself: deploy/web-server.test.ts).
      RENDER_DEADLINE_MS: '10000',
    },
    webDir,
  );
}
