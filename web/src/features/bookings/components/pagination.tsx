import { Link } from 'react-router';
import { UI_TEXTS } from '@/texts';
import styles from './pagination.module.css';

/**
 * Page links of the bookings table: Previous, 'Page n of m' and Next, each a link to `hrefOf(page)` so the page
 * is in the address (reload and back keep it).
 */
export function Pagination({
  page,
  pageCount,
  hrefOf,
}: {
  page: number;
  pageCount: number;
  hrefOf: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label="Bookings pages">
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} rel="prev">
          {UI_TEXTS.previous}
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
      <span aria-current="page">
        {UI_TEXTS.page} {page} {UI_TEXTS.of} {pageCount}
      </span>
      {page < pageCount ? (
        <Link to={hrefOf(page + 1)} rel="next">
          {UI_TEXTS.next}
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
    </nav>
  );
}
