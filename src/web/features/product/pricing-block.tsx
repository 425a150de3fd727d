import { useId, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../ui/link';
import type { ProductSummary } from '../../../contracts/products';
import { dollarsToCents } from '../../../domain/money';
import { formatPrice, isNotableDiscount, pricingView } from '../../../domain/price-display';
import { useMoneyFormat } from '../../shared/money';
import { PriceAmount } from './price-amount';
import { RRP_TOOLTIP } from './product-labels';
import styles from './pricing-block.module.css';

export type PricingSize = 'project' | 'listing' | 'expanded';

type Pricing = Pick<ProductSummary, 'price' | 'rrp' | 'discountOffRrp' | 'percentageDiscountOffRrp' | 'pricesWithheld'>;

interface PricingBlockProps {
  pricing: Pricing;
  size: PricingSize;
  /** Value-promise or price-match badge, shown beside an expanded price. */
  badge?: ReactNode;
}

const cents = (dollars: number | null | undefined) => (dollars == null ? null : dollarsToCents(dollars));

/**
 * The product pricing block of document 3 section 2, in its listing, project and expanded sizes.
 * Where the server withheld the prices it is 'LOG IN for Price', leading back to this page.
 */
export function PricingBlock({ pricing, size, badge }: PricingBlockProps) {
  const tooltipId = useId();
  const money = useMoneyFormat();
  const location = useLocation();
  const priceCents = cents(pricing.price);
  const rrpCents = cents(pricing.rrp);
  const view = pricingView({
    pricesWithheld: pricing.pricesWithheld === true,
    priceCents,
    returnPath: location.pathname + location.search,
  });
  const cls = [styles.block, styles[size]].join(' ');

  if (view.view === 'login') {
    return (
      <div className={cls}>
        <Link className={styles.login} to={view.href}>
          {view.text}
        </Link>
      </div>
    );
  }
  if (view.view === 'request') {
    return (
      <div className={cls}>
        <p className={styles.request}>{view.text}</p>
      </div>
    );
  }

  const discountCents = cents(pricing.discountOffRrp) ?? 0;
  // The product's 'Save $X' follows the notable-discount rule (5% OR $200); the 5% 'valid saving'
  // rule is the cart's 'You saved' (document 1 section 9).
  const notable = isNotableDiscount(priceCents, rrpCents);
  return (
    <div className={cls}>
      {notable ? (
        <p className={styles.save}>
          Save {formatPrice(discountCents, money)}
          {(pricing.percentageDiscountOffRrp ?? 0) > 0 ? (
            <span className={styles.percent}> ({pricing.percentageDiscountOffRrp}% off)</span>
          ) : null}
        </p>
      ) : null}
      <div className={styles.priceRow}>
        <p className={styles.price} data-testid="price">
          <PriceAmount cents={priceCents} />
        </p>
        {badge}
      </div>
      {rrpCents !== null && priceCents !== null && rrpCents > priceCents ? (
        <p className={styles.rrp}>
          <span className={styles.tooltipHost}>
            <button type="button" className={styles.rrpLabel} aria-describedby={tooltipId}>
              RRP
            </button>
            <span role="tooltip" id={tooltipId} className={styles.tooltip}>
              {RRP_TOOLTIP}
            </span>
          </span>{' '}
          <s>{formatPrice(rrpCents, money)}</s>
        </p>
      ) : null}
    </div>
  );
}
