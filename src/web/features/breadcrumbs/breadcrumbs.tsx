import { Link } from '../../ui/link';
import { useRootData } from '../../shared/root-data';
import { JsonLd } from '../seo/json-ld';
import styles from './breadcrumbs.module.css';

/** One step of the trail; the page itself comes last with an empty uri. */
export interface Crumb {
  name: string;
  uri: string;
}

/** schema.org BreadcrumbList of the trail (Home first); the current page carries no item URL. */
export function breadcrumbStructuredData(trail: readonly Crumb[], publicUrl: string) {
  const origin = publicUrl.replace(/\/+$/, '');
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      ...(crumb.uri ? { item: `${origin}${crumb.uri}` } : {}),
    })),
  };
}

/**
 * The breadcrumb bar (document 1 section 2.2): 'Home' then the trail; the last item is plain text.
 * Structured breadcrumb data is emitted beside it in a nonce'd JSON-LD script.
 */
export function Breadcrumbs({ trail, className }: { trail: readonly Crumb[]; className?: string }) {
  const publicUrl = useRootData()?.publicUrl ?? '';
  const full: Crumb[] = [{ name: 'Home', uri: '/' }, ...trail];
  const data = breadcrumbStructuredData(full, publicUrl);
  return (
    <>
      <nav aria-label="Breadcrumb" className={[styles.breadcrumbs, className].filter(Boolean).join(' ')}>
        <ol>
          {full.map((crumb, i) => {
            const last = i === full.length - 1;
            return (
              <li key={`${crumb.uri}|${crumb.name}`}>
                {last || !crumb.uri ? (
                  <span aria-current={last ? 'page' : undefined}>{crumb.name}</span>
                ) : (
                  <Link to={crumb.uri}>{crumb.name}</Link>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <JsonLd data={data} />
    </>
  );
}
