import { formatDate } from '@tourdesk/domain/dates';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@tourdesk/domain/paths';
import { CalendarIcon } from '@/ui/icons';
import { departureRangeFromParams, SEARCH_TEXT_PARAM } from '../api/search-params';
import type { SearchPage } from '../hooks/use-search-page';
import { SearchBox } from './search-box';
import styles from './search-results.module.css';
import { LABELS } from '@tourdesk/domain/messages';

/**
 * The Dates button's text: 'Dates' with nothing applied, else the applied range as the site writes dates,
 * 'Dates: 10/06/2026 – 14/06/2026' (one date when both ends are the same).
 */
function datesButtonLabel(range: { from: string | null; to: string | null }): string {
  const ends = [range.from, range.to].filter((end): end is string => end !== null);
  const shown = [...new Set(ends)].map((end) => formatDate(end, 'dd/mm/yyyy'));
  return shown.length === 0 ? 'Dates' : `Dates: ${shown.join(' \u2013 ')}`;
}

/** The search toolbar in the hero: the search box, the Dates button, 'Clear Search Filter' and the Cart button. */
export function SearchToolbar({ page, cartButton }: { page: SearchPage; cartButton: ReactNode }) {
  return (
    <div className={styles.toolbar}>
      <SearchBox term={page.params.get(SEARCH_TEXT_PARAM) ?? ''} onSearch={page.runSearch} />
      <button type="button" className={styles.datesButton} onClick={() => page.showOverlays({ dates: true })}>
        <CalendarIcon />
        {datesButtonLabel(departureRangeFromParams(page.params))}
      </button>
      <div className={styles.toolbarEnd}>
        {page.criteria && (
          <Link className={styles.clearLink} to={paths.search.getHref()}>
            {LABELS.clearSearchFilter}
          </Link>
        )}
        {cartButton}
      </div>
    </div>
  );
}
