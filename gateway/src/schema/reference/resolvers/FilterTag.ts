import type { FilterTagResolvers } from '../../../generated/resolvers-types.js';

/** One tag of a search filter, as the provider names it (seed 001 §4 Search and filters). */
export const FilterTag: FilterTagResolvers = {
  tagId: (tag) => String(tag.tag_id),
  name: (tag) => tag.name,
  tagName: (tag) => tag.tag_name,
  filterName: (tag) => tag.filter_name,
};
