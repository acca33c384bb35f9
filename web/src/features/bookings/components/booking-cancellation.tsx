import { gql, type FragmentType } from '@apollo/client';
import { useFragment, useMutation } from '@apollo/client/react';
import {
  bookingStatusText,
  cancelActionEnabled,
  guestName,
  hasBookedPassengers,
  initialCancellation,
  toggleCancelPassenger,
  type CancellationTrip,
} from '@tourdesk/domain/booking';
import { formatDate } from '@tourdesk/domain/dates';
import { cancelledWithFeeText, NOTICES } from '@tourdesk/domain/messages';
import { formatDiscountPercent, formatMoney } from '@tourdesk/domain/money';
import { useState } from 'react';
import {
  BookingCancellation_BookingFragmentDoc,
  CancelBookingPassengersDocument,
  type BookingCancellation_BookingFragment,
} from '@/apollo/generated/graphql';
import { Button } from '@/ui/button';
import { CancelBookingDialog } from './cancel-booking-dialog';
import styles from './booking-details.module.css';

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

type Trip = BookingCancellation_BookingFragment['trips'][number];

/** The cancellation flags of a booking's trips: domain `initialCancellation` (passengers still booked, all flagged). */
function cancellationOf(trips: readonly Trip[]): CancellationTrip[] {
  return initialCancellation(
    trips.map((trip) => ({
      bookingIdentifier: trip.bookingIdentifier,
      passengers: trip.passengers.map((p) => ({
        tripPassengerIdentifier: p.tripPassengerId,
        status: p.status,
      })),
    })),
  );
}

function flagged(flags: readonly CancellationTrip[], tripId: string, passengerId: string): boolean {
  return (
    flags
      .find((t) => t.bookingIdentifier === tripId)
      ?.passengers.find((p) => p.tripPassengerIdentifier === passengerId)?.cancel ?? false
  );
}

/** The trip passengers flagged for cancellation. */
function flaggedIds(flags: readonly CancellationTrip[]): string[] {
  return flags.flatMap((t) =>
    t.passengers.filter((p) => p.cancel).map((p) => String(p.tripPassengerIdentifier)),
  );
}

function CancellationForm({
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

  const onConfirm = async () => {
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

  return (
    <>
      {trips.map((trip) => (
        <section
          key={trip.bookingIdentifier}
          className={styles.trip}
          aria-labelledby={`trip-${trip.bookingIdentifier}`}
        >
          <h2 id={`trip-${trip.bookingIdentifier}`} className={styles.sectionTitle}>
            {trip.tourName}
            <span className={styles.tripDate}>Departs {formatDate(trip.departureDate, 'dd/mm/yyyy')}</span>
          </h2>
          <div className={styles.scroller}>
            <table className={[styles.lines, styles.passengerLines].join(' ')} data-money-lines="">
              <caption className={styles.visuallyHidden}>Passengers of {trip.tourName}</caption>
              <thead>
                <tr>
                  <th scope="col">Passenger</th>
                  <th scope="col">Status</th>
                  <th scope="col">Commission</th>
                  <th scope="col" className={styles.amount}>
                    Price
                  </th>
                  <th scope="col" className={styles.amount}>
                    Discount
                  </th>
                  <th scope="col" className={styles.amount}>
                    Total
                  </th>
                  <th scope="col">Cancel</th>
                </tr>
              </thead>
              <tbody>
                {trip.passengers.map((passenger, index) => {
                  const name = guestName(passenger.guest, index);
                  const cancelled = passenger.status === 'CANCELLED';
                  return (
                    <tr key={passenger.tripPassengerId} className={cancelled ? styles.cancelled : undefined}>
                      <th scope="row">
                        {name}
                        <span className={styles.category}>{passenger.guest.ageCategory.toLowerCase()}</span>
                      </th>
                      <td data-label="Status">
                        {cancelled
                          ? cancelledWithFeeText(formatMoney(passenger.cancellationFee))
                          : bookingStatusText(passenger.status)}
                      </td>
                      <td data-label="Commission">
                        {passenger.commission ? formatMoney(passenger.commission) : '—'}
                      </td>
                      <td data-label="Price" className={styles.amount}>
                        {cancelled ? '—' : formatMoney(passenger.price)}
                      </td>
                      <td data-label="Discount" className={styles.amount}>
                        {!cancelled && passenger.discount.amountMinor !== 0
                          ? `${formatMoney(passenger.discount)} (${formatDiscountPercent(passenger.discountPercentage)})`
                          : '—'}
                      </td>
                      <td
                        data-label="Total"
                        className={styles.amount}
                        data-money-role="summand"
                        data-money-amount=""
                      >
                        {formatMoney(passenger.total)}
                      </td>
                      <td data-label="Cancel" className={cancelled ? styles.noCancel : undefined}>
                        {!cancelled && (
                          <input
                            type="checkbox"
                            className={styles.checkbox}
                            aria-label={`Cancel ${name} on ${trip.tourName}`}
                            checked={flagged(flags, trip.bookingIdentifier, passenger.tripPassengerId)}
                            onChange={() =>
                              setFlags((current) =>
                                toggleCancelPassenger(
                                  current,
                                  trip.bookingIdentifier,
                                  passenger.tripPassengerId,
                                ),
                              )
                            }
                          />
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={5}>
                    Trip total
                  </th>
                  <td className={styles.amount} data-money-role="total" data-money-amount="">
                    {formatMoney(trip.total)}
                  </td>
                  <td className={styles.noCancel} />
                </tr>
              </tfoot>
            </table>
          </div>
        </section>
      ))}
      {hasBookedPassengers(trips) && (
        <div className={styles.actionsRow}>
          <Button variant="danger" disabled={!cancelActionEnabled(flags)} onClick={() => setDialogOpen(true)}>
            Cancel Booking
          </Button>
        </div>
      )}
      <CancelBookingDialog
        groupBookingId={groupBookingId}
        tripPassengerIds={flaggedIds(flags)}
        isOpen={dialogOpen}
        pending={loading}
        failure={failure}
        onClose={() => {
          setDialogOpen(false);
          setFailure(null);
        }}
        onConfirm={() => void onConfirm()}
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
