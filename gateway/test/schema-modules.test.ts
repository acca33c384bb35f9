/**
 * The schema's modules: each area of src/schema owns a slice of the SDL (`<area>/<area>.graphql`), the mappers of the
 * types its slice defines, and one resolver file per GraphQL type. The repository's schema.graphql is the slices
 * composed, every field is resolved by the area whose slice declares it, and a file named after a type resolves
 * that type alone.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { GraphQLScalarType, Kind, parse, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { COMPOSED_SCHEMA, composeSchema, readSlices, type SchemaSlice } from '../scripts/compose-schema.js';
import type { Resolvers } from '../src/generated/resolvers-types.js';
import { resolvers } from '../src/schema/resolvers.js';

const SCHEMA_DIR = new URL('../src/schema/', import.meta.url);
const ROOT_TYPES = new Set(['Query', 'Mutation']);

/** What each slice declares: the types it defines, and `Type.field` for every field it defines or extends. */
interface Declarations {
  types: Map<string, string>;
  fields: Map<string, string>;
}

/**
 * The declarations of every slice.
 * @throws Error naming a type defined by two slices, or a field declared by two.
 */
function declarations(slices: readonly SchemaSlice[]): Declarations {
  const types = new Map<string, string>();
  const fields = new Map<string, string>();
  for (const { folder, sdl } of slices) {
    for (const definition of (parse(sdl) as DocumentNode).definitions) {
      if (!('name' in definition) || !definition.name) continue;
      const typeName = definition.name.value;
      if (definition.kind !== Kind.OBJECT_TYPE_EXTENSION) {
        if (types.has(typeName))
          throw new Error(`${typeName} is defined by ${types.get(typeName)} and ${folder}`);
        types.set(typeName, folder);
      }
      if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.OBJECT_TYPE_EXTENSION)
        continue;
      for (const field of definition.fields ?? []) {
        const key = `${typeName}.${field.name.value}`;
        if (fields.has(key)) throw new Error(`${key} is declared by ${fields.get(key)} and ${folder}`);
        fields.set(key, folder);
      }
    }
  }
  return { types, fields };
}

/** 'SalesGroupProduct' → 'sales-group-product'. */
function kebab(typeName: string): string {
  return typeName.replace(/(?<=[a-z0-9])([A-Z])/g, '-$1').toLowerCase();
}

/** One resolver file of an area: its name without `.resolvers.ts` and the resolver maps it exports. */
interface ResolverFile {
  area: string;
  name: string;
  maps: Resolvers[];
}

/** The `*.resolvers.ts` files under `dir` (a folder of src/schema), at any depth, relative to src/schema. */
function resolverPaths(dir: string): string[] {
  return readdirSync(new URL(dir, SCHEMA_DIR), { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return entry.name === 'resolvers' ? [] : resolverPaths(`${dir}${entry.name}/`);
    return entry.name.endsWith('.resolvers.ts') ? [`${dir}${entry.name}`] : [];
  });
}

/** The object types' resolver files of an area, `<area>/resolvers/<Type>.ts`, relative to src/schema. */
function typeResolverPaths(area: string): string[] {
  const dir = new URL(`${area}/resolvers/`, SCHEMA_DIR);
  try {
    return readdirSync(dir).map((name) => `${area}/resolvers/${name}`);
  } catch {
    return [];
  }
}

/**
 * Every resolver file of every area, imported: each `*.resolvers.ts` (subfolders included) with the maps it
 * exports, and each `resolvers/<Type>.ts` with its `<Type>` export as the map `{ <Type>: ... }`, named as the
 * kebab-case type ('SalesGroup.ts' → 'sales-group').
 */
async function resolverFiles(): Promise<ResolverFile[]> {
  const files: ResolverFile[] = [];
  for (const area of readdirSync(SCHEMA_DIR, { withFileTypes: true }).filter((e) => e.isDirectory())) {
    for (const path of resolverPaths(`${area.name}/`)) {
      const module = (await import(new URL(path, SCHEMA_DIR).href)) as Record<string, Resolvers>;
      const name = path.slice(path.lastIndexOf('/') + 1, -'.resolvers.ts'.length);
      files.push({ area: area.name, name, maps: Object.values(module) });
    }
    for (const path of typeResolverPaths(area.name)) {
      const module = (await import(new URL(path, SCHEMA_DIR).href)) as Record<string, unknown>;
      const typeName = path.slice(path.lastIndexOf('/') + 1, -'.ts'.length);
      files.push({
        area: area.name,
        name: kebab(typeName),
        maps: Object.entries(module).map(([exported, map]) => ({ [exported]: map }) as Resolvers),
      });
    }
  }
  return files;
}

/** `Type.field` of every field a resolver map resolves (scalars, which have no fields, left out). */
function resolvedFields(maps: readonly Resolvers[]): string[] {
  return maps.flatMap((map) =>
    Object.entries(map)
      .filter(([, fields]) => !(fields instanceof GraphQLScalarType))
      .flatMap(([typeName, fields]) => Object.keys(fields as object).map((field) => `${typeName}.${field}`)),
  );
}

