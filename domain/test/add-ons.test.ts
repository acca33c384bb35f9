import { describe, expect, it } from 'vitest';
import {
  addOnCapacityAllows,
  addOnCapacityDate,
  addOnGroupShown,
  addOnPopupHeadline,
  addOnsOffered,
  popupAddOns,
  showAddOnPopup,
  visibleAddOnGroups,
} from '../src/add-ons.js';

describe('add-ons offered only with passengers and a date (seed 001 §5 Add-ons)', () => {
  it('needs both', () => {
    expect(addOnsOffered(2, '2025-06-01')).toBe(true);
    expect(addOnsOffered(0, '2025-06-01')).toBe(false);
    expect(addOnsOffered(2, null)).toBe(false);
  });
});

describe('add-on group date ranges (seed 001 §5 Add-ons)', () => {
  it('shows a group when the date is in a range or it has no dates', () => {
    expect(addOnGroupShown({ dates: [] }, '2025-06-01')).toBe(true);
    const summer = { dates: [{ dateFrom: '2025-05-01T00:00:00', dateTo: '2025-09-30T00:00:00' }] };
    expect(addOnGroupShown(summer, '2025-09-30')).toBe(true);
    expect(addOnGroupShown(summer, '2025-10-01')).toBe(false);
  });
});

describe('Accommodation group only for 3SU with exactly 2 passengers (seed 001 §5 Add-ons)', () => {
  const groups = [
    { name: 'Accommodation', dates: [] },
    { name: 'Activities', dates: [] },
    { name: 'Winter', dates: [{ dateFrom: '2025-12-01', dateTo: '2026-02-28' }] },
  ];
  it('filters groups', () => {
    const names = (tourId: string, n: number, date: string | null = '2025-06-01') =>
      visibleAddOnGroups(groups, { tourId, passengerCount: n, departureDate: date }).map((g) => g.name);
    expect(names('3SU', 2)).toEqual(['Accommodation', 'Activities']);
    expect(names('3SU', 3)).toEqual(['Activities']);
    expect(names('LOC', 2)).toEqual(['Activities']);
    expect(names('LOC', 2, '2025-12-24')).toEqual(['Activities', 'Winter']);
    expect(names('LOC', 2, null)).toEqual([]);
  });
});

describe('add-on capacity on the post-tour-offset date; ECO always allowed (seed 001 §5 Add-ons)', () => {
  it('shifts the date and compares seats', () => {
    expect(addOnCapacityDate('2025-06-01', 3)).toBe('2025-06-04');
    expect(addOnCapacityAllows('ABC', 2, 2)).toBe(true);
    expect(addOnCapacityAllows('ABC', 1, 2)).toBe(false);
    expect(addOnCapacityAllows('ABC', -1, 2)).toBe(false);
    expect(addOnCapacityAllows('ECO1', 0, 2)).toBe(true);
  });
});

describe('checkout add-on popup (seed 001 §2 Cart page, §4 Checkout)', () => {
  it("excludes 'Help restore Scotland' and builds the headline", () => {
    const addOns = [
      { name: 'Help restore Scotland - plant a tree' },
      { name: 'Loch Ness Cruise' },
      { name: 'Whisky Tasting' },
    ];
    expect(popupAddOns(addOns).map((a) => a.name)).toEqual(['Loch Ness Cruise', 'Whisky Tasting']);
    expect(addOnPopupHeadline(['Loch Ness Cruise'])).toBe(
      'Last chance to secure your spot for Loch Ness Cruise!',
    );
    expect(addOnPopupHeadline(['Loch Ness Cruise', 'Whisky Tasting'])).toBe(
      'Last chance to secure your spot for Loch Ness Cruise and other add-ons!',
    );
    expect(addOnPopupHeadline([])).toBe('');
  });
  it('shows once, for customers without add-ons when suggestions exist', () => {
    const s = { isAgent: false, hasBoughtAddOn: false, suggestionCount: 2, alreadyShown: false };
    expect(showAddOnPopup(s)).toBe(true);
    expect(showAddOnPopup({ ...s, isAgent: true })).toBe(false);
    expect(showAddOnPopup({ ...s, hasBoughtAddOn: true })).toBe(false);
    expect(showAddOnPopup({ ...s, suggestionCount: 0 })).toBe(false);
    expect(showAddOnPopup({ ...s, alreadyShown: true })).toBe(false);
  });
});
