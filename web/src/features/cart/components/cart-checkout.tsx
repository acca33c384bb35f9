import { checkoutEnabled } from '@tourdesk/domain/cart';
import { LABELS } from '@tourdesk/domain/messages';
import { useState } from 'react';
import { Checkbox } from 'react-aria-components';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import styles from './cart-checkout.module.css';

/** Props of {@link CartCheckout}. */
export interface CartCheckoutProps {
  totalMinor: number;
  isAgent: boolean;
  /** True while the basket is being booked: 'Booking Now'. */
  booking: boolean;
  /** Why the last booking attempt failed ('Basket ' + booking_error...). */
  errors: readonly string[];
  onCheckout: () => void;
}

/**
 * The cart agreement and checkout button (seed 001 §2, §5): customers tick 'I understand and agree.' (the button
 * reads 'Agree to continue' until then); agents are pre-accepted and see no checkbox. The button needs a total
 * above 0 and reads 'Booking Now' while the basket is booked. Failures show as an alert region.
 */
export function CartCheckout({ totalMinor, isAgent, booking, errors, onCheckout }: CartCheckoutProps) {
  const [agreed, setAgreed] = useState(false);
  const enabled = checkoutEnabled(totalMinor, agreed, isAgent);
  const label = booking ? LABELS.bookingNow : !isAgent && !agreed ? LABELS.agreeToContinue : 'Checkout';
  return (
    <div className={styles.checkout}>
      {!isAgent && (
        <Checkbox className={styles.checkbox} isSelected={agreed} onChange={setAgreed}>
          <span className={styles.box} aria-hidden="true">
            <svg viewBox="0 0 18 18" width="14" height="14">
              <polyline points="2 9 7 14 16 4" fill="none" stroke="currentColor" strokeWidth="3" />
            </svg>
          </span>
          {LABELS.iUnderstandAndAgree}
        </Checkbox>
      )}
      {errors.length > 0 && (
        <Alert>
          {errors.map((error) => (
            <p key={error} className={styles.error}>
              {error}
            </p>
          ))}
        </Alert>
      )}
      <Button className={styles.button} disabled={!enabled} pending={booking} onClick={onCheckout}>
        {label}
      </Button>
    </div>
  );
}
