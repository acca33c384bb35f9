import { gql, type FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { formatDate } from '@tourdesk/domain/dates';
import { balanceDueText, bookingReferenceLine, LABELS } from '@tourdesk/domain/messages';
import { formatMoney, sumMoney } from '@tourdesk/domain/money';
import { TripSummary_BookingFragmentDoc, type TripSummary_BookingFragment } from '@/apollo/generated/graphql';
import { LinkButton } from '@/ui/link-button';
import styles from './confirmation.module.css';

if (false) {
  gql`
    fragment TripSummary_booking on Booking {
      groupBookingId
      currency
      balanceOutstanding
      balanceDueDate
      trips {
        bookingIdentifier
        tourName
        departureDate
        returnDate
        passengers {
          tripPassengerId
          status
          price {
            amountMinor
            currency
          }
        }
      }
      totals {
        price {
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
  `;
}

/**
 * The trip summary side panel (seed 001 §2 Confirmation, Failed payment): the itinerary breakdown (reference,
 * each trip with its dates and price), the total and paid amounts, then either 'Remaining Balance Due' with the
 * amount, its currency code, 'includes all taxes.', 'Balance of X due by {date}' and 'Pay remaining balance' (at
 * the top and the bottom of the panel, when `payHref` is given), or 'Total Price Paid'.
 */
export function TripSummary({
  booking,
  payHref,
}: {
  booking: FragmentType<TripSummary_BookingFragment>;
  /** Where 'Pay remaining balance' goes (the card screen); null to leave the button out. */
  payHref: string | null;
}) {
  const { data, complete } = useFragment({
    fragment: TripSummary_BookingFragmentDoc,
    fragmentName: 'TripSummary_booking',
    from: booking,
  });
  if (!complete) return null;
  const { totals } = data;
  const pay = data.balanceOutstanding && payHref && (
    <LinkButton to={payHref}>{LABELS.payRemainingBalance}</LinkButton>
  );
  return (
    <aside className={styles.summary} aria-labelledby="trip-summary-title">
      <h2 id="trip-summary-title" className={styles.summaryTitle}>
        Trip summary
      </h2>
      {pay}
      <p className={styles.referenceLine}>{bookingReferenceLine(data.groupBookingId)}</p>
      <ul className={styles.breakdown}>
        {data.trips.map((trip) => {
          const booked = trip.passengers.filter((passenger) => passenger.status !== 'CANCELLED');
          return (
            <li key={trip.bookingIdentifier}>
              <span className={styles.tripName}>{trip.tourName}</span>
              <span className={styles.muted}>
                {formatDate(trip.departureDate, 'dd/mm/yyyy')}
                {trip.returnDate !== trip.departureDate && ` – ${formatDate(trip.returnDate, 'dd/mm/yyyy')}`}
                {' · '}
                {booked.length} {booked.length === 1 ? 'passenger' : 'passengers'}
              </span>
              <span className={styles.tripPrice}>
                {formatMoney(
                  sumMoney(
                    booked.map((passenger) => passenger.price),
                    data.currency,
                  ),
                )}
              </span>
            </li>
          );
        })}
      </ul>
      <dl className={styles.figures}>
        <div>
          <dt>Total</dt>
          <dd>{formatMoney(totals.price)}</dd>
        </div>
        <div>
          <dt>Paid</dt>
          <dd>{formatMoney(totals.paid)}</dd>
        </div>
      </dl>
      {data.balanceOutstanding ? (
        <div className={styles.due}>
          <h3 className={styles.dueTitle}>{LABELS.remainingBalanceDue}</h3>
          <p className={styles.dueAmount}>
            {formatMoney(totals.balance)} <span className={styles.currency}>{data.currency}</span>
          </p>
          <p className={styles.muted}>{LABELS.includesAllTaxes}.</p>
          {data.balanceDueDate && (
            <p>
              {balanceDueText(formatMoney(totals.balance), formatDate(data.balanceDueDate, 'dd/mm/yyyy'))}
            </p>
          )}
          {pay}
        </div>
      ) : (
        <div className={styles.due}>
          <h3 className={styles.dueTitle}>{LABELS.totalPricePaid}</h3>
          <p className={styles.dueAmount}>{formatMoney(totals.price)}</p>
        </div>
      )}
    </aside>
  );
}
