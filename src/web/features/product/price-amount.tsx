import { displayPrice, formatPrice } from '../../../domain/price-display';
import { useMoneyFormat } from '../../shared/money';
import { VisuallyHidden } from '../../ui/visually-hidden';
import styles from './price-amount.module.css';

/**
 * A price as the pricing rule shows it (document 1 section 9): whole dollars with the cents as
 * superscript when they are not zero; 'N/A' or 'FREE' as text. Screen readers hear the plain price.
 */
export function PriceAmount({ cents }: { cents: number | null }) {
  const money = useMoneyFormat();
  const shown = displayPrice(cents, money);
  if (shown.kind === 'text') return <>{shown.text}</>;
  return (
    <>
      <VisuallyHidden>{formatPrice(cents, money)}</VisuallyHidden>
      <span aria-hidden="true" className={styles.amount}>
        <span className={styles.dollarSign}>{shown.parts.symbol}</span>
        {shown.parts.dollars}
        {shown.parts.cents ? <sup className={styles.cents}>{shown.parts.cents}</sup> : null}
      </span>
    </>
  );
}
