import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Generates, from schema.graphql (composed from the gateway's schema slices by gateway/scripts/compose-schema.ts):
 * - gateway resolver types, with `mappers` pointing each GraphQL type at the parent its resolvers receive, declared
 *   in the `mappers.ts` of the area whose slice defines the type (mostly the provider's REST types, generated from
 *   provider-sim/openapi.yaml by openapi-typescript);
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
    'gateway/src/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context.js#GatewayContext',
        useIndexSignature: true,
        enumsAsTypes: true,
        useTypeImports: true,
        scalars,
        mappers: {
          Image: '../schema/catalogue/mappers.js#ImageParent',
          Tour: '../schema/catalogue/mappers.js#TourParent',
          CancellationPolicy: '../schema/catalogue/mappers.js#CancellationPolicyParent',
          SalesGroup: '../schema/catalogue/mappers.js#SalesGroupParent',
          SalesGroupProduct: '../schema/catalogue/mappers.js#SalesGroupProductParent',
          PickupPoint: '../schema/availability/mappers.js#PickupPointParent',
          AddOn: '../schema/availability/mappers.js#AddOnParent',
          Filter: '../schema/reference/mappers.js#FilterParent',
          FilterTag: '../schema/reference/mappers.js#FilterTagParent',
          AgeCategories: '../schema/reference/mappers.js#AgeCategoriesParent',
          AgeCategory: '../schema/reference/mappers.js#AgeCategoryParent',
          Country: '../schema/reference/mappers.js#CountryParent',
          Currency: '../schema/reference/mappers.js#CurrencyParent',
          Quote: '../schema/quote/mappers.js#QuoteParent',
          QuotedTrip: '../schema/quote/mappers.js#QuotedTripParent',
          Booking: '../schema/bookings/mappers.js#BookingParent',
          BookedTrip: '../schema/bookings/mappers.js#BookedTripParent',
          Agency: '../schema/identity/mappers.js#AgencyParent',
          Consultant: '../schema/identity/mappers.js#ConsultantParent',
        },
      },
    },
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
