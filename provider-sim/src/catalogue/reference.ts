import type { CurrencyCode } from '../util/money.js';

/** Age categories (provider shape) with the default category Adult. */
export const AGE_CATEGORY_LIST = {
  default_category: 'Adult',
  age_categories: [
    {
      name: 'Adult',
      default_passengers: 1,
      max_passengers: 10,
      accompanied: false,
      min_age: 17,
      max_age: 59,
      description: 'Adult 17-59 years old',
    },
    {
      name: 'Child',
      default_passengers: 0,
      max_passengers: 9,
      accompanied: true,
      min_age: 5,
      max_age: 16,
      description: 'Child minimum age 5; ages 5-16 must be accompanied by a person aged 18+',
    },
    {
      name: 'Senior',
      default_passengers: 0,
      max_passengers: 10,
      accompanied: false,
      min_age: 60,
      max_age: null,
      description: 'Senior 60+',
    },
    {
      name: 'Student',
      default_passengers: 0,
      max_passengers: 10,
      accompanied: false,
      min_age: 17,
      max_age: null,
      description: 'Student: valid university or college ID needed',
    },
  ],
} as const;

/** Currency display information (provider shape). */
export interface CurrencyInfo {
  iso_currency_code: CurrencyCode;
  currency: string;
  currency_mask: string;
  symbol: string;
  is_default: boolean;
  country: string;
}

/** The seven currencies with masks; GBP is the default. */
export const CURRENCY_LIST: CurrencyInfo[] = [
  {
    iso_currency_code: 'AUD',
    currency: 'Australian Dollar',
    currency_mask: 'A$#,##0.00',
    symbol: 'A$',
    is_default: false,
    country: 'Australia',
  },
  {
    iso_currency_code: 'CAD',
    currency: 'Canadian Dollar',
    currency_mask: 'C$#,##0.00',
    symbol: 'C$',
    is_default: false,
    country: 'Canada',
  },
  {
    iso_currency_code: 'EUR',
    currency: 'Euro',
    currency_mask: '#.##0,00 €',
    symbol: '€',
    is_default: false,
    country: 'Germany',
  },
  {
    iso_currency_code: 'GBP',
    currency: 'Pound Sterling',
    currency_mask: '£#,##0.00',
    symbol: '£',
    is_default: true,
    country: 'United Kingdom',
  },
  {
    iso_currency_code: 'NZD',
    currency: 'New Zealand Dollar',
    currency_mask: 'NZ$#,##0.00',
    symbol: 'NZ$',
    is_default: false,
    country: 'New Zealand',
  },
  {
    iso_currency_code: 'USD',
    currency: 'US Dollar',
    currency_mask: 'US$#,##0.00',
    symbol: 'US$',
    is_default: false,
    country: 'United States',
  },
  {
    iso_currency_code: 'ZAR',
    currency: 'South African Rand',
    currency_mask: 'R #,##0.00',
    symbol: 'R',
    is_default: false,
    country: 'South Africa',
  },
];

const MASKS = new Map(CURRENCY_LIST.map((c) => [c.iso_currency_code as string, c]));

type CountrySeed = [iso: string, name: string, dial: string, currency: string, currencyName: string];

const COUNTRY_SEEDS: CountrySeed[] = [
  ['GB', 'United Kingdom', '+44', 'GBP', 'Pound Sterling'],
  ['IE', 'Ireland', '+353', 'EUR', 'Euro'],
  ['US', 'United States', '+1', 'USD', 'US Dollar'],
  ['CA', 'Canada', '+1', 'CAD', 'Canadian Dollar'],
  ['AU', 'Australia', '+61', 'AUD', 'Australian Dollar'],
  ['NZ', 'New Zealand', '+64', 'NZD', 'New Zealand Dollar'],
  ['ZA', 'South Africa', '+27', 'ZAR', 'South African Rand'],
  ['DE', 'Germany', '+49', 'EUR', 'Euro'],
  ['FR', 'France', '+33', 'EUR', 'Euro'],
  ['ES', 'Spain', '+34', 'EUR', 'Euro'],
  ['IT', 'Italy', '+39', 'EUR', 'Euro'],
  ['NL', 'Netherlands', '+31', 'EUR', 'Euro'],
  ['BE', 'Belgium', '+32', 'EUR', 'Euro'],
  ['AT', 'Austria', '+43', 'EUR', 'Euro'],
  ['PT', 'Portugal', '+351', 'EUR', 'Euro'],
  ['FI', 'Finland', '+358', 'EUR', 'Euro'],
  ['CH', 'Switzerland', '+41', 'CHF', 'Swiss Franc'],
  ['SE', 'Sweden', '+46', 'SEK', 'Swedish Krona'],
  ['NO', 'Norway', '+47', 'NOK', 'Norwegian Krone'],
  ['DK', 'Denmark', '+45', 'DKK', 'Danish Krone'],
  ['PL', 'Poland', '+48', 'PLN', 'Polish Zloty'],
  ['CZ', 'Czech Republic', '+420', 'CZK', 'Czech Koruna'],
  ['JP', 'Japan', '+81', 'JPY', 'Japanese Yen'],
  ['CN', 'China', '+86', 'CNY', 'Chinese Yuan'],
  ['IN', 'India', '+91', 'INR', 'Indian Rupee'],
  ['SG', 'Singapore', '+65', 'SGD', 'Singapore Dollar'],
  ['HK', 'Hong Kong', '+852', 'HKD', 'Hong Kong Dollar'],
  ['KR', 'South Korea', '+82', 'KRW', 'South Korean Won'],
  ['BR', 'Brazil', '+55', 'BRL', 'Brazilian Real'],
  ['MX', 'Mexico', '+52', 'MXN', 'Mexican Peso'],
  ['AR', 'Argentina', '+54', 'ARS', 'Argentine Peso'],
  ['IL', 'Israel', '+972', 'ILS', 'Israeli New Shekel'],
  ['AE', 'United Arab Emirates', '+971', 'AED', 'UAE Dirham'],
  ['IS', 'Iceland', '+354', 'ISK', 'Icelandic Krona'],
];

/** Countries (provider shape) with dialling codes and currency information. */
export const COUNTRY_LIST = COUNTRY_SEEDS.map(([iso, country, dial, currency, currencyName]) => ({
  iso_country_code: iso,
  country,
  dialing_code: dial,
  currency_info: {
    iso_currency_code: currency,
    currency: currencyName,
    currency_mask: MASKS.get(currency)?.currency_mask ?? `${currency} #,##0.00`,
  },
}));
