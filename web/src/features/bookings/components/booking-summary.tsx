import { gql, type FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { formatDate } from '@tourdesk/domain/dates';
import {
  BookingSummary_BookingFragmentDoc,
  type BookingSummary_BookingFragment,
} from '@/apollo/generated/graphql';
import styles from './booking-details.module.css';
import { LABELS } from '@tourdesk/domain/messages';
import { UI_TEXTS } from '@/texts';

if (false) {
  gql`
    fragment BookingSummary_booking on Booking {
      groupBookingId
      agentReference
      consultant
      bookingDate
    }
  `;
}

/** The booking detail's heading (seed 000 §2): 'BOOKING REFERENCE #' with the id, agent reference, consultant, date. */
export function BookingSummary({ booking }: { booking: FragmentType<BookingSummary_BookingFragment> }) {
  const { data, complete } = useFragment({
    fragment: BookingSummary_BookingFragmentDoc,
    fragmentName: 'BookingSummary_booking',
    from: booking,
  });
  if (!complete) return null;
  return (
    <header className={styles.summary}>
      <h1 className={styles.reference}>
        {LABELS.bookingReference}
        {data.groupBookingId}
      </h1>
      <dl className={styles.facts}>
        <div>
          <dt>{UI_TEXTS.agentReference}</dt>
          <dd>{data.agentReference || '—'}</dd>
        </div>
        <div>
          <dt>{UI_TEXTS.consultant}</dt>
          <dd>{data.consultant || '—'}</dd>
        </div>
        <div>
          <dt>{UI_TEXTS.bookingDate}</dt>
          <dd>{formatDate(data.bookingDate, 'dd/mm/yyyy')}</dd>
        </div>
      </dl>
    </header>
  );
}
