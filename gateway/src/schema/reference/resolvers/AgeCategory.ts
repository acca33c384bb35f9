import { ageCategoryPlural, shownAgeDescription } from '@tourdesk/domain/age-categories';
import { ageCategoryEnum } from '../age-category-name.js';
import type { AgeCategoryResolvers } from '../../../generated/resolvers-types.js';

/**
 * One age category: its enum name, label and plural, the seed's description for customers only (seed 001 §6, §9),
 * its default and maximum passengers and whether it must travel with an adult.
 */
export const AgeCategory: AgeCategoryResolvers = {
  name: (category) => ageCategoryEnum(category.name),
  label: (category) => category.name,
  pluralLabel: (category) => ageCategoryPlural(category.name),
  description: (category, _args, ctx) => shownAgeDescription(category.name, ctx.isAgent),
  defaultPassengers: (category) => category.default_passengers,
  maxPassengers: (category) => category.max_passengers,
  accompanied: (category) => category.accompanied,
};
