import { gql, type FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { BOOKING_NOTE_TYPES } from '@tourdesk/domain/constants';
import {
  BookingNotesAndDocuments_BookingFragmentDoc,
  type BookingNoteType,
  type BookingNotesAndDocuments_BookingFragment,
} from '@/apollo/generated/graphql';
import styles from './booking-page.module.css';
import { LABELS } from '@tourdesk/domain/messages';
import { UI_TEXTS } from '@/texts';

if (false) {
  gql`
    fragment BookingNotesAndDocuments_booking on Booking {
      groupBookingId
      notes {
        type
        note
      }
      documents {
        name
        url
      }
    }
  `;
}

/** The note type as shown (seed 001 §3: 'Dietary', 'Special Assistance', 'Other'). */
const NOTE_TYPE_LABELS: Record<BookingNoteType, string> = {
  DIETARY: BOOKING_NOTE_TYPES[0],
  SPECIAL_ASSISTANCE: BOOKING_NOTE_TYPES[1],
  OTHER: BOOKING_NOTE_TYPES[2],
};

/**
 * 'Booking Notes' (type and note; the heading hidden when there are none) and 'DOCUMENTATION' (links opening in a
 * new tab) of the booking page (seed 001 §2 Booking page).
 */
export function BookingNotesAndDocuments({
  booking,
}: {
  booking: FragmentType<BookingNotesAndDocuments_BookingFragment>;
}) {
  const { data, complete } = useFragment({
    fragment: BookingNotesAndDocuments_BookingFragmentDoc,
    fragmentName: 'BookingNotesAndDocuments_booking',
    from: booking,
  });
  if (!complete) return null;
  return (
    <>
      {data.notes.length > 0 && (
        <section className={styles.card} aria-labelledby="booking-notes-title">
          <h2 id="booking-notes-title" className={styles.cardTitle}>
            {LABELS.bookingNotes}
          </h2>
          <dl className={styles.notes}>
            {data.notes.map((note, index) => (
              <div key={index}>
                <dt>{NOTE_TYPE_LABELS[note.type]}</dt>
                <dd>{note.note}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <section className={styles.card} aria-labelledby="documentation-title">
        <h2 id="documentation-title" className={styles.cardTitle}>
          {LABELS.documentation}
        </h2>
        <ul className={styles.documents}>
          {data.documents.map((document) => (
            <li key={document.url}>
              <a href={document.url} target="_blank" rel="noopener noreferrer">
                {document.name}
                <span className={styles.visuallyHidden}> {UI_TEXTS.opensInANewTab}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
