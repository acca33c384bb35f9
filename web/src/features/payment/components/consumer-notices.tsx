import type { ReactNode } from 'react';
import styles from './payment.module.css';

/**
 * The consumer's notices on the card screen (seed 001 §2 Card payment screen): the address must match the bank's
 * or card company's records, the card issuer may ask to authenticate the payment, and whom to contact when no
 * confirmation e-mail arrives (per brand: `contact`, composed by the route).
 */
export function ConsumerNotices({ contact }: { contact: ReactNode }) {
  return (
    <div className={styles.notices}>
      <p>
        Please make sure the billing address you enter matches the address your bank or card company holds for
        this card, or the payment may be declined.
      </p>
      <p>
        Your card issuer may show an authentication message (for example a code sent to your phone or a
        request in your banking app) to confirm it is you making this payment.
      </p>
      {contact}
    </div>
  );
}
