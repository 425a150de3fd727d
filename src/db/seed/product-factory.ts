import { calendarDateIn } from '../../domain/calendar-date';
import type { ProductImage, products } from '../schema';
import type { SeededBrand, SeededCatalogue, SeededLeafCategory } from './catalogue';
import {
  isFurnitureKind,
  lifestyleIllustrationUrl,
  productIllustrationUrl,
  VARIANT_LABELS,
  variantsFor,
  type IllustrationVariant,
} from './illustrations';
import { productDescription, productFeatures } from './product-copy';
import { SEED_TIME_ZONE } from './dates';
import { randomFor, type Random } from './random';
import { productSpecifications } from './specifications';
import { kebab } from './text';

type ProductRow = typeof products.$inferInsert;

export interface ProductDraft {
  row: ProductRow;
  /** A second leaf the product is also listed in, or null. */
  crossListCategoryId: number | null;
}

const PRODUCT_SEED = 0x5eed_2026;
const DAY_MS = 86_400_000;

const RIBBONS = ['save', 'catalogue-item', 'cashback', 'win', 'new', 'bonus', 'special-offer', 'sale'] as const;
const CONDITIONS = ['Cosmetic Imperfection', 'New Condition', 'Brand New Runout'] as const;
const MISSING_PARTS = [
  'Missing user manual',
  'Missing installation kit',
  'Missing one wire shelf',
  'Missing remote control',
  'Missing cutlery basket',
];
const STOCK_STATUSES = [
  ['inStock', 82],
  ['backOrder', 8],
  ['noStock', 5],
  ['indeterminate', 3],
  ['supersededAndNoStock', 2],
] as const;
/** Furniture is sold by collection name rather than by model size. */
const FURNITURE_COLLECTIONS = [
  'Harbour',
  'Nook',
  'Aalto',
  'Linden',
  'Bondi',
  'Coogee',
  'Fitzroy',
  'Kauri',
  'Matai',
  'Palm',
  'Otway',
  'Derwent',
];

/** A believable shelf price in whole dollars: 49, 799, 1499, 2290 ... */
function shelfDollars(random: Random, [min, max]: readonly [number, number]): number {
  // Skewed towards the cheaper end, as real ranges are.
  const raw = min + (max - min) * Math.pow(random.next(), 1.6);
  if (raw < 100) return Math.max(9, Math.round(raw / 10) * 10 - 1);
  if (raw < 1000) return Math.round(raw / 50) * 50 - 1;
  return random.chance(0.5) ? Math.round(raw / 100) * 100 - 1 : Math.round(raw / 100) * 100 - 10;
}

interface Pricing {
  priceCents: number | null;
  rrpCents: number | null;
}

function pricing(random: Random, leaf: SeededLeafCategory, discounted: boolean): Pricing {
  // About 3% are quoted on request and have no price at all.
  if (random.chance(0.03)) return { priceCents: null, rrpCents: null };
  const rrpDollars = shelfDollars(random, leaf.priceDollars);
  const rrpCents = rrpDollars * 100;
  const style = random.next();
  if (!discounted && style < 0.45) return { priceCents: rrpCents, rrpCents };
  if (!discounted && style < 0.55) return { priceCents: rrpCents, rrpCents: null };
  // 5–30% off RRP; on dearer items that is a saving of $200 or more.
  const off = discounted ? random.int(15, 40) / 100 : random.int(5, 30) / 100;
  let priceDollars = Math.round((rrpDollars * (1 - off)) / 10) * 10 - 1;
  if (priceDollars <= 0 || priceDollars >= rrpDollars) priceDollars = rrpDollars - 1;
  // A few end in 95 cents ($1,498.95) so the price block's cents display gets exercised.
  const centsAdjustment = random.chance(0.05) ? -5 : 0;
  return { priceCents: priceDollars * 100 + centsAdjustment, rrpCents };
}

function pickVariant(random: Random, leaf: SeededLeafCategory): IllustrationVariant {
  const [first, second, third] = variantsFor(leaf.kind);
  return random.weighted([
    [first!, 5],
    [second!, 3],
    [third!, 2],
  ]);
}

function images(random: Random, leaf: SeededLeafCategory, variant: IllustrationVariant, title: string): ProductImage[] {
  const url = productIllustrationUrl(leaf.kind, variant);
  const list: ProductImage[] = [{ url, thumbUrl: url, alt: title, type: 0 }];
  // Other finishes of the same model, as the gallery shows them.
  for (const other of random.sample(
    variantsFor(leaf.kind).filter((v) => v !== variant),
    random.int(0, 2),
  )) {
    const otherUrl = productIllustrationUrl(leaf.kind, other);
    list.push({ url: otherUrl, thumbUrl: otherUrl, alt: `${title} in ${VARIANT_LABELS[other]}`, type: 0 });
  }
  const scene = lifestyleIllustrationUrl(leaf.scene);
  list.push({ url: scene, thumbUrl: scene, alt: `${title} at home`, type: 1 });
  return list;
}

/**
 * Invents products one at a time. Each product draws from its own random stream, and the
 * uniqueness sets only look backwards, so product n is the same whatever the catalogue size.
 */
