import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { mergeTypeDefs } from '@graphql-tools/merge';
import { print } from 'graphql';
import * as prettier from 'prettier';

/**
 * The schema's slices, in the order the composed schema.graphql shows them: `shared` (the schema definition,
 * directives, scalars, the empty `Query` and `Mutation` the areas extend, and the types every area uses), then one
 * slice per area of src/schema. Each slice is `src/schema/<folder>/<folder>.graphql`.
 */
export const SLICE_ORDER = [
  'shared',
  'identity',
  'catalogue',
  'availability',
  'reference',
  'quote',
  'bookings',
  'payments',
  'newsletter',
  'reports',
] as const;

const SCHEMA_DIR = new URL('../src/schema/', import.meta.url);

/** The repository's schema.graphql: the composed contract codegen, the web app and report-cli read. */
export const COMPOSED_SCHEMA = new URL('../../schema.graphql', import.meta.url);

const HEADER = [
  '# Composed by `pnpm codegen` (gateway/scripts/compose-schema.ts) from the slices in',
  '# gateway/src/schema/<area>/<area>.graphql: edit a slice, never this file. gateway/test/schema-modules.test.ts',
  '# fails when this file and the slices differ.',
  '',
].join('\n');

/** One slice of the schema: the folder of src/schema it belongs to and its SDL. */
export interface SchemaSlice {
  folder: string;
  sdl: string;
}

/**
 * Reads every slice in {@link SLICE_ORDER}.
 * @throws Error when a folder of src/schema has a slice that is not in SLICE_ORDER, or a listed slice is missing.
 */
export function readSlices(): SchemaSlice[] {
  const folders = readdirSync(SCHEMA_DIR, { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() && existsSync(new URL(`${entry.name}/${entry.name}.graphql`, SCHEMA_DIR)),
    )
    .map((entry) => entry.name);
  const unlisted = folders.filter((folder) => !(SLICE_ORDER as readonly string[]).includes(folder));
  if (unlisted.length > 0) throw new Error(`Schema slices missing from SLICE_ORDER: ${unlisted.join(', ')}`);
  return SLICE_ORDER.map((folder) => ({
    folder,
    sdl: readFileSync(new URL(`${folder}/${folder}.graphql`, SCHEMA_DIR), 'utf8'),
  }));
}

/**
 * Composes the slices into one schema document (graphql-tools' mergeTypeDefs): each `extend type` is folded into
 * its type, fields in slice order, and the text is formatted by the repository's Prettier settings.
 * @returns the text of schema.graphql, header comment included
 * @throws Error when two slices define the same field differently
 */
export async function composeSchema(slices: readonly SchemaSlice[] = readSlices()): Promise<string> {
  const merged = mergeTypeDefs(
    slices.map((slice) => slice.sdl),
    { sort: false, throwOnConflict: true, useSchemaDefinition: true },
  );
  const options = await prettier.resolveConfig(fileURLToPath(COMPOSED_SCHEMA));
  return HEADER + (await prettier.format(print(merged), { ...options, parser: 'graphql' }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(COMPOSED_SCHEMA, await composeSchema());
}
