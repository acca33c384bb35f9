import { bookingStatusText } from '@tourdesk/domain/booking';
import { formatDate } from '@tourdesk/domain/dates';
import type { BookingPageDetails_BookingFragment } from '@/apollo/generated/graphql';
import { CancellationPolicy } from '@/ui/cancellation-policy';
import { MoneyLines } from '@/ui/money-lines';
import styles from './booking-page.module.css';

type Trip = BookingPageDetails_BookingFragment['trips'][number];

/**
 * One trip of the booking page's BOOKING DETAILS (seed 001 §2 Booking page): its chosen pick-up point and time,
 * its passengers (cancelled ones stay listed, their status as text and their cancellation fee as their amount),
 * the discount when there is one, and the trip total they add up to; while a passenger is still booked, the
 * cancellation policy of its departure as of today.
 */
export function BookedTripLines({ trip }: { trip: Trip }) {
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
      {trip.passengers.some((passenger) => passenger.status !== 'CANCELLED') && (
        <CancellationPolicy text={trip.cancellationSchedule?.text} />
      )}
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
