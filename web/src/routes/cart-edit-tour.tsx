import { gql } from '@apollo/client';
import { useSuspenseQuery } from '@apollo/client/react';
import { unbookableTourMessage } from '@tourdesk/domain/messages';
import { CartEditTourDocument } from '@/apollo/generated/graphql';
import { useSiteConfig } from '@/config/site-config';
import {
  addTripToBasket,
  basketCurrency,
  partyOfTrip,
  useBasket,
  type BasketTrip,
} from '@/features/basket/api/basket-storage';
import { TourPanel, type PanelChoices } from '@/features/tours/components/tour-panel/tour-panel';

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

/** Props of {@link CartEditTour}. */
export interface CartEditTourProps {
  /** The tour shown: the edited trip's, or another product of its sales group. */
  tourId: string;
  /** The basket trip being edited. */
  trip: BasketTrip;
  /**
   * The choices carried over from another option of the sales group and what could not be kept, or null when the
   * panel opens on the trip.
   */
  carried: { choices: PanelChoices; notice: string | null } | null;
  onSelectProduct: (tourId: string, choices: PanelChoices, notice: string | null) => void;
  /** Called once the changed trip is stored. */
  onSaved: () => void;
}

/**
 * The cart's 'Tour Details Changes' slide-out content (seed 001 §2 Cart page): the tour details panel preset to
 * this trip's own party, date, departure time and pick-up; 'Add to Cart' replaces this trip where it stands in the
 * basket, keeping its add-ons, and leaves every other trip as it was.
 */
export function CartEditTour({ tourId, trip, carried, onSelectProduct, onSaved }: CartEditTourProps) {
  const { data } = useSuspenseQuery(CartEditTourDocument, { variables: { tourId } });
  const basket = useBasket();
  const { phone } = useSiteConfig();
  if (!data.tour) return <p>{unbookableTourMessage(phone)}</p>;
  const counts: Record<string, number> = {};
  for (const category of partyOfTrip(basket, trip)) counts[category] = (counts[category] ?? 0) + 1;
  return (
    <TourPanel
      key={data.tour.tourId}
      tour={data.tour}
      categories={data.ageCategories.categories}
      initial={
        carried?.choices ?? {
          counts,
          departureDate: trip.departureDate,
          departureTime: trip.departureTime,
          pickupPointId: trip.pickupPointId,
        }
      }
      switched={carried !== null}
      carriedNotice={carried?.notice ?? null}
      basketCurrency={basketCurrency(basket)}
      onSelectProduct={onSelectProduct}
      onAddToCart={(changed) => {
        addTripToBasket({ ...changed, addOns: trip.addOns ?? [] }, trip.tourId);
        onSaved();
      }}
    />
  );
}
