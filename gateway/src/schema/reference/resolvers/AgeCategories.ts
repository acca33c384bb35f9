import { ageCategoryEnum } from '../age-category-name.js';
import type { AgeCategoriesResolvers } from '../../../generated/resolvers-types.js';

/** The provider's age categories and the one a new party starts with (seed 001 §6, §9). */
export const AgeCategories: AgeCategoriesResolvers = {
  defaultCategory: (list) => ageCategoryEnum(list.default_category),
  categories: (list) => list.age_categories,
};
