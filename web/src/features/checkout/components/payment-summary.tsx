import { gql, type FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { PAYMENT_CHECKOUT_ANCHOR } from '@tourdesk/domain/routes';
import type { ReactNode } from 'react';
import {
  PaymentSummary_BookingFragmentDoc,
  type PaymentSummary_BookingFragment,
} from '@/apollo/generated/graphql';
import { CardChargeLines } from '@/ui/card-charge';
import { MoneyLines } from '@/ui/money-lines';
import { UI_TEXTS } from '@/texts';
import styles from './checkout.module.css';

if (false) {
  gql`
    fragment PaymentSummary_booking on Booking {
      groupBookingId
      totals {
        paid {
          amountMinor
          currency
        }
        lines {
          ...MoneyLines_line @unmask
        }
        agentLines {
          ...MoneyLines_line @unmask
        }
        balanceLines {
          ...MoneyLines_line @unmask
        }
      }
      paymentOptions {
        option
        card {
          ...CardCharge_charge @unmask
        }
      }
    }
  `;
}

/** How each payment option's amount is named in the summary. */
const OPTION_AMOUNT_LABELS = { FULL: 'Full amount payable', DEPOSIT: 'Deposit payable now' } as const;

/**
 * The payment summary at #payment_checkout (seed 001 §2 Checkout page): Trip Price, Discount (with its
 * percentage), Subtotal, add-ons and Total; what is paid and left when part-paid; NETT and commission for agents;
 * and for each way to pay (full or deposit) the amount, its card fee and what the card is charged, so the charge
 * is known before the card page. `children` holds the discount block, the terms and the continue button.
 */
export function PaymentSummary({
  booking: bookingRef,
  children,
}: {
  booking: FragmentType<PaymentSummary_BookingFragment>;
  children: ReactNode;
}) {
  const { data: booking, complete } = useFragment({
    fragment: PaymentSummary_BookingFragmentDoc,
    fragmentName: 'PaymentSummary_booking',
    from: bookingRef,
  });
  if (!complete) return null;
  const { totals } = booking;
  return (
    <section
      id={PAYMENT_CHECKOUT_ANCHOR}
      className={[styles.card, styles.summary].join(' ')}
      aria-labelledby="payment-summary-title"
    >
      <h2 id="payment-summary-title" className={styles.sectionTitle}>
        {UI_TEXTS.paymentSummary}
      </h2>
      <MoneyLines lines={totals.lines} label="Price" />
      <MoneyLines lines={totals.agentLines ?? []} label="Agent amounts" />
      {totals.paid.amountMinor !== 0 && <MoneyLines lines={totals.balanceLines} label="Balance" />}
      {booking.paymentOptions.map((option) => (
        <CardChargeLines
          key={option.option}
          charge={option.card}
          amountLabel={OPTION_AMOUNT_LABELS[option.option]}
          label={OPTION_AMOUNT_LABELS[option.option]}
        />
      ))}
      {children}
    </section>
  );
}
