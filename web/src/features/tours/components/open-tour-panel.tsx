import { gql } from '@apollo/client';
import type { PreloadedQueryRef } from '@apollo/client/react';
import { useFragment, useReadQuery } from '@apollo/client/react';
import { LABELS, tourNotAvailableToAgencyMessage, unbookableTourMessage } from '@tourdesk/domain/messages';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { OpenTourPanel_QueryFragmentDoc, type TourPanelPageQuery } from '@/apollo/generated/graphql';
import { useSiteConfig } from '@/config/site-config';
import { LoadingState } from '@/ui/loading-state';
import { countsOfParty } from '../api/open-tour';
import { DEPARTURE_DATE_PARAM, fullBookingParams, OPEN_PARAM, withParams } from '../api/search-params';
import { useOpenTourRetry } from '../hooks/use-open-tour-retry';
import styles from './search-results.module.css';
import type { PanelChoices, PanelTrip } from '../api/tour-booking';
import { TourPanel } from './tour-panel/tour-panel';

if (false) {
  gql`
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
        ...SalesGroupSelector_datePrices
      }
      openTourQuote: quote(basket: $basket) {
        ...TourPanel_quote
      }
    }
  `;
}

/**
 * A tour opened by address: the page query's reference, the tour, how to ask again, and the date the address gave.
 */
export interface OpenPanel {
  /** The page query holding `OpenTourPanel_query` (and `OpenTourPanel_date` with a date). */
  ref: PreloadedQueryRef<TourPanelPageQuery>;
  /** The tour the address opens (the page query's `$tourId`), e.g. '3SU'. */
  tourId: string;
  /** Asks the gateway again for the panel's query (network only), for {@link useOpenTourRetry}. */
  recheck: () => Promise<unknown>;
  /** ISO date from `departuredate`, or null. */
  departureDate: string | null;
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

/** Props of {@link OpenTourPanel}. */
export interface OpenTourPanelProps {
  panel: OpenPanel;
  /** The party of the basket's last trip (age category names, one per passenger), empty for an empty basket. */
  lastParty: readonly string[];
  /** The basket's currency for the currency check, null when the basket is empty. */
  basketCurrency: string | null;
  /** Stores the trip (the route adds it to the basket and moves on to the cart). */
  onAddToCart: (trip: PanelTrip) => void;
  /** Told the tour's name once it is known (the route titles the page with it). */
  onTourShown?: (name: string) => void;
}

/**
 * The tour details panel of a tour opened by address (seed 001 §2 `open`, §4): 'Loading your tour' while the
 * tour is re-checked, the call-to-book message for an unknown tour (for agents: that the tour is not available to
 * their agency), else the panel preset to the basket's last
 * party and the address's date. It waits for the page query (useReadQuery suspends until it has answered) and
 * reads `OpenTourPanel_query` from the cache's root object with the address's tour id. Choosing another sales-group option replaces the address, carrying the choices.
 */
export function OpenTourPanel({
  panel,
  lastParty,
  basketCurrency,
  onAddToCart,
  onTourShown,
}: OpenTourPanelProps) {
  useReadQuery(panel.ref);
  const { data, complete } = useFragment({
    fragment: OpenTourPanel_QueryFragmentDoc,
    fragmentName: 'OpenTourPanel_query',
    from: 'ROOT_QUERY',
    variables: { tourId: panel.tourId },
  });
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const { phone, mode } = useSiteConfig();
  const openTour = complete ? data.openTour : null;
  const shownName = openTour?.name ?? null;
  useEffect(() => {
    if (shownName !== null) onTourShown?.(shownName);
  }, [onTourShown, shownName]);
  const categories = complete ? data.ageCategories.categories : null;
  const retrying = useOpenTourRetry(openTour?.bookableOnline ?? false, panel.recheck);
  const carried = carriedState(location.state);
  const initialCounts = useMemo(() => countsOfParty(lastParty, categories ?? []), [lastParty, categories]);
  if (retrying || !categories) return <LoadingState text={LABELS.loadingYourTour} />;
  if (!openTour) {
    // The gateway gives an agent only the tours of the agency's pricing band (seed 000 §6): one it does not give
    // is not available to this agency, which the agent is told rather than that it cannot be booked online.
    return (
      <p className={styles.panelMessage} role="status">
        {mode === 'agent' ? tourNotAvailableToAgencyMessage(phone) : unbookableTourMessage(phone)}
      </p>
    );
  }

  return (
    <TourPanel
      key={openTour.tourId}
      tour={openTour}
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
      basketCurrency={basketCurrency}
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
      onAddToCart={onAddToCart}
    />
  );
}
