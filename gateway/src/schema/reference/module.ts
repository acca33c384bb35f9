import type { Resolvers } from '../../generated/resolvers-types.js';
import { listsResolvers } from './lists.resolvers.js';
import { filterResolvers } from './filter.resolvers.js';
import { filterTagResolvers } from './filter-tag.resolvers.js';
import { ageCategoriesResolvers } from './age-categories.resolvers.js';
import { ageCategoryResolvers } from './age-category.resolvers.js';
import { countryResolvers } from './country.resolvers.js';
import { currencyResolvers } from './currency.resolvers.js';

/**
 * Reference lists (reference.graphql): filters and tags, age categories, countries and currencies. One resolver
 * map per file.
 */
export const referenceAreaResolvers: readonly Resolvers[] = [
  listsResolvers,
  filterResolvers,
  filterTagResolvers,
  ageCategoriesResolvers,
  ageCategoryResolvers,
  countryResolvers,
  currencyResolvers,
];
