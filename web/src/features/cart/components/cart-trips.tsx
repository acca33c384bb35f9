import { tripEditable, tripRemovable } from '@tourdesk/domain/cart';
import { basketAnchor } from '@tourdesk/domain/paths';
import { useEffect, useRef } from 'react';
import { Alert } from '@/ui/alert';
import { UI_TEXTS } from '@/texts';
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

/** The {@link removalKey}s of the trips shown, in order: each main trip, then its add-ons. */
function tripKeys(groups: readonly TripGroup[]): string[] {
  return groups.flatMap(({ main, addOns }) => [
    removalKey(main.tour.tourId),
    ...addOns.map((addOn) => removalKey(addOn.tour.tourId, main.tour.tourId)),
  ]);
}

/**
 * Where focus goes once a trip is removed (WAI-ARIA APG: focus is not left on the document when the focused
 * control disappears): the heading of the trip that followed it (a main trip's add-ons go with it), else the
 * cart's main heading. Each trip heading is registered by its {@link removalKey}.
 */
function useFocusAfterRemoval(groups: readonly TripGroup[], removing: string | null) {
  const headings = useRef(new Map<string, HTMLHeadingElement>());
  const section = useRef<HTMLElement>(null);
  // The trip being removed and the trips shown when its removal began.
  const pending = useRef<{ key: string; shown: string } | null>(null);
  const shown = tripKeys(groups).join('\n');
  useEffect(() => {
    if (removing !== null) {
      if (pending.current?.key !== removing) pending.current = { key: removing, shown };
      return;
    }
    const removed = pending.current;
    // The removal ends (`removing` back to null) before the new quote's trips may be on screen: wait for them.
    if (!removed || removed.shown === shown) return;
    pending.current = null;
    const now = new Set(shown.split('\n'));
    if (now.has(removed.key)) return;
    const before = removed.shown.split('\n');
    const next = before.slice(before.indexOf(removed.key) + 1).find((key) => now.has(key));
    const target =
      (next && headings.current.get(next)) ||
      section.current?.closest('main')?.querySelector<HTMLElement>('h1');
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  }, [shown, removing]);
  const headingRef = (key: string) => (heading: HTMLHeadingElement | null) => {
    if (heading) headings.current.set(key, heading);
    else headings.current.delete(key);
  };
  return { section, headingRef };
}

/**
 * The cart's trips column (seed 001 §2 Cart page): each main trip followed by its add-ons, with 'Itinerary',
 * 'Edit Tour' and 'Remove' where the trip allows them (domain tripEditable, tripRemovable). Once a trip is
 * removed, focus moves to the next trip's heading, or to the cart's heading when no trip follows.
 */
export function CartTrips({ groups, alerts, removing, ...on }: CartTripsProps) {
  const { section, headingRef } = useFocusAfterRemoval(groups, removing);
  return (
    <section
      ref={section}
      className={[styles.column, styles.trips].join(' ')}
      aria-labelledby="cart-tours-title"
    >
      <h2 id="cart-tours-title" className={styles.visuallyHidden}>
        {UI_TEXTS.toursInYourCart}
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
                headingRef={headingRef(removalKey(tourId, addOnOf))}
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
