import { MULTI_DAY_DURATION_FILTER } from '@tourdesk/domain/duration';
import { isIsoDate, parseDepartureDateParam, parseYearMonthParam } from '@tourdesk/domain/dates';
import {
  BRAND_FILTERS,
  brandCodeForFilter,
  DEPARTURE_CITIES,
  presetFilterTagIds,
  SORT_ORDERS,
  type PresettableTag,
  type SortOrder,
} from '@tourdesk/domain/tour-search';
import type { TourSearchInput, TourSort } from '@/apollo/generated/graphql';
import { paths } from '@tourdesk/domain/paths';

/** The search box's term in the address (not named by the spec; kept there so searches can be shared). */
export const SEARCH_TEXT_PARAM = 'q';
/** Selected filter tag ids, comma-separated (not named by the spec; kept in the address so filters can be shared). */
export const TAGS_PARAM = 'tags';
/** The Dates panel's applied range, ISO dates (not named by the spec). */
export const DEPARTURE_FROM_PARAM = 'departure_from';
export const DEPARTURE_TO_PARAM = 'departure_to';
/** The agent brand/duration popup's choices (seed 001 §9: brand 'hag' or 'highland'; duration '2-8' or day tours). */
export const BRAND_PARAM = 'brand';
export const DURATION_PARAM = 'duration';
/** The filter presets of seed 001 §2 ('Filters can be preset from the query items duration, month and departing'). */
export const MONTH_PARAM = 'month';
export const DEPARTING_PARAM = 'departing';
/** The sort order (seed 001 §9 'Sorting options'). */
export const SORT_PARAM = 'sort';

/** The address's sort order, 'default' when absent or unknown. */
export function sortOrderFromParams(params: URLSearchParams): SortOrder {
  const sort = params.get(SORT_PARAM)?.trim().toLowerCase();
  return SORT_ORDERS.find((order) => order === sort) ?? 'default';
}

/**
 * The filter tags selected by the address: the `tags` parameter plus the tags its presets (duration, month,
 * departing) stand for, so the filters show what narrows the list (domain presetFilterTagIds). `duration: false`
 * leaves the duration out (an agent's duration is shown by the brand/duration popup instead).
 */
export function selectedTagIdsFromParams(
  params: URLSearchParams,
  tags: readonly PresettableTag[],
  options: { duration: boolean } = { duration: true },
): string[] {
  const presets = presetFilterTagIds(tags, {
    duration: options.duration ? params.get(DURATION_PARAM) : null,
    month: params.get(MONTH_PARAM),
    departing: params.get(DEPARTING_PARAM),
  });
  return [...new Set([...tagIdsFromParams(params), ...presets])];
}

/** The selected filter tag ids of an address. */
export function tagIdsFromParams(params: URLSearchParams): string[] {
  return (params.get(TAGS_PARAM) ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
}

/** The agent popup's brand filter value of an address ('hag' or 'highland', seed 001 §9), or null. */
export function brandFilterFromParams(params: URLSearchParams): keyof typeof BRAND_FILTERS | null {
  const code = brandCodeForFilter(params.get(BRAND_PARAM));
  const filters = Object.keys(BRAND_FILTERS) as (keyof typeof BRAND_FILTERS)[];
  return filters.find((filter) => BRAND_FILTERS[filter] === code) ?? null;
}

/** The Dates panel's applied range of an address (each end null when absent or malformed). */
export function departureRangeFromParams(params: URLSearchParams): {
  from: string | null;
  to: string | null;
} {
  const read = (name: string) => {
    const value = params.get(name)?.trim() ?? '';
    return isIsoDate(value) ? value : null;
  };
  return { from: read(DEPARTURE_FROM_PARAM), to: read(DEPARTURE_TO_PARAM) };
}

/**
 * A copy of `params` with the given parameters set (empty or null values removed): how the filters, the Dates
 * panel and the search box change the address.
 */
export function withParams(
  params: URLSearchParams,
  updates: Record<string, string | readonly string[] | null>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(updates)) {
    const text = typeof value === 'string' ? value : (value ?? []).join(',');
    if (text) next.set(name, text);
    else next.delete(name);
  }
  return next;
}

/**
 * The tour search criteria of an address (seed 001 §2): the search term, `tour_id`, `allTours`, the filter
 * presets `duration` ('2-8' multi-day, anything else day tours), `month` (yyyymm) and `departing` (a departure
 * city), `sort` (seed 001 §9), the agent popup's `brand`, the selected filter tags and the Dates panel's range.
 * Malformed values are ignored rather than failing the page.
 */
