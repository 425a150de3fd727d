import { Link } from '../../ui/link';
import { ServerMarkup } from '../../ui/server-markup';
import type { NavCategory } from '../../../contracts/navigation';
import styles from './category-tiles.module.css';

export interface CategoryTile {
  name: string;
  uri: string;
  /** The first few subcategories' names, the tile's hint of what is inside. */
  subCategoryNames: string[];
}

const NAMES_PER_TILE = 3;

/** The tiles of the navigation's main categories (on the server: the page carries only what they show). */
export function categoryTiles(mainNav: readonly NavCategory[]): CategoryTile[] {
  return mainNav.map((category) => ({
    name: category.name,
    uri: category.uri,
    subCategoryNames: category.subCategories.slice(0, NAMES_PER_TILE).map((sub) => sub.name),
  }));
}

/** The flavour's top categories as tiles, in navigation order: links only, kept as the server wrote them (ADR 0040, 0041). */
export function CategoryTiles({ categories }: { categories: readonly CategoryTile[] }) {
  return (
    <ServerMarkup as="ul" className={styles.grid} fragment="home-category-tiles" drawnFrom={categories}>
      {categories.map((category) => (
        <li key={category.uri}>
          <Link to={category.uri} className={styles.tile}>
            <span className={styles.monogram} aria-hidden="true">
              {category.name.charAt(0)}
            </span>
            <span className={styles.name}>{category.name}</span>
            {category.subCategoryNames.length > 0 ? <span className={styles.meta}>{category.subCategoryNames.join(' · ')}</span> : null}
          </Link>
        </li>
      ))}
    </ServerMarkup>
  );
}
