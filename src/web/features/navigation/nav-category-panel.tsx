import { Link } from '../../ui/link';
import type { NavCategory } from '../../../contracts/navigation';
import styles from './main-navigation.module.css';

interface NavCategoryPanelProps {
  id: string;
  category: NavCategory;
  /** The open subcategory (the first one when the panel opened by hover). */
  activeUri: string | null;
  onActivate(uri: string): void;
  onLinkClick(to: string): void;
}

/**
 * The dropdown of one category: its subcategories and its top brands in two columns. The column
 * titles are not headings: the navigation comes before the page's h1 and must not start its outline.
 */
export function NavCategoryPanel({ id, category, activeUri, onActivate, onLinkClick }: NavCategoryPanelProps) {
  return (
    <div id={id} className={styles.panel}>
      <div className={styles.panelColumns}>
        {category.subCategories.length > 0 ? (
          <div>
            <p className={styles.panelHeading}>{category.name}</p>
            <ul className={styles.panelList}>
              {category.subCategories.map((sub) => (
                <li key={sub.uri}>
                  <Link
                    to={sub.uri}
                    data-active={sub.uri === activeUri}
                    onPointerEnter={() => onActivate(sub.uri)}
                    onFocus={() => onActivate(sub.uri)}
                    onClick={() => onLinkClick(sub.uri)}
                  >
                    {sub.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {category.brands.length > 0 ? (
          <div>
            <p className={styles.panelHeading}>Top brands</p>
            <ul className={styles.panelList}>
              {category.brands.map((brand) => (
                <li key={brand.uri}>
                  <Link to={brand.uri} onClick={() => onLinkClick(brand.uri)}>
                    {brand.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <Link to={category.uri} className={styles.shopAll} onClick={() => onLinkClick(category.uri)}>
        Shop all {category.name} <span aria-hidden="true">→</span>
      </Link>
    </div>
  );
}
