/**
 * Passenger age categories (seed 000 §9, seed 001 §3, §6, §9).
 */

/** The spec's age categories (seed 001 §3). */
export const AGE_CATEGORIES = ['Adult', 'Child', 'Senior', 'Student'] as const;

/** One age category name as the provider spells it. */
export type AgeCategory = (typeof AGE_CATEGORIES)[number];

/** Default pricing age category (seed 000 §9). */
export const DEFAULT_PRICING_AGE_CATEGORY: AgeCategory = 'Adult';

/**
 * Categories that count as an 18+ member for the add-to-cart rule (seed 001 §5: "a Child and no Adult, Senior
 * or Student").
 */
export const ADULT_COMPANION_CATEGORIES: readonly AgeCategory[] = ['Adult', 'Senior', 'Student'];

/**
 * The display word of a category name in any case, as the seed spells it ('CHILD' → 'Child', seed 001 §3 Age
 * categories); an unknown name is returned as given.
 */
export function ageCategoryLabel(category: string): string {
  const c = category.trim().toLowerCase();
  return AGE_CATEGORIES.find((name) => name.toLowerCase() === c) ?? category;
}

/** True when the category name is 'Child' (case-insensitive; provider names are matched loosely). */
export function isChild(category: string): boolean {
  return category.trim().toLowerCase() === 'child';
}

/** True when the category counts as an 18+ member (Adult, Senior or Student; case-insensitive). */
export function isAdultCompanion(category: string): boolean {
  const c = category.trim().toLowerCase();
  return ADULT_COMPANION_CATEGORIES.some((a) => a.toLowerCase() === c);
}

/**
 * Plural of a category name for '{n} {category}' texts (seed 000 §9: "Passenger plural for Child is
 * 'Children'"); other categories take 's'. Returns the singular when `count` is 1.
 */
export function ageCategoryPlural(category: string, count = 2): string {
  if (count === 1) return category;
  return isChild(category) ? 'Children' : `${category}s`;
}

/**
 * A party in words, category by category in the order given: '2 Adults, 1 Child' (seed 000 §9 'Passenger plural for
 * Child is 'Children''; seed 001 §2 the passenger dropdown and the cart's trips). Categories with no passenger are
 * left out; '' when nobody travels. Category names are written as the seed spells them ('CHILD' → 'Child').
 */
export function partyText(counts: readonly { category: string; count: number }[]): string {
  return counts
    .filter(({ count }) => count > 0)
    .map(({ category, count }) => `${count} ${ageCategoryPlural(ageCategoryLabel(category), count)}`)
    .join(', ');
}

/** Options for {@link ageCategoryDescription}. */
export interface AgeDescriptionOptions {
  /** Brand code of the current site (e.g. 'HAG', 'HEX'). */
  brand?: string;
  /** Brands whose adults are 18+ instead of 17-59 (seed 001 §9 "18+ for one brand"); default ['HAG']. */
  adultsOnlyBrands?: readonly string[];
}

/**
 * Customer-facing description of an age category (seed 001 §9 "Age descriptions"):
 * Adult '17-59 years old' ('18+' for the adults-only brand); Child 'Minimum age 5, ages 5-16 must be accompanied
 * by a person aged 18+'; Student 'Valid university or college ID required'; Senior '60+'. Unknown names → ''.
 * Not shown to agents (seed 001 §6): see {@link shownAgeDescription}.
 */
export function ageCategoryDescription(category: string, options: AgeDescriptionOptions = {}): string {
  const { brand, adultsOnlyBrands = ['HAG'] } = options;
  switch (category.trim().toLowerCase()) {
    case 'adult':
      return brand && adultsOnlyBrands.includes(brand.toUpperCase()) ? '18+' : '17-59 years old';
    case 'child':
      return 'Minimum age 5, ages 5-16 must be accompanied by a person aged 18+';
    case 'student':
      return 'Valid university or college ID required';
    case 'senior':
      return '60+';
    default:
      return '';
  }
}

/**
 * The age description a viewer sees beside a category in the passenger selector (seed 001 §6 'Passenger age
 * descriptions | shown | not shown; raw option name, no default label', §9 Age descriptions): customers see
 * {@link ageCategoryDescription}; agents see none (null), only the category's own name. Null too for a category
 * without a description.
 */
export function shownAgeDescription(
  category: string,
  isAgent: boolean,
  options: AgeDescriptionOptions = {},
): string | null {
  if (isAgent) return null;
  return ageCategoryDescription(category, options) || null;
}
