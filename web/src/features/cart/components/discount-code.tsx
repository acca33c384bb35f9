import { promoApplyAllowed } from '@tourdesk/domain/cart';
import { MESSAGES, LABELS } from '@tourdesk/domain/messages';
import { useForm } from 'react-hook-form';
import type { PromoCodeStatus } from '@/apollo/generated/graphql';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { UI_TEXTS } from '@/texts';
import styles from './discount-code.module.css';

/** Props of {@link DiscountCode}. */
export interface DiscountCodeProps {
  /** The code currently applied (in the basket or on the booking), or null. */
  appliedCode: string | null;
  /** Outcome of the applied code: APPLIED (found) or INVALID (not found). */
  status: PromoCodeStatus;
  /** Applies a code: requotes the basket or updates the booking; resolves when the result is shown. */
  onApply: (code: string) => Promise<void>;
  /** Removes the code and requotes. */
  onClear: () => Promise<void>;
  pending: boolean;
}

/**
 * The discount block (seed 001 §2, §4 Discount code, §5 Promo code): a code and Apply (ignored when empty);
 * a found code shows as applied (the summary shows its discount), a code that gives no discount shows
 * 'Invalid or expired coupon code.'; Clear removes it.
 */
export function DiscountCode({ appliedCode, status, onApply, onClear, pending }: DiscountCodeProps) {
  const { register, handleSubmit, reset } = useForm<{ code: string }>({
    defaultValues: { code: appliedCode ?? '' },
  });
  const invalid = appliedCode !== null && status === 'INVALID';
  return (
    <form
      className={styles.block}
      onSubmit={(event) =>
        void handleSubmit(async ({ code }) => {
          if (!promoApplyAllowed(code)) return;
          await onApply(code.trim());
        })(event)
      }
    >
      <div className={styles.row}>
        <Field
          className={styles.field}
          label="Discount code"
          autoComplete="off"
          error={invalid ? MESSAGES.invalidCoupon : undefined}
          {...register('code')}
        />
        <Button type="submit" size="small" variant="secondary" pending={pending}>
          {LABELS.apply}
        </Button>
      </div>
      {appliedCode !== null && (
        <div className={styles.applied} role="status">
          {status === 'APPLIED' && (
            <span>
              {UI_TEXTS.code} {appliedCode} {UI_TEXTS.applied}
            </span>
          )}
          <Button
            size="small"
            variant="secondary"
            disabled={pending}
            onClick={() =>
              void onClear().then(() => {
                reset({ code: '' });
              })
            }
          >
            {UI_TEXTS.clearCode}
          </Button>
        </div>
      )}
    </form>
  );
}
