/**
 * Currencies offered to the visitor (seed 000 §9 "Default currency list with masks: AUD, CAD, EUR (Germany), GBP
 * (default), NZD, USD, ZAR"; seed 000 §3 Country.currency_info).
 */

/** ISO 4217 code of a supported currency. */
export type CurrencyCode = 'AUD' | 'CAD' | 'EUR' | 'GBP' | 'NZD' | 'USD' | 'ZAR';

/**
 * One currency of the default list.
 * - `isoCurrencyCode`: ISO 4217 code.
 * - `currency`: English name.
 * - `currencyMask`: the sign shown before amounts (tourdesk's choice; the seeds name masks without values).
 * - `isoCountryCode` / `country`: the country the currency is listed under (EUR under Germany, as the seed says).
 * - `minorUnitDigits`: decimals of the minor unit (2 for all).
 */
export interface CurrencyInfo {
  isoCurrencyCode: CurrencyCode;
  currency: string;
  currencyMask: string;
  isoCountryCode: string;
  country: string;
  minorUnitDigits: 2;
}

/** The default currency list in the seed's order (seed 000 §9). */
export const CURRENCIES: readonly CurrencyInfo[] = [
  {
    isoCurrencyCode: 'AUD',
    currency: 'Australian Dollar',
    currencyMask: 'A$',
    isoCountryCode: 'AU',
    country: 'Australia',
    minorUnitDigits: 2,
  },
  {
    isoCurrencyCode: 'CAD',
    currency: 'Canadian Dollar',
    currencyMask: 'C$',
    isoCountryCode: 'CA',
    country: 'Canada',
    minorUnitDigits: 2,
  },
  {
    isoCurrencyCode: 'EUR',
    currency: 'Euro',
    currencyMask: '€',
    isoCountryCode: 'DE',
    country: 'Germany',
    minorUnitDigits: 2,
  },
  {
    isoCurrencyCode: 'GBP',
    currency: 'British Pound',
    currencyMask: '£',
    isoCountryCode: 'GB',
    country: 'United Kingdom',
    minorUnitDigits: 2,
  },
  {
    isoCurrencyCode: 'NZD',
    currency: 'New Zealand Dollar',
    currencyMask: 'NZ$',
    isoCountryCode: 'NZ',
    country: 'New Zealand',
    minorUnitDigits: 2,
  },
  {
    isoCurrencyCode: 'USD',
    currency: 'US Dollar',
    currencyMask: 'US$',
    isoCountryCode: 'US',
    country: 'United States',
    minorUnitDigits: 2,
  },
  {
    isoCurrencyCode: 'ZAR',
    currency: 'South African Rand',
    currencyMask: 'R',
    isoCountryCode: 'ZA',
    country: 'South Africa',
    minorUnitDigits: 2,
  },
];

/** Default currency (seed 000 §9). */
export const DEFAULT_CURRENCY: CurrencyCode = 'GBP';

/** True when `code` (any case) is one of the seven supported currencies. */
export function isSupportedCurrency(code: string): code is CurrencyCode {
  return CURRENCIES.some((c) => c.isoCurrencyCode === code.toUpperCase());
}

/**
 * Resolves the currency to use from the `cur` query parameter (seed 001 §2: "cur (currency override,
 * lower-cased)"), then a stored choice, then {@link DEFAULT_CURRENCY}. Unsupported values are ignored.
 */
export function resolveCurrency(override?: string | null, stored?: string | null): CurrencyCode {
  for (const candidate of [override, stored]) {
    if (candidate && isSupportedCurrency(candidate)) return candidate.toUpperCase() as CurrencyCode;
  }
  return DEFAULT_CURRENCY;
}

/**
 * The currencies an agency sells in, in the order of its login's `currencies` list (seed 000 §3 Agent login info,
 * an optional list): the supported codes of that list, or every currency of the default list when the login gives
 * none (or none supported).
 */
export function agencyCurrencies(loginCurrencies?: readonly string[] | null): CurrencyCode[] {
  const listed = (loginCurrencies ?? [])
    .filter(isSupportedCurrency)
    .map((code) => code.toUpperCase() as CurrencyCode);
  const unique = [...new Set(listed)];
  return unique.length > 0 ? unique : CURRENCIES.map((c) => c.isoCurrencyCode);
}

/**
 * The currency an agent prices, books and pays in: `requested` (any case) when the agency sells in it, otherwise
 * the first entry of the login's currency list (the agency's own currency), or {@link DEFAULT_CURRENCY} when the
 * login lists none (seed 000 §3 `currencies`, §9 default GBP).
 */
export function agencyCurrency(
  loginCurrencies: readonly string[] | null | undefined,
  requested?: string | null,
): CurrencyCode {
  const allowed = agencyCurrencies(loginCurrencies);
  const wanted = requested?.toUpperCase();
  if (wanted && allowed.includes(wanted as CurrencyCode)) return wanted as CurrencyCode;
  return loginCurrencies?.some(isSupportedCurrency) ? allowed[0]! : DEFAULT_CURRENCY;
}
