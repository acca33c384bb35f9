import { ageCategoryPlural, shownAgeDescription } from '@tourdesk/domain/age-categories';
import { visibleFilterTags } from '@tourdesk/domain/tour-search';
import nationalities from 'i18n-nationality';
import type { AgeCategoryName, Resolvers } from '../../generated/resolvers-types.js';

/**
 * The English demonym of an ISO 3166-1 alpha-2 country ('GB' → 'British'), from i18n-nationality's list; null for
 * a code it does not know.
 */
function nationalityOf(isoCountryCode: string): string | null {
  return nationalities.getName(isoCountryCode, 'en') || null;
}

/** 'Adult' → 'ADULT' (GraphQL enum). */
function categoryEnum(name: string): AgeCategoryName {
  return name.toUpperCase() as AgeCategoryName;
}

/**
 * Reference lists (catalogue data, shared-cached): filters with the agent-only tag hidden from customers
 * (seed 001 §6), age categories with the seed's descriptions for customers only (seed 001 §6, §9), countries
 * sorted by name, currencies (seed 000 §9).
 */
export const referenceResolvers: Resolvers = {
  Query: {
    filters: (_parent, _args, ctx) => ctx.data.filters(),
    ageCategories: (_parent, _args, ctx) => ctx.data.ageCategories(),
    countries: async (_parent, _args, ctx) =>
      [...(await ctx.data.countries())].sort((a, b) => a.country.localeCompare(b.country, 'en')),
    currencies: (_parent, _args, ctx) => ctx.data.currencies(),
  },
  Filter: {
    name: (filter) => filter.name,
    tags: (filter, _args, ctx) => visibleFilterTags(filter.tags, ctx.isAgent),
  },
  FilterTag: {
    tagId: (tag) => String(tag.tag_id),
    name: (tag) => tag.name,
    tagName: (tag) => tag.tag_name,
    filterName: (tag) => tag.filter_name,
  },
  AgeCategories: {
    defaultCategory: (list) => categoryEnum(list.default_category),
    categories: (list) => list.age_categories,
  },
  AgeCategory: {
    name: (category) => categoryEnum(category.name),
    label: (category) => category.name,
    pluralLabel: (category) => ageCategoryPlural(category.name),
    description: (category, _args, ctx) => shownAgeDescription(category.name, ctx.isAgent),
    defaultPassengers: (category) => category.default_passengers,
    maxPassengers: (category) => category.max_passengers,
    accompanied: (category) => category.accompanied,
  },
  Country: {
    isoCountryCode: (country) => country.iso_country_code,
    name: (country) => country.country,
    dialingCode: (country) => country.dialing_code,
    nationality: (country) => nationalityOf(country.iso_country_code),
  },
  Currency: {
    isoCurrencyCode: (currency) => currency.iso_currency_code,
    name: (currency) => currency.currency,
    mask: (currency) => currency.currency_mask,
    isDefault: (currency) => currency.is_default,
  },
};