export function searchInputFromParams(params: URLSearchParams): TourSearchInput {
  const input: TourSearchInput = {};
  const text = params.get(SEARCH_TEXT_PARAM)?.trim();
  if (text) input.text = text;
  const tagIds = tagIdsFromParams(params);
  if (tagIds.length) input.tagIds = tagIds;
  const brand = brandCodeForFilter(params.get(BRAND_PARAM));
  if (brand) input.brand = brand;
  const sort = sortOrderFromParams(params);
  if (sort !== 'default') input.sort = sort.toUpperCase() as TourSort;
  const range = departureRangeFromParams(params);
  if (range.from) input.departureDateFrom = range.from;
  if (range.to) input.departureDateTo = range.to;
  const tourId = params.get('tour_id')?.trim();
  if (tourId) input.tourId = tourId.toUpperCase();
  if (params.has('allTours') && params.get('allTours') !== 'false') input.allTours = true;
  const duration = params.get(DURATION_PARAM)?.trim();
  if (duration) input.duration = duration === MULTI_DAY_DURATION_FILTER ? 'MULTI_DAY' : 'DAY_TOURS';
  const month = parseYearMonthParam(params.get(MONTH_PARAM));
  if (month) input.month = `${month.year}${String(month.month).padStart(2, '0')}`;
  const departing = params.get(DEPARTING_PARAM)?.trim().toLowerCase();
  if (departing && (DEPARTURE_CITIES as readonly string[]).includes(departing)) input.departing = departing;
  return input;
}

/** True when the address narrows the tour list (the 'Clear Search Filter' link is then useful). */
export function hasSearchCriteria(input: TourSearchInput): boolean {
  return Object.keys(input).length > 0;
}

/** The tour to open in the details panel and its preselected date (seed 001 §2 `open`, `departuredate`). */
export interface OpenTourRequest {
  tourId: string;
  /** ISO yyyy-mm-dd, or null when the address has no (valid) `departuredate`. */
  departureDate: string | null;
}

/** Query parameter that auto-opens a tour's details panel (seed 001 §2). */
export const OPEN_PARAM = 'open';

/** The search page's address that opens a tour's details panel (seed 001 §2 'See tour details'). */
export function tourDetailsHref(tourId: string): string {
  return paths.search.getHref({ [OPEN_PARAM]: tourId });
}
/** Query parameter preselecting the panel's date, YYYY-M-D (seed 001 §2). */
export const DEPARTURE_DATE_PARAM = 'departuredate';

/**
 * The tour the address opens (seed 001 §2): `open={tourId}` and `departuredate=YYYY-M-D` in the query, or the
 * same pair in the hash (`#open=3SU&departuredate=2026-7-4`); the query wins when both carry `open`.
 */
export function openTourFromLocation(search: string, hash: string): OpenTourRequest | null {
  for (const source of [new URLSearchParams(search), new URLSearchParams(hash.replace(/^#/, ''))]) {
    const tourId = source.get(OPEN_PARAM)?.trim();
    if (tourId) {
      return {
        tourId: tourId.toUpperCase(),
        departureDate: parseDepartureDateParam(source.get(DEPARTURE_DATE_PARAM)),
      };
    }
  }
  return null;
}

/** Query parameter of the embedded mode (seed 001 §1-§2 `embed`): a tour card and its calendar, nothing else. */
export const EMBED_PARAM = 'embed';

/**
 * The embedded mode's tour (seed 001 §2 `embed`): with `embed` in the query, the tour of `tour_id`, else the one
 * `open` names (query or hash), with `departuredate` preselecting its date. Null outside the embedded mode or
 * without a tour.
 */
export function embeddedTourFromLocation(search: string, hash: string): OpenTourRequest | null {
  const params = new URLSearchParams(search);
  if (!params.has(EMBED_PARAM)) return null;
  const tourId = params.get('tour_id')?.trim();
  if (!tourId) return openTourFromLocation(search, hash);
  return {
    tourId: tourId.toUpperCase(),
    departureDate: parseDepartureDateParam(params.get(DEPARTURE_DATE_PARAM)),
  };
}

/**
 * The parameters of the full booking at a date (seed 001 §2): `open={tourId}&departuredate=YYYY-M-D`, the date
 * without zero padding as the seed writes it.
 */
export function fullBookingParams(tourId: string, departureDate: string): Record<string, string> {
  const [year, month, day] = departureDate.split('-').map(Number);
  return { [OPEN_PARAM]: tourId, [DEPARTURE_DATE_PARAM]: `${year}-${month}-${day}` };
}

/** The address's query without the panel's parameters: where closing the panel goes back to. */
export function withoutOpenTour(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(OPEN_PARAM);
  next.delete(DEPARTURE_DATE_PARAM);
  return next;
}

/**
 * The name a search page (`/search?q=…`) gives its title, before the site's: 'Tours matching “loch”', or 'Search
 * tours' without a term. The server's head and the page's own title after hydration both use it.
 */
export function searchPageName(params: URLSearchParams): string {
  const term = params.get(SEARCH_TEXT_PARAM)?.trim() || null;
  return term ? `Tours matching “${term}”` : 'Search tours';
}

/**
 * The name the home and search page (`/`, `/search`) gives its title: 'Tours matching “loch”' when the address
 * has a search term (on either path: a search from the home page stays on it), 'Search tours' on /search without
 * one, else the home page's `homeName`.
 */
export function searchOrHomePageName(
  isSearchPath: boolean,
  params: URLSearchParams,
  homeName: string,
): string {
  return isSearchPath || params.get(SEARCH_TEXT_PARAM)?.trim() ? searchPageName(params) : homeName;
}
