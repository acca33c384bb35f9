import { describe, expect, it } from 'vitest';
import { addToCartEvent, beginCheckoutEvent, dataLayerAnalytics, noAnalytics } from './analytics';

describe('analytics adapter (seed 001 §7 analytics events)', () => {
  it('sends nothing when not configured', () => {
    expect(() => noAnalytics.track({ event: 'search', search_term: 'loch' })).not.toThrow();
  });

  it('pushes events onto the data layer when configured', () => {
    const target: { dataLayer?: unknown[] } = {};
    dataLayerAnalytics(target).track({ event: 'search', search_term: 'loch' });
    expect(target.dataLayer).toEqual([{ event: 'search', search_term: 'loch' }]);
  });
});

describe('analytics event builders (seed 001 §7 add_to_cart, begin_checkout)', () => {
  it('add_to_cart: the quoted total in major units, shared by the party', () => {
    expect(
      addToCartEvent({
        tourId: '7LS',
        tourName: 'Loch Ness',
        currency: 'GBP',
        totalMinor: 9000,
        party: ['ADULT', 'CHILD'],
      }),
    ).toEqual({
      event: 'add_to_cart',
      currency: 'GBP',
      value: 90,
      items: [
        { item_id: '7LS', item_name: 'Loch Ness', item_category: 'ADULT,CHILD', price: 45, quantity: 2 },
      ],
    });
  });

  it('prices a share that does not divide evenly in whole minor units, not as a float', () => {
    const event = addToCartEvent({
      tourId: '7LS',
      tourName: 'Loch Ness',
      currency: 'GBP',
      totalMinor: 10000,
      party: ['ADULT', 'ADULT', 'CHILD'],
    });
    expect(event.event === 'add_to_cart' && event.items[0]!.price).toBe(33.33);
  });

  it('begin_checkout: one item per trip with its duration category and passenger types', () => {
    const event = beginCheckoutEvent({
      currency: 'GBP',
      total: { amountMinor: 12000 },
      trips: [
        {
          tour: { tourId: '7LS', name: 'Loch Ness', duration: { category: '1 Day' } },
          passengers: [{ ageCategory: 'ADULT' }, { ageCategory: 'ADULT' }],
          total: { amountMinor: 12000 },
        },
      ],
    });
    expect(event).toEqual({
      event: 'begin_checkout',
      currency: 'GBP',
      value: 120,
      items: [
        {
          item_id: '7LS',
          item_name: 'Loch Ness',
          item_category: '1 Day',
          item_variant: 'ADULT,ADULT',
          price: 60,
          quantity: 2,
        },
      ],
    });
  });
});
