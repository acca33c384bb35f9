// Starts the whole product on the provider simulator: provider-sim, the gateway, then the built web app served
// twice: the consumer site on :3000 and the agent portal on :3001, each proxying /graphql to the gateway.
// Each service's output is prefixed with its name; Ctrl+C (or SIGTERM) stops them all.
import { spawn, spawnSync } from 'node:child_process';

const web = (mode, port) => ({
  name: `web-${mode}`,
  cmd: ['node', 'web/server.mjs'],
  env: { SITE_MODE: mode, PORT: String(port), GATEWAY_URL: 'http://127.0.0.1:4000' },
  ready: `http://127.0.0.1:${port}/`,
});

const services = [
  {
    name: 'provider-sim',
    cmd: ['pnpm', '--filter', 'provider-sim', 'start'],
    ready: 'http://127.0.0.1:4010/_sim/stats',
  },
  { name: 'gateway', cmd: ['pnpm', '--filter', 'gateway', 'start'], ready: 'http://127.0.0.1:4000/healthz' },
  web('consumer', 3000),
  web('agent', 3001),
];

const children = [];

function run({ name, cmd, env }) {
  // Each service gets its own process group, so stopping it reaches the processes pnpm and tsx start under it.
  const child = spawn(cmd[0], cmd.slice(1), {
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
  '[start] tourdesk is up: consumer site http://127.0.0.1:3000, agent portal http://127.0.0.1:3001. Ctrl+C stops it.',
);
