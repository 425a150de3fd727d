import { Link } from '../../ui/link';
import type { AlertBanner } from '../../../contracts/content';
import styles from './alert-banner.module.css';
import { isDarkColour } from '../../shared/readable-text';

const EXTERNAL = /^https?:\/\//i;

/** The site-wide alert of document 1 section 2.2: HTML content per device size, closable. */
export function AlertBannerBar({ banner, onClose }: { banner: AlertBanner; onClose(): void }) {
  const tone = isDarkColour(banner.backgroundColor) ? styles.onDark : styles.onLight;
  // The content is HTML that may carry its own links; wrapping it in another link would nest
  // anchors (invalid, and the browser's repair breaks hydration), so the banner link then stands alone.
  const hasOwnLinks = /<a[\s>]/i.test(banner.desktopContent + banner.mobileContent);
  const extraLink = banner.bannerURL && !hasOwnLinks ? banner.bannerURL : null;
  return (
    <section className={`${styles.banner} ${tone}`} style={{ backgroundColor: banner.backgroundColor }} aria-label="Site announcement">
      <div className={styles.content}>
        <span className={styles.desktop} dangerouslySetInnerHTML={{ __html: banner.desktopContent }} />
        <span className={styles.mobile} dangerouslySetInnerHTML={{ __html: banner.mobileContent }} />
        {extraLink ? (
          EXTERNAL.test(extraLink) ? (
            <a href={extraLink} target="_blank" rel="noopener" className={styles.link}>
              Find out more
            </a>
          ) : (
            <Link to={extraLink} className={styles.link}>
              Find out more
            </Link>
          )
        ) : null}
      </div>
      <button type="button" className={styles.close} onClick={onClose} aria-label="Close announcement">
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </section>
  );
}
