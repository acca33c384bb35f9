/**
 * Sales groups: alternative products of one tour shown as options (seed 001 §5 "Only sales-group products with
 * price above 0 are listed", §9 "Sales group display").
 */

/** How the sales-group options are shown. NONE when there are fewer than 2 options. */
export type SalesGroupDisplay = 'DROPDOWN' | 'TABS' | 'NONE';

/**
 * Keeps only sales-group products whose price is above 0 (seed 001 §5).
 * @param products Any objects with `priceMinor` (minor units of the shown currency; null/undefined = no price).
 */
export function listableSalesGroupProducts<T extends { priceMinor: number | null | undefined }>(
  products: readonly T[],
): T[] {
  return products.filter((p) => (p.priceMinor ?? 0) > 0);
}

/**
 * Display of the sales-group options (seed 001 §9): DROPDOWN when more than 3 options, or 2-3 options when the
 * dropdown setting is 'true'; TABS for 2-3 options otherwise; NONE for 0-1 options.
 * @param dropdownSetting The configuration value (string 'true' or boolean true enable it).
 */
export function salesGroupDisplay(
  optionCount: number,
  dropdownSetting: string | boolean | undefined,
): SalesGroupDisplay {
  if (optionCount > 3) return 'DROPDOWN';
  if (optionCount < 2) return 'NONE';
  return String(dropdownSetting).toLowerCase() === 'true' ? 'DROPDOWN' : 'TABS';
}