export class ProductFactory {
  private readonly usedSkus = new Set<string>();
  private readonly usedSlugs = new Set<string>();
  private readonly brandsPerLeaf: Map<number, SeededBrand[]>;

  /** Catalogue dates (added, offer ends) count from midnight UTC of the demo's reference day, so one reference always gives the same rows. */
  private readonly referenceTime: number;

  constructor(
    private readonly catalogue: SeededCatalogue,
    reference: Date,
  ) {
    this.referenceTime = Date.parse(`${calendarDateIn(reference, SEED_TIME_ZONE)}T00:00:00Z`);
    if (catalogue.leaves.length === 0) throw new Error('Seed categories before products');
    this.brandsPerLeaf = new Map(
      catalogue.leaves.map((leaf) => [
        leaf.id,
        leaf.brands.map((name) => catalogue.brandsByName.get(name)).filter((b): b is SeededBrand => b !== undefined),
      ]),
    );
  }

  private uniqueSku(random: Random, brand: SeededBrand, leaf: SeededLeafCategory, index: number): string {
    const patterns = brand.modelPatterns[leaf.kind] ?? brand.modelPatterns[leaf.specFamily] ?? brand.modelPatterns.default;
    for (let attempt = 0; attempt < 6; attempt++) {
      const sku = random.code(random.pick(patterns));
      if (!this.usedSkus.has(sku)) return this.claim(this.usedSkus, sku);
    }
    // Crowded pattern (large catalogues): a base-36 suffix of the product number is always free.
    return this.claim(this.usedSkus, `${random.code(random.pick(patterns))}-${index.toString(36).toUpperCase()}`);
  }

  private claim(set: Set<string>, value: string): string {
    let candidate = value;
    for (let n = 2; set.has(candidate); n++) candidate = `${value}-${n}`;
    set.add(candidate);
    return candidate;
  }

  create(index: number): ProductDraft {
    const random = randomFor(PRODUCT_SEED, index);
    const leaf = random.pick(this.catalogue.leaves);
    const brand = random.pick(this.brandsPerLeaf.get(leaf.id)!);
    const sku = this.uniqueSku(random, brand, leaf, index);
    const size = leaf.sizes.length > 0 ? random.pick(leaf.sizes) : '';
    const descriptor = random.pick(leaf.descriptors);
    const collection = isFurnitureKind(leaf.kind) ? random.pick(FURNITURE_COLLECTIONS) : '';
    const title = [brand.name, collection, size, descriptor, leaf.noun, sku].filter(Boolean).join(' ');
    const variant = pickVariant(random, leaf);
    const condition = random.chance(0.03) ? random.pick(CONDITIONS) : null;
    const { priceCents, rrpCents } = pricing(random, leaf, condition !== null);
    const siblings = this.catalogue.leaves.filter((l) => l.parentId === leaf.parentId && l.id !== leaf.id);
    const sibling = siblings.length > 0 && random.chance(0.2) ? random.pick(siblings) : null;
    // Cross-listed only where the sibling sells the same kind of product (an oven in Steam Ovens,
    // never a rangehood in Ovens); the draws stay the same so product n is unchanged otherwise.
    const crossListCategoryId = sibling && sibling.kind === leaf.kind ? sibling.id : null;
    let ribbon: string | null = random.chance(0.15) ? random.pick(RIBBONS) : null;
    if (ribbon === 'save' && (rrpCents === null || priceCents === null || priceCents >= rrpCents)) ribbon = 'new';
    const ratingRoll = random.next();

    const row = {
      sku,
      productCode: `${brand.code}-${sku}`,
      title,
      slug: this.claim(this.usedSlugs, kebab(title)),
      brandId: brand.id,
      categoryId: leaf.id,
      priceCents,
      rrpCents,
      description: productDescription(random, title, leaf.specFamily, brand.name),
      images: images(random, leaf, variant, title),
      specifications: productSpecifications({
        random,
        family: leaf.specFamily,
        brandName: brand.name,
        brandCountry: brand.country,
        model: sku,
        colour: VARIANT_LABELS[variant],
        size,
        descriptor,
      }),
      features: productFeatures(random, leaf.specFamily),
      condition,
      missingParts: condition !== null && random.chance(0.25) ? random.pick(MISSING_PARTS) : null,
      ribbon,
      stockStatus: random.weighted(STOCK_STATUSES),
      rating:
        ratingRoll < 0.3
          ? null
          : ratingRoll < 0.36
            ? random.int(1, 2)
            : random.weighted([
                [3, 2],
                [4, 5],
                [5, 4],
              ]),
      createdAt: new Date(this.referenceTime - random.int(0, 720) * DAY_MS - random.int(0, 86_399) * 1000),
    } satisfies ProductRow;
    // Drawn last so every earlier value of product n stays as it was before these columns existed.
    const ratingCount = row.rating === null ? null : random.int(1, 480);
    const discounted = priceCents !== null && rrpCents !== null && priceCents < rrpCents;
    const priceEndsAt = discounted && random.chance(0.4) ? new Date(this.referenceTime + random.int(3, 45) * DAY_MS) : null;
    return { crossListCategoryId, row: { ...row, ratingCount, priceEndsAt } };
  }
}
