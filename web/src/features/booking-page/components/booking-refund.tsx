import { gql, type FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { cardFeesKeptText, LABELS } from '@tourdesk/domain/messages';
import { formatMoney } from '@tourdesk/domain/money';
import {
  BookingRefund_BookingFragmentDoc,
  type BookingRefund_BookingFragment,
} from '@/apollo/generated/graphql';
import { MoneyLines } from '@/ui/money-lines';
import styles from './booking-page.module.css';

if (false) {
  gql`
    fragment BookingRefund_booking on Booking {
      groupBookingId
      refund {
        cardFeesWereKept
        cardFeesKept {
          amountMinor
          currency
        }
        lines {
          ...MoneyLines_line @unmask
        }
      }
    }
  `;
}

/**
 * The refund of a booking after a cancellation (seed 000 §4 Booking cancellation; schema `Booking.refund`, from the
 * provider's ledger): Refunded, the cancellation fees kept, what stays towards trips still booked and the card
 * fees kept, adding up to the Total Price Paid, and a sentence on whether card fees were kept. Nothing while no
 * passenger is cancelled or nothing was paid.
 */
export function BookingRefund({ booking }: { booking: FragmentType<BookingRefund_BookingFragment> }) {
  const { data, complete } = useFragment({
    fragment: BookingRefund_BookingFragmentDoc,
    fragmentName: 'BookingRefund_booking',
    from: booking,
  });
  if (!complete || !data.refund) return null;
  const { refund } = data;
  return (
    <section className={styles.card} aria-labelledby="booking-refund-title">
      <h2 id="booking-refund-title" className={styles.cardTitle}>
        {LABELS.refundTitle}
      </h2>
      <MoneyLines lines={refund.lines} label={LABELS.refundLinesLabel} />
      <p className={styles.muted}>
        {refund.cardFeesWereKept ? cardFeesKeptText(formatMoney(refund.cardFeesKept)) : LABELS.noCardFeesKept}
      </p>
    </section>
  );
}
