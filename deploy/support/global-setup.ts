import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { bundle } from '../../scripts/bundle.mjs';
import { buildWebApp } from '../../scripts/build-web.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The web app's production build the tests copy (processes.ts `copyWebBuild`), its renderer in `<it>-server`. */
    webBuild: string;
  }
}

/**
 * Builds the production bundles the deployment tests start (gateway/dist, web/dist-node, provider-sim/dist) and
 * the web app's production build, once before the first test file, so every test runs the code of this checkout
 * as the images would. The web build is TOURDESK_WEB_BUILD's when set (`pnpm test` builds web/dist once for these
 * tests and the e2e stack, scripts/test.sh), otherwise one made here into a temporary folder, removed afterwards.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const given = process.env.TOURDESK_WEB_BUILD;
  if (given && !existsSync(path.join(given, '.vite/persisted-query-manifest.json'))) {
    throw new Error(`TOURDESK_WEB_BUILD=${given} holds no web build`);
  }
  const made = given ? null : await mkdtemp(path.join(tmpdir(), 'tourdesk-web-build-'));
  const webBuild = given ?? path.join(made!, 'dist');
  await Promise.all([
    bundle('gateway', { quiet: true }),
    bundle('web', { quiet: true }),
    bundle('provider-sim', { quiet: true }),
  ]);
  if (!given) buildWebApp(webBuild, { quiet: true });
  project.provide('webBuild', webBuild);
  return async () => {
    if (made) await rm(made, { recursive: true, force: true });
  };
}
