/**
 * docker-compose.yml and the Dockerfiles, checked without a Docker engine: dclint (compose-spec schema and best
 * practices; any error fails), the stack's shape, every service setting exposed as an environment variable and
 * documented in README, and every file a Dockerfile copies existing in the build context.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROOT } from './support/processes.js';

const run = promisify(execFile);
const DCLINT = path.join(ROOT, 'node_modules/dclint/bin/dclint.cjs');
const COMPOSE_FILE = path.join(ROOT, 'docker-compose.yml');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

interface LintReport {
  filePath: string;
  errorCount: number;
  warningCount: number;
  messages: { rule: string; type: string; message: string; line: number }[];
}

/** Runs dclint with the JSON formatter; resolves whatever the exit status. */
async function dclint(file: string): Promise<LintReport[]> {
  const result = await run(process.execPath, [DCLINT, file, '--formatter', 'json', '--color', 'false'], {
    cwd: ROOT,
  }).catch((error: { stdout?: string; stderr?: string }) => ({
    stdout: error.stdout ?? '',
    stderr: error.stderr ?? '',
  }));
  return JSON.parse(result.stdout) as LintReport[];
}

interface Service {
  build?: { context: string; dockerfile: string; target?: string };
  image?: string;
  pull_policy?: string;
  deploy?: { replicas?: number | string };
  environment?: Record<string, string | number | boolean | null>;
  depends_on?: Record<string, { condition: string; restart?: boolean }>;
  healthcheck?: { test: string[] };
  ports?: unknown[];
}
const compose = parse(read('docker-compose.yml'), { merge: true }) as { services: Record<string, Service> };
const services = compose.services;

/** Environment variable names a source file reads, by regex with one capture group. */
function names(file: string, pattern: RegExp): string[] {
  return [...new Set([...read(file).matchAll(pattern)].map((m) => m[1]!))].sort();
}

/** The gateway's variables: keys of the zod object in config.ts. */
const gatewayVariables = (() => {
  const source = read('gateway/src/config.ts');
  const block = source.slice(source.indexOf('const schema = z.object({'));
  return [...block.slice(0, block.indexOf('\n});')).matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]!);
})();
const simVariables = names('provider-sim/src/config.ts', /env\.([A-Z][A-Z0-9_]+)/g);
const siteVariables = names('web/site-config.mjs', /env\.(SITE_[A-Z0-9_]+)/g);
/**
 * The web server's settings (keys of the zod object in web/server/config.ts), but for those the image's layout
 * fixes (HOST, DIST_DIR, SSR_DIR).
 */
const webServerVariables = (() => {
  const source = read('web/server/config.ts');
  const block = source.slice(source.indexOf('const schema = z.object({'));
  return [...block.slice(0, block.indexOf('\n});')).matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)]
    .map((m) => m[1]!)
    .filter((v) => !['HOST', 'DIST_DIR', 'SSR_DIR'].includes(v));
})();

