import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generateManifest } from '../persisted-queries.js';

/**
 * `pnpm --filter web manifest [file]`: writes the persisted query manifest of the app's operations (the one the
 * build writes to dist/.vite/persisted-query-manifest.json) to `file` (that path by default), without a build:
 * the gateway image takes its trusted documents from it.
 */
const file = path.resolve(process.argv[2] ?? 'dist/.vite/persisted-query-manifest.json');
const manifest = await generateManifest();
await mkdir(path.dirname(file), { recursive: true });
await writeFile(file, `${JSON.stringify(manifest, null, 2)}\n`);
process.stdout.write(`${manifest.operations.length} operations → ${file}\n`);
