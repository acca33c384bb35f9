import { gql } from '@apollo/client';
import { formatDate } from '@tourdesk/domain/dates';
import { LABELS } from '@tourdesk/domain/messages';
import { formatMoney } from '@tourdesk/domain/money';
import { filterSelectionQuery, isTrainTour, toursAvailableHeading } from '@tourdesk/domain/tour-search';
import { Suspense, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { SearchResults_QueryFragment } from '@/apollo/generated/graphql';
import { useSiteConfig } from '@/config/site-config';
import { useAnalytics } from '@/lib/analytics';
import { paths } from '@/paths';
import { CalendarIcon } from '@/ui/icons';
import { LoadingState } from '@/ui/loading-state';
import {
  BRAND_PARAM,
  brandFilterFromParams,
  DEPARTING_PARAM,
  DEPARTURE_DATE_PARAM,
  DEPARTURE_FROM_PARAM,
  DEPARTURE_TO_PARAM,
  DURATION_PARAM,
  departureRangeFromParams,
  hasSearchCriteria,
  MONTH_PARAM,
  OPEN_PARAM,
  openTourFromLocation,
  searchInputFromParams,
  SEARCH_TEXT_PARAM,
  selectedTagIdsFromParams,
  SORT_PARAM,
  sortOrderFromParams,
  TAGS_PARAM,
  withParams,
  withoutOpenTour,
} from '../api/search-params';
import type { BrandDurationChoice } from './filters/brand-duration-choices';
import { FilterBar } from './filters/filter-bar';
import { DatesPanel, ItineraryPanel, preloadTourPanel, SelectATrip, SlideOut } from './lazy-panels';
import { SearchBox } from './search-box';
import { SearchHero } from './search-hero';
import styles from './search-results.module.css';
import { SortSelect } from './sort-select';
import { TourCard } from './tour-card';

if (false) {
  gql`
    fragment SearchResults_query on Query {
      tours(search: $search) {
        count
        fromPrice {
          amountMinor
          currency
        }
        tours {
          tourId
          # The list hands each card its fields as plain props rather than letting 49 cards each read and watch
          # their tour in the cache: at hydration on a phone those reads and watches were two long tasks.
          ...TourCard_tour @unmask
        }
      }
      filters {
        # A filter list has no cache identity, so the filter bar cannot read it back with useFragment; the list
        # also reads each filter's tags to know which are selected: the filter bar's fields stay unmasked.
        ...FilterBar_filter @unmask
      }
    }
  `;
}

/**
 * The Dates button's text: 'Dates' with nothing applied, else the applied range as the site writes dates,
 * 'Dates: 10/06/2026 – 14/06/2026' (one date when both ends are the same).
 */
function datesButtonLabel(range: { from: string | null; to: string | null }): string {
  const ends = [range.from, range.to].filter((end): end is string => end !== null);
  const shown = [...new Set(ends)].map((end) => formatDate(end, 'dd/mm/yyyy'));
  return shown.length === 0 ? 'Dates' : `Dates: ${shown.join(' \u2013 ')}`;
}

/** The slide-outs opened on the page; they belong to the address they were opened at and close when it changes. */
interface Overlays {
  locationKey: string;
  dates: boolean;
  tripDate: string | null;
  itineraryTourId: string | null;
}

/** Props of {@link SearchResults}. */
export interface SearchResultsProps {
  /** The page query's answer: the tours, their count and from-price, and the filter lists. */
  query: Omit<SearchResults_QueryFragment, ' $fragmentName'>;
  /** Tour ids already in the basket (their cards say so). */
  inCart: ReadonlySet<string>;
  /** The Cart button of the toolbar. */
  cartButton: ReactNode;
  /** The tour details panel of the tour the address opens, or null. */
  tourPanel: ReactNode;
}

/**
 * The search page's content (seed 001 §2 Home and search route): hero with the from-price, search box, Dates,
 * 'Clear Search Filter' and the Cart button, the filters, the '{n} Tours Available' heading with the sort order
 * and the tour cards; the Dates, 'Select A Trip', itinerary and tour details slide-outs. Every choice lives in
 * the address. The list and filters are the page query's `SearchResults_query`, handed over by the page once its
 * query has answered.
 */
export function SearchResults({ query: data, inCart, cartButton, tourPanel }: SearchResultsProps) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const analytics = useAnalytics();
  const { mode } = useSiteConfig();
  const openTour = openTourFromLocation(location.search, location.hash);
  const term = params.get(SEARCH_TEXT_PARAM) ?? '';
  const searchInput = searchInputFromParams(params);
  const criteria = hasSearchCriteria(searchInput);
  const { departureDateFrom, departureDateTo, ...searchWithoutDates } = searchInput;
  const [stored, setOverlays] = useState<Overlays | null>(null);
  const overlays: Overlays =
    stored?.locationKey === location.key
      ? stored
      : { locationKey: location.key, dates: false, tripDate: null, itineraryTourId: null };
  const showOverlays = (patch: Partial<Overlays>) => setOverlays({ ...overlays, ...patch });

  const updateParams = (updates: Record<string, string | readonly string[] | null>) =>
    setParams((current) => withParams(current, updates));
  const runSearch = (next: string) => {
    updateParams({ [SEARCH_TEXT_PARAM]: next });
    if (next) analytics.track({ event: 'search', search_term: next });
  };
  const closePanel = () => {
    void navigate({ search: withoutOpenTour(params).toString(), hash: '' });
  };
  // The panel opens on the page it is asked from (/ and /search are the same screen, seed 001 §2): the address's
  // path stays, so the page is not treated as a new one and closing the panel gives the focus back to its opener.
  const tourHref = (tourId: string, date?: string) =>
    (location.pathname === paths.home.path ? paths.home : paths.search).getHref({
      ...Object.fromEntries(withoutOpenTour(params)),
      [OPEN_PARAM]: tourId,
      [DEPARTURE_DATE_PARAM]: date,
    });
  const brandChoice: BrandDurationChoice = {
    brand: brandFilterFromParams(params),
    duration: params.get(DURATION_PARAM),
  };
  const filterTags = (data.filters ?? []).flatMap((filter) => filter.tags);
  const selectedTagIds = selectedTagIdsFromParams(params, filterTags, { duration: mode !== 'agent' });
  const monthPreset = searchInput.month
    ? { year: Number(searchInput.month.slice(0, 4)), month: Number(searchInput.month.slice(4)) }
    : null;

  return (
    <>
      <SearchHero fromPrice={data.tours.fromPrice ? formatMoney(data.tours.fromPrice) : null}>
        <div className={styles.toolbar}>
          <SearchBox term={term} onSearch={runSearch} />
          <button type="button" className={styles.datesButton} onClick={() => showOverlays({ dates: true })}>
            <CalendarIcon />
            {datesButtonLabel(departureRangeFromParams(params))}
          </button>
          <div className={styles.toolbarEnd}>
            {criteria && (
              <Link className={styles.clearLink} to={paths.search.getHref()}>
                Clear Search Filter
              </Link>
            )}
            {cartButton}
          </div>
        </div>
      </SearchHero>
      <section className={styles.results} aria-labelledby="tour-list-heading">
        <div className={styles.filters}>
          {/* Without the filter lists (their read failed) the tours are listed without the filter bar. */}
          {data.filters && (
            <Suspense fallback={null}>
              <FilterBar
                filters={data.filters}
                selectedTagIds={selectedTagIds}
                brandDuration={mode === 'agent' ? brandChoice : null}
                onChange={({ tagIds, brandDuration }) => {
                  // A chosen month is the month preset (one rule: the tours and prices of that month's departures).
                  const chosen = filterSelectionQuery(filterTags, tagIds);
                  updateParams({
                    // Once chosen, the other tags stand for the presets they showed, so those presets leave the
                    // address; an agent's duration belongs to the brand/duration popup and changes only with it.
                    [TAGS_PARAM]: chosen.tagIds,
                    [MONTH_PARAM]: chosen.month,
                    [DEPARTING_PARAM]: null,
                    ...(mode === 'agent' ? {} : { [DURATION_PARAM]: null }),
                    ...(brandDuration && {
                      [BRAND_PARAM]: brandDuration.brand,
                      [DURATION_PARAM]: brandDuration.duration,
                    }),
                  });
                }}
              />
            </Suspense>
          )}
        </div>
        <div className={styles.headingRow}>
          <h2 id="tour-list-heading" className={styles.heading} aria-live="polite">
            {toursAvailableHeading(data.tours.count, openTour?.tourId)}
          </h2>
          {openTour && isTrainTour(openTour.tourId) && (
            <Link className={styles.seeAll} to={paths.search.getHref()}>
              {LABELS.seeAllTours}
            </Link>
          )}
          <Suspense fallback={null}>
            <SortSelect
              value={sortOrderFromParams(params)}
              onChange={(order) => updateParams({ [SORT_PARAM]: order === 'default' ? null : order })}
            />
          </Suspense>
        </div>
        {/* Each card (and the filter bar above) is a Suspense boundary of its own: a server-rendered page then
            hydrates them one by one between the browser's other work instead of in one long task. */}
        <ul className={styles.grid}>
          {data.tours.tours.map((tour) => (
            <li key={tour.tourId}>
              <Suspense fallback={null}>
                <TourCard
                  tour={tour}
                  links={{
                    detailsHref: tourHref(tour.tourId),
                    onShowItinerary: (tourId) => showOverlays({ itineraryTourId: tourId }),
                    onPreloadDetails: preloadTourPanel,
                  }}
                  inCart={inCart.has(tour.tourId)}
                />
              </Suspense>
            </li>
          ))}
        </ul>
      </section>
      {overlays.dates && (
        <Suspense fallback={null}>
          <SlideOut aria-label="Dates" onClose={() => showOverlays({ dates: false })}>
            <DatesPanel
              search={searchWithoutDates}
              applied={{ from: departureDateFrom ?? null, to: departureDateTo ?? null }}
              initialMonth={monthPreset}
              onSelectDay={(date) => showOverlays({ tripDate: date })}
              onApply={(range) =>
                updateParams({
                  [DEPARTURE_FROM_PARAM]: range.from,
                  [DEPARTURE_TO_PARAM]: range.to ?? range.from,
                })
              }
              onClear={() => {
                const applied = departureRangeFromParams(params);
                if (applied.from || applied.to)
                  updateParams({ [DEPARTURE_FROM_PARAM]: null, [DEPARTURE_TO_PARAM]: null });
              }}
            />
          </SlideOut>
        </Suspense>
      )}
      {overlays.tripDate && (
        <Suspense fallback={null}>
          <SlideOut aria-label="Select A Trip" onClose={() => showOverlays({ tripDate: null })}>
            <SelectATrip
              date={overlays.tripDate}
              search={searchWithoutDates}
              hrefs={(tourId, date) => ({ details: tourHref(tourId), dates: tourHref(tourId, date) })}
              onShowItinerary={(tourId) => showOverlays({ itineraryTourId: tourId })}
            />
          </SlideOut>
        </Suspense>
      )}
      {overlays.itineraryTourId && (
        <Suspense fallback={null}>
          <SlideOut aria-label="Itinerary" onClose={() => showOverlays({ itineraryTourId: null })}>
            <ItineraryPanel
              key={overlays.itineraryTourId}
              tourId={overlays.itineraryTourId}
              detailsHref={tourHref(overlays.itineraryTourId)}
            />
          </SlideOut>
        </Suspense>
      )}
      {tourPanel && openTour && (
        <Suspense fallback={null}>
          <SlideOut aria-label="Tour details" onClose={closePanel}>
            <Suspense fallback={<LoadingState text={LABELS.loadingYourTour} />}>{tourPanel}</Suspense>
          </SlideOut>
        </Suspense>
      )}
    </>
  );
}
