import { Link } from '../../ui/link';
import type { NavbarSummary } from '../../shared/nav-summary';
import type { BrandConfig } from '../../../domain/brands';
import { Container } from '../../ui/container';
import { ServerMarkup } from '../../ui/server-markup';
import { countryName } from '../../shared/country-name';
import { telHref } from '../../shared/tel-href';
import { StaticContentLink } from '../static-content/static-content-link';
import styles from './site-footer.module.css';

const CUSTOMER_SERVICE_LINKS = [
  { to: '/s/delivery-information', label: 'Delivery information' },
  { to: '/s/returns', label: 'Returns' },
  // Opens in the static content modal (the href stays for no-JS and new tabs).
  { to: '/s/storage-terms', label: 'Storage terms', modalSlug: 'storage-terms' },
  { to: '/ask-an-expert', label: 'Ask an expert' },
] as const;

const LEGAL_LINKS = [
  { to: '/s/privacy-policy', label: 'Privacy policy' },
  { to: '/s/terms-and-conditions', label: 'Terms and conditions' },
] as const;

interface SiteFooterProps {
  brand: BrandConfig;
  navbar: NavbarSummary | null;
  /** Checkout shows only the legal line, so nothing pulls the shopper away from paying. */
  reduced: boolean;
}

/**
 * The footer. Its columns are kept as the server wrote them (`ServerMarkup`): links and text only.
 * The customer service column hydrates, for its storage terms link that opens a modal.
 */
export function SiteFooter({ brand, navbar, reduced }: SiteFooterProps) {
  const country = countryName(brand.country);
  const shopCategories = (navbar?.mainNav ?? []).slice(0, 6).map(({ uri, name }) => ({ uri, name }));
  const legal = (
    <ServerMarkup className={styles.legal} drawnFrom={[brand.companyName, country, brand.currency]} fragment="footer-legal">
      <p className={styles.copyright}>
        © {brand.companyName}, {country}. All prices are in {brand.currency === 'NZD' ? 'New Zealand' : 'Australian'} dollars (
        {brand.currency}).
      </p>
      <ul className={styles.inlineLinks}>
        {LEGAL_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </ServerMarkup>
  );
  if (reduced) {
    return (
      <footer className={`${styles.footer} ${styles.reduced}`}>
        <Container>{legal}</Container>
      </footer>
    );
  }
  const phone = brand.customerSupportNumber.phone;
  return (
    <footer className={styles.footer}>
      <Container>
        <div className={styles.columns}>
          <ServerMarkup
            as="section"
            aria-labelledby="footer-help"
            className={styles.column}
            drawnFrom={[phone, brand.tagline]}
            fragment="footer-help"
          >
            <h2 id="footer-help" className={styles.heading}>
              We're here to help
            </h2>
            <p>
              Call <a href={telHref(phone)}>{phone}</a>
            </p>
            <p className={styles.muted}>{brand.tagline}.</p>
          </ServerMarkup>
          <ServerMarkup as="nav" aria-labelledby="footer-shop" className={styles.column} drawnFrom={shopCategories} fragment="footer-shop">
            <h2 id="footer-shop" className={styles.heading}>
              Shop
            </h2>
            <ul className={styles.links}>
              {shopCategories.map((category) => (
                <li key={category.uri}>
                  <Link to={category.uri}>{category.name}</Link>
                </li>
              ))}
              <li>
                <Link to="/promotions">Promotions</Link>
              </li>
            </ul>
          </ServerMarkup>
          <nav aria-labelledby="footer-service" className={styles.column}>
            <h2 id="footer-service" className={styles.heading}>
              Customer service
            </h2>
            <ul className={styles.links}>
              {CUSTOMER_SERVICE_LINKS.map((link) => (
                <li key={link.to}>
                  {'modalSlug' in link ? (
                    <StaticContentLink slug={link.modalSlug}>{link.label}</StaticContentLink>
                  ) : (
                    <Link to={link.to}>{link.label}</Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          <ServerMarkup as="nav" aria-labelledby="footer-visit" className={styles.column} drawnFrom={null} fragment="footer-visit">
            <h2 id="footer-visit" className={styles.heading}>
              Visit us
            </h2>
            <ul className={styles.links}>
              <li>
                <Link to="/stores">Find a store</Link>
              </li>
              <li>
                <Link to="/virtual-tour">Virtual store tours</Link>
              </li>
              <li>
                <Link to="/cooking-demos">Cooking demonstrations</Link>
              </li>
              <li>
                <Link to="/sitemap">Sitemap</Link>
              </li>
            </ul>
          </ServerMarkup>
        </div>
        {legal}
      </Container>
    </footer>
  );
}
