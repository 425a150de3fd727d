import type { AppLoadContext } from 'react-router';
import type { ExtendedProduct, PriceHistory, UpsellOptions } from '../../../contracts/product-detail';
import { isSettingOn, settingsByName } from '../../../domain/settings';
import { missingResource } from '../errors/missing-resource.server';

export interface ProductPageData {
  product: ExtendedProduct;
  upsell: UpsellOptions['products'];
  priceHistory: PriceHistory | null;
}

/** The product page's data; an unknown product follows the redirect table or is a 404 page. */
export async function loadProductPage(context: AppLoadContext, url: URL, uri: string | undefined): Promise<ProductPageData> {
  const bySlug = uri ? await context.api.get('/api/v2/product/slug/{slug}', { params: { slug: uri } }) : null;
  if (!bySlug?.ok || !bySlug.data) throw await missingResource(context, url);
  const { productId, sku } = bySlug.data;
  const [extended, upsell, settings] = await Promise.all([
    context.api.get('/api/v2/product/extended/id/{id}', { params: { id: productId } }),
    context.api.get('/api/v2/product/upselloptions/sku/{sku}', { params: { sku } }),
    context.api.get('/api/settings'),
  ]);
  if (!extended.ok || !extended.data) throw await missingResource(context, url);
  const historyOn = settings.ok && isSettingOn(settingsByName(settings.data?.items), 'PriceHistoryEnabled');
  const history = historyOn ? await context.api.get('/api/pricehistory/get-price-history/{sku}', { params: { sku } }) : null;
  return {
    product: extended.data,
    upsell: (upsell.ok && upsell.data?.products) || [],
    priceHistory: history?.ok ? history.data : null,
  };
}
