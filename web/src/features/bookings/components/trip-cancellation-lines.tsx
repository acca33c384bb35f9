import { bookingStatusText, guestName } from '@tourdesk/domain/booking';
import { formatDate } from '@tourdesk/domain/dates';
import { cancelledWithFeeText } from '@tourdesk/domain/messages';
import { formatDiscountPercent, formatMoney } from '@tourdesk/domain/money';
import { UI_TEXTS } from '@/texts';
import type { Trip } from '../api/cancellation-flags';
import styles from './booking-details.module.css';

type TripPassenger = Trip['passengers'][number];

/**
 * One trip of the booking (seed 000 §2 Booking detail, §3 Cancellation): its tour name and departure, then a
 * table of its passengers (see {@link PassengerCancellationLine}) adding up to the trip total. `isFlagged` and
 * `onToggle` read and flip a passenger's cancel checkbox.
 */
export function TripCancellationLines({
  trip,
  isFlagged,
  onToggle,
}: {
  trip: Trip;
  isFlagged: (tripPassengerId: string) => boolean;
  onToggle: (tripPassengerId: string) => void;
}) {
  return (
    <section className={styles.trip} aria-labelledby={`trip-${trip.bookingIdentifier}`}>
      <h2 id={`trip-${trip.bookingIdentifier}`} className={styles.sectionTitle}>
        {trip.tourName}
        <span className={styles.tripDate}>
          {UI_TEXTS.departs} {formatDate(trip.departureDate, 'dd/mm/yyyy')}
        </span>
      </h2>
      <div className={styles.scroller}>
        <table className={[styles.lines, styles.passengerLines].join(' ')} data-money-lines="">
          <caption className={styles.visuallyHidden}>
            {UI_TEXTS.passengersOf} {trip.tourName}
          </caption>
          <thead>
            <tr>
              <th scope="col">{UI_TEXTS.passenger}</th>
              <th scope="col">{UI_TEXTS.status}</th>
              <th scope="col">{UI_TEXTS.commission}</th>
              <th scope="col" className={styles.amount}>
                {UI_TEXTS.price}
              </th>
              <th scope="col" className={styles.amount}>
                {UI_TEXTS.discount}
              </th>
              <th scope="col" className={styles.amount}>
                {UI_TEXTS.total}
              </th>
              <th scope="col">{UI_TEXTS.cancel}</th>
            </tr>
          </thead>
          <tbody>
            {trip.passengers.map((passenger, index) => (
              <PassengerCancellationLine
                key={passenger.tripPassengerId}
                passenger={passenger}
                name={guestName(passenger.guest, index)}
                tourName={trip.tourName}
                flagged={isFlagged(passenger.tripPassengerId)}
                onToggle={() => onToggle(passenger.tripPassengerId)}
              />
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={5}>
                {UI_TEXTS.tripTotal}
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
  );
}

/**
 * A passenger's line: name and age category, status as text (a cancelled passenger's with its cancellation fee),
 * commission, price, discount and the passenger's total on the totals' basis; a passenger still booked has the
 * cancel checkbox ('Cancel <name> on <tour>').
 */
function PassengerCancellationLine({
  passenger,
  name,
  tourName,
  flagged,
  onToggle,
}: {
  passenger: TripPassenger;
  name: string;
  tourName: string;
  flagged: boolean;
  onToggle: () => void;
}) {
  const cancelled = passenger.status === 'CANCELLED';
  return (
    <tr className={cancelled ? styles.cancelled : undefined}>
      <th scope="row">
        {name}
        <span className={styles.category}>{passenger.guest.ageCategory.toLowerCase()}</span>
      </th>
      <td data-label="Status">
        {cancelled
          ? cancelledWithFeeText(formatMoney(passenger.cancellationFee))
          : bookingStatusText(passenger.status)}
      </td>
      <td data-label="Commission">{passenger.commission ? formatMoney(passenger.commission) : '—'}</td>
      <td data-label="Price" className={styles.amount}>
        {cancelled ? '—' : formatMoney(passenger.price)}
      </td>
      <td data-label="Discount" className={styles.amount}>
        {!cancelled && passenger.discount.amountMinor !== 0
          ? `${formatMoney(passenger.discount)} (${formatDiscountPercent(passenger.discountPercentage)})`
          : '—'}
      </td>
      <td data-label="Total" className={styles.amount} data-money-role="summand" data-money-amount="">
        {formatMoney(passenger.total)}
      </td>
      <td data-label="Cancel" className={cancelled ? styles.noCancel : undefined}>
        {!cancelled && (
          <input
            type="checkbox"
            className={styles.checkbox}
            aria-label={`Cancel ${name} on ${tourName}`}
            checked={flagged}
            onChange={onToggle}
          />
        )}
      </td>
    </tr>
  );
}
