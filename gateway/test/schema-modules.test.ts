/**
 * The schema's modules: each area of src/schema owns a slice of the SDL (`<area>/<area>.graphql`), the mappers of the
 * types its slice defines, and one resolver file per GraphQL type and per Query or Mutation field, where codegen's
 * server preset finds them (`resolvers/<Type>.ts`, `resolvers/Query/<field>.ts`, `resolvers/Mutation/<field>.ts`)
 * and puts them together in generated/resolvers.ts. The repository's schema.graphql is the slices composed, every
 * field is resolved by the area whose slice declares it, and a file resolves what it is named after alone.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { GraphQLScalarType, Kind, parse, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { COMPOSED_SCHEMA, composeSchema, readSlices, type SchemaSlice } from '../scripts/compose-schema.js';
import type { Resolvers } from '../src/generated/resolvers-types.js';
import { resolvers } from '../src/generated/resolvers.js';
import { DateScalar, MinorUnitsScalar } from '../src/schema/scalars.js';

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

/**
 * One resolver file of an area, as the server preset finds it (codegen.ts): `resolvers/<Type>.ts` resolves the
 * object type `<Type>`, `resolvers/Query/<field>.ts` and `resolvers/Mutation/<field>.ts` the root field; `owner` is
 * what its name says it resolves (`Tour`, `Query.tour`), `maps` what its exports resolve.
 */
interface ResolverFile {
  area: string;
  path: string;
  owner: string;
  maps: Resolvers[];
}

/** The `.ts` files under `dir` (relative to src/schema), at any depth, relative to src/schema. */
function filesUnder(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(new URL(dir, SCHEMA_DIR), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    if (entry.isDirectory()) return filesUnder(`${dir}${entry.name}/`);
    return entry.name.endsWith('.ts') ? [`${dir}${entry.name}`] : [];
  });
}

/**
 * What a resolver file's path says it resolves: `<area>/resolvers/<Type>.ts` → '<Type>',
 * `<area>/resolvers/<Root>/<field>.ts` → '<Root>.<field>'; any other file under resolvers/ as its path.
 */
function ownerOf(path: string): string {
  const [, , ...rest] = path.slice(0, -'.ts'.length).split('/');
  return rest.length === 2 && ROOT_TYPES.has(rest[0]!) ? rest.join('.') : rest.join('/');
}

/**
 * Every resolver file of every area, imported, each export as the map it contributes: `<Type>` of a type's file as
 * `{ <Type>: ... }`, `<field>` of a root field's file as `{ <Root>: { <field>: ... } }`. Files of the old layout
 * (`*.resolvers.ts`, `module.ts`) anywhere in an area are listed too, as resolving what they export.
 */
