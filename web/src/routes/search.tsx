import { gql } from '@apollo/client';
import { useReadQuery } from '@apollo/client/react';
import { searchLoadingText, toursAvailableHeading } from '@tourdesk/domain/tour-search';
import { Suspense, useMemo } from 'react';
import { Link, useLoaderData, useLocation, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { SearchPageDocument } from '@/apollo/generated/graphql';
import { apolloContext } from '@/apollo/router-context';
import { useBasket } from '@/features/basket/api/basket-storage';
import { CartButton } from '@/features/basket/components/cart-button';
import {
  hasSearchCriteria,
  searchInputFromParams,
  SEARCH_TEXT_PARAM,
} from '@/features/tours/api/search-params';
import { SearchBox } from '@/features/tours/components/search-box';
import { SearchHero } from '@/features/tours/components/search-hero';
import { TourCard } from '@/features/tours/components/tour-card';
import { paths } from '@/paths';
import { LoadingState } from '@/ui/loading-state';
import styles from './search.module.css';

if (false) {
  gql`
    query SearchPage($search: TourSearchInput) {
      tours(search: $search) {
        count
        fromPrice {
          formatted
        }
        tours {
          tourId
          ...TourCard_tour
        }
      }
    }
  `;
}

/** Starts the page's one query (the tour search of the address's criteria) before the page renders. */
export function loader({ request, context }: LoaderFunctionArgs) {
  const search = searchInputFromParams(new URL(request.url).searchParams);
  return { queryRef: context.get(apolloContext).preloadQuery(SearchPageDocument, { variables: { search } }) };
}

function SearchResults() {
  const { queryRef } = useLoaderData<typeof loader>();
  const { data } = useReadQuery(queryRef);
  const [params, setParams] = useSearchParams();
  const basket = useBasket();
  const inCart = useMemo(() => new Set(basket.trips.map((trip) => trip.tourId)), [basket]);
  const term = params.get(SEARCH_TEXT_PARAM) ?? '';
  const criteria = hasSearchCriteria(searchInputFromParams(params));

  const runSearch = (next: string) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next) updated.set(SEARCH_TEXT_PARAM, next);
      else updated.delete(SEARCH_TEXT_PARAM);
      return updated;
    });
  };

  return (
    <>
      <SearchHero fromPrice={data.tours.fromPrice?.formatted ?? null}>
        <div className={styles.toolbar}>
          <SearchBox key={term} term={term} onSearch={runSearch} />
          <div className={styles.toolbarEnd}>
            {criteria && (
              <Link className={styles.clearLink} to={paths.search.getHref()}>
                Clear Search Filter
              </Link>
            )}
            <CartButton />
          </div>
        </div>
      </SearchHero>
      <section className={styles.results} aria-labelledby="tour-list-heading">
        <h2 id="tour-list-heading" className={styles.heading} aria-live="polite">
          {toursAvailableHeading(data.tours.count)}
        </h2>
        <ul className={styles.grid}>
          {data.tours.tours.map((tour) => (
            <li key={tour.tourId}>
              <TourCard
                tour={tour}
                detailsHref={paths.search.getHref({ ...Object.fromEntries(params), open: tour.tourId })}
                inCart={inCart.has(tour.tourId)}
              />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

/** The loading state with the spec's text: 'Loading your tour' when opening a tour, else 'Loading Search Information'. */
export function SearchLoadingState() {
  const { pathname, search, hash } = useLocation();
  return <LoadingState text={searchLoadingText(pathname + search + hash)} />;
}

/**
 * The home and search page (/ and /search, seed 001 §2 Home and search route): hero with the from-price,
 * search box, Cart button, 'Clear Search Filter', the '{n} Tours Available' heading and the tour cards.
 */
export function Component() {
  return (
    <Suspense fallback={<SearchLoadingState />}>
      <SearchResults />
    </Suspense>
  );
}

/** Shown while the page's code loads on a first visit. */
export function HydrateFallback() {
  return <SearchLoadingState />;
}
