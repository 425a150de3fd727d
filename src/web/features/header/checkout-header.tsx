import { Link } from '../../ui/link';
import type { BrandConfig } from '../../../domain/brands';
import { Wordmark } from '../../brands/wordmarks';
import { Container } from '../../ui/container';
import { telHref } from '../../shared/tel-href';
import styles from './checkout-header.module.css';

/** Checkout keeps shoppers focused: a way back, the logo and the 24/7 support line only. */
export function CheckoutHeader({ brand }: { brand: BrandConfig }) {
  const phone = brand.customerSupportNumber.phone;
  return (
    <header className={styles.header}>
      <Container className={styles.inner}>
        <Link to="/" className={styles.back}>
          <span aria-hidden="true">←</span> Continue shopping
        </Link>
        <Link to="/" className={styles.logo}>
          <Wordmark app={brand.app} title={`${brand.companyName} home`} text={brand.wordmark} />
        </Link>
        <a href={telHref(phone)} className={styles.support}>
          <span className={styles.supportText}>{brand.supportLinkText}</span>
          <strong>{phone}</strong>
        </a>
      </Container>
    </header>
  );
}
