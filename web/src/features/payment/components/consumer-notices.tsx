import type { ReactNode } from 'react';
import { UI_TEXTS } from '@/texts';
import styles from './payment.module.css';

/**
 * The consumer's notices on the card screen (seed 001 §2 Card payment screen): the address must match the bank's
 * or card company's records, the card issuer may ask to authenticate the payment, and whom to contact when no
 * confirmation e-mail arrives (per brand: `contact`, composed by the route).
 */
export function ConsumerNotices({ contact }: { contact: ReactNode }) {
  return (
    <div className={styles.notices}>
      <p>{UI_TEXTS.pleaseMakeSureTheBillingAddress}</p>
      <p>{UI_TEXTS.yourCardIssuerMayShowAn}</p>
      {contact}
    </div>
  );
}
