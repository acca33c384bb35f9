import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAnalytics } from '@/lib/analytics';
import { paths } from '@tourdesk/domain/paths';
import {
  DEPARTURE_DATE_PARAM,
  hasSearchCriteria,
  OPEN_PARAM,
  openTourFromLocation,
  searchInputFromParams,
  SEARCH_TEXT_PARAM,
  withParams,
  withoutOpenTour,
} from '../api/search-params';

/** The slide-outs opened on the page; they belong to the address they were opened at and close when it changes. */
export interface Overlays {
  locationKey: string;
  dates: boolean;
  tripDate: string | null;
  itineraryTourId: string | null;
}

/**
 * The search page's state, all of it in the address (seed 001 §2 Home and search route) but the slide-outs
 * opened on it: the parameters and the search they ask for, the tour the address opens, the slide-outs
 * (`overlays`, changed with `showOverlays`, closed by any change of address), and the page's actions: changing
 * parameters, running a text search (tracked as a `search` event), closing the tour panel and the address of a
 * tour's panel (`tourHref(tourId, date?)`).
 */
export function useSearchPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const analytics = useAnalytics();
  const searchInput = searchInputFromParams(params);
  const { departureDateFrom, departureDateTo, ...searchWithoutDates } = searchInput;
  const [stored, setOverlays] = useState<Overlays | null>(null);
  const overlays: Overlays =
    stored?.locationKey === location.key
      ? stored
      : { locationKey: location.key, dates: false, tripDate: null, itineraryTourId: null };
  const updateParams = (updates: Record<string, string | readonly string[] | null>) =>
    setParams((current) => withParams(current, updates));
  return {
    params,
    openTour: openTourFromLocation(location.search, location.hash),
    searchInput,
    criteria: hasSearchCriteria(searchInput),
    /** The search without its dates, for the Dates panel and 'Select A Trip'. */
    searchWithoutDates,
    /** The departure range applied (null ends when none). */
    applied: { from: departureDateFrom ?? null, to: departureDateTo ?? null },
    overlays,
    showOverlays: (patch: Partial<Overlays>) => setOverlays({ ...overlays, ...patch }),
    updateParams,
    runSearch: (next: string) => {
      updateParams({ [SEARCH_TEXT_PARAM]: next });
      if (next) analytics.track({ event: 'search', search_term: next });
    },
    closePanel: () => {
      void navigate({ search: withoutOpenTour(params).toString(), hash: '' });
    },
    // The panel opens on the page it is asked from (/ and /search are the same screen, seed 001 §2): the address's
    // path stays, so the page is not treated as a new one and closing the panel gives the focus back to its opener.
    tourHref: (tourId: string, date?: string) =>
      (location.pathname === paths.home.path ? paths.home : paths.search).getHref({
        ...Object.fromEntries(withoutOpenTour(params)),
        [OPEN_PARAM]: tourId,
        [DEPARTURE_DATE_PARAM]: date,
      }),
  };
}

/** The search page's state and actions (see {@link useSearchPage}). */
export type SearchPage = ReturnType<typeof useSearchPage>;
