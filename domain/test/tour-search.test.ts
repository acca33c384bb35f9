import { describe, expect, it } from 'vitest';
import type { SearchableTour } from '../src/tour-search.js';
import {
  departingOnSentence,
  brandCodeForFilter,
  dedupeToursByName,
  filterButtonLabel,
  filterSelectionQuery,
  monthTagsAsPreset,
  filterTours,
  monthOfTag,
  filtersSelectedLabel,
  isTrainTour,
  tourIdOf,
  lowestFromPrice,
  minimumPrice,
  departuresFromPrice,
  presetFilterTagIds,
  searchLoadingText,
  shouldRetrySearch,
  SORT_ORDER_LABELS,
  SORT_ORDERS,
  sortTours,
  toggleFilterTag,
  toursAvailableHeading,
  visibleFilterTags,
} from '../src/tour-search.js';

const tour = (
  tourId: string,
  name: string,
  fromPriceMinor: number | null,
  days: number,
  hours: number,
  extra: Partial<SearchableTour> = {},
): SearchableTour => ({
  tourId,
  name,
  fromPriceMinor,
  duration: { days, hours },
  ...extra,
});

const tours = [
  tour('LOC', 'Loch Ness and Highlands', 5900, 0, 12, { brand: 'HAG', departureCity: 'Edinburgh' }),
  tour('SKY', 'Isle of Skye', 29900, 3, 0, { brand: 'HEX', departureCity: 'Inverness' }),
  tour('ABR', 'Aberdeen Castles', null, 0, 9, { brand: 'HAG', departureCity: 'aberdeen' }),
  tour('GLN', 'Glencoe', 4500, 1, 2, {
    brand: 'HEX',
    departureCity: 'Glasgow',
    descriptionShort: 'Mountains and lochs',
  }),
];

describe('accumulative filters (seed 001 §4 Search and filters)', () => {
  it('clears other filters, accumulates within one, deselects on second click', () => {
    let sel = toggleFilterTag({}, 'location', 'edinburgh');
    sel = toggleFilterTag(sel, 'location', 'glasgow');
    expect(sel).toEqual({ location: ['edinburgh', 'glasgow'] });
    expect(filtersSelectedLabel(sel.location?.length ?? 0)).toBe('2 Filter(s) Selected');
    sel = toggleFilterTag(sel, 'location', 'edinburgh');
    expect(sel).toEqual({ location: ['glasgow'] });
    sel = toggleFilterTag(sel, 'duration', '2-8');
    expect(sel).toEqual({ duration: ['2-8'] });
    expect(toggleFilterTag(sel, 'duration', '2-8')).toEqual({});
  });
  it("hides '2 to 10 Day Tours' from customers (seed 001 §6)", () => {
    const tags = [{ name: '2 to 10 Day Tours' }, { name: 'Day Tours' }];
    expect(visibleFilterTags(tags, false)).toEqual([{ name: 'Day Tours' }]);
    expect(visibleFilterTags(tags, true)).toHaveLength(2);
  });
});

describe('text, brand, departure and duration filters (seed 001 §9)', () => {
  it('matches text in name, description or id', () => {
    expect(filterTours(tours, { text: 'loch' }).map((t) => t.tourId)).toEqual(['LOC', 'GLN']);
    expect(filterTours(tours, { text: 'sky' }).map((t) => t.tourId)).toEqual(['SKY']);
  });
  it('maps brand filter hag/highland to HAG/HEX', () => {
    expect(brandCodeForFilter('hag')).toBe('HAG');
    expect(brandCodeForFilter('Highland')).toBe('HEX');
    expect(brandCodeForFilter('other')).toBeNull();
    expect(filterTours(tours, { brand: 'highland' }).map((t) => t.tourId)).toEqual(['SKY', 'GLN']);
  });
  it('filters departure cities and duration', () => {
    expect(filterTours(tours, { departure: 'aberdeen' }).map((t) => t.tourId)).toEqual(['ABR']);
    expect(filterTours(tours, { duration: '2-8' }).map((t) => t.tourId)).toEqual(['SKY', 'GLN']);
  });
});

describe('filter presets from the address show as selected tags (seed 001 §2, §9)', () => {
  const tags = [
    { tagId: '1', tagName: '1', filterName: 'duration' },
    { tagId: '2', tagName: '2-8', filterName: 'duration' },
    { tagId: '4', tagName: 'edinburgh', filterName: 'departing' },
    { tagId: '9', tagName: '202607', filterName: 'month' },
    { tagId: '20', tagName: 'castles', filterName: 'interests' },
  ];
  it('maps duration, month and departing to their tags', () => {
    expect(presetFilterTagIds(tags, { duration: '2-8' })).toEqual(['2']);
    expect(presetFilterTagIds(tags, { duration: 'day' })).toEqual(['1']);
    expect(presetFilterTagIds(tags, { month: '202607', departing: 'Edinburgh' })).toEqual(['4', '9']);
    expect(presetFilterTagIds(tags, { month: '202612' })).toEqual([]);
    expect(presetFilterTagIds(tags, {})).toEqual([]);
  });
});

