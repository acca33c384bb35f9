import { describe, expect, it } from 'vitest';
import {
  cartButtonLabel,
  cartHeaderText,
  cartHoverItems,
  cartSuggestions,
  tourVariantName,
  checkoutEnabled,
  discountBlockShown,
  isCartEmpty,
  multiDayBannerShown,
  promoApplyAllowed,
  promoCodeStatus,
  pruneTripsWithoutDate,
  tripEditable,
  tripRemovable,
} from '../src/cart.js';

describe('discount block shown when total > 1 (seed 001 §2, §5)', () => {
  it('compares in minor units and is bypassed by payment links', () => {
    expect(discountBlockShown(101)).toBe(true);
    expect(discountBlockShown(100)).toBe(false);
    expect(discountBlockShown(5000, true)).toBe(false);
  });
});

describe('checkout enabled when total > 0 and agreement ticked (seed 001 §2, §5)', () => {
  it('pre-accepts agents', () => {
    expect(checkoutEnabled(1, true, false)).toBe(true);
    expect(checkoutEnabled(1, false, false)).toBe(false);
    expect(checkoutEnabled(1, false, true)).toBe(true);
    expect(checkoutEnabled(0, true, true)).toBe(false);
  });
});

describe('10% multi-day banner for non-agents when a trip has no rooms (seed 001 §2)', () => {
  it('checks trips', () => {
    expect(multiDayBannerShown(false, [{ roomCount: 1 }, { roomCount: 0 }])).toBe(true);
    expect(multiDayBannerShown(false, [{ roomCount: 1 }])).toBe(false);
    expect(multiDayBannerShown(true, [{ roomCount: 0 }])).toBe(false);
  });
});

describe("promo code found when the first passenger's discount > 0 (seed 001 §4 Discount code, §5, §8)", () => {
  it('ignores empty codes', () => {
    expect(promoApplyAllowed('  ')).toBe(false);
    expect(promoApplyAllowed('SPRING')).toBe(true);
    expect(promoCodeStatus('  ', { discountMinor: 500 })).toBe('NONE');
    expect(promoCodeStatus(null, null)).toBe('NONE');
  });

  it("is found when the first passenger's discount is above 0, not found otherwise", () => {
    expect(promoCodeStatus('HIGHLAND10', { discountMinor: 500 })).toBe('APPLIED');
    expect(promoCodeStatus('HIGHLAND10', { discountMinor: 0 })).toBe('INVALID');
    expect(promoCodeStatus('HIGHLAND10', null)).toBe('INVALID');
  });

  it('needs the discount to come from that code when the provider says which code gave it', () => {
    expect(promoCodeStatus('highland10', { discountMinor: 500, discountPromoCode: 'HIGHLAND10' })).toBe(
      'APPLIED',
    );
    // The multiple day tours discount is not the code's: an expired code stays 'not found'.
    expect(promoCodeStatus('WINTER2024', { discountMinor: 500, discountPromoCode: null })).toBe('INVALID');
  });
});

describe('booked trips not editable/removable; add-ons not editable (seed 001 §4)', () => {
  it('checks flags', () => {
    expect(tripEditable({})).toBe(true);
    expect(tripEditable({ isAddOn: true })).toBe(false);
    expect(tripEditable({ bookingIdentifier: 'B1' })).toBe(false);
    expect(tripRemovable({ isAddOn: true })).toBe(true);
    expect(tripRemovable({ bookingIdentifier: 123 })).toBe(false);
    expect(tripRemovable({ bookingIdentifier: 0 })).toBe(true);
  });
});

describe('opening the cart (seed 001 §4 Basket to cart, §2 Cart page)', () => {
  it('drops trips without a date and detects the empty cart', () => {
    const trips = [
      { tourId: 'A', departureDate: null },
      { tourId: 'B', departureDate: '2025-06-01' },
    ];
    expect(pruneTripsWithoutDate(trips)).toEqual([{ tourId: 'B', departureDate: '2025-06-01' }]);
    expect(isCartEmpty(0, trips)).toBe(true);
    expect(isCartEmpty(2, trips)).toBe(true);
    expect(isCartEmpty(2, pruneTripsWithoutDate(trips))).toBe(false);
  });
  it('builds header, button and hover texts and at most 2 suggestions', () => {
    expect(cartButtonLabel(3)).toBe('Cart (3)');
    expect(cartHoverItems([])).toEqual(['Cart is empty']);
    expect(cartHeaderText(2, 0)).toEqual({ tours: '2 Tour(s)', addOns: 'no add-ons' });
    expect(cartHeaderText(1, 3)).toEqual({ tours: '1 Tour(s)', addOns: '3 add-on(s)' });
    const tour = (tourId: string, name = tourId) => ({ tourId, name });
    const s = cartSuggestions([tour('A'), tour('B'), tour('C'), tour('D')], [tour('B')]);
    expect(s.map((t) => t.tourId)).toEqual(['A', 'C']);
  });
});

describe("'Add Another Tour' leaves out the cart's tours and their variants (seed 001 §2 Cart page)", () => {
  it('takes a variant as the same name without bracketed text or Small Group', () => {
    expect(tourVariantName('Isle of Skye (3 days)  Small Group')).toBe('isle of skye');
    expect(tourVariantName('Loch Ness [Winter]')).toBe('loch ness');
    expect(tourVariantName('Loch Ness with cruise')).toBe('loch ness with cruise');
  });

  it('skips the variants of a tour in the cart, keeps other tours', () => {
    const candidates = [
      { tourId: 'SKY3', name: 'Isle of Skye (3 days)' },
      { tourId: 'SKYSG', name: 'Isle of Skye Small Group' },
      { tourId: 'LNE', name: 'Loch Ness, Glencoe & the Highlands' },
      { tourId: 'STA', name: 'St Andrews' },
      { tourId: 'OBN', name: 'Oban' },
    ];
    const suggested = cartSuggestions(candidates, [{ tourId: 'SKY', name: 'Isle of Skye' }]);
    expect(suggested.map((t) => t.tourId)).toEqual(['LNE', 'STA']);
  });

  it('suggests one variant of a tour, then another tour', () => {
    const candidates = [
      { tourId: 'SAE', name: 'St Andrews & Fife Fishing Villages' },
      { tourId: 'SAESG', name: 'St Andrews & Fife Fishing Villages Small Group' },
      { tourId: 'OBN', name: 'Oban' },
    ];
    expect(cartSuggestions(candidates, []).map((t) => t.tourId)).toEqual(['SAE', 'OBN']);
  });
});
