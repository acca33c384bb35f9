import { gql } from '@apollo/client';
import { useReadQuery } from '@apollo/client/react';
import { LABELS, unbookableTourMessage } from '@tourdesk/domain/messages';
import { isTrainTour, searchLoadingText, toursAvailableHeading } from '@tourdesk/domain/tour-search';
import { Suspense, useMemo } from 'react';
import {
  Link,
  useLoaderData,
  useLocation,
  useNavigate,
  useSearchParams,
  type LoaderFunctionArgs,
} from 'react-router';
import { SearchPageDocument, TourPanelPageDocument } from '@/apollo/generated/graphql';
import { apolloContext } from '@/apollo/router-context';
import { addTripToBasket, basketCurrency, useBasket } from '@/features/basket/api/basket-storage';
import { CartButton } from '@/features/basket/components/cart-button';
import {
  hasSearchCriteria,
  OPEN_PARAM,
  openTourFromLocation,
  searchInputFromParams,
  SEARCH_TEXT_PARAM,
  withoutOpenTour,
} from '@/features/tours/api/search-params';
import { SearchBox } from '@/features/tours/components/search-box';
import { SearchHero } from '@/features/tours/components/search-hero';
import { TourCard } from '@/features/tours/components/tour-card';
import { TourPanel, type PanelTrip } from '@/features/tours/components/tour-panel/tour-panel';
import { useAnalytics } from '@/lib/analytics';
import { useSiteConfig } from '@/config/site-config';
import { paths } from '@/paths';
import { LoadingState } from '@/ui/loading-state';
import { SlideOut } from '@/ui/slide-out';
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

    query TourPanelPage($tourId: ID!) {
      tour(tourId: $tourId) {
        tourId
        name
        ...TourPanel_tour
      }
      ageCategories {
        categories {
          name
          label
          description
          defaultPassengers
          maxPassengers
        }
      }
    }
  `;
}

/**
 * Starts the page's query (the tour search of the address's criteria) before the page renders; an address
 * that opens a tour (`open`, seed 001 §2) also starts the details panel's query, in parallel.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { preloadQuery } = context.get(apolloContext);
  const search = searchInputFromParams(url.searchParams);
  const open = openTourFromLocation(url.search, url.hash);
  return {
    queryRef: preloadQuery(SearchPageDocument, { variables: { search } }),
    panelRef: open ? preloadQuery(TourPanelPageDocument, { variables: { tourId: open.tourId } }) : null,
    departureDate: open?.departureDate ?? null,
  };
}

type PanelQueryRef = NonNullable<ReturnType<typeof loader>['panelRef']>;

function OpenTourPanel({
  panelRef,
  departureDate,
}: {
  panelRef: PanelQueryRef;
  departureDate: string | null;
}) {
  const { data } = useReadQuery(panelRef);
  const basket = useBasket();
  const analytics = useAnalytics();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { phone } = useSiteConfig();
  const categories = data.ageCategories.categories;
  const initialCounts = useMemo(() => {
    const counts: Record<string, number> = {};
    if (basket.passengers.length > 0) {
      for (const passenger of basket.passengers) {
        counts[passenger.ageCategory] = (counts[passenger.ageCategory] ?? 0) + 1;
      }
    } else {
      for (const category of categories) counts[category.name] = category.defaultPassengers;
    }
    return counts;
  }, [basket.passengers, categories]);
  if (!data.tour) return <p className={styles.panelMessage}>{unbookableTourMessage(phone)}</p>;

  const addToCart = (trip: PanelTrip) => {
    addTripToBasket(trip.passengers, {
      tourId: trip.tourId,
      tourName: trip.tourName,
      departureDate: trip.departureDate,
      departureTime: trip.departureTime,
      currency: trip.currency,
      pickupPointId: trip.pickupPointId,
      rooms: trip.rooms,
    });
    analytics.track({
      event: 'add_to_cart',
      currency: trip.currency,
      value: trip.totalMinor / 100,
      items: [
        {
          item_id: trip.tourId,
          item_name: trip.tourName,
          item_category: trip.passengers.join(','),
          price: trip.totalMinor / 100 / trip.passengers.length,
          quantity: trip.passengers.length,
        },
      ],
    });
    void navigate(paths.cart.getHref(trip.tourId));
  };

  return (
    <TourPanel
      key={data.tour.tourId}
      tour={data.tour}
      categories={categories}
      initialCounts={initialCounts}
      initialDate={departureDate}
      basketCurrency={basketCurrency(basket)}
      onSelectProduct={(tourId) => {
        const next = new URLSearchParams(params);
        next.set(OPEN_PARAM, tourId);
        void navigate({ search: next.toString() }, { replace: true });
      }}
      onAddToCart={addToCart}
    />
  );
}

function SearchResults() {
  const { queryRef, panelRef, departureDate } = useLoaderData<typeof loader>();
  const { data } = useReadQuery(queryRef);
  const [params, setParams] = useSearchParams();
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const analytics = useAnalytics();
  const openTour = openTourFromLocation(search, hash);
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
    if (next) analytics.track({ event: 'search', search_term: next });
  };
  const closePanel = () => {
    void navigate({ search: withoutOpenTour(params).toString(), hash: '' });
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
        <div className={styles.headingRow}>
          <h2 id="tour-list-heading" className={styles.heading} aria-live="polite">
            {toursAvailableHeading(data.tours.count, openTour?.tourId)}
          </h2>
          {openTour && isTrainTour(openTour.tourId) && (
            <Link className={styles.seeAll} to={paths.search.getHref()}>
              {LABELS.seeAllTours}
            </Link>
          )}
        </div>
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
      {panelRef && openTour && (
        <SlideOut aria-label="Tour details" onClose={closePanel}>
          <Suspense fallback={<LoadingState text={LABELS.loadingYourTour} />}>
            <OpenTourPanel key={openTour.tourId} panelRef={panelRef} departureDate={departureDate} />
          </Suspense>
        </SlideOut>
      )}
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
