import { gql, type FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { formatLongDate } from '@tourdesk/domain/dates';
import {
  BookedItinerary_BookingFragmentDoc,
  type BookedItinerary_BookingFragment,
} from '@/apollo/generated/graphql';
import { UI_TEXTS } from '@/texts';
import styles from './confirmation.module.css';

if (false) {
  gql`
    fragment BookedItinerary_booking on Booking {
      groupBookingId
      trips {
        bookingIdentifier
        tourName
        isAddOn
        departureDate
        returnDate
        departureTime
        pickup {
          text
        }
        passengers {
          tripPassengerId
          status
          guest {
            passengerId
            firstName
            familyName
            ageCategory
          }
        }
        rooms {
          roomType
          description
        }
      }
    }
  `;
}

/**
 * The booked trips (seed 001 §2 Confirmation 'Booked itinerary'): tour, dates with the departure time, the chosen
 * pick-up point and time, rooms and who travels.
 */
export function BookedItinerary({ booking }: { booking: FragmentType<BookedItinerary_BookingFragment> }) {
  const { data, complete } = useFragment({
    fragment: BookedItinerary_BookingFragmentDoc,
    fragmentName: 'BookedItinerary_booking',
    from: booking,
  });
  if (!complete) return null;
  return (
    <ol className={styles.itinerary}>
      {data.trips.map((trip) => (
        <li key={trip.bookingIdentifier} className={styles.trip}>
          <h3 className={styles.tripTitle}>
            {trip.tourName}
            {trip.isAddOn && <span className={styles.tag}>{UI_TEXTS.addOn}</span>}
          </h3>
          <p className={styles.muted}>
            {formatLongDate(trip.departureDate)}
            {trip.departureTime && `, departing ${trip.departureTime}`}
            {trip.returnDate !== trip.departureDate && ` to ${formatLongDate(trip.returnDate)}`}
          </p>
          {trip.pickup && <p>{trip.pickup.text}</p>}
          {trip.rooms.length > 0 && (
            <p>
              {UI_TEXTS.rooms} {trip.rooms.map((room) => room.description).join(', ')}
            </p>
          )}
          <ul className={styles.guests}>
            {trip.passengers
              .filter((passenger) => passenger.status !== 'CANCELLED')
              .map((passenger, index) => (
                <li key={passenger.tripPassengerId}>
                  {[passenger.guest.firstName, passenger.guest.familyName].filter(Boolean).join(' ') ||
                    `Passenger ${index + 1}`}{' '}
                  <span className={styles.muted}>({passenger.guest.ageCategory.toLowerCase()})</span>
                </li>
              ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
