import { gql } from '@apollo/client';
import type { PreloadedQueryRef } from '@apollo/client/react';
import { useReadQuery } from '@apollo/client/react';
import { formatDate } from '@tourdesk/domain/dates';
import { LABELS, MESSAGES, unbookableTourMessage } from '@tourdesk/domain/messages';
import { openTourRetryDelay } from '@tourdesk/domain/open-tour';
import { isTrainTour, searchLoadingText, toursAvailableHeading } from '@tourdesk/domain/tour-search';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
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
  SearchOpenTourOnDatePageDocument,
  SearchOpenTourPageDocument,
  SearchPageDocument,
  TourPanelOnDatePageDocument,
  TourPanelPageDocument,
  type SearchPageQuery,
  type TourPanelPageQuery,
} from '@/apollo/generated/graphql';
import { apolloContext } from '@/apollo/router-context';
import {
  addTripToBasket,
  basketCurrency,
  basketKey,
  lastTripParty,
  useBasket,
} from '@/features/basket/api/basket-storage';
import { CartButton } from '@/features/basket/components/cart-button';
import { applyCurrencyParam } from '@/features/tours/api/currency';
import { openingParty, openTourOnDateVariables } from '@/features/tours/api/open-tour';
import {
  BRAND_PARAM,
  brandFilterFromParams,
  DEPARTURE_DATE_PARAM,
  DEPARTURE_FROM_PARAM,
  DEPARTURE_TO_PARAM,
  DURATION_PARAM,
  departureRangeFromParams,
  embeddedTourFromLocation,
  fullBookingParams,
  hasSearchCriteria,
  OPEN_PARAM,
  openTourFromLocation,
  searchInputFromParams,
  SEARCH_TEXT_PARAM,
  selectedTagIdsFromParams,
  SORT_PARAM,
  sortOrderFromParams,
  TAGS_PARAM,
  DEPARTING_PARAM,
  MONTH_PARAM,
  withParams,
  withoutOpenTour,
} from '@/features/tours/api/search-params';
import type { BrandDurationChoice } from '@/features/tours/components/filters/brand-duration-choices';
import { FilterBar } from '@/features/tours/components/filters/filter-bar';
import { SearchBox } from '@/features/tours/components/search-box';
import { SearchHero } from '@/features/tours/components/search-hero';
import { SortSelect } from '@/features/tours/components/sort-select';
import { TourCard } from '@/features/tours/components/tour-card';
import type { PanelChoices, PanelTrip } from '@/features/tours/components/tour-panel/tour-panel';
import { useAnalytics } from '@/lib/analytics';
import { useSiteConfig } from '@/config/site-config';
import { readSession } from '@/lib/session-store';
import { paths } from '@/paths';
import { CalendarIcon } from '@/ui/icons';
import { LoadingState } from '@/ui/loading-state';
import styles from './search.module.css';

/**
 * The code the search page loads only when it needs it (issue 11 B5: the page's first load stays small): the
 * slide-out dialog, the tour details panel, the Dates panel, 'Select A Trip', the itinerary and the embedded
 * tour. `loadTourPanel` is also called early: by the loader when the address opens a tour, and when a pointer
 * or the focus reaches a card's 'See tour details' or 'Book Now'.
 */
const loadTourPanel = () => import('@/features/tours/components/tour-panel/tour-panel');
const loadSlideOut = () => import('@/ui/slide-out');
const TourPanel = lazy(() => loadTourPanel().then((module) => ({ default: module.TourPanel })));
const SlideOut = lazy(() => loadSlideOut().then((module) => ({ default: module.SlideOut })));
const DatesPanel = lazy(() =>
  import('@/features/tours/components/dates/dates-panel').then((module) => ({ default: module.DatesPanel })),
);
const SelectATrip = lazy(() =>
  import('@/features/tours/components/dates/select-a-trip').then((module) => ({
    default: module.SelectATrip,
  })),
);
const ItineraryPanel = lazy(() =>
  import('@/features/tours/components/itinerary/itinerary-panel').then((module) => ({
    default: module.ItineraryPanel,
  })),
);
const EmbeddedTour = lazy(() =>
  import('@/features/tours/components/embedded-tour').then((module) => ({ default: module.EmbeddedTour })),
);

