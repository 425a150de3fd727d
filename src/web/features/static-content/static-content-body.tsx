import styles from './static-content-body.module.css';

/**
 * The HTML body of a static page, as on /s/{uri} pages and in the static content modal. The HTML is
 * authored by our content team in the CMS and trusted as such (it is not shopper input).
 */
export function StaticContentBody({ html }: { html: string }) {
  return <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />;
}
