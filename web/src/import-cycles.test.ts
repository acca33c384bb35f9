// @vitest-environment node
import { parseCircular, parseDependencyTree } from 'dpdm';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * web/src has no import cycle (as gateway/test/structure.test.ts checks the gateway's): the modules reached from
 * the browser's entry and the server renderer's, the lazy routes and type-only imports included, the `@/` alias
 * resolved by web/tsconfig.json (dpdm, no transform).
 */
const webDir = fileURLToPath(new URL('..', import.meta.url));

/** The import cycles of the modules reached from `entries` (absolute paths), files relative to web/. */
async function importCycles(entries: string[]): Promise<{ files: string[]; cycles: string[][] }> {
  const tree = await parseDependencyTree(entries, {
    context: webDir,
    tsconfig: join(webDir, 'tsconfig.json'),
    transform: false,
  });
  return { files: Object.keys(tree), cycles: parseCircular(tree) };
}

describe('web/src modules', () => {
  it('have no import cycle (from main.tsx and entry-server.tsx, lazy routes, domain and type-only imports included)', async () => {
    const { files, cycles } = await importCycles([
      join(webDir, 'src/main.tsx'),
      join(webDir, 'src/entry-server.tsx'),
    ]);
    // The whole app is reached: every layer, the lazily loaded routes and the domain rules.
    expect(files.length).toBeGreaterThan(200);
    for (const layer of [
      'src/app/',
      'src/routes/',
      'src/features/',
      'src/ui/',
      'src/apollo/',
      '../domain/src/',
    ]) {
      expect(
        files.some((file) => file.startsWith(layer)),
        layer,
      ).toBe(true);
    }
    expect(cycles).toEqual([]);
  }, 60_000);

  it('fail the check on a cycle of type-only imports through the @/ alias', async () => {
    const dir = mkdtempSync(join(webDir, 'src', '.cycle-probe-'));
    try {
      const name = dir.slice(join(webDir, 'src').length + 1);
      writeFileSync(
        join(dir, 'a.ts'),
        `import type { B } from '@/${name}/b';\nexport interface A { b: B }\n`,
      );
      writeFileSync(join(dir, 'b.ts'), "import type { A } from './a';\nexport interface B { a?: A }\n");
      const { cycles } = await importCycles([join(dir, 'a.ts')]);
      expect(cycles.map((cycle) => cycle.map((file) => file.replace(/^.*\//, '')))).toEqual([
        ['a.ts', 'b.ts'],
      ]);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});