/** Starts loading the tour details panel's code and the slide-out around it. */
function preloadTourPanel(): void {
  void loadTourPanel();
  void loadSlideOut();
}

if (false) {
  gql`
    fragment SearchResults_query on Query {
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

    fragment OpenTourPanel_query on Query {
      openTour: tour(tourId: $tourId) {
        tourId
        name
        bookableOnline
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

    fragment OpenTourPanel_date on Query {
      openTour: tour(tourId: $tourId) {
        tourId
        ...CapacityCalendar_tour
        ...TourPanel_dateOptions
      }
      openTourQuote: quote(basket: $basket) {
        ...TourPanel_quote
      }
    }

    query SearchPage($search: TourSearchInput) {
      ...SearchResults_query @unmask
    }

    query SearchOpenTourPage($search: TourSearchInput, $tourId: ID!) {
      ...SearchResults_query @unmask
      ...OpenTourPanel_query @unmask
    }

    query SearchOpenTourOnDatePage(
      $search: TourSearchInput
      $tourId: ID!
      $year: Int!
      $month: Int!
      $passengers: Int!
      $date: Date!
      $party: [AgeCategoryName!]!
      $withRooms: Boolean!
      $basket: BasketInput!
    ) {
      ...SearchResults_query @unmask
      ...OpenTourPanel_query @unmask
      ...OpenTourPanel_date
    }

    query TourPanelPage($tourId: ID!) {
      ...OpenTourPanel_query @unmask
    }

    query TourPanelOnDatePage(
      $tourId: ID!
      $year: Int!
      $month: Int!
      $passengers: Int!
      $date: Date!
      $party: [AgeCategoryName!]!
      $withRooms: Boolean!
      $basket: BasketInput!
    ) {
      ...OpenTourPanel_query @unmask
      ...OpenTourPanel_date
    }

    query EmbeddedTourPage($tourId: ID!) {
      tour(tourId: $tourId) {
        tourId
        ...EmbeddedTour_tour
      }
    }
  `;
}

/**
 * Starts the page's one query before the page renders (issue 11 B1: one request per screen). The tour list
 * and the filter lists come from `SearchPage`; an address that opens a tour (`open`, `departuredate`, seed 001
 * §2) on a first visit asks for them together with everything the details panel shows first (the tour, the
 * age categories and, with a date, that month's calendar, the date's departures, pick-ups and rooms and the
 * quote of the opening party) in `SearchOpenTourPage`; when the list is already in the cache (a card opened
 * from the list) only the panel's `TourPanelPage` is asked for. The embedded mode (`embed` with `tour_id` or
 * `open`) starts only its tour's query. A `cur` parameter first switches the session's currency, so prices
 * come in it.
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
  if (!open) {
    return {
      mode: 'search' as const,
      queryRef: preloadQuery(SearchPageDocument, { variables: { search } }),
      panel: null,
    };
  }
  preloadTourPanel();
  const dated = open.departureDate
    ? openTourOnDateVariables(
        open.tourId,
        open.departureDate,
        openingParty(lastTripParty(readSession(basketKey))),
      )
    : null;
  const recheck = () =>
    dated
      ? client.query({ query: TourPanelOnDatePageDocument, variables: dated, fetchPolicy: 'network-only' })
      : client.query({
          query: TourPanelPageDocument,
          variables: { tourId: open.tourId },
          fetchPolicy: 'network-only',
        });
  const panel = { departureDate: open.departureDate, recheck };
  if (client.readQuery({ query: SearchPageDocument, variables: { search } }) !== null) {
    // The list is in the cache (a card opened from it): only the panel's data is asked for.
    const panelRef = dated
      ? preloadQuery(TourPanelOnDatePageDocument, { variables: dated })
      : preloadQuery(TourPanelPageDocument, { variables: { tourId: open.tourId } });
    return {
      mode: 'search' as const,
      queryRef: preloadQuery(SearchPageDocument, { variables: { search } }),
      panel: { ...panel, ref: panelRef as PreloadedQueryRef<TourPanelPageQuery> },
    };
  }
  const queryRef = dated
    ? preloadQuery(SearchOpenTourOnDatePageDocument, { variables: { search, ...dated } })
    : preloadQuery(SearchOpenTourPageDocument, { variables: { search, tourId: open.tourId } });
  return {
    mode: 'search' as const,
    queryRef: queryRef as PreloadedQueryRef<SearchPageQuery>,
    panel: { ...panel, ref: queryRef as PreloadedQueryRef<TourPanelPageQuery> },
  };
}

type SearchData = Extract<Awaited<ReturnType<typeof loader>>, { mode: 'search' }>;
type EmbeddedData = Extract<Awaited<ReturnType<typeof loader>>, { mode: 'embedded' }>;
type OpenPanel = NonNullable<SearchData['panel']>;

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

/**
 * Re-checks a tour opened by address every 100 ms while it is not bookable (seed 001 §4, §9), for at most
 * `OPEN_TOUR_RETRY_WINDOW_MS` after the first answer (domain/open-tour): each check (`recheck`) asks the gateway
 * again for the panel's query, whose answer updates the cache the panel reads. Returns true while checks are
 * still to come.
 */
