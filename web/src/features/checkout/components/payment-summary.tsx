import { gql } from '@apollo/client';
import { PAYMENT_CHECKOUT_ANCHOR } from '@tourdesk/domain/routes';
import { formatMoney } from '@tourdesk/domain/money';
import type { ReactNode } from 'react';
import type { PaymentSummary_BookingFragment } from '@/apollo/generated/graphql';
import styles from './checkout.module.css';

if (false) {
  gql`
    fragment PaymentSummary_booking on Booking {
      groupBookingId
      totals {
        price {
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
        nett {
          amountMinor
          currency
        }
        commission {
          amountMinor
          currency
        }
      }
      paymentOptions {
        option
        amount {
          amountMinor
          currency
        }
      }
    }
  `;
}

/**
 * The payment summary at #payment_checkout (seed 001 §2 Checkout page): total, discount, paid and the balance,
 * the amounts payable now (full or deposit), nett and commission for agents; `children` holds the newsletter,
 * terms and continue button.
 */
export function PaymentSummary({
  booking,
  children,
}: {
  booking: PaymentSummary_BookingFragment;
  children: ReactNode;
}) {
  const { totals } = booking;
  return (
    <section
      id={PAYMENT_CHECKOUT_ANCHOR}
      className={[styles.card, styles.summary].join(' ')}
      aria-labelledby="payment-summary-title"
    >
      <h2 id="payment-summary-title" className={styles.sectionTitle}>
        Payment summary
      </h2>
      <dl className={styles.lines}>
        <div>
          <dt>Total</dt>
          <dd>{formatMoney(totals.price)}</dd>
        </div>
        {totals.discount.amountMinor !== 0 && (
          <div>
            <dt>Discount</dt>
            <dd>{formatMoney(totals.discount)}</dd>
          </div>
        )}
        {totals.nett && (
          <div>
            <dt>Nett</dt>
            <dd>{formatMoney(totals.nett)}</dd>
          </div>
        )}
        {totals.commission && (
          <div>
            <dt>Commission</dt>
            <dd>{formatMoney(totals.commission)}</dd>
          </div>
        )}
        <div>
          <dt>Paid</dt>
          <dd>{formatMoney(totals.paid)}</dd>
        </div>
        {booking.paymentOptions.map((option) => (
          <div key={option.option}>
            <dt>{option.option === 'DEPOSIT' ? 'Deposit payable now' : 'Full amount payable'}</dt>
            <dd>{formatMoney(option.amount)}</dd>
          </div>
        ))}
        <div className={styles.totalLine}>
          <dt>Balance remaining</dt>
          <dd>{formatMoney(totals.balance)}</dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
