import { gql } from '@apollo/client';
import type { PreloadedQueryRef } from '@apollo/client/react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { LABELS, MESSAGES, unbookableTourMessage } from '@tourdesk/domain/messages';
import { searchLoadingText } from '@tourdesk/domain/tour-search';
import { Suspense, useMemo } from 'react';
import { redirect, useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router';
import {
  EmbeddedTourPageDocument,
  SearchOpenTourOnDatePageDocument,
  SearchOpenTourPageDocument,
  SearchPageDocument,
  TourPanelOnDatePageDocument,
  TourPanelPageDocument,
  type EmbeddedTourPageQuery,
  type SearchPageQuery,
  type TourPanelPageQuery,
} from '@/apollo/generated/graphql';
import { hydratingFromAnswers, usePageData, type PageData } from '@/apollo/page-answers';
import { apolloFrom, pageQuery, routeQuery } from '@/apollo/router-context';
import { useSiteConfig } from '@/config/site-config';
import {
  addTripToBasket,
  basketCurrency,
  basketKey,
  lastTripParty,
  useBasket,
} from '@/features/cart/api/basket-storage';
import { CartButton } from '@/features/cart/components/cart-button';
import { applyCurrencyParam, CURRENCY_PARAM } from '@/features/tours/api/currency';
import { canonicalMonthAddress } from '@/features/tours/api/month-address';
import { openingParty, openTourOnDateVariables } from '@/features/tours/api/open-tour';
import {
  embeddedTourFromLocation,
  openTourFromLocation,
  searchInputFromParams,
  searchOrHomePageName,
  tagIdsFromParams,
} from '@/features/tours/api/search-params';
import { EmbeddedTour, OpenTourPanel, preloadTourPanel } from '@/features/tours/components/lazy-panels';
import type { OpenPanel } from '@/features/tours/components/open-tour-panel';
import { SearchResults } from '@/features/tours/components/search-results';
import styles from '@/features/tours/components/search-results.module.css';
import type { PanelTrip } from '@/features/tours/api/tour-booking';
import { addToCartEvent, useAnalytics } from '@/lib/analytics';
import { loadingServerDrawnPage } from '@/lib/server-drawn-page';
import { readSession } from '@/lib/session-store';
import { yieldToBrowser } from '@/lib/yield-to-browser';
import { paths } from '@tourdesk/domain/paths';
import { LoadingState } from '@/ui/loading-state';
import { usePageTitle, usePageTitleSetter } from '@/features/layout/hooks/use-page-title';

// The page queries hand the tour list its fields (`SearchResults_query`, unmasked: the list is the page, and reading
// it a second time from the cache made hydration on a phone one long task longer); `OpenTourPanel` reads its
// fragments from the cache's root object (useFragment from 'ROOT_QUERY', with the page query's variables).
if (false) {
  gql`
    query SearchPage($search: TourSearchInput) {
      ...SearchResults_query @unmask
    }

    query SearchOpenTourPage($search: TourSearchInput, $tourId: ID!) {
      ...SearchResults_query @unmask
      ...OpenTourPanel_query
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
      ...OpenTourPanel_query
      ...OpenTourPanel_date
    }

    query TourPanelPage($tourId: ID!) {
      ...OpenTourPanel_query
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
      ...OpenTourPanel_query
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
 * Starts the page's one query before the page renders (B1: one request per screen). The tour list
 * and the filter lists come from `SearchPage`; an address that opens a tour (`open`, `departuredate`, seed 001
 * §2) on a first visit asks for them together with everything the details panel shows first (the tour, the
 * age categories and, with a date, that month's calendar, the date's departures, pick-ups and rooms and the
 * quote of the opening party) in `SearchOpenTourPage`; when the list is already in the cache (a card opened
 * from the list) only the panel's `TourPanelPage` is asked for. The embedded mode (`embed` with `tour_id` or
 * `open`) starts only its tour's query. A `cur` parameter first switches the session's currency, so prices
 * come in it. An old address with month tags in `tags` is redirected (301) to its `month=yyyymm` form.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const currency = url.searchParams.get(CURRENCY_PARAM);
  if (currency) await applyCurrencyParam((await apolloFrom(context)).client, currency);
  const embedded = embeddedTourFromLocation(url.search, url.hash);
  if (embedded) {
    return {
      mode: 'embedded' as const,
      embedded: await pageQuery(context, EmbeddedTourPageDocument, { tourId: embedded.tourId }),
      departureDate: embedded.departureDate,
    };
  }
  // An old address whose `tags` hold the Month filter's tags is sent on to its `month=yyyymm` form (by the server
  // before it draws the page, so a page hydrating from its answers has none).
  if (!hydratingFromAnswers() && tagIdsFromParams(url.searchParams).length > 0) {
    const canonical = await canonicalMonthAddress((await apolloFrom(context)).client, url);
    if (canonical) throw redirect(canonical, 301);
  }
  const search = searchInputFromParams(url.searchParams);
  const open = openTourFromLocation(url.search, url.hash);
  if (!open) {
    return {
      mode: 'search' as const,
      list: await pageQuery(context, SearchPageDocument, { search }),
      panel: null,
    };
  }
  preloadTourPanel();
  const apollo = await apolloFrom(context);
  const { client } = apollo;
  // Restoring a server-rendered page's cache, reading the list and reading the panel are each a task of their own.
  await yieldToBrowser();
  const dated = open.departureDate
    ? openTourOnDateVariables(
        open.tourId,
        open.departureDate,
        // A server-rendered page's first run asks for the server's party (it has no basket); the panel takes the
        // basket's once hydrated.
        openingParty(loadingServerDrawnPage() ? [] : lastTripParty(readSession(basketKey))),
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
  const panel: Omit<OpenPanel, 'ref'> = { tourId: open.tourId, departureDate: open.departureDate, recheck };
  const cachedList = client.readQuery({ query: SearchPageDocument, variables: { search } });
  if (cachedList !== null) {
    // The list is in the cache (a card opened from it, or the server-rendered page's): only the panel's data is
    // asked for, and the list handed over as read. Before the panel's query is started, Apollo's analysis of its
    // document (kept per document) and the panel's read of the cache (memoised) run in tasks of their own, so
    // starting the query reuses them instead of doing all three in one long task.
    await yieldToBrowser();
    const panelQuery = dated
      ? { query: TourPanelOnDatePageDocument, variables: dated }
      : { query: TourPanelPageDocument, variables: { tourId: open.tourId } };
    client.watchQuery(panelQuery as Parameters<typeof client.watchQuery>[0]);
    await yieldToBrowser();
    client.readQuery(panelQuery as Parameters<typeof client.readQuery>[0]);
    await yieldToBrowser();
    const panelRef = dated
      ? routeQuery(apollo, TourPanelOnDatePageDocument, { variables: dated })
      : routeQuery(apollo, TourPanelPageDocument, { variables: { tourId: open.tourId } });
    return {
      mode: 'search' as const,
      list: cachedList as SearchPageQuery,
      panel: { ...panel, ref: panelRef as PreloadedQueryRef<TourPanelPageQuery> },
    };
  }
  // One query for the list and the panel: the panel reads it through its reference, the list through its answer
  // (the same request: Apollo sends identical operations in flight once).
  const listAndPanel = async <TData, TVariables extends Record<string, unknown>>(
    query: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
  ) => {
    const ref = routeQuery(apollo, query, { variables });
    return {
      mode: 'search' as const,
      list: (await pageQuery(context, query, variables)) as PageData<SearchPageQuery>,
      panel: { ...panel, ref: ref as PreloadedQueryRef<TourPanelPageQuery> },
    };
  };
  return dated
    ? listAndPanel(SearchOpenTourOnDatePageDocument, { search, ...dated })
    : listAndPanel(SearchOpenTourPageDocument, { search, tourId: open.tourId });
}

type SearchData = Extract<Awaited<ReturnType<typeof loader>>, { mode: 'search' }>;
type EmbeddedData = Extract<Awaited<ReturnType<typeof loader>>, { mode: 'embedded' }>;

/** The embedded mode's page (seed 001 §1): the tour card and calendar only, or the call-to-book message. */
function EmbeddedTourPage({ embedded, departureDate }: Omit<EmbeddedData, 'mode'>) {
  const data: EmbeddedTourPageQuery = usePageData(embedded);
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
 * The search page composed with the basket: the cards know what is in the cart, and the tour details panel opens
 * with the basket's last party and adds its trip to the basket before moving on to the cart. It waits for the
 * page query (suspends until it has answered) and hands the list its answer.
 */
function SearchPage({
  list,
  panel,
  onTourShown,
}: Omit<SearchData, 'mode'> & { onTourShown: (name: string) => void }) {
  const data = usePageData(list);
  const basket = useBasket();
  const analytics = useAnalytics();
  const navigate = useNavigate();
  const location = useLocation();
  const openTour = openTourFromLocation(location.search, location.hash);
  const inCart = useMemo(() => new Set(basket.trips.map((trip) => trip.tourId)), [basket]);
  const lastParty = useMemo(() => lastTripParty(basket), [basket]);
  const addToCart = (trip: PanelTrip) => {
    addTripToBasket(trip);
    analytics.track(addToCartEvent(trip));
    void navigate(paths.cart.getHref(trip.tourId));
  };
  return (
    <SearchResults
      query={data}
      inCart={inCart}
      cartButton={<CartButton />}
      tourPanel={
        panel &&
        openTour && (
          <OpenTourPanel
            key={openTour.tourId}
            panel={panel}
            lastParty={lastParty}
            basketCurrency={basketCurrency(basket)}
            onAddToCart={addToCart}
            onTourShown={onTourShown}
          />
        )
      }
    />
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
  const { heroTitle } = useSiteConfig();
  const location = useLocation();
  // An open tour details panel titles the page with its tour's name once it has it (a page opened by address
  // already has it from the server).
  const setTourTitle = usePageTitleSetter();
  usePageTitle(
    openTourFromLocation(location.search, location.hash)
      ? undefined
      : searchOrHomePageName(
          location.pathname === paths.search.path,
          new URLSearchParams(location.search),
          heroTitle,
        ),
  );
  const data = useLoaderData<typeof loader>();
  return (
    <Suspense fallback={<SearchLoadingState />}>
      {data.mode === 'embedded' ? (
        <EmbeddedTourPage embedded={data.embedded} departureDate={data.departureDate} />
      ) : (
        <SearchPage list={data.list} panel={data.panel} onTourShown={setTourTitle} />
      )}
    </Suspense>
  );
}

/** Shown while the page's code loads on a first visit. */
export function HydrateFallback() {
  return <SearchLoadingState />;
}
