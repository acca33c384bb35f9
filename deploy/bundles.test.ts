/**
 * `pnpm build`'s server bundles (scripts/bundle.mjs): gateway/dist and provider-sim/dist start with node alone and
 * answer, the web server bundles to web/dist-node with only its own dependencies external, and the gateway bundle runs on a production-only install made the way its image makes it
 * (`pnpm deploy --prod`).
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundle } from '../scripts/bundle.mjs';
import {
  graphql,
  httpRequest,
  ROOT,
  startGatewayProcess,
  startSimulatorProcess,
  type ServiceProcess,
} from './support/processes.js';

const run = promisify(execFile);
type BundleResult = { outfile: string; assets: string[]; externals: string[] };

let gatewayBuild: BundleResult;
let simBuild: BundleResult;
const FILTERS = '{ filters { name } }';
let webBuild: BundleResult;
let sim: ServiceProcess | undefined;
const started: ServiceProcess[] = [];
const cleanup: string[] = [];

beforeAll(async () => {
  [gatewayBuild, simBuild, webBuild] = (await Promise.all([
    bundle('gateway', { quiet: true }),
    bundle('provider-sim', { quiet: true }),
    bundle('web', { quiet: true }),
  ])) as [BundleResult, BundleResult, BundleResult];
  sim = await startSimulatorProcess({ SIM_BOOKINGS: '50' });
});

afterAll(async () => {
  await Promise.all(started.map((service) => service.stop('SIGKILL')));
  await sim?.stop('SIGKILL');
  await Promise.all(cleanup.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('server bundles', () => {
  it('bundle the workspace code, keep npm dependencies external, and ship the files read at run time', () => {
    expect(gatewayBuild.outfile).toBe(path.join(ROOT, 'gateway/dist/main.js'));
    expect(gatewayBuild.assets).toEqual(['schema.graphql']);
    expect(simBuild.assets).toEqual(['openapi.yaml']);
    expect(readFileSync(path.join(ROOT, 'gateway/dist/schema.graphql'), 'utf8')).toBe(
      readFileSync(path.join(ROOT, 'schema.graphql'), 'utf8'),
    );
    expect(gatewayBuild.externals).toContain('@apollo/server');
    expect(gatewayBuild.externals).not.toContain('@tourdesk/domain');
    const code = readFileSync(gatewayBuild.outfile, 'utf8');
    expect(code).toContain('new URL("./schema.graphql", import.meta.url)');
    expect(code).not.toMatch(/from "@tourdesk\/domain/);
    expect(existsSync(`${gatewayBuild.outfile}.map`)).toBe(true);
  });

  it('bundle the web server from web/server/main.ts into web/dist-node, Fastify and its plugins external', () => {
    expect(webBuild.outfile).toBe(path.join(ROOT, 'web/dist-node/main.js'));
    expect(webBuild.externals).toEqual(
      expect.arrayContaining([
        'fastify',
        '@fastify/helmet',
        '@fastify/reply-from',
        '@fastify/static',
        'lru-cache',
      ]),
    );
    // The app's own modules (page heads, the site configuration) and the domain are inside, never React.
    expect(webBuild.externals).not.toContain('@tourdesk/domain');
    expect(webBuild.externals).not.toContain('react');
  });

  it('provider-sim/dist/main.js serves its contract', async () => {
    const spec = await httpRequest(`${sim!.url}/_sim/openapi.yaml`);
    expect(spec.status).toBe(200);
    expect(spec.body).toBe(readFileSync(path.join(ROOT, 'provider-sim/openapi.yaml'), 'utf8'));
  });

  it('gateway/dist/main.js answers GraphQL and closes with status 0 on SIGTERM', async () => {
    const gateway = await startGatewayProcess({
      env: { PROVIDER_API_URL: sim!.url, PROVIDER_PAYMENT_URL: sim!.url },
      documents: [FILTERS],
    });
    started.push(gateway);
    expect((await httpRequest(`${gateway.url}/readyz`)).status).toBe(200);
    const answer = await graphql<{ filters: unknown[] }>(gateway.url, FILTERS);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.filters.length).toBeGreaterThan(0);
    expect(await gateway.stop('SIGTERM')).toEqual({ code: 0, signal: null });
  });

  it('the gateway bundle needs nothing but its production dependencies (pnpm deploy --prod, as in the image)', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'tourdesk-gateway-prod-'));
    cleanup.push(dir);
    // From the lockfile (injected workspace packages, as in the image), so no registry metadata is needed.
    await run(
      'pnpm',
      [
        '--config.inject-workspace-packages=true',
        '--filter',
        'gateway',
        'deploy',
        '--prod',
        '--offline',
        dir,
      ],
      {
        cwd: ROOT,
        env: { ...process.env, CI: 'true' },
      },
    );
    await rm(path.join(dir, 'dist'), { recursive: true, force: true });
    await cp(path.join(ROOT, 'gateway/dist'), path.join(dir, 'dist'), { recursive: true });
    const gateway = await startGatewayProcess({
      entry: path.join(dir, 'dist/main.js'),
      env: { PROVIDER_API_URL: sim!.url, PROVIDER_PAYMENT_URL: sim!.url },
      documents: [FILTERS],
    });
    started.push(gateway);
    const answer = await graphql<{ filters: unknown[] }>(gateway.url, FILTERS);
    expect(answer.data?.filters.length).toBeGreaterThan(0);
    expect(await gateway.stop('SIGTERM')).toEqual({ code: 0, signal: null });
  });
});