async function resolverFiles(): Promise<ResolverFile[]> {
  const files: ResolverFile[] = [];
  for (const area of readdirSync(SCHEMA_DIR, { withFileTypes: true }).filter((e) => e.isDirectory())) {
    for (const path of filesUnder(`${area.name}/resolvers/`)) {
      const module = (await import(new URL(path, SCHEMA_DIR).href)) as Record<string, unknown>;
      const owner = ownerOf(path);
      const root = owner.includes('.') ? owner.split('.')[0]! : null;
      files.push({
        area: area.name,
        path,
        owner,
        maps: Object.entries(module).map(
          ([exported, value]) =>
            (root ? { [root]: { [exported]: value } } : { [exported]: value }) as Resolvers,
        ),
      });
    }
    for (const path of filesUnder(`${area.name}/`).filter((p) => /(\.resolvers|\/module)\.ts$/.test(p))) {
      const module = (await import(new URL(path, SCHEMA_DIR).href)) as Record<string, Resolvers>;
      files.push({ area: area.name, path, owner: path, maps: Object.values(module) });
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
 * The breaches of the module rules by `files` against the slices' declarations: a file whose name is no type and
 * no Query or Mutation field of the schema (the preset would not pick it up), a file resolving anything but what
 * its name says, and a field resolved by an area whose slice does not declare it.
 */
function breaches(files: readonly ResolverFile[], declared: Declarations): string[] {
  const found: string[] = [];
  for (const { area, path, owner, maps } of files) {
    const isField = owner.includes('.');
    const known = isField ? declared.fields.has(owner) : declared.types.has(owner) && !ROOT_TYPES.has(owner);
    if (!known) {
      found.push(`${path} is named after no type or Query/Mutation field of the schema`);
      continue;
    }
    for (const map of maps) {
      for (const [typeName, fieldMap] of Object.entries(map)) {
        for (const field of Object.keys(fieldMap as object)) {
          const key = `${typeName}.${field}`;
          if (isField ? key !== owner : typeName !== owner)
            found.push(`${path} resolves ${key}, not ${owner}`);
          const declarer = declared.fields.get(key);
          if (declarer !== area) found.push(`${path} resolves ${key}, declared by ${declarer ?? 'no slice'}`);
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

  it('resolves only the fields its slice declares, each type and each root field in the file named after it', async () => {
    const files = await resolverFiles();
    expect(files.filter((f) => f.owner.includes('.')).length).toBeGreaterThanOrEqual(40);
    expect(breaches(files, declared)).toEqual([]);
  });

  it('fails the check on a field of another area, a file resolving what it is not named after, or a stray file', () => {
    const tour = (name: unknown) => ({ Query: { tour: name } }) as Resolvers;
    const probe: ResolverFile[] = [
      {
        area: 'availability',
        path: 'availability/resolvers/Tour.ts',
        owner: 'Tour',
        maps: [{ Tour: { name: () => 'x' } }],
      },
      {
        area: 'catalogue',
        path: 'catalogue/resolvers/Tour.ts',
        owner: 'Tour',
        maps: [{ Image: { alt: () => 'x' } }],
      },
      {
        area: 'catalogue',
        path: 'catalogue/resolvers/Query/tours.ts',
        owner: 'Query.tours',
        maps: [tour(() => null)],
      },
      { area: 'quote', path: 'quote/resolvers/Query/tour.ts', owner: 'Query.tour', maps: [tour(() => null)] },
      { area: 'quote', path: 'quote/resolvers/Query/helpers.ts', owner: 'Query.helpers', maps: [] },
      { area: 'bookings', path: 'bookings/book.resolvers.ts', owner: 'bookings/book.resolvers.ts', maps: [] },
    ];
    expect(breaches(probe, declared)).toEqual([
      'availability/resolvers/Tour.ts resolves Tour.name, declared by catalogue',
      'catalogue/resolvers/Tour.ts resolves Image.alt, not Tour',
      'catalogue/resolvers/Query/tours.ts resolves Query.tour, not Query.tours',
      'quote/resolvers/Query/tour.ts resolves Query.tour, declared by catalogue',
      'quote/resolvers/Query/helpers.ts is named after no type or Query/Mutation field of the schema',
      'bookings/book.resolvers.ts is named after no type or Query/Mutation field of the schema',
    ]);
  });

  it('has a resolver file for every Query and Mutation field of its slice', async () => {
    const resolved = new Set(resolvedFields((await resolverFiles()).flatMap((file) => file.maps)));
    const unresolved = [...declared.fields.keys()].filter(
      (key) => ROOT_TYPES.has(key.split('.')[0]!) && !resolved.has(key),
    );
    expect(unresolved).toEqual([]);
  });

  it("is in codegen's resolver map (generated/resolvers.ts): every file's resolvers, and nothing else", async () => {
    const files = await resolverFiles();
    const merged = resolvers as Record<string, Record<string, unknown>>;
    const unmerged = files.flatMap(({ path, maps }) =>
      maps.flatMap((map) =>
        Object.entries(map).flatMap(([typeName, fields]) =>
          Object.entries(fields as Record<string, unknown>)
            .filter(([field, resolver]) => merged[typeName]?.[field] !== resolver)
            .map(([field]) => `${path}: ${typeName}.${field}`),
        ),
      ),
    );
    expect(unmerged).toEqual([]);
    const fromFiles = resolvedFields(files.flatMap((file) => file.maps));
    expect(resolvedFields([resolvers]).sort()).toEqual(fromFiles.sort());
    expect(resolvers.Date).toBe(DateScalar);
    expect(resolvers.MinorUnits).toBe(MinorUnitsScalar);
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
