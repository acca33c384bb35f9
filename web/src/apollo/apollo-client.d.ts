import type { GraphQLCodegenDataMasking } from '@apollo/client/masking';

/** Tells Apollo Client that operation types come from GraphQL Codegen with masked fragments (data masking). */
declare module '@apollo/client' {
  // Apollo's documented augmentation: the interface only inherits the codegen masking types.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface TypeOverrides extends GraphQLCodegenDataMasking.TypeOverrides {}
}
