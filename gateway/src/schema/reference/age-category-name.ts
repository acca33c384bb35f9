import type { AgeCategoryName } from '../../generated/resolvers-types.js';

/** A provider age category name as the GraphQL enum: 'Adult' → 'ADULT'. */
export function ageCategoryEnum(name: string): AgeCategoryName {
  return name.toUpperCase() as AgeCategoryName;
}