describe('sort orders (seed 001 §9)', () => {
  it('names all seven orders for the sort control, in the seed order', () => {
    expect(Object.keys(SORT_ORDER_LABELS)).toEqual([...SORT_ORDERS]);
    expect(SORT_ORDER_LABELS.price_asc).toBe('Price: low to high');
  });

  const ids = (order: Parameters<typeof sortTours>[1]) => sortTours(tours, order).map((t) => t.tourId);
  it('sorts by price, duration (days*24+hours) and name', () => {
    expect(ids('default')).toEqual(['LOC', 'SKY', 'ABR', 'GLN']);
    expect(ids('price_asc')).toEqual(['GLN', 'LOC', 'SKY', 'ABR']);
    expect(ids('price_desc')).toEqual(['SKY', 'LOC', 'GLN', 'ABR']);
    expect(ids('duration_asc')).toEqual(['ABR', 'LOC', 'GLN', 'SKY']);
    expect(ids('duration_desc')).toEqual(['SKY', 'GLN', 'LOC', 'ABR']);
    expect(ids('alphabetical_asc')).toEqual(['ABR', 'GLN', 'SKY', 'LOC']);
    expect(ids('alphabetical_desc')).toEqual(['LOC', 'SKY', 'GLN', 'ABR']);
  });
});

describe('dedupe same name ignoring bracketed text, keeping the cheaper (seed 001 §9)', () => {
  it('keeps the cheaper at the first position', () => {
    const list = [
      tour('A1', 'Isle of Skye (from Edinburgh)', 30000, 3, 0),
      tour('X', 'Glencoe', 4500, 0, 10),
      tour('A2', 'Isle of Skye [Summer]', 28000, 3, 0),
      tour('A3', 'Isle  of Skye', null, 3, 0),
    ];
    expect(dedupeToursByName(list).map((t) => t.tourId)).toEqual(['A2', 'X']);
  });
});

describe("minimum price for 'From {price}', dorm excluded by flag (seed 001 §2, §9)", () => {
  it('takes the lowest positive amount', () => {
    const amounts = [
      { roomType: 'DORM', ageCategory: 'Adult', amountMinor: 20000 },
      { roomType: 'TWIN', ageCategory: 'Adult', amountMinor: 25000 },
      { roomType: 'TWIN', ageCategory: 'Child', amountMinor: 15000 },
      { roomType: 'SINGLE', ageCategory: 'Adult', amountMinor: 0 },
    ];
    expect(minimumPrice(amounts)).toBe(15000);
    expect(minimumPrice(amounts, { ageCategory: 'Adult' })).toBe(20000);
    expect(minimumPrice(amounts, { ageCategory: 'Adult', excludeDorm: true })).toBe(25000);
    expect(minimumPrice([])).toBeNull();
  });
});

describe("'From' price: lowest bookable Adult price over the departures shown (seed 001 §2, §9)", () => {
  const departure = (freeSeats: number, adult: number, dorm = adult - 2000) => ({
    freeSeats,
    amounts: [
      { roomType: 'dorm', ageCategory: 'Adult', amountMinor: dorm },
      { roomType: 'twin', ageCategory: 'Adult', amountMinor: adult },
      { roomType: 'twin', ageCategory: 'Child', amountMinor: adult - 5000 },
    ],
  });

  it('takes the cheapest departure a visitor can book, Adult prices only', () => {
    expect(departuresFromPrice([departure(5, 30000), departure(3, 28000)])).toBe(26000);
    expect(departuresFromPrice([departure(5, 30000), departure(3, 28000)], { excludeDorm: true })).toBe(
      28000,
    );
  });

  it('never uses a full or unavailable departure while another can be booked', () => {
    expect(departuresFromPrice([departure(0, 20000), departure(-1, 19000), departure(2, 30000)])).toBe(28000);
  });

  it('falls back to all departures when none can be booked, and is null without prices', () => {
    expect(departuresFromPrice([departure(0, 20000)], { excludeDorm: true })).toBe(20000);
    expect(departuresFromPrice([])).toBeNull();
  });
});

describe("the search hero's 'From {price}pp' over the tours found (seed 001 §2 Home and search)", () => {
  it('takes the lowest priced tour, ignoring unpriced and zero prices', () => {
    expect(lowestFromPrice([12_900, null, 0, 8_950, 30_000])).toBe(8_950);
    expect(lowestFromPrice([null, 0])).toBeNull();
    expect(lowestFromPrice([])).toBeNull();
  });
});

describe('tour ids (seed 001 §3 Tour/product tour_id)', () => {
  it('takes 2-8 letters or digits, upper-cased and trimmed, and nothing else', () => {
    expect(tourIdOf(' lne ')).toBe('LNE');
    expect(tourIdOf('8BSG')).toBe('8BSG');
    expect(['', 'L', 'ABCDEFGHI', 'LN-E', '%00%ff', '🐛', 'L NE'].map(tourIdOf)).toEqual(Array(7).fill(null));
  });
});

