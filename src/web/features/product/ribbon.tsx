import type { ProductSummary } from '../../../contracts/products';
import { RIBBON_LABELS } from './product-labels';
import styles from './ribbon.module.css';

/** A product ribbon; callers show it only where the brand shows ribbons. */
export function Ribbon({ ribbon, className }: { ribbon: NonNullable<ProductSummary['ribbon']>; className?: string }) {
  return <span className={[styles.ribbon, styles[ribbon], className].filter(Boolean).join(' ')}>{RIBBON_LABELS[ribbon]}</span>;
}
