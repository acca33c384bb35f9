import { gql } from '@apollo/client';
import { useReadQuery } from '@apollo/client/react';
import { LABELS, MESSAGES, unbookableTourMessage } from '@tourdesk/domain/messages';
import { isTrainTour, searchLoadingText, toursAvailableHeading } from '@tourdesk/domain/tour-search';
import { Suspense, useMemo, useState } from 'react';
import { Button } from 'react-aria-components';
import {
  Link,
  useLoaderData,
  useLocation,
  useNavigate,
  useSearchParams,
  type LoaderFunctionArgs,
} from 'react-router';
import {
  EmbeddedTourPageDocument,
  SearchPageDocument,
  TourPanelPageDocument,
} from '@/apollo/generated/graphql';
import { apolloContext } from '@/apollo/router-context';
import { addTripToBasket, basketCurrency, useBasket } from '@/features/basket/api/basket-storage';
import { CartButton } from '@/features/basket/components/cart-button';
import { applyCurrencyParam } from '@/features/tours/api/currency';
import {
  BRAND_PARAM,
  brandFilterFromParams,
  DEPARTURE_DATE_PARAM,
  DEPARTURE_FROM_PARAM,
  DEPARTURE_TO_PARAM,
  DURATION_PARAM,
  departureRangeFromParams,
  embeddedTourFromLocation,
  hasSearchCriteria,
  OPEN_PARAM,
  openTourFromLocation,
  searchInputFromParams,
  SEARCH_TEXT_PARAM,
  TAGS_PARAM,
  tagIdsFromParams,
  withParams,
  withoutOpenTour,
} from '@/features/tours/api/search-params';
import { DatesPanel } from '@/features/tours/components/dates/dates-panel';
import { EmbeddedTour } from '@/features/tours/components/embedded-tour';
import { SelectATrip } from '@/features/tours/components/dates/select-a-trip';
import {
  BrandDurationPopup,
  type BrandDurationChoice,
} from '@/features/tours/components/filters/brand-duration-popup';
import { FilterBar } from '@/features/tours/components/filters/filter-bar';
import { ItineraryPanel } from '@/features/tours/components/itinerary/itinerary-panel';
import { SearchBox } from '@/features/tours/components/search-box';
import { SearchHero } from '@/features/tours/components/search-hero';
import { TourCard } from '@/features/tours/components/tour-card';
import { TourPanel, type PanelTrip } from '@/features/tours/components/tour-panel/tour-panel';
import { useAnalytics } from '@/lib/analytics';
import { useSiteConfig } from '@/config/site-config';
import { paths } from '@/paths';
import { CalendarIcon } from '@/ui/icons';
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
      filters {
        ...FilterBar_filter @unmask
      }
    }

    query EmbeddedTourPage($tourId: ID!) {
      tour(tourId: $tourId) {
        tourId
        ...EmbeddedTour_tour
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
 * Starts the page's query (the tour search of the address's criteria and the filter lists) before the page
 * renders; an address that opens a tour (`open`, seed 001 §2) also starts the details panel's query, in
 * parallel. The embedded mode (`embed` with `tour_id` or `open`) starts only its tour's query. A `cur`
 * parameter first switches the session's currency, so prices come in it.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { client, preloadQuery } = context.get(apolloContext);
  await applyCurrencyParam(client, url.searchParams.get('cur'));
  const embedded = embeddedTourFromLocation(url.search, url.hash);
  if (embedded) {
    return {
      mode: 'embedded' as const,
      embeddedRef: preloadQuery(EmbeddedTourPageDocument, { variables: { tourId: embedded.tourId } }),
      departureDate: embedded.departureDate,
    };
  }
  const search = searchInputFromParams(url.searchParams);
  const open = openTourFromLocation(url.search, url.hash);
  return {
    mode: 'search' as const,
    queryRef: preloadQuery(SearchPageDocument, { variables: { search } }),
    panelRef: open ? preloadQuery(TourPanelPageDocument, { variables: { tourId: open.tourId } }) : null,
    departureDate: open?.departureDate ?? null,
  };
}

type SearchData = Extract<Awaited<ReturnType<typeof loader>>, { mode: 'search' }>;
type EmbeddedData = Extract<Awaited<ReturnType<typeof loader>>, { mode: 'embedded' }>;
type PanelQueryRef = NonNullable<SearchData['panelRef']>;

/** The embedded mode's page (seed 001 §1): the tour card and calendar only, or the call-to-book message. */
function EmbeddedTourPage({ embeddedRef, departureDate }: Omit<EmbeddedData, 'mode'>) {
  const { data } = useReadQuery(embeddedRef);
  const { phone } = useSiteConfig();
  if (!data.tour) {
    return (
      <section className={styles.embeddedMessage} aria-labelledby="embedded-title">
        <h1 id="embedded-title">{MESSAGES.pageNotFound}</h1>
        <p>{unbookableTourMessage(phone)}</p>
      </section>
    );
  }
  return <EmbeddedTour key={data.tour.tourId} tour={data.tour} initialDate={departureDate} />;
}

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

