import { gql, type FragmentType } from '@apollo/client';
import { useFragment, useMutation } from '@apollo/client/react';
import { formatDate } from '@tourdesk/domain/dates';
import { bookingStatusText } from '@tourdesk/domain/booking';
import { formatMoney } from '@tourdesk/domain/money';
import { useState, type ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import {
  BookingPageDetails_BookingFragmentDoc,
  CancelWholeBookingDocument,
  type BookingPageDetails_BookingFragment,
} from '@/apollo/generated/graphql';
import { Button } from '@/ui/button';
import { LinkButton } from '@/ui/link-button';
import { MoneyLines } from '@/ui/money-lines';
import styles from './booking-page.module.css';

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
      }
      totals {
        ...MoneyLines_statement @unmask
      }
    }

    mutation CancelWholeBooking($groupBookingId: ID!, $tripPassengerIds: [ID!]!) {
      cancelBookingPassengers(groupBookingId: $groupBookingId, tripPassengerIds: $tripPassengerIds) {
        booking {
          groupBookingId
          ...BookingPageDetails_booking
        }
        userErrors {
          message
        }
      }
    }
  `;
}

type Trip = BookingPageDetails_BookingFragment['trips'][number];

/** The booking page's names for the figures (seed 001 §2 Booking page: TOTAL, NETT, BALANCE REMAINING, PAID). */
const FIGURE_LABELS = { TOTAL: 'TOTAL', NETT: 'NETT', PAID: 'PAID', BALANCE: 'BALANCE REMAINING' } as const;

/**
 * One trip: its chosen pick-up point and time, its passengers (cancelled ones stay listed, their status as text and their cancellation fee as their
 * amount), the discount when there is one, and the trip total they add up to.
 */
function TripLines({ trip }: { trip: Trip }) {
  return (
    <li className={styles.tripLine}>
      <p className={styles.tripName}>
        <strong>{trip.tourName}</strong>{' '}
        <span className={styles.muted}>
          {formatDate(trip.departureDate, 'dd/mm/yyyy')}
          {trip.departureTime && ` at ${trip.departureTime}`}
        </span>
      </p>
      {trip.pickup && <p className={styles.muted}>{trip.pickup.text}</p>}
      <MoneyLines
        lines={trip.lines}
        label={`${trip.tourName} prices`}
        extra={(line, index) => {
          const passenger = line.kind === 'PASSENGER' ? trip.passengers[index] : undefined;
          return (
            passenger && (
              <span className={styles.status}>
                {' · '}
                {bookingStatusText(passenger.status)}
                {passenger.status === 'CANCELLED' && ', cancellation fee'}
              </span>
            )
          );
        }}
      />
    </li>
  );
}

/**
 * 'BOOKING DETAILS' of the booking page (seed 001 §2 Booking page, §4 Checkout): per trip its passengers with
 * their status and price, the discount and the trip total; Trip Price and Discount rows only when discounted;
 * TOTAL, NETT (agents), PAID (positive) and BALANCE REMAINING (lines that add up); 'Make Payment' only while a
 * payment is due, and 'Cancel Booking' with its confirmation dialog (what cancelling costs, from the provider's
 * quote; 'Cancel Booking' with a spinner while cancelling, 'Exit'); the cancel answers the booking, which
 * refreshes these figures through the cache.
 */
export function BookingPageDetails({
  booking,
  paymentHref,
  cancellationQuote,
}: {
  booking: FragmentType<BookingPageDetails_BookingFragment>;
  /** The card screen for this booking. */
  paymentHref: string;
  /**
   * What cancelling these trip passengers costs, shown in the dialog before 'Cancel Booking' (the route gives the
   * bookings feature's quote); `actions` renders the dialog's buttons once it knows whether the quote is still
   * being asked.
   */
  cancellationQuote: (
    tripPassengerIds: readonly string[],
    actions: (state: 'loading' | 'quoted' | 'unavailable') => ReactNode,
  ) => ReactNode;
}) {
  const { data, complete } = useFragment({
    fragment: BookingPageDetails_BookingFragmentDoc,
    fragmentName: 'BookingPageDetails_booking',
    from: booking,
  });
  const [dialogOpen, setDialogOpen] = useState(false);
  const [cancel, { loading }] = useMutation(CancelWholeBookingDocument, { errorPolicy: 'all' });
  if (!complete) return null;
  const active = data.trips.flatMap((trip) =>
    trip.passengers.filter((passenger) => passenger.status !== 'CANCELLED'),
  );
  const onCancel = async () => {
    await cancel({
      variables: {
        groupBookingId: data.groupBookingId,
        tripPassengerIds: active.map((passenger) => passenger.tripPassengerId),
      },
    });
    setDialogOpen(false);
  };
  const { totals } = data;
  return (
    <section className={styles.card} aria-labelledby="booking-details-title">
      <h2 id="booking-details-title" className={styles.cardTitle}>
        BOOKING DETAILS
      </h2>
      <ul className={styles.trips}>
        {data.trips.map((trip) => (
          <TripLines key={trip.bookingIdentifier} trip={trip} />
        ))}
      </ul>
      <MoneyLines lines={totals.statementLines} labels={FIGURE_LABELS} label="Balance" />
      <MoneyLines
        lines={(totals.agentLines ?? []).filter((line) => line.kind === 'NETT')}
        labels={FIGURE_LABELS}
        label="Nett"
      />
      {totals.paidCardFees.amountMinor !== 0 && (
        <p className={styles.muted}>Card fees paid on top: {formatMoney(totals.paidCardFees)}</p>
      )}
      <div className={styles.actions}>
        {data.paymentDue && <LinkButton to={paymentHref}>Make Payment</LinkButton>}
        {active.length > 0 && (
          <Button variant="danger" onClick={() => setDialogOpen(true)}>
            Cancel Booking
          </Button>
        )}
      </div>
      <ModalOverlay
        className={styles.overlay}
        isOpen={dialogOpen}
        isDismissable={!loading}
        onOpenChange={setDialogOpen}
      >
        <Modal className={styles.modal}>
          <Dialog className={styles.dialog} role="alertdialog">
            <Heading slot="title" className={styles.cardTitle}>
              Cancel this booking?
            </Heading>
            <p>Every passenger of booking #{data.groupBookingId} will be cancelled.</p>
            {cancellationQuote(
              active.map((passenger) => passenger.tripPassengerId),
              (quote) => (
                <div className={styles.actions}>
                  <Button
                    variant="danger"
                    pending={loading}
                    disabled={quote === 'loading'}
                    onClick={() => void onCancel()}
                  >
                    Cancel Booking
                  </Button>
                  <Button variant="secondary" disabled={loading} onClick={() => setDialogOpen(false)}>
                    Exit
                  </Button>
                </div>
              ),
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </section>
  );
}
