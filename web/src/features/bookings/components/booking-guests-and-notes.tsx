import { guestName } from '@tourdesk/domain/booking';
import type { BookingAmendment_BookingFragment } from '@/apollo/generated/graphql';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { NOTE_TYPES } from '../api/amendment-values';
import styles from './booking-amendment.module.css';
import { LABELS } from '@tourdesk/domain/messages';
import { UI_TEXTS } from '@/texts';

/**
 * The booking's guests and notes as read (seed 000 §1 agents edit bookings), with 'Amend booking' (`onAmend`) to
 * edit them and, once `saved`, 'Your changes to the booking are saved.'.
 */
export function BookingGuestsAndNotes({
  booking,
  saved,
  onAmend,
}: {
  booking: BookingAmendment_BookingFragment;
  saved: boolean;
  onAmend: () => void;
}) {
  return (
    <section className={styles.card} aria-labelledby="amend-title">
      <div className={styles.heading}>
        <h2 id="amend-title" className={styles.title}>
          {UI_TEXTS.guestsAndNotes}
        </h2>
        <Button variant="secondary" onClick={onAmend}>
          {UI_TEXTS.amendBooking}
        </Button>
      </div>
      {saved && <Alert tone="success">{UI_TEXTS.yourChangesToTheBookingAre}</Alert>}
      <ul className={styles.guests}>
        {booking.guests.map((guest, index) => (
          <li key={guest.passengerId}>
            <span className={styles.guestName}>{guestName(guest, index)}</span>
            <span className={styles.guestFacts}>
              {[guest.email, guest.telephoneNumber, guest.dateOfBirth].filter(Boolean).join(' · ')}
            </span>
          </li>
        ))}
      </ul>
      <h3 className={styles.subtitle}>{LABELS.bookingNotes}</h3>
      {booking.notes.length === 0 ? (
        <p className={styles.empty}>{UI_TEXTS.noNotes}</p>
      ) : (
        <dl className={styles.notes}>
          {booking.notes.map((note, index) => (
            <div key={index}>
              <dt>{NOTE_TYPES.find((t) => t.value === note.type)?.label}</dt>
              <dd>{note.note}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
