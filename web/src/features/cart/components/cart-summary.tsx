import { gql } from '@apollo/client';
import type { ReactNode } from 'react';
import type { CartSummary_QuoteFragment } from '@/apollo/generated/graphql';
import { CardFeeNote } from '@/ui/card-charge';
import { MoneyLines } from '@/ui/money-lines';
import { UI_TEXTS } from '@/texts';
import styles from './cart-summary.module.css';

if (false) {
  gql`
    fragment CartSummary_quote on Quote {
      total {
        amountMinor
        currency
      }
      lines {
        ...MoneyLines_line @unmask
      }
      card {
        ...CardCharge_charge @unmask
      }
    }
  `;
}

/**
 * The cart's summary panel (seed 001 §2 Trip summary): Trip Price, Discount with its percentage, Subtotal,
 * Optional Add-on (xN) and Total, from the fresh quote, and what paying it by card adds (no charge hidden until
 * the payment page); `children` holds the discount block and checkout.
 */
export function CartSummary({
  quote,
  requoting,
  children,
}: {
  /** The fresh quote (fragment `CartSummary_quote`, spread unmasked: a quote has no cache identity). */
  quote: CartSummary_QuoteFragment;
  requoting: boolean;
  children?: ReactNode;
}) {
  return (
    <section
      className={styles.summary}
      aria-labelledby="cart-summary-title"
      aria-busy={requoting || undefined}
    >
      <h2 id="cart-summary-title" className={styles.title}>
        {UI_TEXTS.summary}
      </h2>
      <MoneyLines lines={quote.lines} className={styles.lines} />
      <CardFeeNote charge={quote.card} />
      {children}
    </section>
  );
}
