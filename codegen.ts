import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Generates, from schema.graphql:
 * - gateway resolver types, with `mappers` pointing GraphQL types at the provider's REST types
 *   (themselves generated from provider-sim/openapi.yaml by openapi-typescript);
 * - web typed document nodes in Apollo Client's recommended setup (typescript-operations +
 *   typed-document-node, fragments masked for Apollo's data masking).
 * Run with `pnpm codegen` (which first regenerates gateway/src/generated/provider.ts with openapi-typescript).
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
          Tour: '../schema/parents.js#TourParent',
          Image: '../schema/parents.js#ImageParent',
          PickupPoint: '../schema/parents.js#PickupPointParent',
          SalesGroup: '../schema/parents.js#SalesGroupParent',
          AddOn: '../schema/parents.js#AddOnParent',
          Quote: '../schema/parents.js#QuoteParent',
          QuotedTrip: '../schema/parents.js#QuotedTripParent',
          SalesGroupProduct: '../provider/types.js#ProviderSalesGroupProduct',
          Filter: '../provider/types.js#ProviderFilter',
          FilterTag: '../provider/types.js#ProviderTag',
          Country: '../provider/types.js#ProviderCountry',
          Currency: '../provider/types.js#ProviderCurrencyInfo',
          AgeCategories: '../provider/types.js#ProviderAgeCategories',
          AgeCategory: '../provider/types.js#ProviderAgeCategory',
          Booking: '../provider/types.js#ProviderBooking',
          BookedTrip: '../schema/parents.js#BookedTripParent',
          Agency: '../provider/types.js#ProviderAgency',
          Consultant: '../provider/types.js#ProviderContact',
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
