import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { LISTING_SORTS, type ListingSort } from '../../../domain/search-term';
import { listingHref, priceParam, withFilters, type ListingState } from './listing-url';
import styles from './sort-form.module.css';

const SORT_LABELS: Record<Exclude<ListingSort, 'relevance'>, string> = {
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  newest: 'Newest',
};

interface SortFormProps {
  pathname: string;
  state: ListingState;
  /** 'Best match' for search results, 'Recommended' for the other listings. */
  relevanceLabel: string;
  /** Price sorts are left out where prices need a login. */
  priceSorts: boolean;
}

/** Sort select: applies on change with JavaScript, through its Sort button without. */
export function SortForm({ pathname, state, relevanceLabel, priceSorts }: SortFormProps) {
  const id = useId();
  const navigate = useNavigate();
  // The chosen sort shows at once while the sorted page loads; a new URL resets it.
  const [chosen, setChosen] = useState({ of: state.sort, sort: state.sort });
  const shown = chosen.of === state.sort ? chosen.sort : state.sort;
  const sorts = LISTING_SORTS.filter((sort) => priceSorts || !sort.startsWith('price'));
  return (
    <form
      method="get"
      action={pathname}
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        const sort = new FormData(event.currentTarget).get('sort') as ListingSort;
        navigate(listingHref(pathname, withFilters(state, { sort })), { preventScrollReset: true });
      }}
    >
      {state.q ? <input type="hidden" name="q" value={state.q} /> : null}
      {state.brands.length > 0 ? <input type="hidden" name="brands" value={state.brands.join(',')} /> : null}
      {state.price ? <input type="hidden" name="price" value={priceParam(state.price)} /> : null}
      <label htmlFor={id} className={styles.label}>
        Sort by
      </label>
      <select
        id={id}
        name="sort"
        className={styles.select}
        value={shown}
        onChange={(event) => {
          setChosen({ of: state.sort, sort: event.currentTarget.value as ListingSort });
          event.currentTarget.form?.requestSubmit();
        }}
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {sort === 'relevance' ? relevanceLabel : SORT_LABELS[sort]}
          </option>
        ))}
      </select>
      <button type="submit" className={styles.submit}>
        Sort
      </button>
    </form>
  );
}
