import { Link } from 'react-router';
import type { NavbarResponse } from '../../../contracts/navigation';
import type { Geo } from '../../../contracts/places';
import type { BrandConfig } from '../../../domain/brands';
import { Wordmark } from '../../brands/wordmarks';
import { Container } from '../../ui/container';
import { MainNavigation } from '../navigation/main-navigation';
import { SiteSearch } from '../search/site-search';
import styles from './site-header.module.css';
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
        <SiteSearch brand={brand} className={styles.search} />
        <nav aria-label="Account" className={styles.quickLinks}>
          <Link to="/stores">Stores</Link>
          <Link to="/account">Account</Link>
        </nav>
      </Container>
      <MainNavigation categories={navbar?.mainNav ?? []} />
    </header>
  );
}
