import { LABELS } from '@tourdesk/domain/messages';
import { paths } from '@/paths';
import { LinkButton } from '@/ui/link-button';
import styles from './booking-link-refused.module.css';

/**
 * The booking page of a booking link that opens nothing: 'This booking link has expired' (correctly signed, past
 * its expiry; the server answers 410) or 'This booking link is not valid' (altered, cut short or another
 * booking's; 404), what to do instead, and 'Return to Home Page'. The server marks both noindex.
 */
export function BookingLinkRefused({ state }: { state: 'EXPIRED' | 'INVALID' }) {
  const expired = state === 'EXPIRED';
  return (
    <section className={styles.hero} aria-labelledby="booking-link-title">
      <h1 id="booking-link-title" className={styles.title}>
        {expired ? LABELS.bookingLinkExpiredTitle : LABELS.bookingLinkInvalidTitle}
      </h1>
      <p className={styles.text}>{expired ? LABELS.bookingLinkExpiredText : LABELS.bookingLinkInvalidText}</p>
      <LinkButton to={paths.home.getHref()} variant="secondary">
        {LABELS.returnToHomePage}
      </LinkButton>
    </section>
  );
}
