import { checkoutEnabled } from '@tourdesk/domain/cart';
import { LABELS } from '@tourdesk/domain/messages';
import { useState } from 'react';
import { ProceedButton, TickBox } from '@/ui/agreement';
import { Alert } from '@/ui/alert';
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
  /** Called when a pointer or the focus reaches the button: starts loading the code checking out may open. */
  onPreloadCheckout?: () => void;
}

/**
 * The cart agreement and checkout button (seed 001 §2, §5): customers tick 'I understand and agree.' (the button
 * reads 'Agree to continue' until then); agents are pre-accepted and see no checkbox. The button needs a total
 * above 0 and reads 'Booking Now' while the basket is booked. Failures show as an alert region.
 */
export function CartCheckout({
  totalMinor,
  isAgent,
  booking,
  errors,
  onCheckout,
  onPreloadCheckout,
}: CartCheckoutProps) {
  const [agreed, setAgreed] = useState(false);
  const enabled = checkoutEnabled(totalMinor, agreed, isAgent);
  const label = booking ? LABELS.bookingNow : !isAgent && !agreed ? LABELS.agreeToContinue : 'Checkout';
  return (
    <div className={styles.checkout}>
      {!isAgent && (
        <TickBox className={styles.agreement} isSelected={agreed} onChange={setAgreed}>
          {LABELS.iUnderstandAndAgree}
        </TickBox>
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
      <ProceedButton
        disabled={!enabled}
        pending={booking}
        onClick={onCheckout}
        onPointerEnter={onPreloadCheckout}
        onFocus={onPreloadCheckout}
      >
        {label}
      </ProceedButton>
    </div>
  );
}
