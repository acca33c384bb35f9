import { LABELS } from '@tourdesk/domain/messages';
import { filterSelectionQuery, isTrainTour, toursAvailableHeading } from '@tourdesk/domain/tour-search';
import { Suspense } from 'react';
import { Link } from 'react-router';
import type { SearchResults_QueryFragment } from '@/apollo/generated/graphql';
import { useSiteConfig } from '@/config/site-config';
import { paths } from '@tourdesk/domain/paths';
import {
  BRAND_PARAM,
  brandFilterFromParams,
  DEPARTING_PARAM,
  DURATION_PARAM,
  MONTH_PARAM,
  selectedTagIdsFromParams,
  SORT_PARAM,
  sortOrderFromParams,
  TAGS_PARAM,
} from '../api/search-params';
import type { SearchPage } from '../hooks/use-search-page';
import type { BrandDurationChoice } from './filters/brand-duration-choices';
import { FilterBar } from './filters/filter-bar';
import { preloadTourPanel } from './lazy-panels';
import styles from './search-results.module.css';
import { SortSelect } from './sort-select';
import { TourCard } from './tour-card';

/** Props of {@link TourResults}. */
export interface TourResultsProps {
  /** The page query's answer: the tours, their count and from-price, and the filter lists. */
  data: Omit<SearchResults_QueryFragment, ' $fragmentName'>;
  page: SearchPage;
  /** Tour ids already in the basket (their cards say so). */
  inCart: ReadonlySet<string>;
}

/** The tour list: the filters, the '{n} Tours Available' heading with the sort order, and the tour cards. */
export function TourResults({ data, page, inCart }: TourResultsProps) {
  const { openTour, tourHref, showOverlays } = page;
  return (
    <section className={styles.results} aria-labelledby="tour-list-heading">
      <div className={styles.filters}>
        {/* Without the filter lists (their read failed) the tours are listed without the filter bar. */}
        {data.filters && <Filters filters={data.filters} page={page} />}
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
            value={sortOrderFromParams(page.params)}
            onChange={(order) => page.updateParams({ [SORT_PARAM]: order === 'default' ? null : order })}
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
  );
}

/**
 * The filter bar: the tags selected in the address, and for agents the brand/duration popup. A choice rewrites
 * the address's filter parameters.
 */
function Filters({
  filters,
  page: { params, updateParams },
}: {
  filters: NonNullable<TourResultsProps['data']['filters']>;
  page: SearchPage;
}) {
  const { mode } = useSiteConfig();
  const brandChoice: BrandDurationChoice = {
    brand: brandFilterFromParams(params),
    duration: params.get(DURATION_PARAM),
  };
  const filterTags = filters.flatMap((filter) => filter.tags);
  const selectedTagIds = selectedTagIdsFromParams(params, filterTags, { duration: mode !== 'agent' });
  return (
    <Suspense fallback={null}>
      <FilterBar
        filters={filters}
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
  );
}
