import { useState } from 'react';
import type { CompareDetails } from '../../contracts/compare';
import { comparePageUrl, parseCompareSkus } from '../../domain/compare-list';
import { isSettingOn, settingsByName } from '../../domain/settings';
import { formatSkuList } from '../../domain/sku-list';
import { Breadcrumbs } from '../features/breadcrumbs/breadcrumbs';
import { CompareTable } from '../features/compare/compare-table';
import { missingResource } from '../features/errors/missing-resource.server';
import { PricingBlock } from '../features/product/pricing-block';
import { pageMeta } from '../features/seo/page-meta';
import { Button } from '../ui/button';
import { Container } from '../ui/container';
import { Heading } from '../ui/heading';
import styles from './compare-page.module.css';
import type { Route } from './+types/compare-page';

/** /compare?sku=a~b~c: up to three products side by side (document 1 sections 2.1 and 2.3). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const skus = parseCompareSkus(url.searchParams.get('sku'));
  const settingsCall = await context.api.get('/api/settings');
  const settings = settingsByName(settingsCall.ok ? settingsCall.data?.items : undefined);
  const flags = {
    highlightEnabled: isSettingOn(settings, 'ComparePageHighlightDifferencesEnabled'),
    highlightDefault: isSettingOn(settings, 'ComparePageHighlightToggleDefault'),
  };
  // A flavour without the compare page (ComparePageEnabled off) has no such page: the not-found page answers.
  if (!isSettingOn(settings, 'ComparePageEnabled')) throw await missingResource(context, url);
  const base = { ...flags, skus, brand: context.brand, products: [] as CompareDetails['products'], unknownSkus: [] as string[] };
  if (skus.length === 0) return base;
  const details = await context.api.get('/api/compare/details', { query: { SkuList: formatSkuList(skus) } });
  // A SKU the contract refuses (too long) is as unknown as one that is not a product.
  if (!details.ok || !details.data) return { ...base, unknownSkus: skus };
  return { ...base, ...details.data };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const titles = loaderData?.products.map((p) => p.title) ?? [];
  return pageMeta(matches, {
    title: 'Compare Products',
    description: titles.length > 1 ? `Compare ${titles.join(', ')} side by side.` : 'Compare up to three products side by side.',
    pathname: '/compare',
    // Each choice of products is its own address; none is worth indexing.
    noIndex: true,
  });
};

export default function ComparePage({ loaderData }: Route.ComponentProps) {
  const { highlightEnabled, highlightDefault, products, unknownSkus } = loaderData;
  const [highlight, setHighlight] = useState(highlightDefault);
  const showToggle = highlightEnabled && products.length > 1;

  return (
    <Container className={styles.page}>
      <Breadcrumbs trail={[{ name: 'Compare Products', uri: '' }]} />
      <div className={styles.intro}>
        <Heading level={1}>Compare Products</Heading>
        {showToggle ? (
          <label className={styles.toggle}>
            <input type="checkbox" checked={highlight} onChange={(event) => setHighlight(event.target.checked)} />
            Highlight differences
          </label>
        ) : null}
      </div>

      {unknownSkus.length > 0 ? (
        <p className={styles.notice} role="status">
          {unknownSkus.length === 1 ? 'We could not find the product' : 'We could not find the products'} {unknownSkus.join(', ')}.{' '}
          {unknownSkus.length === 1
            ? 'It may no longer be available, so it is left out.'
            : 'They may no longer be available, so they are left out.'}
        </p>
      ) : null}
      {products.length === 0 ? (
        <div className={styles.empty}>
          <Heading level={2} look={3}>
            No products to compare yet
          </Heading>
          <p>Tick ‘Compare’ on up to three products, then choose Compare Selected in the tray at the foot of the page.</p>
          <Button href="/products">Browse products</Button>
        </div>
      ) : (
        <>
          {products.length === 1 ? <p className={styles.hint}>Add at least one more product to compare side by side.</p> : null}
          <CompareTable
            products={products}
            highlight={showToggle && highlight}
            removeHref={(sku) => comparePageUrl(products.map((p) => p.sku).filter((s) => s !== sku))}
            renderPrice={(product) => <PricingBlock pricing={product} size="listing" />}
          />
        </>
      )}
    </Container>
  );
}
