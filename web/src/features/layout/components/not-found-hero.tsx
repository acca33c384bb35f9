import { LABELS } from '@tourdesk/domain/messages';
import { paths } from '@/paths';
import { LinkButton } from '@/ui/link-button';
import styles from './not-found-hero.module.css';

/**
 * The 404 hero (seed 000 §2 Not-found page, seed 001 §2 404 view): '404 (page not found)', the turn-around
 * text and 'Return to Home Page' to /. Also shown by checkout, card payment and confirmation without a booking.
 */
export function NotFoundHero() {
  return (
    <section className={styles.hero} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles.title}>
        {LABELS.notFoundTitle}
      </h1>
      <p className={styles.text}>{LABELS.notFoundText}</p>
      <LinkButton to={paths.home.getHref()} variant="secondary">
        {LABELS.returnToHomePage}
      </LinkButton>
    </section>
  );
}
