import { readdirSync } from 'node:fs';

/**
 * Lint rules of the gateway, spread into the repository's eslint.config.js (run `pnpm lint` from the root). File
 * patterns are relative to the root.
 *
 * Schema areas (gateway README, Architecture): each folder of src/schema but `shared` is an area (its resolver files,
 * mappers and the service it offers on the request context). An area never imports another area's files: what it
 * needs of another comes through the context (`ctx.bookings`, `ctx.payments`). `shared/` (mapping code several
 * areas use) imports no area. Files outside src/schema (context, session, provider, cache...) are shared by all, and
 * reach an area only through its face: `service.ts` (the service's types, for the context) and `create-service.ts`
 * (for the request context's construction); the schema-wide files (scalars, agent-only fields) sit in src/schema
 * itself. The generated files (src/generated, not linted) also import each area's `<area>.mappers.ts` (the resolver
 * types, types only) and its resolver files (`resolvers/<Type>.ts`, `resolvers/Query/<field>.ts`,
 * `resolvers/Mutation/<field>.ts`: codegen's resolver map).
 */

/** The area folders (src/schema/<area>), each checked on its own so it may import itself. */
const areas = readdirSync(new URL('./src/schema', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name);

/** How deep an area's files sit below it: `<area>/x.ts`, `<area>/resolvers/X.ts`, `<area>/resolvers/Query/x.ts`. */
const DEPTHS = [0, 1, 2];

/**
 * The import patterns that reach into another area from a file `depth` folders below `own` (an area, or `shared`):
 * src/schema reached by climbing out of `own` (`../<other>/...` from `own` itself, `../../../<other>/...` from
 * `own/resolvers/Query/`), or by climbing further (`../../schema/<other>/...`).
 * @param {string} own the folder the importing file is in
 * @param {number} depth how many folders below `own` the importing file is
 * @param {string} message why
 */
const otherAreas = (own, depth, message) => {
  const allowed = own === 'shared' ? 'shared' : `${own}|shared`;
  return [
    { regex: `^(?:\\.\\./){${depth + 1}}(?!(?:${allowed})/)[^./][^/]*/`, message },
    { regex: `^(?:\\.\\./)+schema/(?!(?:${allowed})/)[^./][^/]*/`, message },
  ];
};

/** The files `depth` folders below src/schema/`own`, as an ESLint files pattern. */
const filesAt = (own, depth) => `gateway/src/schema/${own}/${'*/'.repeat(depth)}*.ts`;

export default [
  ...areas.flatMap((area) =>
    DEPTHS.map((depth) => ({
      files: [filesAt(area, depth)],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: otherAreas(
              area,
              depth,
              'Schema areas never import each other: use the service the other area offers on the request context (ctx.bookings, ctx.payments), or schema/shared for mapping code.',
            ),
          },
        ],
      },
    })),
  ),
  {
    files: ['gateway/src/**/*.ts'],
    ignores: ['gateway/src/schema/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(?:^|/)schema/[^/]+/(?!(?:service|create-service)\\.js$)',
              message:
                'Outside src/schema, reach an area only through its face: its service.ts (types) or create-service.ts.',
            },
          ],
        },
      ],
    },
  },
  ...DEPTHS.map((depth) => ({
    files: [filesAt('shared', depth)],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: otherAreas(
            'shared',
            depth,
            'schema/shared is used by the areas and imports none of them.',
          ),
        },
      ],
    },
  })),
];
