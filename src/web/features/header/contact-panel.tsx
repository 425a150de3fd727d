import { Link } from '../../ui/link';
import type { BrandConfig } from '../../../domain/brands';
import { telHref } from '../../shared/tel-href';
import styles from './contact-panel.module.css';

/** The contact-us view: the 24/7 support line, the expert page and the store finder. */
export function ContactPanel({ brand }: { brand: BrandConfig }) {
  const phone = brand.customerSupportNumber.phone;
  return (
    <div className={styles.panel}>
      <h2 className={styles.heading}>Contact us</h2>
      <p className={styles.line}>
        {brand.supportLinkText}{' '}
        <a href={telHref(phone)} className={styles.phone}>
          {phone}
        </a>
      </p>
      <ul className={styles.links}>
        <li>
          <Link to="/ask-an-expert">Ask an Expert</Link>
        </li>
        <li>
          <Link to="/stores">Find a store</Link>
        </li>
      </ul>
    </div>
  );
}