function useOpenTourRetry(bookable: boolean, recheck: () => Promise<unknown>): boolean {
  const [startedAt] = useState(() => Date.now());
  const [checks, setChecks] = useState({ count: 0, done: false });
  useEffect(() => {
    if (checks.done) return undefined;
    const delay = openTourRetryDelay({ bookable, elapsedMs: Date.now() - startedAt });
    let active = true;
    const timer = setTimeout(() => {
      if (delay === null) {
        setChecks((current) => ({ ...current, done: true }));
        return;
      }
      void recheck()
        .catch(() => null)
        .then(() => {
          if (active) setChecks((current) => ({ ...current, count: current.count + 1 }));
        });
    }, delay ?? 0);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [bookable, checks, recheck, startedAt]);
  return !bookable && !checks.done;
}

/**
 * Router state of an address reached by switching sales-group option: the choices the panel carries over and what
 * it could not keep.
 */
interface CarriedState {
  carry: PanelChoices;
  notice: string | null;
}

function carriedState(state: unknown): CarriedState | null {
  return state && typeof state === 'object' && 'carry' in state ? (state as CarriedState) : null;
}

function OpenTourPanel({ panel }: { panel: OpenPanel }) {
  const { data } = useReadQuery(panel.ref);
  const basket = useBasket();
  const analytics = useAnalytics();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const { phone } = useSiteConfig();
  const retrying = useOpenTourRetry(data.openTour?.bookableOnline ?? false, panel.recheck);
  const categories = data.ageCategories.categories;
  const carried = carriedState(location.state);
  const initialCounts = useMemo(() => {
    const counts: Record<string, number> = {};
    const party = lastTripParty(basket);
    if (party.length > 0) {
      for (const category of party) counts[category] = (counts[category] ?? 0) + 1;
    } else {
      for (const category of categories) counts[category.name] = category.defaultPassengers;
    }
    return counts;
  }, [basket, categories]);
  if (retrying) return <LoadingState text={LABELS.loadingYourTour} />;
  if (!data.openTour) return <p className={styles.panelMessage}>{unbookableTourMessage(phone)}</p>;

  const addToCart = (trip: PanelTrip) => {
    addTripToBasket(trip);
    analytics.track({
      event: 'add_to_cart',
      currency: trip.currency,
      value: trip.totalMinor / 100,
      items: [
        {
          item_id: trip.tourId,
          item_name: trip.tourName,
          item_category: trip.party.join(','),
          price: trip.totalMinor / 100 / trip.party.length,
          quantity: trip.party.length,
        },
      ],
    });
    void navigate(paths.cart.getHref(trip.tourId));
  };

  return (
    <TourPanel
      key={data.openTour.tourId}
      tour={data.openTour}
      categories={categories}
      initial={
        carried?.carry ?? {
          counts: initialCounts,
          departureDate: panel.departureDate,
          departureTime: null,
          pickupPointId: null,
        }
      }
      switched={carried !== null}
      carriedNotice={carried?.notice ?? null}
      basketCurrency={basketCurrency(basket)}
      onSelectProduct={(tourId, choices, notice) => {
        const next = withParams(params, {
          [OPEN_PARAM]: tourId,
          [DEPARTURE_DATE_PARAM]: choices.departureDate
            ? (fullBookingParams(tourId, choices.departureDate)[DEPARTURE_DATE_PARAM] ?? null)
            : null,
        });
        const state: CarriedState = { carry: choices, notice };
        void navigate({ search: next.toString() }, { replace: true, state });
      }}
      onAddToCart={addToCart}
    />
  );
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

function SearchResults({ queryRef, panel }: Omit<SearchData, 'mode'>) {
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
  const selectedTagIds = selectedTagIdsFromParams(
    params,
    data.filters.flatMap((filter) => filter.tags),
    { duration: mode !== 'agent' },
  );
  const monthPreset = searchInput.month
    ? { year: Number(searchInput.month.slice(0, 4)), month: Number(searchInput.month.slice(4)) }
    : null;

  return (
    <>
      <SearchHero fromPrice={data.tours.fromPrice?.formatted ?? null}>
        <div className={styles.toolbar}>
          <SearchBox term={term} onSearch={runSearch} />
          <Button className={styles.datesButton} onPress={() => showOverlays({ dates: true })}>
            <CalendarIcon />
            {datesButtonLabel(departureRangeFromParams(params))}
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
            selectedTagIds={selectedTagIds}
            isAgent={mode === 'agent'}
            brandDuration={mode === 'agent' ? brandChoice : null}
            onChange={({ tagIds, brandDuration }) =>
              updateParams({
                // The tags now stand for the presets they showed, so the presets leave the address; an agent's
                // duration belongs to the brand/duration popup and changes only with it.
                [TAGS_PARAM]: tagIds,
                [MONTH_PARAM]: null,
                [DEPARTING_PARAM]: null,
                ...(mode === 'agent' ? {} : { [DURATION_PARAM]: null }),
                ...(brandDuration && {
                  [BRAND_PARAM]: brandDuration.brand,
                  [DURATION_PARAM]: brandDuration.duration,
                }),
              })
            }
          />
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
          <SortSelect
            value={sortOrderFromParams(params)}
            onChange={(order) => updateParams({ [SORT_PARAM]: order === 'default' ? null : order })}
          />
        </div>
        <ul className={styles.grid}>
          {data.tours.tours.map((tour) => (
            <li key={tour.tourId}>
              <TourCard
                tour={tour}
                links={{
                  detailsHref: tourHref(tour.tourId),
                  onShowItinerary: (tourId) => showOverlays({ itineraryTourId: tourId }),
                  onPreloadDetails: preloadTourPanel,
                }}
                inCart={inCart.has(tour.tourId)}
              />
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
      {panel && openTour && (
        <Suspense fallback={null}>
          <SlideOut aria-label="Tour details" onClose={closePanel}>
            <Suspense fallback={<LoadingState text={LABELS.loadingYourTour} />}>
              <OpenTourPanel key={openTour.tourId} panel={panel} />
            </Suspense>
          </SlideOut>
        </Suspense>
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
        <SearchResults queryRef={data.queryRef} panel={data.panel} />
      )}
    </Suspense>
  );
}

/** Shown while the page's code loads on a first visit. */
export function HydrateFallback() {
  return <SearchLoadingState />;
}
