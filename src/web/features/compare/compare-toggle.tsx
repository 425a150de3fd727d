import type { ProductSummary } from '../../../contracts/products';
import { hasProduct } from '../../../domain/compare-list';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { settingOn, useRootData } from '../../shared/root-data';
import { addToCompare, removeFromCompare, toCompareProduct, useCompare } from './compare-store';
import styles from './compare-toggle.module.css';

/**
 * The add-to-compare checkbox (document 1 section 2.3) for a product page or a tile. It renders
 * unchecked and disabled on the server (the list lives in the browser) and comes alive once the
 * kept list is read. Ticking a fourth product opens the 'Too many products' dialog and stays unticked.
 */
export function CompareToggle({ product, className }: { product: ProductSummary; className?: string }) {
  const root = useRootData();
  const compare = useCompare();
  if (!settingOn(root, 'ComparePageEnabled')) return null;
  const checked = hasProduct(compare.products, product.sku);
  return (
    <label className={[styles.toggle, className].filter(Boolean).join(' ')}>
      <input
        type="checkbox"
        className={styles.box}
        checked={checked}
        disabled={!compare.ready}
        onChange={(event) => {
          if (event.target.checked) addToCompare(toCompareProduct(product));
          else removeFromCompare(product.sku);
        }}
      />
      <span>
        Compare<VisuallyHidden> {product.title}</VisuallyHidden>
      </span>
    </label>
  );
}
