import type { ProductSummary } from '../../../contracts/products';
import { CompareToggle } from '../compare/compare-toggle';
import { ProductTile } from '../product/product-tile';
import type { TileOptions } from './tile-options';
import styles from './product-grid.module.css';

/** Tiles in the grid's widest row (four columns from 1,200 px): the first row at every width. */
const FIRST_ROW_TILES = 4;

/** The page of products as tiles; every tile's data came with the one listing call. */
export function ProductGrid({ products, tile }: { products: readonly ProductSummary[]; tile: TileOptions }) {
  return (
    <ul className={styles.grid}>
      {products.map((product, index) => (
        <li key={product.sku}>
          <ProductTile product={product} showsRibbons={tile.showsRibbons} priority={index < FIRST_ROW_TILES}>
            <CompareToggle product={product} />
          </ProductTile>
        </li>
      ))}
    </ul>
  );
}
