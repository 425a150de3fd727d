import type { CompareDetails } from '../contracts/compare';
import type { ExtendedProduct, PriceHistory, ProductFeatureList, ProductMeta, SpecificationGroup } from '../contracts/product-detail';
import type { ProductDetail } from '../contracts/products';
import type { ProductDetailRow, ProductKey, ProductRepository } from '../db/repositories/product-repository';
import type { ProductSummary } from '../contracts/products';
import { centsToDollars } from '../domain/money';
import { toProductSummary } from './product-dto';
import { categoryPath, productPath } from '../domain/page-paths';
import { primaryImage } from '../domain/product-images';

export type { ProductKey };

const UPSELL_COUNT = 4;
const META_DESCRIPTION_LENGTH = 155;

/** Specifications in their first-seen group order, each group keeping its rows' order. */
export function groupSpecifications(rows: readonly { group: string; name: string; value: string }[]): SpecificationGroup[] {
  const groups = new Map<string, SpecificationGroup>();
  for (const row of rows) {
    const group = groups.get(row.group) ?? { group: row.group, items: [] };
    group.items.push({ name: row.name, value: row.value });
    groups.set(row.group, group);
  }
  return [...groups.values()];
}

function shorten(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

export function createProductService(repository: ProductRepository) {
  async function toDetail(row: ProductDetailRow): Promise<ProductDetail> {
    const trail = (await repository.categoryTrail(row.categoryId)).reverse();
    return {
      ...toProductSummary(row),
      description: row.description,
      images: row.images,
      missingParts: row.missingParts,
      categories: trail.map((c) => ({ name: c.name, uri: categoryPath(c.uri) })),
      categorization: trail.map((c) => c.name).join('/'),
    };
  }

  return {
    /** The product page's data; with a day, the price is the one in effect that day. */
    async detail(key: ProductKey, day?: string): Promise<ProductDetail | undefined> {
      const row = await repository.findDetail(key);
      if (!row) return undefined;
      if (day && row.priceCents !== null) {
        const then = await repository.priceOn(row.id, day);
        if (then !== undefined) return toDetail({ ...row, priceCents: then });
      }
      return toDetail(row);
    },

    async extended(key: ProductKey): Promise<ExtendedProduct | undefined> {
      const row = await repository.findDetail(key);
      if (!row) return undefined;
      return { ...(await toDetail(row)), specifications: groupSpecifications(row.specifications), features: row.features };
    },

    /** The compare page's products in the order asked, with the asked SKUs that are not products. */
    async compareDetails(asked: readonly string[]): Promise<CompareDetails> {
      // SKUs match in any letter case, so "abc~ABC" asks for one product.
      const skus = asked.filter((sku, i) => asked.findIndex((other) => other.toLowerCase() === sku.toLowerCase()) === i);
      const rows = await repository.findDetailsBySkus(skus);
      const bySku = new Map(rows.map((row) => [row.sku.toLowerCase(), row]));
      const found = skus.map((sku) => ({ sku, row: bySku.get(sku.toLowerCase()) }));
      return {
        products: found.flatMap(({ row }) =>
          row ? [{ ...toProductSummary(row), specifications: groupSpecifications(row.specifications), features: row.features }] : [],
        ),
        unknownSkus: found.filter(({ row }) => !row).map(({ sku }) => sku),
      };
    },

    async features(key: ProductKey): Promise<ProductFeatureList | undefined> {
      return (await repository.findDetail(key))?.features;
    },

    async specifications(key: ProductKey): Promise<SpecificationGroup[] | undefined> {
      const row = await repository.findDetail(key);
      return row ? groupSpecifications(row.specifications) : undefined;
    },

    async meta(key: ProductKey): Promise<ProductMeta | undefined> {
      const row = await repository.findDetail(key);
      if (!row) return undefined;
      const image = primaryImage(row.images);
      return {
        title: row.title,
        description: shorten(row.description || `${row.title} from ${row.brandName}.`, META_DESCRIPTION_LENGTH),
        canonicalPath: productPath(row.slug),
        ogImage: image ? { url: image.url, alt: image.alt, width: 1600, height: 630 } : null,
      };
    },

    async upsellOptions(key: ProductKey): Promise<ProductSummary[] | undefined> {
      const row = await repository.findDetail(key);
      if (!row) return undefined;
      return (await repository.relatedInCategory(row.categoryId, row.id, row.priceCents, UPSELL_COUNT)).map(toProductSummary);
    },

    async priceHistory(key: ProductKey): Promise<PriceHistory | undefined> {
      const row = await repository.findDetail(key);
      if (!row) return undefined;
      const points = await repository.priceHistory(row.id);
      return { sku: row.sku, points: points.map((p) => ({ date: p.effectiveOn, price: centsToDollars(p.priceCents) })) };
    },

    /** Records a product view; false when the product does not exist. */
    async recordProductLoad(productId: number, at: Date): Promise<boolean> {
      const row = await repository.findDetail({ id: productId });
      if (!row) return false;
      await repository.recordEvent('product-load', { productId, sku: row.sku }, at);
      return true;
    },
  };
}
export type ProductService = ReturnType<typeof createProductService>;