describe('docker-compose.yml', () => {
  it('passes dclint without errors (compose-spec schema and best practices)', async () => {
    const [report] = await dclint(COMPOSE_FILE);
    const problems = report!.messages.map((m) => `${m.line}: ${m.type} ${m.rule}: ${m.message}`);
    expect(problems).toEqual([]);
    expect(report!.errorCount).toBe(0);
  });

  it('is really checked: dclint reports a spec error in a broken copy', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'dclint-'));
    try {
      const broken = read('docker-compose.yml').replace(
        'condition: service_healthy',
        'condition: [service_healthy]',
      );
      await writeFile(path.join(dir, 'docker-compose.yml'), broken);
      const [report] = await dclint(path.join(dir, 'docker-compose.yml'));
      expect(report!.errorCount).toBeGreaterThan(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('runs redis, provider-sim, the replicated gateway on one Redis, and the two sites, each its web server', () => {
    expect(Object.keys(services).sort()).toEqual([
      'gateway',
      'provider-sim',
      'redis',
      'web-agent',
      'web-consumer',
    ]);
    // One definition per program, scaled by deploy.replicas rather than copied; the sites publish a host port,
    // so they stay single.
    expect(services.gateway!.deploy?.replicas).toBe('${GATEWAY_REPLICAS:-2}');
    expect(services['web-consumer']!.deploy).toBeUndefined();
    expect(services['web-agent']!.deploy).toBeUndefined();
    expect(services.gateway!.environment!.REDIS_URL).toBe('${REDIS_URL:-redis://redis:6379}');
    expect(services['web-consumer']!.environment!.SITE_MODE).toBe('consumer');
    expect(services['web-agent']!.environment!.SITE_MODE).toBe('agent');
    for (const site of ['web-consumer', 'web-agent']) {
      const environment = services[site]!.environment!;
      // The gateway service's name resolves to every replica.
      expect(environment.GATEWAY_URL, site).toBe('http://gateway:4000');
      // The sites face the browsers: no forwarded header is believed unless a proxy is named.
      expect(environment.TRUST_PROXY, site).toBe('${WEB_TRUST_PROXY:-false}');
      expect(services[site]!.build, site).toEqual({ context: '.', dockerfile: 'web/Dockerfile' });
      expect(services[site]!.depends_on!.gateway, site).toMatchObject({ condition: 'service_healthy' });
    }
    expect(services['web-consumer']!.environment!.SITE_ORIGIN).toBe(
      '${CONSUMER_SITE_URL:-http://localhost:3000}',
    );
    expect(services['web-agent']!.environment!.SITE_ORIGIN).toBe('${AGENT_SITE_URL:-http://localhost:3001}');
    // The gateway believes the web servers' forwarded headers: they are on the compose network.
    expect(services.gateway!.environment!.TRUST_PROXY).toBe('${TRUST_PROXY:-uniquelocal}');
  });

  it('names the image of every service it builds: registry, program and release from the environment', () => {
    const images: Record<string, string> = {
      gateway: 'gateway',
      'provider-sim': 'provider-sim',
      'web-agent': 'web',
      'web-consumer': 'web',
    };
    for (const [name, service] of Object.entries(services)) {
      if (!service.build) continue;
      expect(service.image, name).toBe(
        `\${TOURDESK_REGISTRY:-tourdesk}/${images[name]}:\${TOURDESK_VERSION:-dev}`,
      );
      // Built when the image can be neither found nor pulled; `--build` rebuilds.
      expect(service.pull_policy, name).toBe('missing');
    }
    expect(Object.keys(images).every((name) => services[name]?.build)).toBe(true);
    expect(services['web-agent']!.build).toEqual(services['web-consumer']!.build);
  });

  it('gives every service a health check and starts dependants only once they are healthy', () => {
    for (const [name, service] of Object.entries(services)) {
      expect(service.healthcheck?.test?.[0], `${name} healthcheck`).toBe('CMD');
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect(services[dependency], `${name} depends on ${dependency}`).toBeDefined();
        expect(condition, `${name} → ${dependency}`).toBe('service_healthy');
      }
    }
  });

  it('takes every setting from the environment: ${VAR:-default}, or ${VAR:?…} for secrets', () => {
    const secrets = ['PROVIDER_API_KEY', 'PAYMENT_LINK_SECRET', 'ALTCHA_HMAC_KEY', 'REPORT_TOKEN_HASHES'];
    for (const [name, service] of Object.entries(services)) {
      for (const [key, value] of Object.entries(service.environment ?? {})) {
        const text = String(value);
        if (!text.includes('$')) continue; // fixed by the image's layout: HOST, PORT, NODE_ENV, SITE_MODE
        const match = /^\$\{([A-Z][A-Z0-9_]*)(:-|:\?)(.*)\}$/.exec(text);
        expect(match, `${name}.${key} = ${text}`).not.toBeNull();
        const [, variable, operator] = match!;
        if (secrets.includes(variable!)) expect(operator, `${name}.${key} is a secret`).toBe(':?');
        else expect(operator, `${name}.${key} has a default`).toBe(':-');
      }
    }
  });

  it('exposes every variable each program reads', () => {
    const gateway = Object.keys(services.gateway!.environment!);
    expect(gatewayVariables.length).toBeGreaterThan(20);
    expect(gatewayVariables.filter((v) => !gateway.includes(v))).toEqual([]);
    const sim = Object.keys(services['provider-sim']!.environment!);
    expect(simVariables.filter((v) => !sim.includes(v))).toEqual([]);
    const web = Object.keys(services['web-consumer']!.environment!);
    expect(siteVariables.filter((v) => !web.includes(v))).toEqual([]);
    expect(webServerVariables).toContain('EMBED_FRAME_ANCESTORS');
    for (const site of ['web-consumer', 'web-agent']) {
      const environment = Object.keys(services[site]!.environment!);
      expect(
        webServerVariables.filter((v) => !environment.includes(v)),
        site,
      ).toEqual([]);
    }
  });

  it('documents every variable in README "Production deployment"', () => {
    const readme = read('README.md');
    const section = readme.slice(readme.indexOf('## Production deployment'));
    expect(section.length).toBeGreaterThan(100);
    const composeVariables = [...read('docker-compose.yml').matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map(
      (m) => m[1]!,
    );
    const all = new Set([
      ...composeVariables,
      ...gatewayVariables,
      ...simVariables,
      ...siteVariables,
      ...webServerVariables,
    ]);
    const undocumented = [...all].filter((v) => !section.includes(`\`${v}\``)).sort();
    expect(undocumented).toEqual([]);
  });
});

/** COPY/ADD sources (from the build context, not --from) of a Dockerfile, with line continuations joined. */
function contextSources(dockerfile: string): string[] {
  const lines = read(dockerfile).replace(/\\\n/g, ' ').split('\n');
  return lines
    .map((line) => line.trim())
    .filter((line) => /^(COPY|ADD)\s/i.test(line) && !/--from=/.test(line))
    .flatMap((line) => {
      const words = line
        .split(/\s+/)
        .slice(1)
        .filter((w) => !w.startsWith('--'));
      return words.slice(0, -1);
    });
}

/** .dockerignore patterns as regexes over context-relative paths (enough for the patterns used here). */
function ignored(file: string): boolean {
  const patterns = read('.dockerignore')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  let result = false;
  for (const pattern of patterns) {
    const negated = pattern.startsWith('!');
    const body = negated ? pattern.slice(1) : pattern;
    const regex = new RegExp(
      '^' +
        body
          .replace(/[.+^${}()|[\]\\]/g, '\\$&')
          .replace(/\*\*\//g, '(?:.*/)?')
          .replace(/\*/g, '[^/]*') +
        '(?:/.*)?$',
    );
    if (regex.test(file)) result = !negated;
  }
  return result;
}

const DOCKERFILES = {
  'gateway/Dockerfile': { port: '4000', health: '/healthz', pkg: 'gateway' },
  'provider-sim/Dockerfile': { port: '4010', health: '/_sim/info', pkg: 'provider-sim' },
  'web/Dockerfile': { port: '3000', health: '/livez', pkg: 'web' },
} as const;

describe.each(Object.entries(DOCKERFILES))('%s', (dockerfile, expected) => {
  const text = read(dockerfile);

  it('copies only files that exist in the build context and are not .dockerignored', () => {
    const sources = contextSources(dockerfile);
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      if (source === '.') continue;
      expect(existsSync(path.join(ROOT, source)), `${dockerfile}: COPY ${source}`).toBe(true);
      expect(ignored(source), `${dockerfile}: ${source} is excluded by .dockerignore`).toBe(false);
    }
    for (const needed of [
      'package.json',
      'pnpm-lock.yaml',
      'pnpm-workspace.yaml',
      `${expected.pkg}/package.json`,
    ]) {
      expect(ignored(needed), needed).toBe(false);
    }
    expect(ignored('gateway/node_modules/x')).toBe(true);
    expect(ignored('web/dist/index.html')).toBe(true);
  });

  it('builds on Node 24 LTS with pnpm and runs the package build script it names', () => {
    expect(text).toMatch(/^ARG NODE_IMAGE=node:24-bookworm-slim$/m);
    expect(text).toMatch(/corepack enable/);
    expect(text).toMatch(/pnpm install --frozen-lockfile/);
    const script = /pnpm --filter (\S+) run (\S+)/.exec(text);
    expect(script?.[1]).toBe(expected.pkg);
    const manifest = JSON.parse(read(`${expected.pkg}/package.json`)) as { scripts: Record<string, string> };
    expect(manifest.scripts[script![2]!]).toBeDefined();
  });

  it('runs unprivileged, exposes its port and has a health check', () => {
    const runtime = text.slice(text.lastIndexOf('\nFROM '));
    const user = /^USER (\S+)$/m.exec(runtime)?.[1];
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user);
    expect(runtime).toMatch(new RegExp(`^EXPOSE ${expected.port}$`, 'm'));
    expect(runtime.replace(/\\\n/g, ' ')).toMatch(/^HEALTHCHECK .*CMD /m);
    expect(runtime).toContain(expected.health);
  });

  it('ships the bundle with production dependencies only', () => {
    expect(text).toContain(`--filter ${expected.pkg} deploy --prod`);
    expect(text).toContain(
      expected.pkg === 'web'
        ? 'COPY --from=build /repo/web/dist-node ./dist-node'
        : `COPY --from=build /repo/${expected.pkg}/dist ./dist`,
    );
    expect(text).toMatch(
      expected.pkg === 'web'
        ? /CMD \["node", "--enable-source-maps", "dist-node\/main\.js"\]/
        : /CMD \["node", "--enable-source-maps", "dist\/main\.js"\]/,
    );
  });

  if (expected.pkg === 'web') {
    it('is the web server alone: one runtime stage, no nginx', () => {
      expect(text.match(/^FROM /gm)).toHaveLength(2);
      expect(text).not.toMatch(/nginx/i);
      expect(existsSync(path.join(ROOT, 'web/docker'))).toBe(false);
    });
  }
});
