import { visibleFilterTags } from '@tourdesk/domain/tour-search';
import type { FilterResolvers } from '../../../generated/resolvers-types.js';

/** A search filter and its tags, the agent-only tag hidden from customers (seed 001 §6). */
export const Filter: FilterResolvers = {
  name: (filter) => filter.name,
  tags: (filter, _args, ctx) => visibleFilterTags(filter.tags, ctx.isAgent),
};
