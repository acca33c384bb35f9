/**
 * Resolvers in one style: codegen's resolver map merges the areas' resolvers of a type (a field resolved by two
 * areas fails schema-modules.test.ts), the gateway (with the domain it imports) has no import cycle, type imports
 * included, no hand-written module imports a resolver file, and the lint rule keeps the schema areas from importing
 * each other.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCircular, parseDependencyTree } from 'dpdm';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { resolvers } from '../src/generated/resolvers.js';

const gatewayDir = fileURLToPath(new URL('..', import.meta.url));
const srcDir = join(gatewayDir, 'src');
const repoDir = join(gatewayDir, '..');

/** The import cycles of the modules reached from `entry`, type-only imports included (dpdm, no transform). */
async function importCycles(
  entry: string,
  context: string,
): Promise<{ files: string[]; cycles: string[][] }> {
  const tree = await parseDependencyTree([entry], { context, transform: false });
  return { files: Object.keys(tree), cycles: parseCircular(tree) };
}

/** The rule ids ESLint (the repository's config, as `pnpm lint` runs it) reports for `text` at `file`. */
async function lintRules(file: string, text: string): Promise<(string | null)[]> {
  const [result] = await new ESLint({ cwd: repoDir }).lintText(text, { filePath: join(repoDir, file) });
  return result?.messages.map((m) => m.ruleId) ?? [];
}

/** Every hand-written .ts file under src/, relative to it. */
function sources(dir = srcDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sources(path);
    return entry.name.endsWith('.ts') ? [relative(srcDir, path)] : [];
  });
}

describe('the resolver map', () => {
  it("merges the areas' resolvers of one type", () => {
    expect(Object.keys(resolvers.Tour ?? {})).toEqual(
      expect.arrayContaining(['name', 'calendar', 'addOnGroups']),
    );
  });
});

describe('modules', () => {
  it('have no import cycle (dpdm from src/main.ts, domain and type-only imports included)', async () => {
    const { files, cycles } = await importCycles(join(srcDir, 'main.ts'), gatewayDir);
    expect(files.length).toBeGreaterThan(50);
    expect(files.some((file) => file.includes('domain/src/'))).toBe(true);
    expect(cycles).toEqual([]);
  }, 30_000);

  it('fail the cycle check on a cycle of type-only imports', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gateway-cycle-'));
    try {
      writeFileSync(join(dir, 'a.ts'), "import type { B } from './b.js';\nexport interface A { b: B }\n");
      writeFileSync(join(dir, 'b.ts'), "import type { A } from './a.js';\nexport interface B { a?: A }\n");
      const { cycles } = await importCycles(join(dir, 'a.ts'), gatewayDir);
      expect(cycles.map((cycle) => cycle.map((file) => file.replace(/^.*\//, '')))).toEqual([
        ['a.ts', 'b.ts'],
      ]);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });

  it("import nothing from resolver files (only codegen's resolver map does)", () => {
    const importers = sources().filter((file) =>
      /from '[^']*\/resolvers\/[^']*\.js'/.test(readFileSync(join(srcDir, file), 'utf8')),
    );
    expect(importers).toEqual([]);
    const generated = readFileSync(join(srcDir, 'generated/resolvers.ts'), 'utf8');
    expect(generated).toMatch(/from '[^']*\/schema\/catalogue\/resolvers\/Query\/tour\.js'/);
  });
});

describe('schema areas', () => {
  const probe = [
    "import type { GatewayContext } from '../../context.js';",
    "import { money } from '../shared/money.js';",
    'export const probe: [typeof money, GatewayContext | null] = [money, null];',
  ].join('\n');
  /** The same imports from a root field's resolver file (`<area>/resolvers/Query/<field>.ts`), two folders down. */
  const deepProbe = probe.replaceAll("'../../", "'../../../../").replace("'../shared/", "'../../../shared/");

  it('may import their own files, schema/shared and the rest of src (pnpm lint passes)', async () => {
    expect(await lintRules('gateway/src/schema/quote/probe.ts', `${probe}\n`)).toEqual([]);
    expect(await lintRules('gateway/src/schema/quote/resolvers/Query/probe.ts', `${deepProbe}\n`)).toEqual(
      [],
    );
  }, 60_000);

  it('never import another area: pnpm lint fails on a probe import from one area into another', async () => {
    const into = (path: string) =>
      `${probe}\nimport { bookingIdOf } from '${path}';\nexport const id = bookingIdOf;\n`;
    expect(
      await lintRules('gateway/src/schema/quote/probe.ts', into('../bookings/booking-access.js')),
    ).toEqual(['no-restricted-imports']);
    expect(
      await lintRules(
        'gateway/src/schema/payments/probe.ts',
        into('../../schema/bookings/booking-access.js'),
      ),
    ).toEqual(['no-restricted-imports']);
    expect(
      await lintRules('gateway/src/schema/shared/probe.ts', into('../bookings/booking-access.js')),
    ).toEqual(['no-restricted-imports']);
    const deepInto = (path: string) =>
      `${deepProbe}\nimport { bookingIdOf } from '${path}';\nexport const id = bookingIdOf;\n`;
    expect(
      await lintRules(
        'gateway/src/schema/quote/resolvers/Quote.ts',
        deepInto('../../bookings/booking-access.js'),
      ),
    ).toEqual(['no-restricted-imports']);
    expect(
      await lintRules(
        'gateway/src/schema/quote/resolvers/Query/probe.ts',
        deepInto('../../../bookings/booking-access.js'),
      ),
    ).toEqual(['no-restricted-imports']);
  }, 60_000);

  it('are reached from the rest of src only through their face (service.ts, create-service.ts)', async () => {
    const face = [
      "import type { BookingsService } from './schema/bookings/service.js';",
      "import { createBookingsService } from './schema/bookings/create-service.js';",
      'export const face: [BookingsService | null, typeof createBookingsService] = [null, createBookingsService];',
      '',
    ].join('\n');
    expect(await lintRules('gateway/src/probe.ts', face)).toEqual([]);
    const inside =
      "import { bookingIdOf } from './schema/bookings/booking-access.js';\nexport const id = bookingIdOf;\n";
    expect(await lintRules('gateway/src/probe.ts', inside)).toEqual(['no-restricted-imports']);
  }, 60_000);
});
