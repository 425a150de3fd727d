import type { Database } from '../client';
import { APP_IDS, BRANDS, type AppId } from '../../domain/brands';
import { alertBanners, promotions, redirects, sales, staticPages, type SaleImage } from '../schema';
import { insertInBatches } from './batch';
import type { SeededBrand } from './catalogue';
import { daysFrom } from './dates';
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
      startDate: daysFrom(reference, promo.startDay),
      endDate: daysFrom(reference, promo.endDay),
      brandId: brand?.id ?? null,
      thumbnailImg: promotionThumbnail(promo.path),
      ribbon: promo.ribbon,
      featured: promo.featured,
      rewardLabel: promo.rewardLabel,
      redemption:
        promo.redemptionEndDay === undefined
          ? null
          : { url: `/promotions/${promo.path}/redeem`, endDate: daysFrom(reference, promo.redemptionEndDay).toISOString() },
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
    baseImagePath: `/media/sale/${sale.slug}/`,
    startsAt: daysFrom(reference, sale.startDay),
    endsAt: daysFrom(reference, sale.endDay),
    images: saleImages(sale.slug, sale.name),
  }));
  return insertInBatches(db, sales, rows);
}

/** Each flavour's current announcement, in its own voice. */
const ALERT_COPY: Record<AppId, { desktop: string; mobile: string; url: string; colour: string }> = {
  wa: {
    desktop:
      '<strong>Black Friday Sale</strong> is on now: up to 40% off selected kitchen and laundry appliances. <a href="/sale">Shop the sale</a>',
    mobile: '<strong>Black Friday:</strong> up to 40% off. <a href="/sale">Shop now</a>',
    url: '/sale',
    colour: '#c4102b',
  },
  wac: {
    desktop: 'Trade customers: lock in 2026 project pricing before 19 December. <a href="/project">Open your projects</a>',
    mobile: 'Lock in 2026 project pricing. <a href="/project">Projects</a>',
    url: '/project',
    colour: '#1d3557',
  },
  aoc: {
    desktop: 'Commercial accounts: free delivery on orders of 10 or more appliances. <a href="/s/delivery-information">Details</a>',
    mobile: 'Free delivery on 10+ appliances.',
    url: '/s/delivery-information',
    colour: '#004f9f',
  },
  hc: {
    desktop: 'Summer cooking demonstrations are now open for booking in every showroom. <a href="/cooking-demos">Book a seat</a>',
    mobile: 'Book a summer cooking demo. <a href="/cooking-demos">Book</a>',
    url: '/cooking-demos',
    colour: '#7a3e12',
  },
  aol: {
    desktop: '<strong>Black Friday:</strong> free next-day delivery on thousands of appliances. <a href="/sale">Shop deals</a>',
    mobile: 'Free next-day delivery. <a href="/sale">Shop deals</a>',
    url: '/sale',
    colour: '#e4002b',
  },
  'aol-nz': {
    desktop: '<strong>Black Friday:</strong> free delivery anywhere in New Zealand on orders over $99. <a href="/sale">Shop deals</a>',
    mobile: 'Free NZ delivery over $99.',
    url: '/sale',
    colour: '#e4002b',
  },
  fk: {
    desktop: 'New season sofas have arrived, with made-to-order fabrics in 8 weeks. <a href="/c/furniture/sofas">Explore sofas</a>',
    mobile: 'New season sofas. <a href="/c/furniture/sofas">Explore</a>',
    url: '/c/furniture/sofas',
    colour: '#4a5d4f',
  },
  andoo: {
    desktop: 'Shop trusted sellers with buyer protection on every order. <a href="/s/returns">How it works</a>',
    mobile: 'Buyer protection on every order.',
    url: '/s/returns',
    colour: '#5b2a86',
  },
};

export async function seedAlertBanners(db: Database, reference: Date): Promise<number> {
  const current = APP_IDS.map((app) => ({
    app,
    desktopContent: ALERT_COPY[app].desktop,
    mobileContent: ALERT_COPY[app].mobile,
    bannerUrl: ALERT_COPY[app].url,
    backgroundColor: ALERT_COPY[app].colour,
    startsAt: daysFrom(reference, -1),
    endsAt: daysFrom(reference, 11),
  }));
  const expired = {
    app: 'wa',
    desktopContent: `Our showrooms are closed on Melbourne Cup Day. Call ${BRANDS.wa.customerSupportNumber.phone} for help.`,
    mobileContent: 'Showrooms closed on Cup Day.',
    bannerUrl: '/stores',
    backgroundColor: '#1d3557',
    startsAt: daysFrom(reference, -21),
    endsAt: daysFrom(reference, -18),
  };
  return insertInBatches(db, alertBanners, [...current, expired]);
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
