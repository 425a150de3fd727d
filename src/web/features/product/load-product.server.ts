import type { AppLoadContext } from 'react-router';
import type { ExtendedProduct, PriceHistory, UpsellOptions } from '../../../contracts/product-detail';
import type { ProductDetail } from '../../../contracts/products';
import type { SettingsResponse } from '../../../contracts/settings';
import { isSettingOn, settingsByName } from '../../../domain/settings';
import { missingResource } from '../errors/missing-resource.server';

export interface ProductPageData {
  product: ExtendedProduct;
  upsell: UpsellOptions['products'];
  priceHistory: PriceHistory | null;
}

/** The product page's data; an unknown product follows the redirect table or is a 404 page. */
export async function loadProductPage(context: AppLoadContext, request: Request, uri: string | undefined): Promise<ProductPageData> {
  const bySlug = uri ? await context.api.get<ProductDetail>(`/api/v2/product/slug/${encodeURIComponent(uri)}`) : null;
  if (!bySlug?.ok || !bySlug.data) throw await missingResource(context, request);
  const { productId, sku } = bySlug.data;
  const skuPath = encodeURIComponent(sku);
  const [extended, upsell, settings] = await Promise.all([
    context.api.get<ExtendedProduct>(`/api/v2/product/extended/id/${productId}`),
    context.api.get<UpsellOptions>(`/api/v2/product/upselloptions/sku/${skuPath}`),
    context.api.get<SettingsResponse>('/api/settings'),
  ]);
  if (!extended.ok || !extended.data) throw await missingResource(context, request);
  const historyOn = isSettingOn(settingsByName(settings.data?.items), 'PriceHistoryEnabled');
  const history = historyOn ? await context.api.get<PriceHistory>(`/api/pricehistory/get-price-history/${skuPath}`) : null;
  return {
    product: extended.data,
    upsell: upsell.data?.products ?? [],
    priceHistory: history?.ok ? history.data : null,
  };
}
