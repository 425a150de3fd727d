import { Link } from '../../ui/link';
import { pageCount, pageLinks } from '../../../domain/pagination';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { listingHref, type ListingState } from './listing-url';
import styles from './pagination-nav.module.css';

interface PaginationNavProps {
  pathname: string;
  state: ListingState;
  totalItems: number;
  itemsPerPage: number;
}

/** Previous, page links and next (document 3 pagination): only pages 1..ceil(total/perPage) are offered. */
export function PaginationNav({ pathname, state, totalItems, itemsPerPage }: PaginationNavProps) {
  const count = pageCount(totalItems, itemsPerPage);
  if (count <= 1) return null;
  const current = Math.min(state.page, count);
  const href = (page: number) => listingHref(pathname, { ...state, page });
  return (
    <nav aria-label="Pagination" className={styles.nav}>
      <ul className={styles.list}>
        <li>
          {current > 1 ? (
            <Link to={href(current - 1)} rel="prev" className={styles.step}>
              <span aria-hidden="true">‹ </span>Previous<VisuallyHidden> page</VisuallyHidden>
            </Link>
          ) : (
            <span className={[styles.step, styles.disabled].join(' ')} aria-disabled="true">
              <span aria-hidden="true">‹ </span>Previous<VisuallyHidden> page</VisuallyHidden>
            </span>
          )}
        </li>
        {pageLinks(current, count).map((link) =>
          link.kind === 'gap' ? (
            <li key={link.key} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={link.page}>
              <Link to={href(link.page)} className={styles.page} aria-current={link.page === current ? 'page' : undefined}>
                <VisuallyHidden>Page </VisuallyHidden>
                {link.page}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < count ? (
            <Link to={href(current + 1)} rel="next" className={styles.step}>
              Next<VisuallyHidden> page</VisuallyHidden>
              <span aria-hidden="true"> ›</span>
            </Link>
          ) : (
            <span className={[styles.step, styles.disabled].join(' ')} aria-disabled="true">
              Next<VisuallyHidden> page</VisuallyHidden>
              <span aria-hidden="true"> ›</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