/** The slide-outs opened on the page; they belong to the address they were opened at and close when it changes. */
interface Overlays {
  locationKey: string;
  dates: boolean;
  tripDate: string | null;
  itineraryTourId: string | null;
}

function SearchResults({ queryRef, panelRef, departureDate }: Omit<SearchData, 'mode'>) {
  const { data } = useReadQuery(queryRef);
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const analytics = useAnalytics();
  const { mode } = useSiteConfig();
  const openTour = openTourFromLocation(location.search, location.hash);
  const basket = useBasket();
  const inCart = useMemo(() => new Set(basket.trips.map((trip) => trip.tourId)), [basket]);
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
  const tourHref = (tourId: string, date?: string) =>
    paths.search.getHref({
      ...Object.fromEntries(withoutOpenTour(params)),
      [OPEN_PARAM]: tourId,
      [DEPARTURE_DATE_PARAM]: date,
    });
  const brandChoice: BrandDurationChoice = {
    brand: brandFilterFromParams(params),
    duration: params.get(DURATION_PARAM),
  };
  const monthPreset = searchInput.month
    ? { year: Number(searchInput.month.slice(0, 4)), month: Number(searchInput.month.slice(4)) }
    : null;

  return (
    <>
      <SearchHero fromPrice={data.tours.fromPrice?.formatted ?? null}>
        <div className={styles.toolbar}>
          <SearchBox key={term} term={term} onSearch={runSearch} />
          <Button className={styles.datesButton} onPress={() => showOverlays({ dates: true })}>
            <CalendarIcon />
            Dates
          </Button>
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
        <div className={styles.filters}>
          <FilterBar
            filters={data.filters}
            selectedTagIds={tagIdsFromParams(params)}
            isAgent={mode === 'agent'}
            onChange={(tagIds) => updateParams({ [TAGS_PARAM]: tagIds })}
          >
            {mode === 'agent' && (
              <BrandDurationPopup
                value={brandChoice}
                onChange={(choice) =>
                  updateParams({ [BRAND_PARAM]: choice.brand, [DURATION_PARAM]: choice.duration })
                }
              />
            )}
          </FilterBar>
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
        </div>
        <ul className={styles.grid}>
          {data.tours.tours.map((tour) => (
            <li key={tour.tourId}>
              <TourCard
                tour={tour}
                links={{
                  detailsHref: tourHref(tour.tourId),
                  onShowItinerary: (tourId) => showOverlays({ itineraryTourId: tourId }),
                }}
                inCart={inCart.has(tour.tourId)}
              />
            </li>
          ))}
        </ul>
      </section>
      {overlays.dates && (
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
      )}
      {overlays.tripDate && (
        <SlideOut aria-label="Select A Trip" onClose={() => showOverlays({ tripDate: null })}>
          <SelectATrip
            date={overlays.tripDate}
            search={searchWithoutDates}
            hrefs={(tourId, date) => ({ details: tourHref(tourId), dates: tourHref(tourId, date) })}
            onShowItinerary={(tourId) => showOverlays({ itineraryTourId: tourId })}
          />
        </SlideOut>
      )}
      {overlays.itineraryTourId && (
        <SlideOut aria-label="Itinerary" onClose={() => showOverlays({ itineraryTourId: null })}>
          <ItineraryPanel
            key={overlays.itineraryTourId}
            tourId={overlays.itineraryTourId}
            detailsHref={tourHref(overlays.itineraryTourId)}
          />
        </SlideOut>
      )}
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

/**
 * The loading state with the spec's text: 'Loading your tour' when opening a tour (or in the embedded mode),
 * else 'Loading Search Information'.
 */
export function SearchLoadingState() {
  const { pathname, search, hash } = useLocation();
  const text = embeddedTourFromLocation(search, hash)
    ? LABELS.loadingYourTour
    : searchLoadingText(pathname + search + hash);
  return <LoadingState text={text} />;
}

/**
 * The home and search page (/ and /search, seed 001 §2 Home and search route): hero with the from-price,
 * search box, Cart button, 'Clear Search Filter', the '{n} Tours Available' heading and the tour cards; in the
 * embedded mode (`embed`), only the tour's card and calendar.
 */
export function Component() {
  const data = useLoaderData<typeof loader>();
  return (
    <Suspense fallback={<SearchLoadingState />}>
      {data.mode === 'embedded' ? (
        <EmbeddedTourPage embeddedRef={data.embeddedRef} departureDate={data.departureDate} />
      ) : (
        <SearchResults queryRef={data.queryRef} panelRef={data.panelRef} departureDate={data.departureDate} />
      )}
    </Suspense>
  );
}

/** Shown while the page's code loads on a first visit. */
export function HydrateFallback() {
  return <SearchLoadingState />;
}
