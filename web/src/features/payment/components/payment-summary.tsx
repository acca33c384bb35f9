import { bookingStatusText } from '@tourdesk/domain/booking';
import { formatDate } from '@tourdesk/domain/dates';
import { formatMoney, type Money } from '@tourdesk/domain/money';
import type { AgentPayment_BookingFragment } from '@/apollo/generated/graphql';
import styles from './payment.module.css';
import { LABELS } from '@tourdesk/domain/messages';
import { UI_TEXTS } from '@/texts';

type Trip = AgentPayment_BookingFragment['trips'][number];

/**
 * The agent payment's 'Payment Summary' (seed 001 §2 Payment summary, §5): the booking reference, per trip and
 * passenger the price and commission (see {@link SummaryTrip}), Total and NETT, Paid once something is, and
 * 'Payable now' when given (`payable`). Commission and NETT are hidden when `gross`.
 */
export function PaymentSummary({
  booking,
  gross,
  payable,
}: {
  booking: AgentPayment_BookingFragment;
  gross: boolean;
  payable: Money | null | undefined;
}) {
  return (
    <section className={styles.card} aria-labelledby="payment-summary-title">
      <h2 id="payment-summary-title" className={styles.cardTitle}>
        {LABELS.paymentSummary}
      </h2>
      <p className={styles.reference}>
        {UI_TEXTS.bookingReference}
        {booking.groupBookingId}
      </p>
      <div className={styles.scroller}>
        <table className={styles.summaryTable} data-money-lines="">
          <thead>
            <tr>
              <th scope="col">{UI_TEXTS.passenger}</th>
              <th scope="col">{UI_TEXTS.price}</th>
              {!gross && <th scope="col">{UI_TEXTS.commission}</th>}
            </tr>
          </thead>
          {booking.trips.map((trip) => (
            <SummaryTrip key={trip.bookingIdentifier} trip={trip} gross={gross} />
          ))}
          <tfoot>
            <tr>
              <th scope="row">{UI_TEXTS.total}</th>
              <td data-money-role="total" data-money-amount="">
                {formatMoney(booking.totals.total)}
              </td>
              {!gross && <td />}
            </tr>
            {!gross && booking.totals.nett && (
              <tr>
                <th scope="row">{LABELS.nett}</th>
                <td>{formatMoney(booking.totals.nett)}</td>
                <td />
              </tr>
            )}
            {booking.totals.paid.amountMinor !== 0 && (
              <tr>
                <th scope="row">{UI_TEXTS.paid}</th>
                <td>{formatMoney(booking.totals.paid)}</td>
                {!gross && <td />}
              </tr>
            )}
            {payable && (
              <tr className={styles.payableRow}>
                <th scope="row">{UI_TEXTS.payableNow}</th>
                <td data-payable-now="">{formatMoney(payable)}</td>
                {!gross && <td />}
              </tr>
            )}
          </tfoot>
        </table>
      </div>
    </section>
  );
}

/**
 * One trip of the payment summary (seed 001 §2 Payment summary): each passenger's price (and commission; a
 * cancelled passenger, listed as such, at its cancellation fee), then when discounted 'Discount (percent)' and the
 * 'Trip Price' they come to. Rows are the trip's own lines as the gateway builds them: nothing is added here.
 */
function SummaryTrip({ trip, gross }: { trip: Trip; gross: boolean }) {
  const { lines } = trip;
  const discounted = lines.some((line) => line.kind === 'DISCOUNT');
  return (
    <tbody>
      <tr className={styles.tripRow}>
        <th scope="rowgroup" colSpan={gross ? 2 : 3}>
          {trip.tourName} <span className={styles.muted}>{formatDate(trip.departureDate, 'dd/mm/yyyy')}</span>
        </th>
      </tr>
      {lines.map((line, index) => {
        const passenger = line.kind === 'PASSENGER' ? trip.passengers[index] : undefined;
        if (line.kind === 'TRIP_TOTAL' && !discounted) return null;
        return (
          <tr key={`${line.kind}-${index}`}>
            <th scope="row">
              {line.kind === 'TRIP_TOTAL' ? 'Trip Price' : line.label}
              {passenger?.status === 'CANCELLED' && ` (${bookingStatusText(passenger.status)})`}
            </th>
            <td data-money-role={line.kind === 'TRIP_TOTAL' ? 'subtotal' : 'summand'} data-money-amount="">
              {formatMoney(line.amount)}
            </td>
            {!gross && <td>{passenger?.commission ? formatMoney(passenger.commission) : ''}</td>}
          </tr>
        );
      })}
    </tbody>
  );
}
