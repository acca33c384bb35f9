import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import {
  defaultFieldResolver,
  Kind,
  type GraphQLEnumValue,
  type GraphQLFieldConfigArgumentMap,
  type GraphQLFieldResolver,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLResolveInfo,
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
 *   is refused with FORBIDDEN for anyone but an agent session;
 * - a field returning a list of objects with a field of such an enum (`Booking.documents`, whose `messageType`
 *   may be the Agent Statement) leaves out, for anyone but an agent session, the items whose field resolves to an
 *   agent-only value.
 * @returns a copy of the schema with those fields' resolvers wrapped.
 */
export function withAgentOnlyFields(schema: GraphQLSchema): GraphQLSchema {
  const agentOnlyValues = agentOnlyEnumValues(schema);
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field) => {
      const hidden = getDirective(schema, field, AGENT_ONLY) !== undefined;
      const guarded = guardedArguments(schema, field.args ?? {}, agentOnlyValues);
      const listed = field.astNode ? listedItemGuard(schema, field.astNode.type, agentOnlyValues) : null;
      if (!hidden && guarded.length === 0 && !listed) return field;
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
          const answer = resolve(parent, args, ctx, info) as unknown;
          return listed ? withoutAgentOnlyItems(answer, listed, ctx, info) : answer;
        },
      };
    },
  });
}

/** How to tell a list item that is agent-only: its field `field` resolves to one of `values`. */
interface ItemGuard {
  field: string;
  resolve: GraphQLFieldResolver<unknown, GatewayContext>;
  values: Set<unknown>;
}

/**
 * The guard of a field returning a list of objects (of the SDL type given) that have a field of an enum with
 * agent-only values, or null for any other field.
 */
function listedItemGuard(
  schema: GraphQLSchema,
  type: TypeNode,
  agentOnlyValues: ReadonlyMap<string, Set<unknown>>,
): ItemGuard | null {
  const list = type.kind === Kind.NON_NULL_TYPE ? type.type : type;
  if (list.kind !== Kind.LIST_TYPE) return null;
  const item = list.type.kind === Kind.NON_NULL_TYPE ? list.type.type : list.type;
  if (item.kind !== Kind.NAMED_TYPE) return null;
  const object = schema.getType(item.name.value) as
    (GraphQLNamedType & Partial<GraphQLObjectType>) | undefined;
  if (object?.astNode?.kind !== Kind.OBJECT_TYPE_DEFINITION || !object.getFields) return null;
  for (const [name, itemField] of Object.entries(object.getFields())) {
    const fieldType = itemField.astNode?.type;
    const named = fieldType?.kind === Kind.NON_NULL_TYPE ? fieldType.type : fieldType;
    const values = named?.kind === Kind.NAMED_TYPE ? agentOnlyValues.get(named.name.value) : undefined;
    if (values) return { field: name, resolve: itemField.resolve ?? defaultFieldResolver, values };
  }
  return null;
}

/** The list answer (or a promise of it) without the items whose guarded field resolves to an agent-only value. */
async function withoutAgentOnlyItems(
  answer: unknown,
  guard: ItemGuard,
  ctx: GatewayContext,
  info: GraphQLResolveInfo,
): Promise<unknown> {
  const items = await answer;
  if (!Array.isArray(items)) return items;
  // The item field's resolver is asked as the executor would: its own name (the default resolver reads it).
  const itemInfo = { ...info, fieldName: guard.field };
  const values = await Promise.all(items.map((item: unknown) => guard.resolve(item, {}, ctx, itemInfo)));
  return items.filter((_item, index) => !guard.values.has(values[index]));
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
