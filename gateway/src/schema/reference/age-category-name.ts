import type { AgeCategoryName } from '../../generated/resolvers-types.js';

/**
 * A provider age category name as the GraphQL enum (seed 001 §3 Age categories: Adult, Child, Senior, Student):
 * 'Adult' → 'ADULT'. Not checked: a name outside the enum fails GraphQL's serialisation of the field.
 */
export function ageCategoryEnum(name: string): AgeCategoryName {
  return name.toUpperCase() as AgeCategoryName;
}
