// Starts the whole product in DEVELOPMENT mode on the provider simulator: provider-sim, the gateway
// (NODE_ENV=development: introspection, GraphiQL at /graphiql, the development report token `dev-report-token`,
// readable logs), then the built web app served twice by the web server (web/server, from source): the consumer
// site and the agent portal, each proxying /graphql to the gateway, with their listen address as public origin. Ports 4010, 4000, 3000 and 3001, all shifted by START_PORT_OFFSET (e.g. 500 → 4510,
// 4500, 3500, 3501). Each service's output is prefixed with its name; Ctrl+C (or SIGTERM) stops them all.
// Production settings are the default of the built images and `pnpm --filter gateway start:dist`.
import { spawn, spawnSync } from 'node:child_process';

/** The ports without an offset; START_PORT_OFFSET may shift them as far as the highest still fits in 65535. */
const BASE_PORTS = { providerSim: 4010, gateway: 4000, consumer: 3000, agent: 3001 };
const MAX_OFFSET = 65535 - Math.max(...Object.values(BASE_PORTS));
const offset = Number(process.env.START_PORT_OFFSET ?? 0);
if (!Number.isInteger(offset) || offset < 0 || offset > MAX_OFFSET) {
  console.error(
    `[start] START_PORT_OFFSET must be a whole number from 0 to ${MAX_OFFSET} (every port within 65535).`,
  );
  process.exit(1);
}
const ports = Object.fromEntries(Object.entries(BASE_PORTS).map(([name, port]) => [name, port + offset]));
const origin = (port) => `http://127.0.0.1:${port}`;

const web = (mode, port) => ({
  name: `web-${mode}`,
  // From web/, where tsx finds the web's tsconfig (its `@/` paths).
  cmd: ['node', '--import', 'tsx', 'server/main.ts'],
  cwd: 'web',
  env: {
    SITE_MODE: mode,
    PORT: String(port),
    GATEWAY_URL: origin(ports.gateway),
    IMAGE_ORIGINS: origin(ports.providerSim),
    PAYMENT_ORIGINS: origin(ports.providerSim),
    SITE_AGENT_ORIGIN: origin(ports.agent),
  },
  ready: `${origin(port)}/`,
});

const services = [
  {
    name: 'provider-sim',
    cmd: ['pnpm', '--filter', 'provider-sim', 'start'],
    env: {
      PORT: String(ports.providerSim),
      SIM_PAYMENT_PARENT_ORIGINS: `${origin(ports.consumer)},${origin(ports.agent)}`,
    },
    ready: `${origin(ports.providerSim)}/_sim/stats`,
  },
  {
    name: 'gateway',
    cmd: ['pnpm', '--filter', 'gateway', 'start'],
    env: {
      NODE_ENV: 'development',
      PORT: String(ports.gateway),
      PROVIDER_API_URL: origin(ports.providerSim),
      PROVIDER_PAYMENT_URL: origin(ports.providerSim),
      CONSUMER_SITE_URL: origin(ports.consumer),
      AGENT_SITE_URL: origin(ports.agent),
    },
    ready: `${origin(ports.gateway)}/healthz`,
  },
  web('consumer', ports.consumer),
  web('agent', ports.agent),
];

const children = [];

function run({ name, cmd, env, cwd }) {
  // Each service gets its own process group, so stopping it reaches the processes pnpm and tsx start under it.
  const child = spawn(cmd[0], cmd.slice(1), {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line) out.write(`[${name}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[${name}] exited (${signal ?? code}); stopping everything.`);
      stop(1);
    }
  });
  children.push(child);
  return child;
}

async function waitFor(url, name, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${name} did not become ready at ${url} within ${timeoutMs / 1000}s`);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 2000).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

console.log('[start] building the web app…');
const build = spawnSync('pnpm', ['--filter', 'web', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

for (const service of services) {
  run(service);
  await waitFor(service.ready, service.name);
  console.log(`[start] ${service.name} ready: ${service.ready}`);
}
console.log(
  `[start] tourdesk is up in development mode: consumer site ${origin(ports.consumer)}, agent portal ` +
    `${origin(ports.agent)}, GraphiQL ${origin(ports.gateway)}/graphiql. Ctrl+C stops it.`,
);
