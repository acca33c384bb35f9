import { describe, expect, it } from 'vitest';
import {
  brandFilterFromParams,
  embeddedTourFromLocation,
  fullBookingParams,
  hasSearchCriteria,
  openTourFromLocation,
  searchInputFromParams,
  searchOrHomePageName,
  selectedTagIdsFromParams,
  sortOrderFromParams,
  withoutOpenTour,
  withParams,
} from './search-params';

const parse = (query: string) => searchInputFromParams(new URLSearchParams(query));

describe('searchInputFromParams (seed 001 §2 query parameters)', () => {
  it('reads nothing from an empty address', () => {
    expect(parse('')).toEqual({});
    expect(hasSearchCriteria(parse(''))).toBe(false);
  });

  it('reads the term, tour_id and allTours', () => {
    expect(parse('q=%20loch%20&tour_id=3su&allTours=1')).toEqual({
      text: 'loch',
      tourId: '3SU',
      allTours: true,
    });
  });

  it("maps duration '2-8' to multi-day tours and anything else to day tours", () => {
    expect(parse('duration=2-8').duration).toBe('MULTI_DAY');
    expect(parse('duration=1').duration).toBe('DAY_TOURS');
  });

  it('keeps a well-formed month (yyyymm) and a known departure city only', () => {
    expect(parse('month=202607&departing=Inverness')).toEqual({ month: '202607', departing: 'inverness' });
    expect(parse('month=202613&departing=paris')).toEqual({});
  });

  it('ignores parameters that do not narrow the list (open, departuredate, cur)', () => {
    expect(parse('open=3SU&departuredate=2026-7-4&cur=eur')).toEqual({});
  });
});

describe('openTourFromLocation (seed 001 §2 open, departuredate and the hash forms)', () => {
  it('reads open and departuredate from the query', () => {
    expect(openTourFromLocation('?open=3su&departuredate=2026-7-4', '')).toEqual({
      tourId: '3SU',
      departureDate: '2026-07-04',
    });
  });

  it('reads them from the hash, ignores a malformed date, and is null without open', () => {
    expect(openTourFromLocation('', '#open=IVW&departuredate=2026-2-30')).toEqual({
      tourId: 'IVW',
      departureDate: null,
    });
    expect(openTourFromLocation('?q=loch', '')).toBeNull();
  });

  it('closing the panel drops only its parameters', () => {
    expect(withoutOpenTour(new URLSearchParams('q=loch&open=3SU&departuredate=2026-7-4')).toString()).toBe(
      'q=loch',
    );
  });
});

describe('embeddedTourFromLocation and fullBookingParams (seed 001 §1-§2 embed)', () => {
  it('is null without embed, or with embed but no tour', () => {
    expect(embeddedTourFromLocation('?tour_id=LNE', '')).toBeNull();
    expect(embeddedTourFromLocation('?embed', '')).toBeNull();
  });

  it('reads tour_id (before open) and departuredate with embed', () => {
    expect(embeddedTourFromLocation('?embed&tour_id=lne&open=3SU&departuredate=2026-6-11', '')).toEqual({
      tourId: 'LNE',
      departureDate: '2026-06-11',
    });
  });

  it('accepts open, in the query or the hash, with embed', () => {
    expect(embeddedTourFromLocation('?embed=1&open=3su', '')).toEqual({ tourId: '3SU', departureDate: null });
    expect(embeddedTourFromLocation('?embed', '#open=IVW&departuredate=2026-7-4')).toEqual({
      tourId: 'IVW',
      departureDate: '2026-07-04',
    });
  });

  it('builds the full booking at a date as open and an unpadded departuredate', () => {
    expect(fullBookingParams('LNE', '2026-06-01')).toEqual({ open: 'LNE', departuredate: '2026-6-1' });
  });
});

describe('filters, brand, sort and the Dates range in the address (seed 001 §2, §4, §9)', () => {
  it('reads the selected tags, the brand filter, a known sort order and the applied date range', () => {
    expect(
      parse('tags=4,%205&brand=HAG&sort=price_asc&departure_from=2026-07-06&departure_to=2026-07-07'),
    ).toEqual({
      tagIds: ['4', '5'],
      brand: 'HAG',
      sort: 'PRICE_ASC',
      departureDateFrom: '2026-07-06',
      departureDateTo: '2026-07-07',
    });
  });

  it('ignores an unknown brand or sort order and malformed dates', () => {
    expect(parse('brand=acme&sort=random&departure_from=2026-02-30&tags=')).toEqual({});
  });

  it('withParams sets lists comma-joined and removes empty values', () => {
    const next = withParams(new URLSearchParams('q=loch&tags=4'), { tags: ['5', '6'], q: null });
    expect(next.toString()).toBe('tags=5%2C6');
    expect(brandFilterFromParams(new URLSearchParams('brand=highland'))).toBe('highland');
  });
});

describe('sort order and filter presets of the address (seed 001 §2, §9)', () => {
  const tags = [
    { tagId: '2', tagName: '2-8', filterName: 'duration' },
    { tagId: '4', tagName: 'edinburgh', filterName: 'departing' },
    { tagId: '9', tagName: '202607', filterName: 'month' },
  ];
  it('reads the sort order, default when absent or unknown', () => {
    expect(sortOrderFromParams(new URLSearchParams('sort=PRICE_ASC'))).toBe('price_asc');
    expect(sortOrderFromParams(new URLSearchParams('sort=cheapest'))).toBe('default');
    expect(sortOrderFromParams(new URLSearchParams(''))).toBe('default');
  });
  it('selects the tags the presets stand for, with the tags of the address', () => {
    expect(selectedTagIdsFromParams(new URLSearchParams('duration=2-8&tags=4'), tags)).toEqual(['4', '2']);
    expect(
      selectedTagIdsFromParams(new URLSearchParams('duration=2-8&tags=4'), tags, { duration: false }),
    ).toEqual(['4']);
    expect(selectedTagIdsFromParams(new URLSearchParams('month=202607&departing=edinburgh'), tags)).toEqual([
      '4',
      '9',
    ]);
  });
});

describe('the home and search page title', () => {
  it("names a search after its term on / and /search; / without one keeps the home page's name", () => {
    const params = (query: string) => new URLSearchParams(query);
    expect(searchOrHomePageName(false, params('q=loch'), 'Tours of Scotland')).toBe('Tours matching “loch”');
    expect(searchOrHomePageName(true, params('q=loch'), 'Tours of Scotland')).toBe('Tours matching “loch”');
    expect(searchOrHomePageName(true, params(''), 'Tours of Scotland')).toBe('Search tours');
    expect(searchOrHomePageName(false, params('month=202703'), 'Tours of Scotland')).toBe(
      'Tours of Scotland',
    );
  });
});
