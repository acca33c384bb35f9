// Starts the whole product on the provider simulator: provider-sim, gateway and the two web sites.
// Each service's output is prefixed with its name; Ctrl+C (or SIGTERM) stops them all.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const services = [
  { name: 'provider-sim', cmd: ['pnpm', '--filter', 'provider-sim', 'start'], ready: 'http://127.0.0.1:4010/_sim/stats' },
  { name: 'gateway', cmd: ['pnpm', '--filter', 'gateway', 'start'], ready: 'http://127.0.0.1:4000/healthz', needs: 'gateway/src/main.ts' },
];

const children = [];

function run({ name, cmd, env }) {
  const child = spawn(cmd[0], cmd.slice(1), { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
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
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 2000).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

for (const service of services) {
  if (service.needs && !existsSync(service.needs)) continue;
  run(service);
  await waitFor(service.ready, service.name);
  console.log(`[start] ${service.name} ready: ${service.ready}`);
}
console.log('[start] tourdesk is up. Ctrl+C stops it.');
