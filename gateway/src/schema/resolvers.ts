import type { Resolvers } from '../generated/resolvers-types.js';
import { resolvers as typeResolvers } from '../generated/type-resolvers.js';
import { bookingsAreaResolvers } from './bookings/module.js';
import { catalogueAreaResolvers } from './catalogue/module.js';
import { identityAreaResolvers } from './identity/module.js';
import { newsletterAreaResolvers } from './newsletter/module.js';
import { paymentsAreaResolvers } from './payments/module.js';
import { quoteAreaResolvers } from './quote/module.js';
import { referenceAreaResolvers } from './reference/module.js';
import { reportsAreaResolvers } from './reports/module.js';
import { DateScalar, MinorUnitsScalar } from './scalars.js';

/**
 * Merges resolver maps per type. A field (or scalar) defined by two maps is a mistake (one definition would
 * silently replace the other), so it is refused.
 * @throws Error naming every `Type.field` defined more than once.
 */
export function mergeResolvers(maps: readonly Resolvers[]): Resolvers {
  const merged: Record<string, Record<string, unknown> | unknown> = {};
  const twice: string[] = [];
  for (const map of maps) {
    for (const [typeName, fields] of Object.entries(map)) {
      const existing = merged[typeName];
      if (existing === undefined) {
        merged[typeName] = fields instanceof Object && !isScalar(fields) ? { ...fields } : fields;
        continue;
      }
      if (isScalar(fields) || isScalar(existing)) {
        twice.push(typeName);
        continue;
      }
      const target = existing as Record<string, unknown>;
      for (const [field, resolver] of Object.entries(fields as object)) {
        if (field in target) twice.push(`${typeName}.${field}`);
        else target[field] = resolver;
      }
    }
  }
  if (twice.length > 0) throw new Error(`Resolvers defined more than once: ${twice.join(', ')}`);
  return merged as Resolvers;
}

/** True for a GraphQLScalarType (a resolver map entry that is not a map of fields). */
function isScalar(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'serialize' in value && 'parseValue' in value;
}

/**
 * The resolver map: the scalars, the object types' resolvers (`<area>/resolvers/<Type>.ts`, put together by
 * codegen in generated/type-resolvers.ts) and every area's Query and Mutation maps (each area's module.ts), merged
 * per type; a field defined twice fails at startup.
 */
export const resolvers: Resolvers = mergeResolvers([
  { Date: DateScalar, MinorUnits: MinorUnitsScalar },
  typeResolvers,
  ...identityAreaResolvers,
  ...catalogueAreaResolvers,
  ...referenceAreaResolvers,
  ...quoteAreaResolvers,
  ...bookingsAreaResolvers,
  ...paymentsAreaResolvers,
  ...newsletterAreaResolvers,
  ...reportsAreaResolvers,
]);
