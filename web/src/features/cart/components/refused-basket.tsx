import { formatDate } from '@tourdesk/domain/dates';
import { LABELS } from '@tourdesk/domain/messages';
import { Button } from '@/ui/button';
import styles from './cart-trip.module.css';

/** Props of {@link RefusedBasket}. */
export interface RefusedBasketProps {
  /** Why the quote refused the basket (the seed's add-to-cart messages). */
  messages: readonly string[];
  trips: readonly { tourId: string; tourName: string; departureDate: string }[];
  removing: string | null;
  onEdit: (tourId: string) => void;
  /** Called when a pointer or the focus reaches an 'Edit Tour': starts loading the slide-out's code. */
  onPreloadEdit?: () => void;
  onRemove: (tourId: string) => void;
}

/**
 * The cart when the fresh quote refuses the basket (seats gone, a rule broken since the trip was added): the
 * reason as an alert and the stored trips, each still editable and removable so the user can fix the cart.
 */
export function RefusedBasket({
  messages,
  trips,
  removing,
  onEdit,
  onPreloadEdit,
  onRemove,
}: RefusedBasketProps) {
  return (
    <>
      <div role="alert" className={styles.refused}>
        {messages.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
      {trips.map((trip) => (
        <article
          key={trip.tourId}
          className={[styles.trip, styles.addOn].join(' ')}
          aria-label={trip.tourName}
        >
          <div>
            <h3 className={styles.name}>{trip.tourName}</h3>
            <p className={styles.details}>{formatDate(trip.departureDate, 'dd/mm/yyyy')}</p>
          </div>
          <div className={styles.actions}>
            <Button
              variant="secondary"
              size="small"
              onClick={() => onEdit(trip.tourId)}
              onPointerEnter={onPreloadEdit}
              onFocus={onPreloadEdit}
              aria-label={`Edit Tour ${trip.tourName}`}
            >
              {LABELS.editTour}
            </Button>
            <Button
              variant="secondary"
              size="small"
              pending={removing === trip.tourId}
              onClick={() => onRemove(trip.tourId)}
              aria-label={`${removing === trip.tourId ? LABELS.removing : 'Remove'} ${trip.tourName}`}
            >
              {removing === trip.tourId ? LABELS.removing : 'Remove'}
            </Button>
          </div>
        </article>
      ))}
    </>
  );
}
