import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import { defaultFieldResolver, Kind, type GraphQLSchema } from 'graphql';
import type { GatewayContext } from '../context.js';
import { gatewayError } from '../errors.js';

/** The directive that marks agent-only fields in schema.graphql. */
export const AGENT_ONLY = 'agentOnly';

/**
 * Applies `@agentOnly` once over the whole schema (schema.graphql, directive @agentOnly): every field carrying it
 * resolves as written for an agent session (`ctx.isAgent`); for anyone else (consumers, anonymous visitors, report
 * tokens) a nullable field is null and a non-null one is refused with FORBIDDEN, in both cases before its own
 * resolver (or the default resolver) runs, so resolvers never test the role for these fields.
 * @returns a copy of the schema with those fields' resolvers wrapped.
 */
export function withAgentOnlyFields(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field) => {
      if (getDirective(schema, field, AGENT_ONLY) === undefined) return field;
      const resolve = field.resolve ?? defaultFieldResolver;
      // Read from the SDL, not with isNonNullType: the schema's types may come from graphql's other module format.
      const refused = field.astNode?.type.kind === Kind.NON_NULL_TYPE;
      return {
        ...field,
        resolve: (parent, args, ctx: GatewayContext, info) => {
          if (ctx.isAgent) return resolve(parent, args, ctx, info);
          if (refused) throw gatewayError('FORBIDDEN', 'Only signed-in agents may do this.');
          return null;
        },
      };
    },
  });
}
