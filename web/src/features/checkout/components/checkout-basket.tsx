import { gql, type FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { guestName } from '@tourdesk/domain/booking';
import { formatDate } from '@tourdesk/domain/dates';
import { formatMoney } from '@tourdesk/domain/money';
import {
  CheckoutBasket_BookingFragmentDoc,
  type CheckoutBasket_BookingFragment,
} from '@/apollo/generated/graphql';
import { CancellationPolicy } from '@/ui/cancellation-policy';
import { UI_TEXTS } from '@/texts';
import styles from './checkout.module.css';

if (false) {
  gql`
    fragment CheckoutBasket_booking on Booking {
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
        cancellationSchedule {
          text
        }
        rooms {
          description
        }
        total {
          amountMinor
          currency
        }
        passengers {
          tripPassengerId
          price {
            amountMinor
            currency
          }
          discount {
            amountMinor
            currency
          }
          total {
            amountMinor
            currency
          }
          status
          guest {
            passengerId
            firstName
            familyName
            ageCategory
          }
        }
      }
    }
  `;
}

/** '10/06/2026 at 10:15 to 12/06/2026': the trip's dates with its departure time. */
function dates(trip: { departureDate: string; returnDate: string; departureTime: string | null }): string {
  const departs = `${formatDate(trip.departureDate, 'dd/mm/yyyy')}${trip.departureTime ? ` at ${trip.departureTime}` : ''}`;
  return trip.returnDate !== trip.departureDate
    ? `${departs} to ${formatDate(trip.returnDate, 'dd/mm/yyyy')}`
    : departs;
}

/**
 * The booked basket at checkout (seed 001 §2 Checkout page, §6): in full for agents (each passenger's price,
 * discount and total, which add up to the trip total; rooms), minimal for customers (trips, dates and departure
 * times); for both the chosen pick-up point and time ('Pick-up: {name} at {HH:MM}', seed 001 §3 Pickup point) and each main trip's cancellation policy.
 */
export function CheckoutBasket({
  booking: bookingRef,
  full,
}: {
  booking: FragmentType<CheckoutBasket_BookingFragment>;
  full: boolean;
}) {
  const { data: booking, complete } = useFragment({
    fragment: CheckoutBasket_BookingFragmentDoc,
    fragmentName: 'CheckoutBasket_booking',
    from: bookingRef,
  });
  if (!complete) return null;
  return (
    <section className={styles.card} aria-labelledby="checkout-basket-title">
      <h2 id="checkout-basket-title" className={styles.sectionTitle}>
        {UI_TEXTS.yourTrips}
      </h2>
      <ul className={styles.trips}>
        {booking.trips.map((trip) => (
          <li key={trip.bookingIdentifier} className={trip.isAddOn ? styles.addOnTrip : undefined}>
            <p className={styles.tripName}>{trip.tourName}</p>
            <p className={styles.muted}>
              {dates(trip)} · {trip.passengers.length}{' '}
              {trip.passengers.length === 1 ? 'passenger' : 'passengers'}
            </p>
            {trip.pickup && <p className={styles.muted}>{trip.pickup.text}</p>}
            {!trip.isAddOn && <CancellationPolicy text={trip.cancellationSchedule?.text} />}
            {full && (
              <>
                {trip.rooms.length > 0 && (
                  <p className={styles.muted}>
                    {UI_TEXTS.accommodation} {trip.rooms.map((room) => room.description).join(', ')}
                  </p>
                )}
                <table className={styles.table} data-money-lines="">
                  <caption className={styles.visuallyHidden}>
                    {UI_TEXTS.passengerPricesFor} {trip.tourName}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">{UI_TEXTS.passenger}</th>
                      <th scope="col">{UI_TEXTS.price}</th>
                      <th scope="col">{UI_TEXTS.discount}</th>
                      <th scope="col">{UI_TEXTS.total}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {trip.passengers.map((passenger, index) => (
                      <tr key={passenger.tripPassengerId}>
                        <th scope="row">{guestName(passenger.guest, index)}</th>
                        <td>{formatMoney(passenger.price)}</td>
                        <td>{formatMoney(passenger.discount)}</td>
                        <td data-money-role="summand" data-money-amount="">
                          {formatMoney(passenger.total)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr>
                      <th scope="row" colSpan={3}>
                        {UI_TEXTS.tripTotal}
                      </th>
                      <td data-money-role="total" data-money-amount="">
                        {formatMoney(trip.total)}
                      </td>
                    </tr>
                  </tfoot>
                </table>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
