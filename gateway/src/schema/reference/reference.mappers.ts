import type {
  ProviderAgeCategories,
  ProviderAgeCategory,
  ProviderCountry,
  ProviderCurrencyInfo,
  ProviderFilter,
  ProviderTag,
} from '../../provider/types.js';

/**
 * The parents of the reference lists' types (codegen mappers, codegen.ts): the provider's own objects, as its
 * reference calls return them (provider-sim/openapi.yaml).
 */

/** Parent of `Filter`: one provider filter with its tags. */
export type FilterParent = ProviderFilter;

/** Parent of `FilterTag`: one provider tag. */
export type FilterTagParent = ProviderTag;

/** Parent of `AgeCategories`: the provider's age categories and its default one. */
export type AgeCategoriesParent = ProviderAgeCategories;

/** Parent of `AgeCategory`: one provider age category. */
export type AgeCategoryParent = ProviderAgeCategory;

/** Parent of `Country`: one provider country. */
export type CountryParent = ProviderCountry;

/** Parent of `Currency`: one provider currency. */
export type CurrencyParent = ProviderCurrencyInfo;
