import type { SaleResponse } from '../../../contracts/content';
import { Button } from '../../ui/button';
import { isDarkColour } from '../../shared/readable-text';
import styles from './sale-banner.module.css';

interface SaleBannerProps {
  sale: SaleResponse;
  locale: string;
  timeZone: string;
}

/** The current sale on the home page, in the sale's own colour. */
export function SaleBanner({ sale, locale, timeZone }: SaleBannerProps) {
  const ends = sale.time ? new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone }).format(new Date(sale.time)) : null;
  const tone = isDarkColour(sale.colour) ? styles.onDark : styles.onLight;
  return (
    <section className={`${styles.banner} ${tone}`} style={{ backgroundColor: sale.colour }} aria-labelledby="sale-heading">
      <div>
        <p className={styles.kicker}>On now</p>
        <h2 id="sale-heading" className={styles.heading}>
          {sale.name}
        </h2>
        {ends ? <p className={styles.ends}>Ends {ends}</p> : null}
      </div>
      <Button href={sale.url || '/sale'} colour="tertiary" size="large">
        Shop the sale
      </Button>
    </section>
  );
}
