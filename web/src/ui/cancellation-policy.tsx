import { CANCELLATION_POLICY_TEXTS } from '@tourdesk/domain/messages';
import styles from './cancellation-policy.module.css';

/** Props of {@link CancellationPolicy}. */
export interface CancellationPolicyProps {
  /**
   * The departure's policy as the customer reads it (the schema's `CancellationFeeSchedule.text`, domain
   * `cancellationPolicyText`); nothing is shown when null.
   */
  text: string | null | undefined;
}

/**
 * The cancellation policy of a chosen departure before buying (seed 000 §4 Booking cancellation): the fee that
 * applies today, the dates it changes and whether card fees are refunded, as one plain sentence.
 */
export function CancellationPolicy({ text }: CancellationPolicyProps) {
  if (!text) return null;
  return (
    <p className={styles.policy}>
      <span className={styles.label}>{CANCELLATION_POLICY_TEXTS.label}</span> {text}
    </p>
  );
}
