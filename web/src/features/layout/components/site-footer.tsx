import { todayInLondon } from '@tourdesk/domain/calendar-dates';
import { telHref, useSiteConfig } from '@/config/site-config';
import styles from './site-footer.module.css';
import { LABELS } from '@tourdesk/domain/messages';
import { UI_TEXTS } from '@/texts';

/**
 * The page footer (seed 000 §2 Footer): contact text with {phone} and {email}, links to the Privacy Policy
 * and the Booking Conditions, and the copyright line.
 */
export function SiteFooter() {
  const config = useSiteConfig();
  // The copyright year is London's, as every 'today' (server and browser then draw the same year).
  const year = todayInLondon(new Date()).slice(0, 4);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.contact}>
          {UI_TEXTS.needHelpWithABookingCall} <a href={telHref(config.phone)}>{config.phone}</a>{' '}
          {UI_TEXTS.orEMail} <a href={`mailto:${config.email}`}>{config.email}</a>.
        </p>
        <nav aria-label="Legal">
          <ul className={styles.links}>
            <li>
              <a href={config.privacyPolicyUrl}>{LABELS.privacyPolicy}</a>
            </li>
            <li>
              <a href={config.bookingConditionsUrl}>{LABELS.bookingConditions}</a>
            </li>
          </ul>
        </nav>
        <p className={styles.copyright}>
          © {year} {config.operatorName}
          {UI_TEXTS.allRightsReserved}
        </p>
      </div>
    </footer>
  );
}
