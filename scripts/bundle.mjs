#!/usr/bin/env node
/**
 * Production bundle of a Node service of the workspace (`gateway`, `provider-sim`, or `web`'s server):
 * `<package>/src/main.ts` → `<package>/dist/main.js` (the web server: `web/server/main.ts` →
 * `web/dist-node/main.js`, as web/dist is the Vite build), one ESM file for Node 20+ with a source map.
 *
 * - npm dependencies stay external: the production `node_modules` (`pnpm deploy --filter <package> --prod`)
 *   provides them. Every external import must be one of the package's own `dependencies`, otherwise the
 *   build fails (a bundle that would crash in the image on a missing module).
 * - Workspace packages (`@tourdesk/domain`) are bundled from source, so the image needs no TypeScript.
 * - Files read at run time through `new URL('<relative path>', import.meta.url)` (schema.graphql,
 *   openapi.yaml) are copied beside the bundle and the URL is rewritten to `./<file name>`, so the bundle finds
 *   them wherever it is deployed.
 *
 * Usage: node scripts/bundle.mjs <package> [--outdir <dir>]
 */
import { copyFile, mkdir, readFile, rm } from 'node:fs/promises';
import process from 'node:process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Entry and output folder of each package, relative to the package, where they differ from src/main.ts → dist. */
const LAYOUT = { web: { entry: 'server/main.ts', outdir: 'dist-node' } };

/** `new URL('../../schema.graphql', import.meta.url)` with a relative path to a non-code file. */
const ASSET_URL = /new URL\(\s*(['"])(\.{1,2}\/[^'"]+)\1\s*,\s*import\.meta\.url\s*\)/g;
const CODE_FILE = /\.(?:[cm]?[jt]sx?|json)$/;

/**
 * Bundles one package.
 * @param {string} name package folder, e.g. 'gateway'
 * @param {{ outdir?: string, quiet?: boolean }} [options]
 * @returns {Promise<{ outfile: string, assets: string[], externals: string[] }>}
 */
export async function bundle(name, options = {}) {
  const packageDir = path.join(root, name);
  const manifest = JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8'));
  const layout = LAYOUT[/** @type {keyof typeof LAYOUT} */ (name)] ?? {
    entry: 'src/main.ts',
    outdir: 'dist',
  };
  const outdir = path.resolve(options.outdir ?? path.join(packageDir, layout.outdir));
  const dependencies = Object.entries(manifest.dependencies ?? {});
  const npmDependencies = dependencies.filter(([, range]) => !String(range).startsWith('workspace:'));
  const workspaceDependencies = dependencies
    .filter(([, range]) => String(range).startsWith('workspace:'))
    .map(([dep]) => dep);

  /** @type {Map<string, string>} absolute source path → file name in outdir */
  const assets = new Map();
  /** @type {esbuild.Plugin} */
  const runtimeAssets = {
    name: 'runtime-assets',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?tsx?$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`) && !isWorkspaceFile(args.path)) return;
        const source = await readFile(args.path, 'utf8');
        if (!source.includes('import.meta.url')) return;
        const contents = source.replace(ASSET_URL, (whole, quote, relative) => {
          if (CODE_FILE.test(relative)) return whole;
          const absolute = path.resolve(path.dirname(args.path), relative);
          const fileName = path.basename(absolute);
          const taken = [...assets.entries()].find(([abs, file]) => file === fileName && abs !== absolute);
          if (taken) throw new Error(`Two runtime assets named ${fileName}: ${taken[0]} and ${absolute}`);
          assets.set(absolute, fileName);
          return `new URL(${quote}./${fileName}${quote}, import.meta.url)`;
        });
        return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };

  /** @type {Set<string>} */
  const externalsSeen = new Set();
  /** @type {esbuild.Plugin} */
  const checkExternals = {
    name: 'check-externals',
    setup(build) {
      // Bare imports that are not workspace packages are left to node_modules at run time.
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('node:')) return { path: args.path, external: true };
        // The package's own `@/` alias (tsconfig paths, as the web app uses it): its source, bundled.
        if (args.path.startsWith('@/')) return undefined;
        const pkg = packageName(args.path);
        if (workspaceDependencies.includes(pkg)) return undefined;
        externalsSeen.add(pkg);
        return { path: args.path, external: true };
      });
    },
  };

  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  const outfile = path.join(outdir, 'main.js');
  await esbuild.build({
    entryPoints: [path.join(packageDir, layout.entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    sourcesContent: false,
    legalComments: 'none',
    logLevel: options.quiet ? 'error' : 'warning',
    plugins: [checkExternals, runtimeAssets],
    banner: {
      js: `// ${name} production bundle (scripts/bundle.mjs); npm dependencies come from node_modules.`,
    },
  });

  const builtin = new Set((await import('node:module')).builtinModules);
  const missing = [...externalsSeen].filter(
    (dep) => !builtin.has(dep) && !npmDependencies.some(([own]) => own === dep),
  );
  if (missing.length > 0) {
    throw new Error(
      `${name}: the bundle imports ${missing.join(', ')}, which ${missing.length > 1 ? 'are' : 'is'} not in ` +
        `${name}/package.json "dependencies" (a production install would not have ${missing.length > 1 ? 'them' : 'it'})`,
    );
  }
  for (const [absolute, fileName] of assets) await copyFile(absolute, path.join(outdir, fileName));
  return {
    outfile,
    assets: [...assets.values()],
    externals: [...externalsSeen].filter((dep) => !builtin.has(dep)).sort(),
  };
}

/** The package part of a bare specifier: 'a/b' → 'a', '@s/a/b' → '@s/a'. */
function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** True for a file of a workspace package reached through a node_modules symlink (esbuild resolves real paths). */
function isWorkspaceFile(file) {
  return !path.relative(root, file).split(path.sep).includes('node_modules');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [name, flag, value] = process.argv.slice(2);
  if (!name || (flag !== undefined && (flag !== '--outdir' || !value))) {
    console.error('Usage: node scripts/bundle.mjs <package> [--outdir <dir>]');
    process.exit(2);
  }
  const started = Date.now();
  const result = await bundle(name, flag ? { outdir: value } : {});
  console.log(
    `${name}: ${path.relative(process.cwd(), result.outfile)} in ${Date.now() - started} ms` +
      (result.assets.length ? ` (+ ${result.assets.join(', ')})` : '') +
      `; external: ${result.externals.join(', ')}`,
  );
}
