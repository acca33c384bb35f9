import { gql, type FragmentType } from '@apollo/client';
import { useFragment, useMutation } from '@apollo/client/react';
import { formatDate } from '@tourdesk/domain/dates';
import { formatDiscountPercent, formatMoney, isZeroMoney, sumMoney } from '@tourdesk/domain/money';
import { useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import {
  BookingPageDetails_BookingFragmentDoc,
  CancelWholeBookingDocument,
  type BookingPageDetails_BookingFragment,
} from '@/apollo/generated/graphql';
import { Button } from '@/ui/button';
import { LinkButton } from '@/ui/link-button';
import styles from './booking-page.module.css';

if (false) {
  gql`
    fragment BookingPageDetails_booking on Booking {
      groupBookingId
      currency
      balanceOutstanding
      trips {
        bookingIdentifier
        tourName
        departureDate
        departureTime
        passengers {
          tripPassengerId
          status
          price {
            amountMinor
            currency
          }
          discount {
            amountMinor
            currency
          }
          discountPercentage
        }
      }
      totals {
        price {
          amountMinor
          currency
        }
        nett {
          amountMinor
          currency
        }
        paid {
          amountMinor
          currency
        }
        balance {
          amountMinor
          currency
        }
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

function TripLines({ trip, currency }: { trip: Trip; currency: string }) {
  const booked = trip.passengers.filter((passenger) => passenger.status !== 'CANCELLED');
  const discount = sumMoney(
    booked.map((passenger) => passenger.discount),
    currency,
  );
  const price = sumMoney(
    booked.map((passenger) => passenger.price),
    currency,
  );
  const percent = booked.find((passenger) => passenger.discountPercentage !== 0)?.discountPercentage ?? 0;
  return (
    <li className={styles.tripLine}>
      <div className={styles.row}>
        <span>
          <strong>{trip.tourName}</strong>{' '}
          <span className={styles.muted}>
            {formatDate(trip.departureDate, 'dd/mm/yyyy')}
            {trip.departureTime && ` at ${trip.departureTime}`}
          </span>
        </span>
      </div>
      {!isZeroMoney(discount) && (
        <dl className={styles.figures}>
          <div>
            <dt>Trip Price</dt>
            <dd>{formatMoney(price)}</dd>
          </div>
          <div>
            <dt>Discount ({formatDiscountPercent(Math.abs(percent))})</dt>
            <dd>{formatMoney(discount)}</dd>
          </div>
        </dl>
      )}
    </li>
  );
}

/**
 * 'BOOKING DETAILS' of the booking page (seed 001 §2 Booking page, §4 Checkout): a line per trip (Trip Price and
 * Discount rows only when discounted), TOTAL, NETT (agents), BALANCE REMAINING and PAID, 'Make Payment' only with
 * a balance, and 'Cancel Booking' with its confirmation dialog ('Cancel Booking' with a spinner while
 * cancelling, 'Exit'); the result of the cancel is not shown.
 */
export function BookingPageDetails({
  booking,
  paymentHref,
}: {
  booking: FragmentType<BookingPageDetails_BookingFragment>;
  /** The card screen for this booking. */
  paymentHref: string;
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
          <TripLines key={trip.bookingIdentifier} trip={trip} currency={data.currency} />
        ))}
      </ul>
      <dl className={styles.figures}>
        <div>
          <dt>TOTAL</dt>
          <dd>{formatMoney(totals.price)}</dd>
        </div>
        {totals.nett && (
          <div>
            <dt>NETT</dt>
            <dd>{formatMoney(totals.nett)}</dd>
          </div>
        )}
        <div>
          <dt>BALANCE REMAINING</dt>
          <dd>{formatMoney(totals.balance)}</dd>
        </div>
        <div>
          <dt>PAID</dt>
          <dd>{formatMoney(totals.paid)}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        {data.balanceOutstanding && <LinkButton to={paymentHref}>Make Payment</LinkButton>}
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
            <p>
              Every passenger of booking #{data.groupBookingId} will be cancelled. Cancellation fees may
              apply.
            </p>
            <div className={styles.actions}>
              <Button variant="danger" pending={loading} onClick={() => void onCancel()}>
                Cancel Booking
              </Button>
              <Button variant="secondary" disabled={loading} onClick={() => setDialogOpen(false)}>
                Exit
              </Button>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </section>
  );
}
