import type { SaleResponse } from '../../../contracts/content';
import { Button } from '../../ui/button';
import { isDarkColour } from '../../shared/readable-text';
import styles from './sale-banner.module.css';

interface SaleBannerProps {
  sale: SaleResponse;
  /** The sale's last day, from `saleEndLabel` in the loader. */
  endsLabel: string | null;
}

const endFormats = new Map<string, Intl.DateTimeFormat>();
/**
 * One formatter per locale and time zone: making one costs more than rendering the rest of the
 * banner. The first one with a time zone also loads the browser's time zone data (about 40 ms of
 * a phone's main thread while the page hydrates), so the label is made on the server, in the loader.
 */
function endFormat(locale: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone}`;
  let format = endFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone });
    endFormats.set(key, format);
  }
  return format;
}

/** The last label made: every home page of a flavour prints the same sale's end, and formatting it costs as much as the banner. */
let lastLabel: { key: string; label: string } | undefined;

/** The sale's last day as the banner prints it ('30 November'), on the store's calendar. */
export function saleEndLabel(sale: SaleResponse, locale: string, timeZone: string): string | null {
  if (!sale.time) return null;
  const key = `${locale} ${timeZone} ${sale.time}`;
  if (lastLabel?.key !== key) lastLabel = { key, label: endFormat(locale, timeZone).format(new Date(sale.time)) };
  return lastLabel.label;
}

/** The current sale on the home page, in the sale's own colour. */
export function SaleBanner({ sale, endsLabel }: SaleBannerProps) {
  const tone = isDarkColour(sale.colour) ? styles.onDark : styles.onLight;
  return (
    <section className={`${styles.banner} ${tone}`} style={{ backgroundColor: sale.colour }} aria-labelledby="sale-heading">
      <div>
        <p className={styles.kicker}>On now</p>
        <h2 id="sale-heading" className={styles.heading}>
          {sale.name}
        </h2>
        {endsLabel ? <p className={styles.ends}>Ends {endsLabel}</p> : null}
      </div>
      <Button href={sale.url || '/sale'} colour="tertiary" size="large">
        Shop the sale
      </Button>
    </section>
  );
}