/**
 * The breaches of the module rules by `files` against the slices' declarations: a field resolved by an area whose
 * slice does not declare it, a file named after a type that resolves another type, a file named after no type that
 * resolves more than Query and Mutation fields, and a type resolved in an area by any file but the one named after it.
 */
function breaches(files: readonly ResolverFile[], declared: Declarations): string[] {
  const found: string[] = [];
  for (const { area, name, maps } of files) {
    const where = `${area}/${name}.resolvers.ts`;
    const ownType = [...declared.types.keys()].find((t) => !ROOT_TYPES.has(t) && kebab(t) === name);
    for (const map of maps) {
      for (const [typeName, fieldMap] of Object.entries(map)) {
        if (!ROOT_TYPES.has(typeName) && typeName !== ownType) {
          found.push(`${where} resolves ${typeName}, not its own type (${ownType ?? 'none'})`);
        }
        for (const field of Object.keys(fieldMap as object)) {
          const owner = declared.fields.get(`${typeName}.${field}`);
          if (owner !== area)
            found.push(`${where} resolves ${typeName}.${field}, declared by ${owner ?? 'no slice'}`);
        }
      }
    }
  }
  return found;
}

describe('the schema slices', () => {
  const slices = readSlices();

  it('compose into the repository schema.graphql (run pnpm codegen after editing a slice)', async () => {
    expect(await composeSchema(slices)).toBe(readFileSync(COMPOSED_SCHEMA, 'utf8'));
  });

  it('define each type once, and declare each field once', () => {
    const { types, fields } = declarations(slices);
    expect(types.get('Tour')).toBe('catalogue');
    expect(fields.get('Tour.calendar')).toBe('availability');
    expect(fields.get('Query.bookingReport')).toBe('reports');
  });

  it('refuse a type defined by two slices, and a field extended twice', () => {
    const twice = [...slices, { folder: 'probe', sdl: '"A second Money." type Money { amount: Int! }' }];
    expect(() => declarations(twice)).toThrow('Money is defined by shared and probe');
    const field = [...slices, { folder: 'probe', sdl: 'extend type Tour { "Again." calendar: Int }' }];
    expect(() => declarations(field)).toThrow('Tour.calendar is declared by availability and probe');
  });
});

describe('each area', () => {
  const declared = declarations(readSlices());

  it('resolves only the fields its slice declares, one resolver file per type', async () => {
    expect(breaches(await resolverFiles(), declared)).toEqual([]);
  });

  it('fails the check on a field of another area, or a type in a file not named after it', () => {
    const probe: ResolverFile[] = [
      { area: 'availability', name: 'tour', maps: [{ Tour: { name: () => 'x' } }] },
      { area: 'catalogue', name: 'search', maps: [{ Image: { alt: () => 'x' } }] },
    ];
    expect(breaches(probe, declared)).toEqual([
      'availability/tour.resolvers.ts resolves Tour.name, declared by catalogue',
      'catalogue/search.resolvers.ts resolves Image, not its own type (none)',
    ]);
  });

  it("merges every resolver file's maps (module.ts lists, the generated type map), and nothing else", async () => {
    const files = await resolverFiles();
    const merged = resolvers as Record<string, Record<string, unknown>>;
    const unmerged = files.flatMap(({ area, name, maps }) =>
      maps.flatMap((map) =>
        Object.entries(map).flatMap(([typeName, fields]) =>
          Object.entries(fields as Record<string, unknown>)
            .filter(([field, resolver]) => merged[typeName]?.[field] !== resolver)
            .map(([field]) => `${area}/${name}: ${typeName}.${field}`),
        ),
      ),
    );
    expect(unmerged).toEqual([]);
    const fromFiles = resolvedFields(files.flatMap((file) => file.maps));
    expect(resolvedFields([resolvers]).sort()).toEqual(fromFiles.sort());
  });

  it("declares the codegen mappers of its slice's types in its own <area>.mappers.ts (found by codegen by name)", () => {
    const misplaced: string[] = [];
    let found = 0;
    for (const area of readdirSync(SCHEMA_DIR, { withFileTypes: true }).filter((e) => e.isDirectory())) {
      let source: string;
      try {
        source = readFileSync(new URL(`${area.name}/${area.name}.mappers.ts`, SCHEMA_DIR), 'utf8');
      } catch {
        continue;
      }
      for (const [, typeName] of source.matchAll(/^export (?:interface|type) (\w+)Parent\b/gm)) {
        found += 1;
        if (declared.types.get(typeName!) !== area.name) misplaced.push(`${area.name}: ${typeName}Parent`);
      }
    }
    expect(found).toBeGreaterThanOrEqual(18);
    expect(misplaced).toEqual([]);
  });
});
