import { tripEditable, tripRemovable } from '@tourdesk/domain/cart';
import { basketAnchor } from '@tourdesk/domain/routes';
import { Alert } from '@/ui/alert';
import { removalKey, type TripGroup } from '../api/cart-trips';
import styles from './cart.module.css';
import { CartTrip } from './cart-trip';

/** Props of {@link CartTrips}. */
export interface CartTripsProps {
  groups: readonly TripGroup[];
  /** The booking failure's alerts shown above the trips (seed 001 §4 booking_error), usually none. */
  alerts: readonly string[];
  /** The {@link removalKey} of the trip being removed, or null. */
  removing: string | null;
  onShowItinerary: (tourId: string) => void;
  onEdit: (tourId: string) => void;
  /** Removes a main trip, or the add-on `tourId` of the main trip `addOnOf`. */
  onRemove: (tourId: string, addOnOf?: string) => void;
  /** Start loading the itinerary's and the 'Edit Tour' slide-out's code. */
  onPreloadItinerary: () => void;
  onPreloadEdit: () => void;
}

/**
 * The cart's trips column (seed 001 §2 Cart page): each main trip followed by its add-ons, with 'Itinerary',
 * 'Edit Tour' and 'Remove' where the trip allows them (domain tripEditable, tripRemovable).
 */
export function CartTrips({ groups, alerts, removing, ...on }: CartTripsProps) {
  return (
    <section className={[styles.column, styles.trips].join(' ')} aria-labelledby="cart-tours-title">
      <h2 id="cart-tours-title" className={styles.visuallyHidden}>
        Tours in your cart
      </h2>
      {alerts.length > 0 && (
        <Alert>
          {alerts.map((alert) => (
            <p key={alert}>{alert}</p>
          ))}
        </Alert>
      )}
      {groups.map(({ main, addOns }) => (
        <div key={main.tour.tourId} className={styles.column}>
          {[main, ...addOns].map((trip) => {
            const tourId = trip.tour.tourId;
            const addOnOf = trip.isAddOn ? main.tour.tourId : undefined;
            const flags = { isAddOn: trip.isAddOn };
            return (
              <CartTrip
                key={tourId}
                id={addOnOf ? undefined : basketAnchor(tourId)}
                trip={trip}
                removing={removing === removalKey(tourId, addOnOf)}
                onShowItinerary={addOnOf ? undefined : () => on.onShowItinerary(tourId)}
                onPreloadItinerary={on.onPreloadItinerary}
                onPreloadEdit={on.onPreloadEdit}
                onEdit={tripEditable(flags) ? () => on.onEdit(tourId) : undefined}
                onRemove={tripRemovable(flags) ? () => on.onRemove(tourId, addOnOf) : undefined}
              />
            );
          })}
        </div>
      ))}
    </section>
  );
}
