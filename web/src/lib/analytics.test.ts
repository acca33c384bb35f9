import { describe, expect, it } from 'vitest';
import { dataLayerAnalytics, noAnalytics } from './analytics';

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
