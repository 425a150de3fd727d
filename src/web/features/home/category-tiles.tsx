import { Link } from 'react-router';
import type { NavCategory } from '../../../contracts/navigation';
import styles from './category-tiles.module.css';

/** The flavour's top categories as tiles, in navigation order. */
export function CategoryTiles({ categories }: { categories: readonly NavCategory[] }) {
  return (
    <ul className={styles.grid}>
      {categories.map((category) => (
        <li key={category.uri}>
          <Link to={category.uri} className={styles.tile}>
            <span className={styles.monogram} aria-hidden="true">
              {category.name.charAt(0)}
            </span>
            <span className={styles.name}>{category.name}</span>
            {category.subCategories.length > 0 ? (
              <span className={styles.meta}>
                {category.subCategories
                  .slice(0, 3)
                  .map((sub) => sub.name)
                  .join(' · ')}
              </span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
