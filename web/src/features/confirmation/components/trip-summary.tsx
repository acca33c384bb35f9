import { gql, type FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { formatDate } from '@tourdesk/domain/dates';
import { balanceDueText, bookingReferenceLine, LABELS, paidTodayText } from '@tourdesk/domain/messages';
import { formatMoney } from '@tourdesk/domain/money';
import { TripSummary_BookingFragmentDoc, type TripSummary_BookingFragment } from '@/apollo/generated/graphql';
import { LinkButton } from '@/ui/link-button';
import { MoneyLines } from '@/ui/money-lines';
import { UI_TEXTS } from '@/texts';
import styles from './confirmation.module.css';

if (false) {
  gql`
    fragment TripSummary_booking on Booking {
      groupBookingId
      currency
      paymentDue
      paidToday {
        transactionId
        amount {
          amountMinor
          currency
        }
        fee {
          amountMinor
          currency
        }
        total {
          amountMinor
          currency
        }
      }
      trips {
        bookingIdentifier
        tourName
        departureDate
        returnDate
        passengers {
          tripPassengerId
          status
        }
      }
      itineraryLines {
        ...MoneyLines_line @unmask
      }
      totals {
        paidCardFees {
          amountMinor
          currency
        }
        paidIncludingFees {
          amountMinor
          currency
        }
        balance {
          amountMinor
          currency
        }
        balanceDueDate
        paidLines {
          ...MoneyLines_line @unmask
        }
      }
    }
  `;
}

type Trip = TripSummary_BookingFragment['trips'][number];

/** A trip's dates and its passengers still booked (and those cancelled, as text). */
function tripFacts(trip: Trip): string {
  const booked = trip.passengers.filter((passenger) => passenger.status !== 'CANCELLED').length;
  const cancelled = trip.passengers.length - booked;
  const dates =
    trip.returnDate !== trip.departureDate
      ? `${formatDate(trip.departureDate, 'dd/mm/yyyy')} – ${formatDate(trip.returnDate, 'dd/mm/yyyy')}`
      : formatDate(trip.departureDate, 'dd/mm/yyyy');
  return [
    dates,
    `${booked} ${booked === 1 ? 'passenger' : 'passengers'}`,
    ...(cancelled > 0 ? [`${cancelled} cancelled`] : []),
  ].join(' · ');
}

/**
 * The trip summary side panel (seed 001 §2 Confirmation, Failed payment): the itinerary breakdown (reference, each
 * trip with its dates and price before discount, the discount with its percentage, cancellation fees, and the
 * total they add up to), then either 'Remaining Balance Due' (what was paid and is left, the amount, its currency
 * code, 'includes all taxes.', 'Balance of X due by {date}' and 'Pay remaining balance' at the top and the
 * bottom of the panel when `payHref` is given) while a payment is due, or 'Total Price Paid': what was charged,
 * card fees included. On the confirmation it first says what the payment that led there charged: 'Paid today
 * £176.61 (including a £2.61 card fee)', the running totals below.
 */
export function TripSummary({
  booking,
  payHref,
  showPaidToday = false,
}: {
  booking: FragmentType<TripSummary_BookingFragment>;
  /** Say what the payment that led here charged ('Paid today …'): the confirmation's panel only. */
  showPaidToday?: boolean;
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
  const pay = data.paymentDue && payHref && (
    <LinkButton to={payHref}>{LABELS.payRemainingBalance}</LinkButton>
  );
  return (
    <aside className={styles.summary} aria-labelledby="trip-summary-title">
      <h2 id="trip-summary-title" className={styles.summaryTitle}>
        {UI_TEXTS.tripSummary}
      </h2>
      {showPaidToday && data.paidToday && (
        <p className={styles.paidToday}>
          {paidTodayText(
            formatMoney(data.paidToday.total),
            data.paidToday.fee && data.paidToday.fee.amountMinor !== 0
              ? formatMoney(data.paidToday.fee)
              : null,
          )}
        </p>
      )}
      {pay}
      <p className={styles.referenceLine}>{bookingReferenceLine(data.groupBookingId)}</p>
      <MoneyLines
        lines={data.itineraryLines}
        labels={{ BALANCE: 'Balance' }}
        label="Itinerary breakdown"
        className={styles.breakdown}
        extra={(line, index) => {
          const trip = line.kind === 'TRIP' ? data.trips[index] : undefined;
          return trip && <span className={styles.muted}>{tripFacts(trip)}</span>;
        }}
      />
      {data.paymentDue ? (
        <div className={styles.due}>
          {totals.paidCardFees.amountMinor !== 0 && (
            <p className={styles.muted}>{UI_TEXTS.cardFeesPaid(formatMoney(totals.paidCardFees))}</p>
          )}
          <h3 className={styles.dueTitle}>{LABELS.remainingBalanceDue}</h3>
          <p className={styles.dueAmount}>
            {formatMoney(totals.balance)} <span className={styles.currency}>{data.currency}</span>
          </p>
          <p className={styles.muted}>{LABELS.includesAllTaxes}.</p>
          {totals.balanceDueDate && (
            <p>
              {balanceDueText(formatMoney(totals.balance), formatDate(totals.balanceDueDate, 'dd/mm/yyyy'))}
            </p>
          )}
          {pay}
        </div>
      ) : (
        <div className={styles.due}>
          <h3 className={styles.dueTitle}>{LABELS.totalPricePaid}</h3>
          <p className={styles.dueAmount}>{formatMoney(totals.paidIncludingFees)}</p>
          {totals.paidCardFees.amountMinor !== 0 && (
            <MoneyLines
              lines={totals.paidLines}
              labels={{ PAID: 'Total', PAID_CARD_FEES: 'Card fee' }}
              label={LABELS.totalPricePaid}
            />
          )}
        </div>
      )}
    </aside>
  );
}
