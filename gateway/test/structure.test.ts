/**
 * Resolvers in one style: the merged resolver map refuses a field defined twice, the gateway (with the domain it
 * imports) has no import cycle, and no module imports helpers from a resolver file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCircular, parseDependencyTree } from 'dpdm';
import { describe, expect, it } from 'vitest';
import type { Resolvers } from '../src/generated/resolvers-types.js';
import { mergeResolvers, resolvers } from '../src/schema/resolvers.js';
import { DateScalar } from '../src/schema/scalars.js';

const gatewayDir = fileURLToPath(new URL('..', import.meta.url));
const srcDir = join(gatewayDir, 'src');

/** Every hand-written .ts file under src/, relative to it. */
function sources(dir = srcDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sources(path);
    return entry.name.endsWith('.ts') ? [relative(srcDir, path)] : [];
  });
}

describe('the resolver map', () => {
  it('refuses a field defined twice, naming it', () => {
    const one: Resolvers = {
      Query: { viewer: () => ({ agent: null, pendingLogin: null, currency: 'GBP' }) },
    };
    const two: Resolvers = {
      Query: { viewer: () => ({ agent: null, pendingLogin: null, currency: 'EUR' }) },
    };
    expect(() => mergeResolvers([one, two])).toThrow('Resolvers defined more than once: Query.viewer');
    expect(() => mergeResolvers([{ Date: DateScalar }, { Date: DateScalar }])).toThrow(/: Date$/);
  });

  it('merges the areas of different types and fields', () => {
    expect(Object.keys(resolvers.Tour ?? {})).toEqual(
      expect.arrayContaining(['name', 'calendar', 'addOnGroups']),
    );
    expect(resolvers.Date).toBe(DateScalar);
  });
});

describe('modules', () => {
  it('have no import cycle (dpdm from src/main.ts, domain included; type-only imports are erased)', async () => {
    const tree = await parseDependencyTree([join(srcDir, 'main.ts')], {
      context: gatewayDir,
      transform: true,
    });
    expect(Object.keys(tree).length).toBeGreaterThan(50);
    expect(Object.keys(tree).some((file) => file.includes('domain/src/'))).toBe(true);
    expect(parseCircular(tree)).toEqual([]);
  }, 30_000);

  it('import nothing from resolver files except the merged map', () => {
    const importers = sources()
      .filter((file) => file !== join('schema', 'resolvers.ts'))
      .filter((file) => /from '[^']*\.resolvers\.js'/.test(readFileSync(join(srcDir, file), 'utf8')));
    expect(importers).toEqual([]);
  });
});
