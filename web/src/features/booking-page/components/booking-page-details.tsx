import { gql, type FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { formatMoney } from '@tourdesk/domain/money';
import { useState } from 'react';
import {
  BookingPageDetails_BookingFragmentDoc,
  type BookingPageDetails_BookingFragment,
} from '@/apollo/generated/graphql';
import { Button } from '@/ui/button';
import { LinkButton } from '@/ui/link-button';
import { MoneyLines } from '@/ui/money-lines';
import { BookedTripLines } from './booked-trip-lines';
import { CancelBookingDialog, type CancellationQuoteSlot } from './cancel-booking-dialog';
import styles from './booking-page.module.css';
import { LABELS } from '@tourdesk/domain/messages';
import { UI_TEXTS } from '@/texts';

if (false) {
  gql`
    fragment BookingPageDetails_booking on Booking {
      groupBookingId
      currency
      paymentDue
      trips {
        ...MoneyLines_bookedTrip @unmask
        departureTime
        pickup {
          text
        }
        cancellationSchedule {
          text
        }
      }
      totals {
        ...MoneyLines_statement @unmask
      }
    }
  `;
}

/** The booking page's names for the figures (seed 001 §2 Booking page: TOTAL, NETT, BALANCE REMAINING, PAID). */
const FIGURE_LABELS = { TOTAL: 'TOTAL', NETT: 'NETT', PAID: 'PAID', BALANCE: 'BALANCE REMAINING' } as const;

/**
 * 'BOOKING DETAILS' of the booking page (seed 001 §2 Booking page, §4 Checkout): per trip its passengers with
 * their status and price, the discount and the trip total; Trip Price and Discount rows only when discounted;
 * TOTAL, NETT (agents), PAID (positive) and BALANCE REMAINING (lines that add up); 'Make Payment' only while a
 * payment is due, and 'Cancel Booking' with its confirmation dialog ({@link CancelBookingDialog}).
 */
export function BookingPageDetails({
  booking,
  paymentHref,
  cancellationQuote,
}: {
  booking: FragmentType<BookingPageDetails_BookingFragment>;
  /** The card screen for this booking. */
  paymentHref: string;
  /** What cancelling these trip passengers costs, shown in the dialog (the route gives the bookings feature's quote). */
  cancellationQuote: CancellationQuoteSlot;
}) {
  const { data, complete } = useFragment({
    fragment: BookingPageDetails_BookingFragmentDoc,
    fragmentName: 'BookingPageDetails_booking',
    from: booking,
  });
  const [dialogOpen, setDialogOpen] = useState(false);
  if (!complete) return null;
  const active = data.trips.flatMap((trip) =>
    trip.passengers.filter((passenger) => passenger.status !== 'CANCELLED'),
  );
  const { totals } = data;
  return (
    <section className={styles.card} aria-labelledby="booking-details-title">
      <h2 id="booking-details-title" className={styles.cardTitle}>
        {LABELS.bookingDetails}
      </h2>
      <ul className={styles.trips}>
        {data.trips.map((trip) => (
          <BookedTripLines key={trip.bookingIdentifier} trip={trip} />
        ))}
      </ul>
      <MoneyLines lines={totals.statementLines} labels={FIGURE_LABELS} label="Balance" />
      <MoneyLines
        lines={(totals.agentLines ?? []).filter((line) => line.kind === 'NETT')}
        labels={FIGURE_LABELS}
        label="Nett"
      />
      {totals.paidCardFees.amountMinor !== 0 && (
        <p className={styles.muted}>
          {UI_TEXTS.cardFeesPaidOnTop} {formatMoney(totals.paidCardFees)}
        </p>
      )}
      {(data.paymentDue || active.length > 0) && (
        <div className={styles.actions}>
          {data.paymentDue && <LinkButton to={paymentHref}>{LABELS.makePayment}</LinkButton>}
          {active.length > 0 && (
            <Button variant="danger" onClick={() => setDialogOpen(true)}>
              {LABELS.cancelBooking}
            </Button>
          )}
        </div>
      )}
      <CancelBookingDialog
        groupBookingId={data.groupBookingId}
        tripPassengerIds={active.map((passenger) => passenger.tripPassengerId)}
        isOpen={dialogOpen}
        onOpenChange={setDialogOpen}
        cancellationQuote={cancellationQuote}
      />
    </section>
  );
}
