import { gql } from '@apollo/client';
import { partyText } from '@tourdesk/domain/age-categories';
import { formatDate } from '@tourdesk/domain/dates';
import { LABELS } from '@tourdesk/domain/messages';
import { formatMoney } from '@tourdesk/domain/money';
import { useId, type Ref } from 'react';
import type { CartTrip_TripFragment } from '@/apollo/generated/graphql';
import { CancellationPolicy } from '@/ui/cancellation-policy';
import { Button } from '@/ui/button';
import { UI_TEXTS } from '@/texts';
import styles from './cart-trip.module.css';

if (false) {
  gql`
    fragment CartTrip_trip on QuotedTrip {
      isAddOn
      departureDate
      returnDate
      departureTime
      pickup {
        text
      }
      cancellationSchedule {
        text
      }
      tour {
        tourId
        name
        image {
          url(width: 300)
          alt
        }
      }
      passengers {
        passengerIndex
        ageCategory
      }
      rooms {
        description
      }
      total {
        amountMinor
        currency
      }
    }
  `;
}

/** '2 Adults, 1 Child' for a trip's passengers. */
export function passengersText(passengers: readonly { ageCategory: string }[]): string {
  const counts = new Map<string, number>();
  for (const { ageCategory } of passengers) counts.set(ageCategory, (counts.get(ageCategory) ?? 0) + 1);
  return partyText([...counts].map(([category, count]) => ({ category, count })));
}

/** Props of {@link CartTrip}. */
export interface CartTripProps {
  /** The quoted trip (fragment `CartTrip_trip`, spread unmasked: a quoted trip has no cache identity). */
  trip: CartTrip_TripFragment;
  /** Anchor id of the row (`basket_{tourId}` for main trips). */
  id?: string;
  /** Shows the itinerary button, which opens the itinerary slide-out (seed 001 §2 Cart page). */
  onShowItinerary?: () => void;
  /** Called when a pointer or the focus reaches 'Itinerary': starts loading the slide-out's code. */
  onPreloadItinerary?: () => void;
  /** Shows 'Edit Tour' (seed 001 §4: not for add-ons nor booked trips). */
  onEdit?: () => void;
  /** Called when a pointer or the focus reaches 'Edit Tour': starts loading the slide-out's code. */
  onPreloadEdit?: () => void;
  /** Shows 'Remove' (seed 001 §4: not for booked trips). */
  onRemove?: () => void;
  /** True while this trip is being removed: 'Removing...'. */
  removing: boolean;
  /** Receives the trip's heading, which takes focus when the trip before it is removed. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * One trip of the cart (seed 001 §2 Cart page): name, dates with the departure time, this trip's own passengers,
 * rooms, the chosen pick-up point and time ('Pick-up: {name} at {HH:MM}', seed 001 §3 Pickup point) and the freshly
 * quoted price, with 'Itinerary' (the itinerary slide-out), 'Edit Tour' and 'Remove' where the trip allows them. Add-on trips are shown indented under their trip.
 */
export function CartTrip({ trip, id, removing, headingRef, ...actions }: CartTripProps) {
  const titleId = useId();
  const departs = `${formatDate(trip.departureDate, 'dd/mm/yyyy')}${trip.departureTime ? ` at ${trip.departureTime}` : ''}`;
  const dates =
    trip.returnDate !== trip.departureDate
      ? `${departs} to ${formatDate(trip.returnDate, 'dd/mm/yyyy')}`
      : departs;
  return (
    <article
      id={id}
      className={[styles.trip, trip.isAddOn && styles.addOn].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
    >
      {!trip.isAddOn && (
        <img className={styles.image} src={trip.tour.image.url} alt="" width={120} height={80} />
      )}
      <div>
        <h3 ref={headingRef} className={styles.name} id={titleId} tabIndex={-1}>
          {trip.tour.name}
        </h3>
        <dl className={styles.details}>
          <div>
            <dt>{trip.returnDate !== trip.departureDate ? 'Dates:' : 'Date:'}</dt>
            <dd>{dates}</dd>
          </div>
          <div>
            <dt>{UI_TEXTS.passengers}</dt>
            <dd>{passengersText(trip.passengers)}</dd>
          </div>
          {trip.rooms.length > 0 && (
            <div>
              <dt>{UI_TEXTS.accommodation}</dt>
              <dd>{trip.rooms.map((room) => room.description).join(', ')}</dd>
            </div>
          )}
        </dl>
        {trip.pickup && <p className={styles.pickup}>{trip.pickup.text}</p>}
        {!trip.isAddOn && <CancellationPolicy text={trip.cancellationSchedule?.text} />}
      </div>
      <div className={styles.side}>
        <p className={styles.price}>{formatMoney(trip.total)}</p>
        <TripActions trip={trip} actions={actions} removing={removing} />
      </div>
    </article>
  );
}

/** The trip's buttons the cart allows: 'Itinerary', 'Edit Tour' and 'Remove' ('Removing...' while it goes). */
function TripActions({
  trip,
  actions: { onShowItinerary, onPreloadItinerary, onEdit, onPreloadEdit, onRemove },
  removing,
}: {
  trip: CartTrip_TripFragment;
  actions: Pick<
    CartTripProps,
    'onShowItinerary' | 'onPreloadItinerary' | 'onEdit' | 'onPreloadEdit' | 'onRemove'
  >;
  removing: boolean;
}) {
  return (
    <div className={styles.actions}>
      {onShowItinerary && (
        <Button
          variant="secondary"
          size="small"
          onClick={onShowItinerary}
          onPointerEnter={onPreloadItinerary}
          onFocus={onPreloadItinerary}
          aria-label={`Itinerary of ${trip.tour.name}`}
        >
          {UI_TEXTS.itinerary}
        </Button>
      )}
      {onEdit && (
        <Button
          variant="secondary"
          size="small"
          onClick={onEdit}
          onPointerEnter={onPreloadEdit}
          onFocus={onPreloadEdit}
          aria-label={`Edit Tour ${trip.tour.name}`}
        >
          {LABELS.editTour}
        </Button>
      )}
      {onRemove && (
        <Button
          variant="secondary"
          size="small"
          onClick={onRemove}
          pending={removing}
          aria-label={`${removing ? LABELS.removing : 'Remove'} ${trip.tour.name}`}
        >
          {removing ? LABELS.removing : 'Remove'}
        </Button>
      )}
    </div>
  );
}
