import { useId } from 'react';
import { useNavigate } from 'react-router';
import { searchPath } from '../../../domain/page-paths';
import { sanitiseSearchTerm, SEARCH_TERM_MAX_CHARS, SEARCH_TERM_MIN_CHARS } from '../../../domain/search-term';
import styles from './search-form.module.css';

/**
 * A product search box inside a page. Without JavaScript it is a GET form to the product landing
 * page (`/products?q=`); with JavaScript it goes straight to the results page of the term.
 */
export function SearchForm({ defaultValue = '', label = 'Search products' }: { defaultValue?: string; label?: string }) {
  const id = useId();
  const navigate = useNavigate();
  return (
    <form
      method="get"
      action="/products"
      role="search"
      aria-label={label}
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        const term = sanitiseSearchTerm(String(new FormData(event.currentTarget).get('q') ?? ''));
        // A blank term does nothing (document 3, search bar).
        if (term.length >= SEARCH_TERM_MIN_CHARS) navigate(searchPath(term));
      }}
    >
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          name="q"
          type="search"
          className={styles.input}
          defaultValue={defaultValue}
          maxLength={SEARCH_TERM_MAX_CHARS}
          minLength={SEARCH_TERM_MIN_CHARS}
          required
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className={styles.button}>
          Search
        </button>
      </div>
    </form>
  );
}
