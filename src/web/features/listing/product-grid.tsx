import type { ProductSummary } from '../../../contracts/products';
import { CompareToggle } from '../compare/compare-toggle';
import { ProductTile } from '../product/product-tile';
import type { TileOptions } from './tile-options';
import styles from './product-grid.module.css';

/** The page of products as tiles; every tile's data came with the one listing call. */
export function ProductGrid({ products, tile }: { products: readonly ProductSummary[]; tile: TileOptions }) {
  return (
    <ul className={styles.grid}>
      {products.map((product) => (
        <li key={product.sku}>
          <ProductTile product={product} showsRibbons={tile.showsRibbons}>
            <CompareToggle product={product} />
          </ProductTile>
        </li>
      ))}
    </ul>
  );
}
