import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRICING_AGE_CATEGORY,
  ageCategoryDescription,
  ageCategoryLabel,
  ageCategoryPlural,
  partyText,
  isAdultCompanion,
  shownAgeDescription,
} from '../src/age-categories.js';
import { API_VERSION, BOOKING_MESSAGE_CURRENCY, MAX_PASSENGERS, SEARCH_PAGE_SIZE } from '../src/constants.js';
import {
  CURRENCIES,
  DEFAULT_CURRENCY,
  agencyCurrencies,
  agencyCurrency,
  isSupportedCurrency,
  resolveCurrency,
} from '../src/currencies.js';
import { guardRedirect, isPaymentLinkMode } from '../src/routes.js';

describe('currencies with masks, default GBP (seed 000 §9)', () => {
  it('lists AUD, CAD, EUR (Germany), GBP, NZD, USD, ZAR', () => {
    expect(CURRENCIES.map((c) => c.isoCurrencyCode)).toEqual([
      'AUD',
      'CAD',
      'EUR',
      'GBP',
      'NZD',
      'USD',
      'ZAR',
    ]);
    expect(CURRENCIES.every((c) => c.currencyMask.length > 0 && c.minorUnitDigits === 2)).toBe(true);
    expect(DEFAULT_CURRENCY).toBe('GBP');
  });
  it('resolves the lower-cased cur override (seed 001 §2)', () => {
    expect(isSupportedCurrency('usd')).toBe(true);
    expect(resolveCurrency('usd')).toBe('USD');
    expect(resolveCurrency('xyz', 'EUR')).toBe('EUR');
    expect(resolveCurrency(null, null)).toBe('GBP');
  });
});

describe("the agency's currency: the login's currency list, its first entry by default (seed 000 §3, §9)", () => {
  it("limits an agent to the login's list, in its order", () => {
    expect(agencyCurrencies(['AUD'])).toEqual(['AUD']);
    expect(agencyCurrencies(['gbp', 'EUR', 'XYZ', 'GBP'])).toEqual(['GBP', 'EUR']);
    expect(agencyCurrencies(undefined)).toEqual(CURRENCIES.map((c) => c.isoCurrencyCode));
    expect(agencyCurrencies(['XYZ'])).toHaveLength(7);
  });
  it('prices in the first listed currency unless the agency sells in the one asked for', () => {
    expect(agencyCurrency(['AUD'])).toBe('AUD');
    expect(agencyCurrency(['AUD'], 'GBP')).toBe('AUD');
    expect(agencyCurrency(['GBP', 'EUR', 'USD'], 'eur')).toBe('EUR');
    expect(agencyCurrency(['GBP', 'EUR', 'USD'], 'ZAR')).toBe('GBP');
    expect(agencyCurrency(null)).toBe('GBP');
    expect(agencyCurrency([], 'NZD')).toBe('NZD');
  });
});

describe('age categories: descriptions and plural (seed 000 §9, seed 001 §9)', () => {
  it("pluralises Child as 'Children'", () => {
    expect(ageCategoryPlural('Child')).toBe('Children');
    expect(ageCategoryPlural('Adult')).toBe('Adults');
    expect(ageCategoryPlural('Child', 1)).toBe('Child');
    expect(DEFAULT_PRICING_AGE_CATEGORY).toBe('Adult');
    expect(isAdultCompanion('student')).toBe(true);
  });
  it('describes each category, 18+ adults for one brand, none for agents (seed 001 §6)', () => {
    expect(ageCategoryDescription('Adult')).toBe('17-59 years old');
    expect(ageCategoryDescription('Adult', { brand: 'hag' })).toBe('18+');
    expect(ageCategoryDescription('Adult', { brand: 'HEX' })).toBe('17-59 years old');
    expect(ageCategoryDescription('Child')).toBe(
      'Minimum age 5, ages 5-16 must be accompanied by a person aged 18+',
    );
    expect(ageCategoryDescription('Student')).toBe('Valid university or college ID required');
    expect(ageCategoryDescription('Senior')).toBe('60+');
    expect(shownAgeDescription('Senior', false)).toBe('60+');
    expect(shownAgeDescription('Adult', false, { brand: 'HAG' })).toBe('18+');
    expect(shownAgeDescription('Senior', true)).toBeNull();
    expect(shownAgeDescription('Child', true)).toBeNull();
    expect(shownAgeDescription('Infant', false)).toBeNull();
  });
});

describe("a party in words (seed 000 §9 plural 'Children'; seed 001 §2 passenger dropdown, cart)", () => {
  it('counts each category in the order given, leaving out empty ones', () => {
    expect(
      partyText([
        { category: 'ADULT', count: 2 },
        { category: 'SENIOR', count: 0 },
        { category: 'CHILD', count: 1 },
      ]),
    ).toBe('2 Adults, 1 Child');
    expect(partyText([{ category: 'Child', count: 3 }])).toBe('3 Children');
    expect(partyText([{ category: 'Adult', count: 0 }])).toBe('');
  });
});

describe('age category display words (seed 001 §3 Age categories)', () => {
  it("writes a category code as the seed spells it ('CHILD' → 'Child')", () => {
    expect(ageCategoryLabel('CHILD')).toBe('Child');
    expect(ageCategoryLabel('student')).toBe('Student');
    expect(ageCategoryLabel('Infant')).toBe('Infant');
  });
});

describe('constants (seed 000 §9, seed 001 §9)', () => {
  it('quotes the limits', () => {
    expect(API_VERSION).toBe('v1.3');
    expect(SEARCH_PAGE_SIZE).toBe(1000);
    expect(BOOKING_MESSAGE_CURRENCY).toBe('AUD');
    expect(MAX_PASSENGERS).toBe(10);
  });
});

describe('route guard and payment-link mode (seed 000 §2)', () => {
  it('sends visitors without login to /login except public routes', () => {
    expect(guardRedirect('/cart', false)).toBe('/login');
    expect(guardRedirect('/login/register/', false)).toBeNull();
    expect(guardRedirect('/cart', true)).toBeNull();
    expect(isPaymentLinkMode('https://x/paylink/abc')).toBe(true);
  });
});
