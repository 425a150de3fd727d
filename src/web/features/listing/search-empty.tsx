import { Link } from '../../ui/link';
import { useRootData } from '../../shared/root-data';
import { SearchForm } from './search-form';
import box from './listing-empty.module.css';
import styles from './search-empty.module.css';

/** No results for a term: what to try next, a fresh search and the main categories. */
export function SearchEmpty({ term, tooShort = false, withForm = true }: { term: string; tooShort?: boolean; withForm?: boolean }) {
  const categories = useRootData()?.navbar?.mainNav ?? [];
  return (
    <section className={box.empty} aria-labelledby="search-empty">
      <h2 id="search-empty" className={box.title}>
        {tooShort ? 'Enter at least 2 characters to search' : `We couldn’t find anything for “${term}”`}
      </h2>
      {tooShort ? null : (
        <ul className={styles.tips}>
          <li>Check the spelling, or try a brand or product name such as “dishwasher”.</li>
          <li>Use fewer or more general words.</li>
          <li>Search by the model number printed on the product.</li>
        </ul>
      )}
      {withForm ? <SearchForm defaultValue={term} label="Search again" /> : null}
      {categories.length > 0 ? (
        <nav aria-labelledby="search-empty-categories" className={styles.categories}>
          <h3 id="search-empty-categories" className={styles.subtitle}>
            Or browse a category
          </h3>
          <ul>
            {categories.map((category) => (
              <li key={category.uri}>
                <Link to={category.uri}>{category.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}
