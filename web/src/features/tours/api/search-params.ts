import { MULTI_DAY_DURATION_FILTER } from '@tourdesk/domain/duration';
import { parseDepartureDateParam, parseYearMonthParam } from '@tourdesk/domain/dates';
import { DEPARTURE_CITIES } from '@tourdesk/domain/tour-search';
import type { TourSearchInput } from '@/apollo/generated/graphql';

/** The search box's term in the address (not named by the spec; kept there so searches can be shared). */
export const SEARCH_TEXT_PARAM = 'q';

/**
 * The tour search criteria of an address (seed 001 §2): the search term, `tour_id`, `allTours` and the
 * filter presets `duration` ('2-8' multi-day, anything else day tours), `month` (yyyymm) and `departing`
 * (a departure city). Malformed values are ignored rather than failing the page.
 */
export function searchInputFromParams(params: URLSearchParams): TourSearchInput {
  const input: TourSearchInput = {};
  const text = params.get(SEARCH_TEXT_PARAM)?.trim();
  if (text) input.text = text;
  const tourId = params.get('tour_id')?.trim();
  if (tourId) input.tourId = tourId.toUpperCase();
  if (params.has('allTours') && params.get('allTours') !== 'false') input.allTours = true;
  const duration = params.get('duration')?.trim();
  if (duration) input.duration = duration === MULTI_DAY_DURATION_FILTER ? 'MULTI_DAY' : 'DAY_TOURS';
  const month = parseYearMonthParam(params.get('month'));
  if (month) input.month = `${month.year}${String(month.month).padStart(2, '0')}`;
  const departing = params.get('departing')?.trim().toLowerCase();
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

/** The address's query without the panel's parameters: where closing the panel goes back to. */
export function withoutOpenTour(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(OPEN_PARAM);
  next.delete(DEPARTURE_DATE_PARAM);
  return next;
}
