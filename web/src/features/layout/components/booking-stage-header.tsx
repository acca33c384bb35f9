import { BOOKING_STAGES } from '@tourdesk/domain/constants';
import styles from './booking-stage-header.module.css';

/** A stage of the booking: 'CART SUMMARY', 'GUEST DETAILS' or 'PAYMENT'. */
export type BookingStage = (typeof BOOKING_STAGES)[number];

/**
 * The booking-stage header (seed 000 §2): the three steps CART SUMMARY, GUEST DETAILS and PAYMENT, with the
 * current one marked for sight (filled) and for screen readers (`aria-current="step"`).
 */
export function BookingStageHeader({ current }: { current: BookingStage }) {
  const currentIndex = BOOKING_STAGES.indexOf(current);
  return (
    <nav aria-label="Booking progress">
      <ol className={styles.stages}>
        {BOOKING_STAGES.map((stage, index) => (
          <li
            key={stage}
            className={[
              styles.stage,
              index < currentIndex && styles.done,
              index === currentIndex && styles.current,
            ]
              .filter(Boolean)
              .join(' ')}
            aria-current={index === currentIndex ? 'step' : undefined}
          >
            {stage}
          </li>
        ))}
      </ol>
    </nav>
  );
}
