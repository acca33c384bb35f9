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
 * (for the request context's construction); the merged resolver map and the schema-wide files sit in src/schema itself.
 * The generated files (src/generated, not linted) also import each area's `<area>.mappers.ts` (the resolver
 * types, types only) and `resolvers/<Type>.ts` (the object types' resolver map).
 */

/** The area folders (src/schema/<area>), each checked on its own so it may import itself. */
const areas = readdirSync(new URL('./src/schema', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name);

/**
 * The import patterns that reach into another area from a file of `own` (an area, or `shared`): a sibling folder of
 * src/schema (`../<other>/...`), or src/schema reached by climbing (`../../schema/<other>/...`).
 * @param {string} own the folder the importing file is in
 * @param {string} message why
 */
const otherAreas = (own, message) => {
  const allowed = own === 'shared' ? 'shared' : `${own}|shared`;
  return [
    { regex: `^\\.\\./(?!(?:${allowed})/)[^./][^/]*/`, message },
    { regex: `^(?:\\.\\./)+schema/(?!(?:${allowed})/)[^./][^/]*/`, message },
  ];
};

export default [
  ...areas.map((area) => ({
    files: [`gateway/src/schema/${area}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: otherAreas(
            area,
            'Schema areas never import each other: use the service the other area offers on the request context (ctx.bookings, ctx.payments), or schema/shared for mapping code.',
          ),
        },
      ],
    },
  })),
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
  {
    files: ['gateway/src/schema/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: otherAreas('shared', 'schema/shared is used by the areas and imports none of them.') },
      ],
    },
  },
];
