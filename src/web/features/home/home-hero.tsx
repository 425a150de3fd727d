import type { BrandConfig } from '../../../domain/brands';
import { ORIGINAL_BUCKET } from '../../../domain/variant-buckets';
import { Button } from '../../ui/button';
import { Container } from '../../ui/container';
import { telHref } from '../../shared/tel-href';
import styles from './home-hero.module.css';

/** The room scene that suits each flavour's range (drawings shipped in public/media). */
export function heroScene(brand: BrandConfig): string {
  const scene = brand.theme === 'fk' ? 'living' : brand.theme === 'hc' ? 'outdoor' : brand.theme === 'aol' ? 'laundry' : 'kitchen';
  return `/media/products/lifestyle-${scene}.svg`;
}

/** The look of each bucket of the hero's variant test (the original needs no class). */
const LAYOUT_CLASS: Readonly<Record<string, string | undefined>> = { compact: styles.compact, 'image-led': styles.imageLed };

/**
 * The first thing a shopper sees: who we are, the promise, and the two ways in. Its layout is the
 * visitor's bucket in the variant test HOME_HERO_TEST ('original', 'compact' or 'image-led').
 */
export function HomeHero({ brand, layout = ORIGINAL_BUCKET }: { brand: BrandConfig; layout?: string }) {
  const phone = brand.customerSupportNumber.phone;
  return (
    <section className={[styles.hero, LAYOUT_CLASS[layout]].filter(Boolean).join(' ')} aria-labelledby="home-heading" data-variant={layout}>
      <Container className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.kicker}>{brand.companyName}</p>
          <h1 id="home-heading" className={styles.heading}>
            {brand.tagline}
          </h1>
          <p className={styles.lead}>
            Expert advice in store and on the phone, trusted brands, and delivery across{' '}
            {brand.country === 'NZ' ? 'New Zealand' : 'Australia'}.
          </p>
          <div className={styles.actions}>
            <Button href="/products" colour="primary" size="large">
              Shop products
            </Button>
            <Button href="/stores" colour="tertiary" size="large">
              Find a store
            </Button>
          </div>
          <ul className={styles.promises}>
            <li>Trusted brands</li>
            <li>Expert advice</li>
            <li>
              Call <a href={telHref(phone)}>{phone}</a>
            </li>
          </ul>
        </div>
        <img className={styles.scene} src={heroScene(brand)} alt="" width={600} height={600} />
      </Container>
    </section>
  );
}