describe('train tours IVW, IW3, IW9, HIW (seed 001 §2)', () => {
  it('recognises them and changes the heading', () => {
    expect(['IVW', 'IW3', 'IW9', 'HIW'].every(isTrainTour)).toBe(true);
    expect(isTrainTour('LOC')).toBe(false);
    expect(toursAvailableHeading(1, 'IW3')).toBe('2 times are available for this tour');
    expect(toursAvailableHeading(12)).toBe('12 Tours Available');
    expect(toursAvailableHeading(0)).toBe('Sorry none of our tours meet your search criteria');
    expect(searchLoadingText('/?open=LOC')).toBe('Loading your tour');
    expect(searchLoadingText('/search')).toBe('Loading Search Information');
  });
});

describe('search retry rule (seed 001 §4, §9)', () => {
  it('retries up to 3 times while a tour id is longer than 4 characters', () => {
    expect(shouldRetrySearch(['LOC', 'LONGID'], 0)).toBe(true);
    expect(shouldRetrySearch(['LOC', 'LONGID'], 2)).toBe(true);
    expect(shouldRetrySearch(['LOC', 'LONGID'], 3)).toBe(false);
    expect(shouldRetrySearch(['LOC', 'ABCD'], 0)).toBe(false);
  });
});

describe("the 'Select A Trip' line (seed 001 §2 Calendar panel)", () => {
  it('counts the tours departing on the chosen date, and has the variants without a date or a count', () => {
    expect(departingOnSentence(3, 'Saturday 4 July 2026')).toBe(
      'There are 3 tours departing on Saturday 4 July 2026.',
    );
    expect(departingOnSentence(1, 'Saturday 4 July 2026')).toBe(
      'There is 1 tour departing on Saturday 4 July 2026.',
    );
    expect(departingOnSentence(null, 'Saturday 4 July 2026')).toBe(
      'Tours departing on Saturday 4 July 2026.',
    );
    expect(departingOnSentence(2, null)).toBe('There are 2 tours departing.');
    expect(departingOnSentence(null, null)).toBe('Select a date to see the tours departing.');
  });
});

describe('the Month filter is the month preset (seed 001 §2 filter presets month (yyyymm), §4 Search and filters)', () => {
  const tags = [
    { tagId: '1', tagName: '1', filterName: 'duration' },
    { tagId: '11', tagName: '202703', filterName: 'month' },
    { tagId: '12', tagName: '202704', filterName: 'month' },
    { tagId: '20', tagName: 'loch', filterName: 'interest' },
  ];
  it('a chosen month tag is the month yyyymm, the other tags stay tags', () => {
    expect(filterSelectionQuery(tags, ['11'])).toEqual({ tagIds: [], month: '202703' });
    expect(filterSelectionQuery(tags, ['20', '1'])).toEqual({ tagIds: ['20', '1'], month: null });
    expect(filterSelectionQuery(tags, ['99'])).toEqual({ tagIds: ['99'], month: null });
  });
  it('an old address with month tags (/?tags=11) reads as the month preset (seed 001 §2 presets month (yyyymm))', () => {
    expect(monthTagsAsPreset(tags, ['11'])).toEqual({ tagIds: [], month: '202703' });
    expect(monthTagsAsPreset(tags, ['20', '11', '12'])).toEqual({ tagIds: ['20'], month: '202704' });
    expect(monthTagsAsPreset(tags, ['20', '1'])).toBeNull();
    expect(monthTagsAsPreset(tags, ['99'])).toBeNull();
    expect(monthTagsAsPreset(tags, [])).toBeNull();
  });
  it('one month at a time: the latest choice wins', () => {
    expect(filterSelectionQuery(tags, ['11', '12'])).toEqual({ tagIds: [], month: '202704' });
  });
  it('the month preset shows as its tag, and the tag gives the preset back', () => {
    const shown = presetFilterTagIds(tags, { month: '202703' });
    expect(shown).toEqual(['11']);
    expect(filterSelectionQuery(tags, shown).month).toBe('202703');
  });
  it('only month-filter tags with a yyyymm name are months', () => {
    expect(monthOfTag({ tagId: '11', tagName: '202703', filterName: 'Month' })).toBe('202703');
    expect(monthOfTag({ tagId: '5', tagName: '202703', filterName: 'interest' })).toBeNull();
    expect(monthOfTag({ tagId: '6', tagName: 'march', filterName: 'month' })).toBeNull();
  });
  it("the Month button keeps its name with the month chosen; other lists count ('n Filter(s) Selected')", () => {
    expect(filterButtonLabel('Month', [])).toBe('Month');
    expect(filterButtonLabel('Month', [{ name: 'March 2027', filterName: 'month' }])).toBe(
      'Month: March 2027',
    );
    expect(filterButtonLabel('Duration', [{ name: 'Day Tours', filterName: 'duration' }])).toBe(
      '1 Filter(s) Selected',
    );
  });
});
