import { gql, type FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { formatMoney, isZeroMoney } from '@tourdesk/domain/money';
import { hasBalanceOutstanding } from '@tourdesk/domain/payment';
import {
  BookingTotals_BookingFragmentDoc,
  type BookingTotals_BookingFragment,
} from '@/apollo/generated/graphql';
import { paths } from '@/paths';
import { LinkButton } from '@/ui/link-button';
import styles from './booking-details.module.css';

if (false) {
  gql`
    fragment BookingTotals_booking on Booking {
      groupBookingId
      totals {
        price {
          amountMinor
          currency
        }
        nett {
          amountMinor
          currency
        }
        discount {
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
 * The booking's totals (seed 000 §2 Booking detail): price, nett price (agents), discount only when there is one
 * (the gateway sends it as a negative amount), paid and balance; 'Make Payment' to /creditcard only while a
 * balance is outstanding (seed 000 §4).
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
        Totals
      </h2>
      <dl className={styles.totalsList}>
        <dt>Price</dt>
        <dd>{formatMoney(totals.price)}</dd>
        {totals.nett && (
          <>
            <dt>Nett price</dt>
            <dd>{formatMoney(totals.nett)}</dd>
          </>
        )}
        {!isZeroMoney(totals.discount) && (
          <>
            <dt>Discount</dt>
            <dd>{formatMoney(totals.discount)}</dd>
          </>
        )}
        <dt>Paid</dt>
        <dd>{formatMoney(totals.paid)}</dd>
        <dt>Balance</dt>
        <dd>{formatMoney(totals.balance)}</dd>
      </dl>
      {hasBalanceOutstanding(totals.balance) && (
        <LinkButton to={paths.creditCard.getHref({ groupBookingId: data.groupBookingId })}>
          Make Payment
        </LinkButton>
      )}
    </section>
  );
}
