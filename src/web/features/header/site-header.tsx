import { Form, Link } from 'react-router';
import type { NavbarResponse } from '../../../contracts/navigation';
import type { Geo } from '../../../contracts/places';
import type { BrandConfig } from '../../../domain/brands';
import { Wordmark } from '../../brands/wordmarks';
import { Container } from '../../ui/container';
import { MainNavigation } from '../navigation/main-navigation';
import styles from './site-header.module.css';
import visuallyHidden from '../../ui/visually-hidden.module.css';
import { UtilityBar } from './utility-bar';

interface SiteHeaderProps {
  brand: BrandConfig;
  navbar: NavbarResponse | null;
  geo: Geo | null;
  hideLocalitySuggestion: boolean;
}

export function SiteHeader({ brand, navbar, geo, hideLocalitySuggestion }: SiteHeaderProps) {
  return (
    <header className={styles.header}>
      <UtilityBar brand={brand} geo={geo} hideLocalitySuggestion={hideLocalitySuggestion} />
      <Container className={styles.bar}>
        <Link to="/" className={styles.logo}>
          <Wordmark app={brand.app} title={`${brand.companyName} home`} text={brand.wordmark} />
        </Link>
        {/* Search itself is a later issue; the form already lands on the product listing. */}
        <Form action="/products" method="get" role="search" className={styles.search}>
          <label htmlFor="site-search" className={visuallyHidden.hidden}>
            Search products
          </label>
          <input id="site-search" name="q" type="search" placeholder="Search products and brands" className={styles.searchInput} />
          <button type="submit" className={styles.searchButton}>
            Search
          </button>
        </Form>
        <nav aria-label="Account" className={styles.quickLinks}>
          <Link to="/stores">Stores</Link>
          <Link to="/account">Account</Link>
        </nav>
      </Container>
      <MainNavigation categories={navbar?.mainNav ?? []} />
    </header>
  );
}
