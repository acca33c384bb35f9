import { gql, type FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { formatDate } from '@tourdesk/domain/dates';
import { formatMoney } from '@tourdesk/domain/money';
import {
  BookingTotals_BookingFragmentDoc,
  type BookingTotals_BookingFragment,
} from '@/apollo/generated/graphql';
import { paths } from '@tourdesk/domain/paths';
import { LinkButton } from '@/ui/link-button';
import { MoneyLines } from '@/ui/money-lines';
import styles from './booking-details.module.css';
import { LABELS } from '@tourdesk/domain/messages';
import { UI_TEXTS } from '@/texts';

if (false) {
  gql`
    fragment BookingTotals_booking on Booking {
      groupBookingId
      paymentDue
      totals {
        ...MoneyLines_statement @unmask
        balanceDueDate
      }
    }
  `;
}

/** The booking detail's names for the figures (seed 000 §2: price, nett price, discount, paid, balance). */
const LINE_LABELS = { TOTAL: 'Price', NETT: 'Nett price', PAID: 'Paid', BALANCE: 'Balance' } as const;

/**
 * The booking's totals (seed 000 §2 Booking detail), one block that says the price once: the trip price and
 * discount when there is one (with its percentage), add-ons and cancellation fees, the price they add up to, paid (a
 * positive amount) and the balance it leaves, with the day it is due by while something is outstanding; then the nett price (agents); 'Make Payment' to /creditcard only while a payment is due (seed 000
 * §4; never for a booking released before anything was paid). The
 * figures are the booking's: after a cancellation the mutation's answer refreshes them through the cache.
 */
export function BookingTotals({ booking }: { booking: FragmentType<BookingTotals_BookingFragment> }) {
  const { data, complete } = useFragment({
    fragment: BookingTotals_BookingFragmentDoc,
    fragmentName: 'BookingTotals_booking',
    from: booking,
  });
  if (!complete) return null;
  const { totals } = data;
  return (
    <section className={styles.totals} aria-labelledby="totals-heading">
      <h2 id="totals-heading" className={styles.sectionTitle}>
        {UI_TEXTS.totals}
      </h2>
      <MoneyLines lines={totals.statementLines} labels={LINE_LABELS} label="Balance" />
      {totals.balanceDueDate && (
        <p className={styles.note}>
          {UI_TEXTS.balanceDueBy} {formatDate(totals.balanceDueDate, 'dd/mm/yyyy')}
        </p>
      )}
      <MoneyLines lines={totals.agentLines ?? []} labels={LINE_LABELS} label="Nett" />
      {totals.paidCardFees.amountMinor !== 0 && (
        <p className={styles.note}>
          {UI_TEXTS.cardFeesPaidOnTop} {formatMoney(totals.paidCardFees)}
        </p>
      )}
      {data.paymentDue && (
        <LinkButton to={paths.creditCard.getHref({ groupBookingId: data.groupBookingId })}>
          {LABELS.makePayment}
        </LinkButton>
      )}
    </section>
  );
}
