#!/usr/bin/env node
/**
 * The web app's production build, as the tests serve it: the client into `<outDir>` (hashed assets, the persisted
 * query manifest in `<outDir>/.vite`, source maps moved to `<outDir>-sourcemaps`) and the server renderer
 * (`src/entry-server.tsx`) into `<outDir>-server`, with NODE_ENV=production whatever the caller's (vitest sets
 * `test`, which would pick React's development runtime). The build holds no site settings (the web server injects
 * them), so one build serves the consumer site and the agent portal, the deployment tests and the e2e stack.
 *
 * `pnpm test` (scripts/test.sh) builds once into web/dist and hands that build to the deployment tests
 * (TOURDESK_WEB_BUILD) and to the e2e stack (E2E_SKIP_BUILD).
 *
 * Usage: node scripts/build-web.mjs [outDir]   (outDir relative to the working directory; default web/dist)
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../web');

/**
 * Builds the web app into `outDir` (absolute) and its renderer into `${outDir}-server`.
 * @param {string} outDir
 * @param {{ quiet?: boolean }} [options] quiet: vite's errors only, kept for the thrown error; otherwise its
 *   warnings on this process's output
 * @throws Error (with vite's output when quiet) when a build fails
 */
export function buildWebApp(outDir, { quiet = false } = {}) {
  for (const args of [
    ['--outDir', outDir, '--emptyOutDir'],
    ['--ssr', 'src/entry-server.tsx', '--outDir', `${outDir}-server`],
  ]) {
    const build = spawnSync(
      'pnpm',
      ['exec', 'vite', 'build', '--logLevel', quiet ? 'error' : 'warn', ...args],
      {
        cwd: webDir,
        env: { ...process.env, NODE_ENV: 'production' },
        stdio: quiet ? 'pipe' : 'inherit',
        encoding: 'utf8',
      },
    );
    if (build.status !== 0) throw new Error(`web build failed:\n${build.stderr ?? ''}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildWebApp(path.resolve(process.argv[2] ?? path.join(webDir, 'dist')));
}
