import { gql } from '@apollo/client';
import { useSuspenseQuery } from '@apollo/client/react';
import { unbookableTourMessage } from '@tourdesk/domain/messages';
import { CartEditTourDocument } from '@/apollo/generated/graphql';
import { useSiteConfig } from '@/config/site-config';
import {
  addTripToBasket,
  basketCurrency,
  removeTripFromBasket,
  useBasket,
  type BasketTrip,
} from '@/features/basket/api/basket-storage';
import { TourPanel } from '@/features/tours/components/tour-panel/tour-panel';

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
  onSelectProduct: (tourId: string) => void;
  /** Called once the changed trip is stored. */
  onSaved: () => void;
}

/**
 * The cart's 'Tour Details Changes' slide-out content (seed 001 §2 Cart page): the tour details panel preset to
 * the trip's party and date; 'Add to Cart' replaces the trip in the basket, keeping its add-ons.
 */
export function CartEditTour({ tourId, trip, onSelectProduct, onSaved }: CartEditTourProps) {
  const { data } = useSuspenseQuery(CartEditTourDocument, { variables: { tourId } });
  const basket = useBasket();
  const { phone } = useSiteConfig();
  if (!data.tour) return <p>{unbookableTourMessage(phone)}</p>;
  const counts: Record<string, number> = {};
  for (const passenger of basket.passengers) {
    counts[passenger.ageCategory] = (counts[passenger.ageCategory] ?? 0) + 1;
  }
  return (
    <TourPanel
      key={data.tour.tourId}
      tour={data.tour}
      categories={data.ageCategories.categories}
      initialCounts={counts}
      initialDate={trip.departureDate}
      basketCurrency={basketCurrency(basket)}
      onSelectProduct={onSelectProduct}
      onAddToCart={(changed) => {
        if (changed.tourId !== trip.tourId) removeTripFromBasket(trip.tourId);
        addTripToBasket(changed.passengers, {
          tourId: changed.tourId,
          tourName: changed.tourName,
          departureDate: changed.departureDate,
          departureTime: changed.departureTime,
          currency: changed.currency,
          pickupPointId: changed.pickupPointId,
          rooms: changed.rooms,
          addOns: trip.addOns ?? [],
        });
        onSaved();
      }}
    />
  );
}
