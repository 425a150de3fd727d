import { useId } from 'react';
import { Link } from '../../ui/link';
import type { Facets } from '../../../contracts/search';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { isFiltered, listingHref, withFilters, withoutBrand, withoutFilters, type ListingState } from './listing-url';
import { useMoneyFormat } from '../../shared/money';
import { priceRangeLabel } from './price-range-label';
import styles from './selected-filters.module.css';

/** The chosen filters as removable chips, with 'Clear all'. Plain links: they work without JavaScript. */
export function SelectedFilters({ pathname, state, facets }: { pathname: string; state: ListingState; facets: Facets }) {
  const money = useMoneyFormat();
  const labelId = useId();
  if (!isFiltered(state)) return null;
  const brandName = (slug: string) => facets.brands.find((b) => b.slug === slug)?.name ?? slug;
  const priceLabel = state.price
    ? (facets.priceRanges.find((r) => r.min === state.price?.min && r.max === state.price?.max)?.label ??
      priceRangeLabel(state.price, money))
    : '';
  const chip = (key: string, label: string, href: string) => (
    <li key={key}>
      <Link to={href} className={styles.chip} preventScrollReset>
        <VisuallyHidden>Remove filter: </VisuallyHidden>
        {label}
        <span aria-hidden="true" className={styles.cross}>
          ×
        </span>
      </Link>
    </li>
  );
  return (
    <div className={styles.bar}>
      {/* Named by a text element: an aria-label belongs on interactive elements and landmarks, not on a list. */}
      <VisuallyHidden id={labelId}>Selected filters</VisuallyHidden>
      <ul className={styles.chips} aria-labelledby={labelId}>
        {state.brands.map((slug) => chip(`brand-${slug}`, brandName(slug), listingHref(pathname, withoutBrand(state, slug))))}
        {state.price ? chip('price', priceLabel, listingHref(pathname, withFilters(state, { price: null }))) : null}
      </ul>
      <Link to={listingHref(pathname, withoutFilters(state))} className={styles.clear} preventScrollReset>
        Clear all
      </Link>
    </div>
  );
}
