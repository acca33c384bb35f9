/**
 * Tour search: filters, text match, brand and departure filters, sorting, de-duplication, 'From' price, train
 * tours and the retry rule (seed 001 §2, §4 "Search and filters", §6, §9).
 */
import { SEARCH_RETRY_LIMIT, TRAIN_TOUR_IDS } from './constants.js';
import { durationSortKey, matchesDurationFilter, MULTI_DAY_DURATION_FILTER } from './duration.js';
import type { TourDuration } from './duration.js';
import { LABELS } from './messages.js';
import { isDormRoomType } from './rooms.js';

/** The fields of a tour the search rules look at. */
export interface SearchableTour {
  tourId: string;
  name: string;
  /** Brand code, e.g. 'HAG' or 'HEX'. */
  brand?: string | null;
  descriptionShort?: string | null;
  /** start_location.city / operational_information.location_start.city. */
  departureCity?: string | null;
  duration: TourDuration;
  /** Lowest per-person price in minor units of the shown currency; null when not priced. */
  fromPriceMinor: number | null;
}

/** Selected tag ids per filter name. Only one filter has selections at a time (see {@link toggleFilterTag}). */
export type FilterSelection = Readonly<Record<string, readonly string[]>>;

/**
 * Applies a tag click (seed 001 §4): choosing a tag clears the selections of the other filters; within its filter
 * tags accumulate; choosing a selected tag again deselects it.
 */
export function toggleFilterTag(
  selection: FilterSelection,
  filterName: string,
  tagId: string,
): FilterSelection {
  const current = selection[filterName] ?? [];
  const next = current.includes(tagId) ? current.filter((t) => t !== tagId) : [...current, tagId];
  return next.length ? { [filterName]: next } : {};
}

/** 'n Filter(s) Selected' on the location tag buttons (seed 001 §2). */
export function filtersSelectedLabel(count: number): string {
  return `${count} Filter(s) Selected`;
}

/** The filter tag shown to agents only (seed 001 §6). */
export const AGENT_ONLY_TAG = '2 to 10 Day Tours';

/** Hides the agent-only tag '2 to 10 Day Tours' from customers (seed 001 §6); tags matched on `name`. */
export function visibleFilterTags<T extends { name: string }>(tags: readonly T[], isAgent: boolean): T[] {
  return isAgent ? [...tags] : tags.filter((t) => t.name.trim() !== AGENT_ONLY_TAG);
}

/**
 * Free-text match: every whitespace-separated word of `text` occurs (case-insensitive) in the tour's name, short
 * description or tour id. Blank text matches everything.
 */
