import { gql } from '@apollo/client';
import { useSuspenseQuery } from '@apollo/client/react';
import { unbookableTourMessage } from '@tourdesk/domain/messages';
import { CartEditTourDocument } from '@/apollo/generated/graphql';
import { useSiteConfig } from '@/config/site-config';
import { countsOfParty } from '../api/open-tour';
import type { PanelChoices, PanelTrip } from '../api/tour-booking';
import { TourPanel } from './tour-panel/tour-panel';

if (false) {
  gql`
    query CartEditTour($tourId: ID!) {
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

/** The basket trip being edited, as the panel opens on it. */
export interface EditedTrip {
  /** Age category names of the trip's own party, one per passenger, in the panel's order. */
  party: readonly string[];
  /** ISO date. */
  departureDate: string;
  /** HH:MM, or null. */
  departureTime: string | null;
  /** Original id of the chosen pick-up point, or null. */
  pickupPointId: string | null;
}

/** Props of {@link EditTripPanel}. */
export interface EditTripPanelProps {
  /** The tour shown: the edited trip's, or another product of its sales group. */
  tourId: string;
  /** The basket trip being edited. */
  trip: EditedTrip;
  /**
   * The choices carried over from another option of the sales group and what could not be kept, or null when the
   * panel opens on the trip.
   */
  carried: { choices: PanelChoices; notice: string | null } | null;
  /** The basket's currency for the currency check, null when the basket is empty. */
  basketCurrency: string | null;
  onSelectProduct: (tourId: string, choices: PanelChoices, notice: string | null) => void;
  /** Stores the changed trip in place of the edited one (the cart's route keeps its add-ons). */
  onSave: (changed: PanelTrip) => void;
}

/**
 * The cart's 'Tour Details Changes' slide-out content (seed 001 §2 Cart page): the tour details panel preset to
 * this trip's own party, date, departure time and pick-up; 'Add to Cart' hands the changed trip to `onSave`.
 */
export function EditTripPanel({
  tourId,
  trip,
  carried,
  basketCurrency,
  onSelectProduct,
  onSave,
}: EditTripPanelProps) {
  const { data } = useSuspenseQuery(CartEditTourDocument, { variables: { tourId } });
  const { phone } = useSiteConfig();
  if (!data.tour) return <p>{unbookableTourMessage(phone)}</p>;
  return (
    <TourPanel
      key={data.tour.tourId}
      tour={data.tour}
      categories={data.ageCategories.categories}
      initial={
        carried?.choices ?? {
          counts: countsOfParty(trip.party, []),
          departureDate: trip.departureDate,
          departureTime: trip.departureTime,
          pickupPointId: trip.pickupPointId,
        }
      }
      switched={carried !== null}
      carriedNotice={carried?.notice ?? null}
      basketCurrency={basketCurrency}
      onSelectProduct={onSelectProduct}
      onAddToCart={onSave}
    />
  );
}
