import type { ReactNode } from 'react';
import { Link } from '../../ui/link';
import type { CompareDetail } from '../../../contracts/compare';
import { buildCompareRows } from '../../../domain/compare-table';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { removeFromCompare } from './compare-store';
import styles from './compare-table.module.css';

interface CompareTableProps {
  products: readonly CompareDetail[];
  /** Rows whose values differ are marked (background plus a 'Differs' label, never colour alone). */
  highlight: boolean;
  /** The pricing block of a column; the page supplies it so this feature does not reach into another. */
  renderPrice: (product: CompareDetail) => ReactNode;
  /** Where a column's remove control goes: the page without that SKU. */
  removeHref: (sku: string) => string;
}

/**
 * Products side by side: a header cell per product (image, title link, brand, price, remove), then
 * the specifications grouped as on the product page, then the key features. Scrolls sideways on
 * small screens with the row names kept in view.
 */
export function CompareTable({ products, highlight, renderPrice, removeHref }: CompareTableProps) {
  const groups = buildCompareRows(products.map((p) => p.specifications));
  const columns = products.length;
  return (
    <div className={styles.scroller} role="region" aria-label="Product comparison" tabIndex={0}>
      <table className={styles.table} data-highlight={highlight ? 'on' : 'off'}>
        <caption className={styles.caption}>Comparison of {columns === 1 ? 'one product' : `${columns} products`}</caption>
        <thead>
          <tr>
            <td className={styles.corner} />
            {products.map((product) => (
              <th key={product.sku} scope="col" className={styles.product}>
                <div className={styles.productCell}>
                  <span className={styles.imageBox}>
                    {product.image ? <img src={product.image.thumbUrl} alt="" width={160} height={160} loading="lazy" /> : null}
                  </span>
                  <span className={styles.brand}>{product.brand.name}</span>
                  <Link to={product.uri} className={styles.title}>
                    {product.title}
                  </Link>
                  {renderPrice(product)}
                  <Link
                    to={removeHref(product.sku)}
                    className={styles.remove}
                    onClick={() => removeFromCompare(product.sku)}
                    preventScrollReset
                  >
                    Remove<VisuallyHidden> {product.title} from the comparison</VisuallyHidden>
                  </Link>
                </div>
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group.group}>
            <tr>
              <th scope="colgroup" colSpan={columns + 1} className={styles.group}>
                {group.group}
              </th>
            </tr>
            {group.rows.map((row) => {
              const marked = highlight && row.differs;
              return (
                <tr key={row.name} className={marked ? styles.differs : undefined}>
                  <th scope="row" className={styles.name}>
                    {row.name}
                    {marked ? (
                      <span className={styles.marker}>
                        <span aria-hidden="true">≠</span> Differs
                      </span>
                    ) : null}
                  </th>
                  {row.values.map((value, i) => (
                    <td key={products[i]!.sku}>
                      {value ?? (
                        <>
                          <span aria-hidden="true">—</span>
                          <VisuallyHidden>Not listed</VisuallyHidden>
                        </>
                      )}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        ))}
        <tbody>
          <tr>
            <th scope="colgroup" colSpan={columns + 1} className={styles.group}>
              Key features
            </th>
          </tr>
          <tr>
            <th scope="row" className={styles.name}>
              Highlights
            </th>
            {products.map((product) => (
              <td key={product.sku}>
                {product.features.length > 0 ? (
                  <ul className={styles.features}>
                    {product.features.map((feature) => (
                      <li key={feature.title}>
                        <strong>{feature.title}</strong> {feature.description}
                      </li>
                    ))}
                  </ul>
                ) : (
                  'None listed'
                )}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
