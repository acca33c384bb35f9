import { gql, type FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { cancelActionEnabled, hasBookedPassengers } from '@tourdesk/domain/booking';
import {
  BookingCancellation_BookingFragmentDoc,
  type BookingCancellation_BookingFragment,
} from '@/apollo/generated/graphql';
import { Button } from '@/ui/button';
import { cancellationOf, flagged, flaggedIds, type Trip } from '../api/cancellation-flags';
import { useBookingCancellation } from '../hooks/use-booking-cancellation';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { TripCancellationLines } from './trip-cancellation-lines';
import styles from './booking-details.module.css';
import { LABELS } from '@tourdesk/domain/messages';

if (false) {
  gql`
    fragment BookingCancellation_booking on Booking {
      groupBookingId
      trips {
        bookingIdentifier
        tourName
        departureDate
        passengers {
          tripPassengerId
          status
          guest {
            passengerId
            firstName
            familyName
            ageCategory
          }
          commission {
            amountMinor
            currency
          }
          price {
            amountMinor
            currency
          }
          discount {
            amountMinor
            currency
          }
          discountPercentage
          cancellationFee {
            amountMinor
            currency
          }
          total {
            amountMinor
            currency
          }
        }
        total {
          amountMinor
          currency
        }
      }
    }
  `;
}

/** The booking's trips with their cancel checkboxes, 'Cancel Booking' and the confirmation dialog. */
function CancellationForm({
  groupBookingId,
  trips,
  onAllCancelled,
}: {
  groupBookingId: string;
  trips: readonly Trip[];
  onAllCancelled: () => void | Promise<void>;
}) {
  const { flags, dialogOpen, failure, loading, toggle, openDialog, closeDialog, confirm } =
    useBookingCancellation({
      groupBookingId,
      trips,
      onAllCancelled,
    });
  return (
    <>
      {trips.map((trip) => (
        <TripCancellationLines
          key={trip.bookingIdentifier}
          trip={trip}
          isFlagged={(passengerId) => flagged(flags, trip.bookingIdentifier, passengerId)}
          onToggle={(passengerId) => toggle(trip.bookingIdentifier, passengerId)}
        />
      ))}
      {hasBookedPassengers(trips) && (
        <div className={styles.actionsRow}>
          <Button variant="danger" disabled={!cancelActionEnabled(flags)} onClick={openDialog}>
            {LABELS.cancelBooking}
          </Button>
        </div>
      )}
      <CancelBookingDialog
        groupBookingId={groupBookingId}
        tripPassengerIds={flaggedIds(flags)}
        isOpen={dialogOpen}
        pending={loading}
        failure={failure}
        onClose={closeDialog}
        onConfirm={() => void confirm()}
      />
    </>
  );
}

/**
 * The booking's trips and their cancellation (seed 000 §2 Booking detail, §3 Cancellation, §4): per trip the
 * passenger lines with status (as text), commission, price, discount and the passenger's total on the totals'
 * basis (a cancelled passenger's cancellation fee), which add up to the trip total; cancelled passengers and trips
 * stay listed. Each passenger still booked has a cancel checkbox, all flagged at first and each toggleable;
 * 'Cancel Booking' (only while a passenger is flagged) opens the confirmation dialog. The gateway answers with
 * the booking after the change, whose trips, totals and summary replace this one's in the cache (no reload);
 * when no passenger is left, `onAllCancelled` runs.
 */
export function BookingCancellation({
  booking,
  onAllCancelled,
}: {
  booking: FragmentType<BookingCancellation_BookingFragment>;
  onAllCancelled: () => void | Promise<void>;
}) {
  const { data, complete } = useFragment({
    fragment: BookingCancellation_BookingFragmentDoc,
    fragmentName: 'BookingCancellation_booking',
    from: booking,
  });
  if (!complete) return null;
  // A new set of passengers still booked (after a cancellation) starts again with every one of them flagged.
  const key = cancellationOf(data.trips)
    .flatMap((t) => t.passengers.map((p) => p.tripPassengerIdentifier))
    .join(',');
  return (
    <CancellationForm
      key={key}
      groupBookingId={data.groupBookingId}
      trips={data.trips}
      onAllCancelled={onAllCancelled}
    />
  );
}
