import { gql } from '@apollo/client';
import { formatDiscountPercent, formatMoney } from '@tourdesk/domain/money';
import type { ReactNode } from 'react';
import type { CartSummary_QuoteFragment } from '@/apollo/generated/graphql';
import styles from './cart-summary.module.css';

if (false) {
  gql`
    fragment CartSummary_quote on Quote {
      tripPrice {
        amountMinor
        currency
      }
      discount {
        amountMinor
        currency
      }
      discountPercentage
      subtotal {
        amountMinor
        currency
      }
      addOnsTotal {
        amountMinor
        currency
      }
      addOnCount
      total {
        amountMinor
        currency
      }
    }
  `;
}

/**
 * The cart's summary panel (seed 001 §2 Trip summary): Trip Price, Discount with its percentage, Subtotal,
 * Optional Add-on (xN) and Total, from the fresh quote; `children` holds the discount block and checkout.
 */
export function CartSummary({
  quote,
  requoting,
  children,
}: {
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
        Summary
      </h2>
      <dl className={styles.lines}>
        <div>
          <dt>Trip Price</dt>
          <dd>{formatMoney(quote.tripPrice)}</dd>
        </div>
        {quote.discount.amountMinor !== 0 && (
          <div>
            <dt>Discount ({formatDiscountPercent(quote.discountPercentage)})</dt>
            <dd>{formatMoney(quote.discount)}</dd>
          </div>
        )}
        <div>
          <dt>Subtotal</dt>
          <dd>{formatMoney(quote.subtotal)}</dd>
        </div>
        {quote.addOnCount > 0 && (
          <div>
            <dt>Optional Add-on (x{quote.addOnCount})</dt>
            <dd>{formatMoney(quote.addOnsTotal)}</dd>
          </div>
        )}
        <div className={styles.total}>
          <dt>Total</dt>
          <dd>{formatMoney(quote.total)}</dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
