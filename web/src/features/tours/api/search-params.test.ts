import { describe, expect, it } from 'vitest';
import {
  hasSearchCriteria,
  openTourFromLocation,
  searchInputFromParams,
  withoutOpenTour,
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