export function matchesSearchText(tour: SearchableTour, text: string | null | undefined): boolean {
  const words = (text ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const haystack = [tour.name, tour.descriptionShort ?? '', tour.tourId].join(' ').toLowerCase();
  return words.every((w) => haystack.includes(w));
}

/** Brand filter values and the brand codes they select (seed 001 §9: hag → HAG, highland → HEX). */
export const BRAND_FILTERS = { hag: 'HAG', highland: 'HEX' } as const;

/** Brand names by code (seed 001 §9). */
export const BRAND_NAMES = { HAG: 'Haggis Adventures', HEX: 'Highland Explorer' } as const;

/** The brand code a brand filter value selects ('hag' → 'HAG', 'highland' → 'HEX'), or null when unknown. */
export function brandCodeForFilter(filter: string | null | undefined): 'HAG' | 'HEX' | null {
  const key = (filter ?? '').trim().toLowerCase();
  return key === 'hag' || key === 'highland' ? BRAND_FILTERS[key] : null;
}

/** Brand filter: a blank/unknown filter keeps everything; otherwise the tour's brand must be the selected code. */
export function matchesBrandFilter(tour: SearchableTour, filter: string | null | undefined): boolean {
  const code = brandCodeForFilter(filter);
  return code === null || (tour.brand ?? '').toUpperCase() === code;
}

/** Departure filter cities (seed 001 §9). */
export const DEPARTURE_CITIES = ['edinburgh', 'inverness', 'glasgow', 'aberdeen'] as const;

/**
 * Departure filter (seed 001 §9): a blank filter keeps everything; otherwise the tour's departure city must equal
 * the filter city (case-insensitive).
 */
export function matchesDepartureFilter(tour: SearchableTour, city: string | null | undefined): boolean {
  const wanted = (city ?? '').trim().toLowerCase();
  return !wanted || (tour.departureCity ?? '').trim().toLowerCase() === wanted;
}

/** Criteria of {@link filterTours}; absent criteria keep everything. */
export interface TourSearchCriteria {
  text?: string | null;
  brand?: string | null;
  departure?: string | null;
  /** '2-8' or a day-tour value, see `matchesDurationFilter`. */
  duration?: string | null;
}

/** Filter presets of the address (seed 001 §2: 'Filters can be preset from the query items duration, month and departing'). */
export interface FilterPresets {
  /** '2-8' for multi-day tours, any other value for day tours (seed 001 §9). */
  duration?: string | null;
  /** yyyymm. */
  month?: string | null;
  /** A departure city. */
  departing?: string | null;
}

/** A filter tag as the filter lists give it: its id, machine name and the filter (query item) it belongs to. */
export interface PresettableTag {
  tagId: string;
  tagName: string;
  filterName: string;
}

/**
 * The filter tags an address's presets stand for, so the filters show them as selected (seed 001 §2 presets, §9
 * duration rule): a duration tag matches when both it and the preset are '2-8' or both are not; month and
 * departing tags match their value (case-insensitive). Tags of other filters never match.
 */
export function presetFilterTagIds(tags: readonly PresettableTag[], presets: FilterPresets): string[] {
  const norm = (value: string | null | undefined) => (value ?? '').trim().toLowerCase();
  return tags
    .filter((tag) => {
      const preset = norm(presets[norm(tag.filterName) as keyof FilterPresets]);
      if (!preset) return false;
      if (norm(tag.filterName) === 'duration') {
        return (norm(tag.tagName) === MULTI_DAY_DURATION_FILTER) === (preset === MULTI_DAY_DURATION_FILTER);
      }
      return norm(tag.tagName) === preset;
    })
    .map((tag) => tag.tagId);
}

/** The filter (query item) whose tags are months, tag_name yyyymm (seed 001 §2 presets, §3 Filter). */
export const MONTH_FILTER_NAME = 'month';

/** A tag's month as yyyymm when it belongs to the month filter and its tag_name is one, else null. */
export function monthOfTag(tag: PresettableTag): string | null {
  const name = tag.tagName.trim();
  return tag.filterName.trim().toLowerCase() === MONTH_FILTER_NAME && /^\d{6}$/.test(name) ? name : null;
}

/** How a filter selection is put in the address and asked of the provider: see {@link filterSelectionQuery}. */
export interface FilterSelectionQuery {
  /** The selected tags that are not months, in their order. */
  tagIds: string[];
  /** The chosen month as yyyymm, or null. */
  month: string | null;
}

/**
 * The Month filter and the `month` preset are one rule (seed 001 §2 'Filters can be preset from the query items
 * duration, month (yyyymm) and departing', §4 Search and filters): a month chosen in the Month list is the month
 * preset, so the tours and their 'From' prices are those of that month's departures whichever way it was chosen.
 * One month is chosen at a time: of several month tags the last one (the latest choice) is the month. Other tags
 * stay tags; tag ids not among `tags` are kept as tags.
 */
export function filterSelectionQuery(
  tags: readonly PresettableTag[],
  selectedTagIds: readonly string[],
): FilterSelectionQuery {
  const byId = new Map(tags.map((tag) => [tag.tagId, tag]));
  let month: string | null = null;
  const tagIds: string[] = [];
  for (const id of selectedTagIds) {
    const tag = byId.get(id);
    const tagMonth = tag ? monthOfTag(tag) : null;
    if (tagMonth) month = tagMonth;
    else tagIds.push(id);
  }
  return { tagIds, month };
}

/**
 * The canonical form of an address whose `tags` hold month tags, as the Month filter wrote it before the month
 * became the `month` preset (seed 001 §2 'Filters can be preset from the query items duration, month (yyyymm) and
 * departing', §4 Search and filters): the month tags leave `tags` and their month (the last one, by
 * {@link filterSelectionQuery}) is the `month`, so `/?tags=11` (March 2027's tag) reads `/?month=202703`. Null when
 * no selected tag is a month tag: the address is already canonical.
 */
export function monthTagsAsPreset(
  tags: readonly PresettableTag[],
  selectedTagIds: readonly string[],
): FilterSelectionQuery | null {
  const selection = filterSelectionQuery(tags, selectedTagIds);
  return selection.month === null ? null : selection;
}

/**
 * The text of a dropdown filter's button (seed 001 §2 Filter interfaces): the list's name when nothing is chosen;
 * the Month list keeps its name with the month chosen ('Month: March 2027'); other lists say 'n Filter(s)
 * Selected'.
 * @param listName The list's display name, e.g. 'Month'.
 * @param selected The chosen tags: display name and the filter (query item) each belongs to.
 */
export function filterButtonLabel(
  listName: string,
  selected: readonly { name: string; filterName: string }[],
): string {
  const [only] = selected;
  if (!only) return listName;
  if (selected.length === 1 && only.filterName.trim().toLowerCase() === MONTH_FILTER_NAME) {
    return `${listName}: ${only.name}`;
  }
  return filtersSelectedLabel(selected.length);
}

/** Applies text, brand, departure and duration criteria. */
export function filterTours<T extends SearchableTour>(tours: readonly T[], c: TourSearchCriteria): T[] {
  return tours.filter(
    (t) =>
      matchesSearchText(t, c.text) &&
      matchesBrandFilter(t, c.brand) &&
      matchesDepartureFilter(t, c.departure) &&
      matchesDurationFilter(t.duration, c.duration),
  );
}

/** Sort orders (seed 001 §9). */
export const SORT_ORDERS = [
  'default',
  'price_asc',
  'price_desc',
  'duration_asc',
  'duration_desc',
  'alphabetical_asc',
  'alphabetical_desc',
] as const;

/** One sort order. */
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * What the sort control calls each order (tourdesk's wording; the seed gives only the order names, seed 001 §9),
 * in the seed's order.
 */
export const SORT_ORDER_LABELS: Readonly<Record<SortOrder, string>> = {
  default: 'Recommended',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  duration_asc: 'Duration: shortest first',
  duration_desc: 'Duration: longest first',
  alphabetical_asc: 'Name: A to Z',
  alphabetical_desc: 'Name: Z to A',
};

/**
 * Sorts tours (stable; 'default' keeps the provider order). Price sorts use `fromPriceMinor` with unpriced tours
 * last; duration sorts use days × 24 + hours; alphabetical sorts compare names in English.
 */
export function sortTours<T extends SearchableTour>(tours: readonly T[], order: SortOrder): T[] {
  const list = [...tours];
  const price = (t: T) => t.fromPriceMinor ?? Number.POSITIVE_INFINITY;
  switch (order) {
    case 'default':
      return list;
    case 'price_asc':
      return list.sort((a, b) => price(a) - price(b));
    case 'price_desc':
      return list.sort((a, b) => (b.fromPriceMinor ?? -1) - (a.fromPriceMinor ?? -1));
    case 'duration_asc':
      return list.sort((a, b) => durationSortKey(a.duration) - durationSortKey(b.duration));
    case 'duration_desc':
      return list.sort((a, b) => durationSortKey(b.duration) - durationSortKey(a.duration));
    case 'alphabetical_asc':
      return list.sort((a, b) => a.name.localeCompare(b.name, 'en'));
    case 'alphabetical_desc':
      return list.sort((a, b) => b.name.localeCompare(a.name, 'en'));
  }
}

/** Name key for de-duplication: bracketed text removed, whitespace collapsed, lower case. */
export function tourNameKey(name: string): string {
  return name
    .replace(/\([^)]*\)|\[[^\]]*\]|\{[^}]*\}/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * Tours with the same name ignoring bracketed text are de-duplicated, keeping the cheaper (seed 001 §9). The kept
 * tour takes the position of the first of its name; an unpriced tour loses to a priced one; ties keep the first.
 */
export function dedupeToursByName<T extends SearchableTour>(tours: readonly T[]): T[] {
  const byKey = new Map<string, number>();
  const result: T[] = [];
  for (const tour of tours) {
    const key = tourNameKey(tour.name);
    const at = byKey.get(key);
    if (at === undefined) {
      byKey.set(key, result.length);
      result.push(tour);
      continue;
    }
    const keptPrice = result[at]?.fromPriceMinor ?? null;
    if (tour.fromPriceMinor !== null && (keptPrice === null || tour.fromPriceMinor < keptPrice)) {
      result[at] = tour;
    }
  }
  return result;
}

/** One price of product_currencies[].amounts (room_type, age_category, amount in minor units). */
export interface ProductAmount {
  roomType?: string | null;
  ageCategory?: string | null;
  amountMinor: number;
}

/**
 * Minimum price for 'From {price}' (seed 001 §2, §9): the lowest amount above 0, for `ageCategory` when given
 * (default pricing category Adult is the caller's choice), excluding dorm rooms when `excludeDorm` is set
 * ("Minimum price can exclude dorm rooms by configuration flags"). Null when nothing is priced.
 */
export function minimumPrice(
  amounts: readonly ProductAmount[],
  options: { ageCategory?: string; excludeDorm?: boolean } = {},
): number | null {
  const values = amounts
    .filter((a) => a.amountMinor > 0)
    .filter(
      (a) =>
        !options.ageCategory || (a.ageCategory ?? '').toLowerCase() === options.ageCategory.toLowerCase(),
    )
    .filter((a) => !options.excludeDorm || !a.roomType || !isDormRoomType(a.roomType))
    .map((a) => a.amountMinor);
  return values.length ? Math.min(...values) : null;
}

/** A departure as the 'from' price reads it: its free seats (-1 unknown, 0 full) and per-person amounts. */
export interface PricedDeparture {
  freeSeats: number;
  amounts: readonly ProductAmount[];
}

/**
 * 'From' price of departures (seed 001 §2 'From {price}', §9 minimum price excluding dorms by configuration): the
 * lowest Adult price of the departures a visitor can book (free seats above 0), so it is never above a price
 * that can be booked; of all the departures when none can be (a full day still shows its price). Null when
 * nothing is priced.
 */
export function departuresFromPrice(
  departures: readonly PricedDeparture[],
  options: { excludeDorm?: boolean } = {},
): number | null {
  const bookable = departures.filter((d) => d.freeSeats > 0);
  const pool = bookable.length > 0 ? bookable : departures;
  return minimumPrice(
    pool.flatMap((d) => d.amounts),
    { ageCategory: 'Adult', excludeDorm: options.excludeDorm },
  );
}

/**
 * The lowest 'from' price of the tours found (seed 001 §2 hero 'Book tours. From {price}pp'): the least of the tours'
 * 'from' prices above 0, in minor units of their one currency; null when no tour is priced.
 */
export function lowestFromPrice(fromPricesMinor: readonly (number | null)[]): number | null {
  return minimumPrice(fromPricesMinor.map((amountMinor) => ({ amountMinor: amountMinor ?? 0 })));
}

/**
 * The provider's form of a tour id (seed 001 §3 Tour/product `tour_id`, e.g. LNE, 3SU, 8BSG): 2-8 letters or
 * digits, compared upper-case. Anything else is no tour, known without asking the provider.
 * @returns the id upper-cased and trimmed, or null when it cannot be a tour id.
 */
export function tourIdOf(text: string): string | null {
  const id = text.trim().toUpperCase();
  return /^[A-Z0-9]{2,8}$/.test(id) ? id : null;
}

/** True for train-type tours IVW, IW3, IW9, HIW (seed 001 §2). */
export function isTrainTour(tourId: string): boolean {
  return (TRAIN_TOUR_IDS as readonly string[]).includes(tourId.trim().toUpperCase());
}

/**
 * Search retry rule (seed 001 §4, §9): retry while fewer than 3 retries were made and the results contain a tour
 * id longer than 4 characters.
 * @param retriesDone Retries already made (0 after the first search).
 */
export function shouldRetrySearch(tourIds: readonly string[], retriesDone: number): boolean {
  return retriesDone < SEARCH_RETRY_LIMIT && tourIds.some((id) => id.length > 4);
}

/**
 * Tour-list heading (seed 001 §2): '2 times are available for this tour' when a train tour is opened, '{n} Tours
 * Available', or 'Sorry none of our tours meet your search criteria' when none.
 */
export function toursAvailableHeading(count: number, openedTourId?: string | null): string {
  if (openedTourId && isTrainTour(openedTourId)) return LABELS.trainTourTimes;
  return count > 0 ? `${count} Tours Available` : LABELS.noToursMatch;
}

/** Loading text: 'Loading your tour' when the address contains 'open', else 'Loading Search Information' (seed 001 §2). */
export function searchLoadingText(address: string): string {
  return address.includes('open') ? LABELS.loadingYourTour : LABELS.loadingSearchInformation;
}

/**
 * The 'Select A Trip' line (seed 001 §2 Calendar panel: "a line such as 'There are n tours departing on {date}.'
 * (variants exist for date only, tours only, neither)"). The seed shows only the first variant's words; the
 * others follow its example.
 * @param count Tours departing, or null when not counted.
 * @param formattedDate The long date, e.g. 'Saturday 4 July 2026', or null when no date is chosen.
 */
export function departingOnSentence(count: number | null, formattedDate: string | null): string {
  const tours = count === 1 ? 'is 1 tour' : `are ${count ?? 0} tours`;
  if (count !== null && formattedDate) return `There ${tours} departing on ${formattedDate}.`;
  if (formattedDate) return `Tours departing on ${formattedDate}.`;
  if (count !== null) return `There ${tours} departing.`;
  return 'Select a date to see the tours departing.';
}
