import { gql } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { hasBookedPassengers, toggleCancelPassenger } from '@tourdesk/domain/booking';
import { NOTICES } from '@tourdesk/domain/messages';
import { useState } from 'react';
import { CancelBookingPassengersDocument } from '@/apollo/generated/graphql';
import { cancellationOf, flaggedIds, type Trip } from '../api/cancellation-flags';

if (false) {
  gql`
    mutation CancelBookingPassengers($groupBookingId: ID!, $tripPassengerIds: [ID!]!) {
      cancelBookingPassengers(groupBookingId: $groupBookingId, tripPassengerIds: $tripPassengerIds) {
        booking {
          groupBookingId
          ...BookingCancellation_booking
          ...BookingTotals_booking
          ...BookingSummary_booking
          trips {
            bookingIdentifier
            passengers {
              tripPassengerId
              status
            }
          }
        }
        userErrors {
          message
        }
      }
    }
  `;
}

/**
 * The booking cancellation's state (seed 000 §3 Cancellation, §4): the passengers flagged (all still booked at
 * first, `toggle` flips one), the confirmation dialog (`openDialog`, `closeDialog`, which forgets a failure) and
 * `confirm`, which cancels the flagged passengers; a refusal's message (or 'cancellation failed' when there is
 * no answer) is the `failure`. Manage Bookings' list is evicted from the cache so it shows statuses afresh; when
 * no passenger is left, `onAllCancelled` runs.
 * @returns `flags`, `dialogOpen`, `failure`, `loading` while cancelling, and the actions.
 */
export function useBookingCancellation({
  groupBookingId,
  trips,
  onAllCancelled,
}: {
  groupBookingId: string;
  trips: readonly Trip[];
  onAllCancelled: () => void | Promise<void>;
}) {
  const [flags, setFlags] = useState(() => cancellationOf(trips));
  const [dialogOpen, setDialogOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [cancelPassengers, { loading }] = useMutation(CancelBookingPassengersDocument, {
    errorPolicy: 'all',
    // Manage Bookings shows statuses: list it afresh next time.
    update: (cache) => {
      cache.evict({ fieldName: 'agentBookings' });
      cache.gc();
    },
  });

  const confirm = async () => {
    setFailure(null);
    const tripPassengerIds = flaggedIds(flags);
    const result = await cancelPassengers({ variables: { groupBookingId, tripPassengerIds } });
    const payload = result.data?.cancelBookingPassengers;
    const refused = result.error ? NOTICES.cancellationFailed : payload?.userErrors[0]?.message;
    if (refused || !payload) {
      setFailure(refused ?? null);
      return;
    }
    setDialogOpen(false);
    if (!payload.booking || !hasBookedPassengers(payload.booking.trips)) await onAllCancelled();
  };

  return {
    flags,
    dialogOpen,
    failure,
    loading,
    toggle: (tripId: string, passengerId: string) =>
      setFlags((current) => toggleCancelPassenger(current, tripId, passengerId)),
    openDialog: () => setDialogOpen(true),
    closeDialog: () => {
      setDialogOpen(false);
      setFailure(null);
    },
    confirm,
  };
}
