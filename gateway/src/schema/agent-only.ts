import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import {
  defaultFieldResolver,
  Kind,
  type GraphQLEnumValue,
  type GraphQLFieldConfigArgumentMap,
  type GraphQLNamedType,
  type GraphQLSchema,
  type TypeNode,
} from 'graphql';
import type { GatewayContext } from '../context.js';
import { gatewayError } from '../errors.js';

/** The directive that marks agent-only fields and enum values in schema.graphql. */
export const AGENT_ONLY = 'agentOnly';

/**
 * Applies `@agentOnly` once over the whole schema (schema.graphql, directive @agentOnly), before each field's own
 * resolver (or the default resolver) runs, so resolvers never test the role for what it covers:
 * - a field carrying it resolves as written for an agent session (`ctx.isAgent`); for anyone else (consumers,
 *   anonymous visitors, report tokens) a nullable field is null and a non-null one is refused with FORBIDDEN;
 * - a field given an enum value carrying it (the 'Agent Statement' message type), in any argument or input field,
 *   is refused with FORBIDDEN for anyone but an agent session.
 * @returns a copy of the schema with those fields' resolvers wrapped.
 */
export function withAgentOnlyFields(schema: GraphQLSchema): GraphQLSchema {
  const agentOnlyValues = agentOnlyEnumValues(schema);
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field) => {
      const hidden = getDirective(schema, field, AGENT_ONLY) !== undefined;
      const guarded = guardedArguments(schema, field.args ?? {}, agentOnlyValues);
      if (!hidden && guarded.length === 0) return field;
      const resolve = field.resolve ?? defaultFieldResolver;
      // Read from the SDL, not with isNonNullType: the schema's types may come from graphql's other module format.
      const refused = field.astNode?.type.kind === Kind.NON_NULL_TYPE;
      return {
        ...field,
        resolve: (parent, args: Record<string, unknown>, ctx: GatewayContext, info) => {
          if (ctx.isAgent) return resolve(parent, args, ctx, info);
          if (hidden && !refused) return null;
          if (hidden || guarded.some(([name, type]) => carries(schema, type, args[name], agentOnlyValues))) {
            throw gatewayError('FORBIDDEN', 'Only signed-in agents may do this.');
          }
          return resolve(parent, args, ctx, info);
        },
      };
    },
  });
}

/** The internal values of each enum's `@agentOnly` values, by enum type name (enums without any are absent). */
function agentOnlyEnumValues(schema: GraphQLSchema): Map<string, Set<unknown>> {
  const found = new Map<string, Set<unknown>>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.astNode?.kind !== Kind.ENUM_TYPE_DEFINITION) continue;
    const values = (type as GraphQLNamedType & { getValues(): readonly GraphQLEnumValue[] })
      .getValues()
      .filter((value) => getDirective(schema, value, AGENT_ONLY) !== undefined)
      .map((value) => value.value as unknown);
    if (values.length > 0) found.set(type.name, new Set(values));
  }
  return found;
}

/** The arguments (name and SDL type) through which an agent-only enum value can be given. */
function guardedArguments(
  schema: GraphQLSchema,
  args: GraphQLFieldConfigArgumentMap,
  agentOnlyValues: ReadonlyMap<string, Set<unknown>>,
): [string, TypeNode][] {
  return Object.entries(args).flatMap(([name, arg]): [string, TypeNode][] =>
    arg.astNode && reaches(schema, arg.astNode.type, agentOnlyValues, new Set())
      ? [[name, arg.astNode.type]]
      : [],
  );
}

/** True when values of this input type may hold an agent-only enum value (itself, in a list or an input field). */
function reaches(
  schema: GraphQLSchema,
  type: TypeNode,
  agentOnlyValues: ReadonlyMap<string, Set<unknown>>,
  seen: Set<string>,
): boolean {
  if (type.kind !== Kind.NAMED_TYPE) return reaches(schema, type.type, agentOnlyValues, seen);
  const name = type.name.value;
  if (agentOnlyValues.has(name)) return true;
  if (seen.has(name)) return false;
  seen.add(name);
  const node = schema.getType(name)?.astNode;
  if (node?.kind !== Kind.INPUT_OBJECT_TYPE_DEFINITION) return false;
  return (node.fields ?? []).some((field) => reaches(schema, field.type, agentOnlyValues, seen));
}

/** True when an argument's value (coerced, of the SDL type given) holds an agent-only enum value anywhere. */
function carries(
  schema: GraphQLSchema,
  type: TypeNode,
  value: unknown,
  agentOnlyValues: ReadonlyMap<string, Set<unknown>>,
): boolean {
  if (value === null || value === undefined) return false;
  if (type.kind === Kind.NON_NULL_TYPE) return carries(schema, type.type, value, agentOnlyValues);
  if (type.kind === Kind.LIST_TYPE) {
    const items = Array.isArray(value) ? value : [value];
    return items.some((item) => carries(schema, type.type, item, agentOnlyValues));
  }
  const name = type.name.value;
  const values = agentOnlyValues.get(name);
  if (values) return values.has(value);
  const node = schema.getType(name)?.astNode;
  if (node?.kind !== Kind.INPUT_OBJECT_TYPE_DEFINITION) return false;
  const fields = value as Record<string, unknown>;
  return (node.fields ?? []).some((field) =>
    carries(schema, field.type, fields[field.name.value], agentOnlyValues),
  );
}
