import { defineConfig } from '@eddeee888/gcg-typescript-resolver-files';
import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Generates, from schema.graphql (composed from the gateway's schema slices by gateway/scripts/compose-schema.ts):
 * - gateway resolver types (The Guild's server preset, @eddeee888/gcg-typescript-resolver-files, over the slices),
 *   each GraphQL type's mapper (the parent its resolvers receive) found by name: `<Type>Parent` exported by the
 *   `<area>.mappers.ts` of the area whose slice defines the type (mostly the provider's REST types, generated
 *   from provider-sim/openapi.yaml by openapi-typescript), and the gateway's resolver map from the areas' resolver
 *   files (gateway/src/generated/resolvers.ts);
 * - web typed document nodes in Apollo Client's recommended setup (typescript-operations +
 *   typed-document-node, fragments masked for Apollo's data masking).
 * Run with `pnpm codegen` (which first composes schema.graphql and regenerates gateway/src/generated/provider.ts
 * with openapi-typescript).
 */
const scalars = {
  Date: 'string',
  MinorUnits: 'number',
};

const config: CodegenConfig = {
  overwrite: true,
  schema: 'schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    // The Guild's server preset over the slices: resolver types, with every `<Type>Parent` exported by an area's
    // `<area>.mappers.ts` (beside its `<area>.graphql`) taken as that type's mapper, and the whole resolver map
    // (src/generated/resolvers.ts) put together from the files it finds by the preset's convention: a Query or
    // Mutation field's resolver is `<area>/resolvers/Query/<field>.ts` (or `Mutation/`) exporting `<field>`, in the
    // area whose slice declares the field; an object type's is `<area>/resolvers/<Type>.ts` exporting `<Type>`
    // (merged per type across the areas that extend it); the scalars are scalars.ts's (scalarsOverrides). It writes
    // no resolver file but an empty stub for a mapped type without one; a root field without a file fails
    // schema-modules.test.ts.
    'gateway/src/schema': defineConfig(
      {
        resolverTypesPath: '../generated/resolvers-types.ts',
        resolverGeneration: 'disabled',
        resolverMainFile: '../generated/resolvers.ts',
        typeDefsFilePath: false,
        mergeSchema: false,
        scalarsModule: false,
        fixObjectTypeResolvers: 'disabled',
        mappersSuffix: 'Parent',
        importExtension: '.js',
        tsConfigFilePath: './gateway/tsconfig.json',
        typesPluginsConfig: {
          contextType: '../context.js#GatewayContext',
          useIndexSignature: true,
          enumsAsTypes: true,
          useTypeImports: true,
          // The typescript plugins' own defaults, which the preset changes.
          namingConvention: 'change-case-all#pascalCase',
          maybeValue: 'T | null',
          inputMaybeValue: 'Maybe<T>',
        },
        scalarsOverrides: {
          ID: { type: 'string' },
          Date: { type: 'string', resolver: '../schema/scalars.js#DateScalar' },
          MinorUnits: { type: 'number', resolver: '../schema/scalars.js#MinorUnitsScalar' },
        },
      },
      { schema: ['gateway/src/schema/*/*.graphql'] },
    ),
    'web/src/apollo/generated/graphql.ts': {
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/apollo/generated/**'],
      plugins: ['typescript-operations', 'typed-document-node'],
      config: {
        avoidOptionals: { field: true, inputValue: false },
        defaultScalarType: 'unknown',
        nonOptionalTypename: true,
        skipTypeNameForRoot: true,
        enumsAsTypes: true,
        useTypeImports: true,
        inlineFragmentTypes: 'mask',
        customDirectives: { apolloUnmask: true },
        scalars,
      },
    },
    'report-cli/src/generated/graphql.ts': {
      documents: ['report-cli/src/**/*.graphql'],
      plugins: ['typescript-operations', 'typed-document-node'],
      config: {
        avoidOptionals: { field: true, inputValue: false },
        defaultScalarType: 'unknown',
        enumsAsTypes: true,
        useTypeImports: true,
        scalars,
      },
    },
  },
};

export default config;
