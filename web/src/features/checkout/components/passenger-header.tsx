import { ageCategoryLabel } from '@tourdesk/domain/age-categories';
import { passengerStatusText } from '@tourdesk/domain/passenger-details';
import type { PassengerForm_GuestFragment } from '@/apollo/generated/graphql';
import { Button } from '@/ui/button';
import { UI_TEXTS } from '@/texts';
import styles from './checkout.module.css';

/** Props of {@link PassengerHeader}. */
export interface PassengerHeaderProps {
  guest: PassengerForm_GuestFragment;
  /** 0-based position ('Passenger 1' is the lead guest). */
  index: number;
  trips: readonly string[];
  isAgent: boolean;
  /** Element ids: the title (names the form), the form's body (shown and hidden) and the trips line. */
  ids: { title: string; body: string; trips: string };
  expanded: boolean;
  onToggle: () => void;
}

/**
 * A passenger form's header: 'Passenger 3 · Child' and the name given, the trips this person takes, whether the
 * details are complete, and the button showing or hiding the form.
 */
export function PassengerHeader({
  guest,
  index,
  trips,
  isAgent,
  ids,
  expanded,
  onToggle,
}: PassengerHeaderProps) {
  return (
    <div className={styles.passengerHeader}>
      <h3 id={ids.title} className={styles.passengerTitle}>
        {UI_TEXTS.passenger} {index + 1} · {ageCategoryLabel(guest.ageCategory)}
        {guest.firstName ? `: ${guest.firstName} ${guest.familyName ?? ''}`.trimEnd() : ''}
      </h3>
      {trips.length > 0 && (
        <p id={ids.trips} className={styles.passengerTrips}>
          {UI_TEXTS.travellingOn} {trips.join(', ')}
        </p>
      )}
      <p className={guest.isComplete ? styles.complete : styles.incomplete}>
        {passengerStatusText(guest.isComplete, isAgent)}
      </p>
      <Button
        variant="secondary"
        size="small"
        aria-expanded={expanded}
        aria-controls={ids.body}
        aria-describedby={ids.title}
        onClick={onToggle}
      >
        {expanded ? 'Hide details' : 'Edit details'}
      </Button>
    </div>
  );
}
