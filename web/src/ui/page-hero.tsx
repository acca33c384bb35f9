import { LABELS } from '@tourdesk/domain/messages';
import { paths } from '@tourdesk/domain/paths';
import { LinkButton } from '@/ui/link-button';
import styles from './page-hero.module.css';

/**
 * A page that stands in for one it cannot show: its heading (the page's h1, `titleId` its id for the section's
 * name), a line saying what to do instead and 'Return to Home Page' to / (seed 000 §2 Not-found page, seed 001 §2
 * 404 view). The 404 hero and the refused booking link draw it.
 */
export function PageHero({ titleId, title, text }: { titleId: string; title: string; text: string }) {
  return (
    <section className={styles.hero} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      <p className={styles.text}>{text}</p>
      <LinkButton to={paths.home.getHref()} variant="secondary">
        {LABELS.returnToHomePage}
      </LinkButton>
    </section>
  );
}
