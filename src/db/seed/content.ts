import type { Database } from '../client';
import { alertBanners, promotions, redirects, sales, staticPages, type SaleImage } from '../schema';
import { insertInBatches } from './batch';
import type { SeededBrand } from './catalogue';
import { ALERT_BANNER_SEEDS } from './alert-banner-data';
import { promotionDates, saleBaseImagePath, windowFrom } from './demo-windows';
import { brandCategoryKey } from './products';
import { PROMOTION_SEEDS } from './promotion-data';
import { normaliseRedirectPath, REDIRECT_SEEDS } from './redirect-data';
import { SALE_PLACEMENTS, SALE_SEEDS, saleImagePath, type SalePlacement } from './sale-data';
import { STATIC_PAGES } from './static-pages';

export function promotionThumbnail(path: string): string {
  return `/media/promotions/${path}.svg`;
}

export async function seedPromotions(
  db: Database,
  reference: Date,
  brandsByName: Map<string, SeededBrand>,
  skusByBrandAndCategory: Map<string, string[]>,
): Promise<number> {
  const rows = PROMOTION_SEEDS.map((promo) => {
    const brand = brandsByName.get(promo.brand);
    return {
      path: promo.path,
      title: promo.title,
      description: promo.description,
      ...promotionDates(reference, promo),
      brandId: brand?.id ?? null,
      thumbnailImg: promotionThumbnail(promo.path),
      ribbon: promo.ribbon,
      featured: promo.featured,
      rewardLabel: promo.rewardLabel,
      categoryUris: [...promo.categoryUris],
      // Featured products are the brand's own, from the promotion's categories (a Dyson vacuum offer lists Dyson vacuums).
      skus: brand ? promo.categoryUris.flatMap((uri) => skusByBrandAndCategory.get(brandCategoryKey(brand.id, uri)) ?? []).slice(0, 4) : [],
    };
  });
  return insertInBatches(db, promotions, rows);
}

function saleImages(slug: string, name: string): Record<string, SaleImage> {
  const images: Record<string, SaleImage> = {};
  for (const [placement, [width, height]] of Object.entries(SALE_PLACEMENTS) as [SalePlacement, readonly [number, number]][]) {
    images[placement] = { src: saleImagePath(slug, placement), attributes: { alt: name, width: String(width), height: String(height) } };
  }
  return images;
}

export async function seedSales(db: Database, reference: Date): Promise<number> {
  const rows = SALE_SEEDS.map((sale) => ({
    name: sale.name,
    url: '/sale',
    colour: sale.colour,
    baseImagePath: saleBaseImagePath(sale),
    ...windowFrom(reference, sale),
    images: saleImages(sale.slug, sale.name),
  }));
  return insertInBatches(db, sales, rows);
}

export async function seedAlertBanners(db: Database, reference: Date): Promise<number> {
  const rows = ALERT_BANNER_SEEDS.map((banner) => ({
    app: banner.app,
    desktopContent: banner.desktop,
    mobileContent: banner.mobile,
    bannerUrl: banner.url,
    backgroundColor: banner.colour,
    ...windowFrom(reference, banner.days),
  }));
  return insertInBatches(db, alertBanners, rows);
}

export async function seedStaticPages(db: Database): Promise<number> {
  return insertInBatches(
    db,
    staticPages,
    STATIC_PAGES.map((page) => ({ ...page })),
  );
}

export async function seedRedirects(db: Database): Promise<number> {
  return insertInBatches(
    db,
    redirects,
    REDIRECT_SEEDS.map((r) => ({ fromPath: normaliseRedirectPath(r.from), destinationUri: r.to, permanent: r.permanent ?? true })),
  );
}
