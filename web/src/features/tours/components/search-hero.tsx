import { heroSubtitle } from '@tourdesk/domain/messages';
import type { ReactNode } from 'react';
import { useSiteConfig } from '@/config/site-config';
import styles from './search-hero.module.css';

/** Props of {@link SearchHero}. */
export interface SearchHeroProps {
  /**
   * The lowest bookable 'from' price of the results, formatted; null when nothing is bookable. A plain prop
   * rather than a fragment: the search result has no cache key, so `useFragment` could not read it.
   */
  fromPrice: string | null;
  /** The search toolbar. */
  children: ReactNode;
}

/**
 * The tour list's hero (seed 001 §2): the title and the subtitle 'Book tours. From {price}pp' over the hero
 * image (its fixed address is configuration, seed 000 §9), with the search toolbar.
 */
export function SearchHero({ fromPrice, children }: SearchHeroProps) {
  const { heroTitle, heroImageUrl } = useSiteConfig();
  return (
    <section
      className={styles.hero}
      style={{ backgroundImage: `url("${heroImageUrl}")` }}
      aria-labelledby="search-hero-title"
    >
      <div className={styles.inner}>
        <h1 id="search-hero-title" className={styles.title}>
          {heroTitle}
        </h1>
        {fromPrice && <p className={styles.subtitle}>{heroSubtitle(fromPrice)}</p>}
        {children}
      </div>
    </section>
  );
}
