import { and, asc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import {
  addOnOptions,
  brands,
  cartCodes,
  cartLines,
  carts,
  categories,
  products,
  promoCodes,
  promotionRewards,
  promotions,
} from '../schema';

/** Who owns a cart: the visitor cookie until sign-in, then the account. */
export type CartOwner = { accountId: string } | { visitorId: string };

const ownerIs = (app: string, owner: CartOwner) =>
  'accountId' in owner
    ? and(eq(carts.app, app), eq(carts.accountId, owner.accountId))
    : and(eq(carts.app, app), eq(carts.visitorId, owner.visitorId));

const install = alias(addOnOptions, 'install');
const warranty = alias(addOnOptions, 'warranty');
const topCategory = alias(categories, 'top_category');

/** The product's top-level category: add-ons are offered per top-level category. */
const topCategoryJoin = sql`${topCategory.uri} = split_part(${categories.uri}, '/', 1)`;

export interface CartLineRow {
  lineId: number;
  productId: number;
  quantity: number;
  sortOrder: number;
  sku: string;
  productCode: string;
  title: string;
  slug: string;
  priceCents: number | null;
  rrpCents: number | null;
  images: { url: string; thumbUrl: string }[];
  condition: string | null;
  missingParts: string | null;
  ribbon: string | null;
  stockStatus: string;
  brandName: string;
  categoryName: string;
  categoryUri: string;
  installId: number | null;
  installName: string | null;
  installPriceCents: number | null;
  warrantyId: number | null;
  warrantyName: string | null;
  warrantyPriceCents: number | null;
}

export interface SellableProduct {
  id: number;
  sku: string;
  productCode: string;
  title: string;
  priceCents: number | null;
  stockStatus: string;
  categoryUri: string;
  topCategoryId: number | null;
}

export interface RewardRuleRow {
  rewardId: number;
  promoId: number;
  kind: string;
  title: string;
  valueCents: number;
  percentOff: number | null;
  minItems: number;
  brandName: string | null;
  categoryUris: string[];
  path: string;
  promoTitle: string;
  endDate: Date;
  thumbnailImg: string;
  redemption: { url: string; endDate: string | null } | null;
  rewardLabel: string | null;
}

export interface CodeRow {
  id: number;
  code: string;
  kind: string;
  description: string;
  percentOff: number | null;
  amountCents: number | null;
  minSpendCents: number;
  brandName: string | null;
  categoryUri: string | null;
  categoryName: string | null;
  startsAt: Date | null;
  expiresAt: Date | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  balanceCents: number | null;
}

const codeColumns = {
  id: promoCodes.id,
  code: promoCodes.code,
  kind: promoCodes.kind,
  description: promoCodes.description,
  percentOff: promoCodes.percentOff,
  amountCents: promoCodes.amountCents,
  minSpendCents: promoCodes.minSpendCents,
  brandName: brands.name,
  categoryUri: promoCodes.categoryUri,
  categoryName: categories.name,
  startsAt: promoCodes.startsAt,
  expiresAt: promoCodes.expiresAt,
  maxUses: promoCodes.maxUses,
  maxUsesPerCustomer: promoCodes.maxUsesPerCustomer,
  balanceCents: promoCodes.balanceCents,
};

export function createCartRepository(db: Database) {
  function selectCodes() {
    return db
      .select(codeColumns)
      .from(promoCodes)
      .leftJoin(brands, eq(brands.id, promoCodes.brandId))
      .leftJoin(categories, eq(categories.uri, promoCodes.categoryUri));
  }

  return {
    async find(app: string, owner: CartOwner): Promise<{ id: string; email: string | null } | null> {
      const [row] = await db.select({ id: carts.id, email: carts.email }).from(carts).where(ownerIs(app, owner));
      return row ?? null;
    },

    async findById(cartId: string): Promise<{ id: string; email: string | null } | null> {
      const [row] = await db.select({ id: carts.id, email: carts.email }).from(carts).where(eq(carts.id, cartId));
      return row ?? null;
    },

    /** The owner's cart, created when missing; callers hold the owner's lock. */
    async findOrCreate(app: string, owner: CartOwner): Promise<string> {
      const [created] = await db
        .insert(carts)
        .values({ app, ...('accountId' in owner ? { accountId: owner.accountId } : { visitorId: owner.visitorId }) })
        .onConflictDoNothing()
        .returning({ id: carts.id });
      if (created) return created.id;
      const [row] = await db.select({ id: carts.id }).from(carts).where(ownerIs(app, owner));
      if (!row) throw new Error('cart vanished between insert and select');
      return row.id;
    },

    /** Every line with its product, brand, category and chosen add-ons, in one query. */
    async lines(cartId: string): Promise<CartLineRow[]> {
      return db
        .select({
          lineId: cartLines.id,
          productId: products.id,
          quantity: cartLines.quantity,
          sortOrder: cartLines.sortOrder,
          sku: products.sku,
          productCode: products.productCode,
          title: products.title,
          slug: products.slug,
          priceCents: products.priceCents,
          rrpCents: products.rrpCents,
          images: products.images,
          condition: products.condition,
          missingParts: products.missingParts,
          ribbon: products.ribbon,
          stockStatus: products.stockStatus,
          brandName: brands.name,
          categoryName: categories.name,
          categoryUri: categories.uri,
          installId: install.id,
          installName: install.name,
          installPriceCents: install.priceCents,
          warrantyId: warranty.id,
          warrantyName: warranty.name,
          warrantyPriceCents: warranty.priceCents,
        })
        .from(cartLines)
        .innerJoin(products, eq(products.id, cartLines.productId))
        .innerJoin(brands, eq(brands.id, products.brandId))
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .leftJoin(install, eq(install.id, cartLines.installOptionId))
        .leftJoin(warranty, eq(warranty.id, cartLines.warrantyOptionId))
        .where(eq(cartLines.cartId, cartId))
        .orderBy(asc(cartLines.sortOrder), asc(cartLines.id));
    },

    /** Rewards of promotions running at `now`. */
    async rewardRules(now: Date): Promise<RewardRuleRow[]> {
      return db
        .select({
          rewardId: promotionRewards.id,
          promoId: promotions.id,
          kind: promotionRewards.kind,
          title: promotionRewards.title,
          valueCents: promotionRewards.valueCents,
          percentOff: promotionRewards.percentOff,
          minItems: promotionRewards.minItems,
          brandName: brands.name,
          categoryUris: promotions.categoryUris,
          path: promotions.path,
          promoTitle: promotions.title,
          endDate: promotions.endDate,
          thumbnailImg: promotions.thumbnailImg,
          redemption: promotions.redemption,
          rewardLabel: promotions.rewardLabel,
        })
        .from(promotionRewards)
        .innerJoin(promotions, eq(promotions.id, promotionRewards.promotionId))
        .leftJoin(brands, eq(brands.id, promotions.brandId))
        .where(and(lte(promotions.startDate, now), gt(promotions.endDate, now)))
        .orderBy(asc(promotionRewards.id));
    },

    /** The codes applied to the cart, oldest first. */
    async appliedCodes(cartId: string): Promise<CodeRow[]> {
      return selectCodes()
        .innerJoin(cartCodes, eq(cartCodes.codeId, promoCodes.id))
        .where(eq(cartCodes.cartId, cartId))
        .orderBy(asc(cartCodes.appliedAt), asc(promoCodes.id));
    },

    async findCode(app: string, code: string): Promise<CodeRow | null> {
      const [row] = await selectCodes().where(and(eq(promoCodes.app, app), eq(promoCodes.code, code)));
      return row ?? null;
    },

    /** A coupon replaces the cart's coupon; a gift card is added beside the others. */
    async applyCode(cartId: string, code: { id: number; kind: string }): Promise<void> {
      if (code.kind !== 'gift-card') {
        const coupons = db
          .select({ id: promoCodes.id })
          .from(promoCodes)
          .where(sql`${promoCodes.kind} <> 'gift-card'`);
        await db.delete(cartCodes).where(and(eq(cartCodes.cartId, cartId), inArray(cartCodes.codeId, coupons)));
      }
      await db.insert(cartCodes).values({ cartId, codeId: code.id }).onConflictDoNothing();
    },

    async removeCode(cartId: string, code: string): Promise<boolean> {
      const ids = db.select({ id: promoCodes.id }).from(promoCodes).where(eq(promoCodes.code, code));
      const removed = await db
        .delete(cartCodes)
        .where(and(eq(cartCodes.cartId, cartId), inArray(cartCodes.codeId, ids)))
        .returning({ id: cartCodes.codeId });
      return removed.length > 0;
    },

    async removeCodesById(cartId: string, codeIds: number[]): Promise<void> {
      if (codeIds.length === 0) return;
      await db.delete(cartCodes).where(and(eq(cartCodes.cartId, cartId), inArray(cartCodes.codeId, codeIds)));
    },

    async sellableProduct(skuOrCode: { sku?: string; productCode?: string }): Promise<SellableProduct | null> {
      const wanted = [
        skuOrCode.sku ? sql`lower(${products.sku}) = ${skuOrCode.sku.toLowerCase()}` : undefined,
        skuOrCode.productCode ? sql`lower(${products.productCode}) = ${skuOrCode.productCode.toLowerCase()}` : undefined,
      ].filter((c) => c !== undefined);
      const [row] = await db
        .select({
          id: products.id,
          sku: products.sku,
          productCode: products.productCode,
          title: products.title,
          priceCents: products.priceCents,
          stockStatus: products.stockStatus,
          categoryUri: categories.uri,
          topCategoryId: topCategory.id,
        })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .leftJoin(topCategory, topCategoryJoin)
        .where(or(...wanted))
        .limit(1);
      return row ?? null;
    },

    /** The add-ons offered for a product (its top-level category's), in their order. */
    async addOnsFor(topCategoryId: number | null): Promise<{ id: number; kind: string; name: string; priceCents: number }[]> {
      if (topCategoryId === null) return [];
      return db
        .select({ id: addOnOptions.id, kind: addOnOptions.kind, name: addOnOptions.name, priceCents: addOnOptions.priceCents })
        .from(addOnOptions)
        .where(eq(addOnOptions.categoryId, topCategoryId))
        .orderBy(asc(addOnOptions.kind), asc(addOnOptions.sortOrder), asc(addOnOptions.id));
    },

    async line(cartId: string, productId: number): Promise<{ id: number; quantity: number } | null> {
      const [row] = await db
        .select({ id: cartLines.id, quantity: cartLines.quantity })
        .from(cartLines)
        .where(and(eq(cartLines.cartId, cartId), eq(cartLines.productId, productId)));
      return row ?? null;
    },

    async insertLine(line: {
      cartId: string;
      productId: number;
      quantity: number;
      installOptionId: number | null;
      warrantyOptionId: number | null;
    }) {
      const [next] = await db
        .select({ n: sql<number>`coalesce(max(${cartLines.sortOrder}), 0) + 1` })
        .from(cartLines)
        .where(eq(cartLines.cartId, line.cartId));
      await db.insert(cartLines).values({ ...line, sortOrder: Number(next?.n ?? 1) });
    },

    async updateLine(lineId: number, changes: { quantity: number; installOptionId?: number | null; warrantyOptionId?: number | null }) {
      await db.update(cartLines).set(changes).where(eq(cartLines.id, lineId));
    },

    async removeLine(cartId: string, productCode: string): Promise<boolean> {
      const ids = db
        .select({ id: products.id })
        .from(products)
        .where(sql`lower(${products.productCode}) = ${productCode.toLowerCase()}`);
      const removed = await db
        .delete(cartLines)
        .where(and(eq(cartLines.cartId, cartId), inArray(cartLines.productId, ids)))
        .returning({ id: cartLines.id });
      return removed.length > 0;
    },

    async empty(cartId: string): Promise<void> {
      await db.delete(cartLines).where(eq(cartLines.cartId, cartId));
      await db.delete(cartCodes).where(eq(cartCodes.cartId, cartId));
    },

    /** Lines as stored, in their order (the sign-in merge). */
    async rawLines(cartId: string) {
      return db
        .select({
          id: cartLines.id,
          productId: cartLines.productId,
          quantity: cartLines.quantity,
          installOptionId: cartLines.installOptionId,
          warrantyOptionId: cartLines.warrantyOptionId,
        })
        .from(cartLines)
        .where(eq(cartLines.cartId, cartId))
        .orderBy(asc(cartLines.sortOrder), asc(cartLines.id));
    },

    async deleteCart(cartId: string): Promise<void> {
      await db.delete(carts).where(eq(carts.id, cartId));
    },

    /** The visitor's cart becomes the account's, whole. */
    async giveToAccount(cartId: string, accountId: string): Promise<void> {
      await db.update(carts).set({ visitorId: null, accountId, updatedAt: new Date() }).where(eq(carts.id, cartId));
    },

    /** The codes of one cart onto another: a coupon there replaces the other's coupon; gift cards join. */
    async moveCodes(fromCartId: string, toCartId: string): Promise<void> {
      const moving = await db
        .select({ id: promoCodes.id, kind: promoCodes.kind })
        .from(cartCodes)
        .innerJoin(promoCodes, eq(promoCodes.id, cartCodes.codeId))
        .where(eq(cartCodes.cartId, fromCartId))
        .orderBy(asc(cartCodes.appliedAt));
      for (const code of moving) await this.applyCode(toCartId, code);
    },

    async setEmail(cartId: string, email: string): Promise<void> {
      await db.update(carts).set({ email, updatedAt: new Date() }).where(eq(carts.id, cartId));
    },

    async touch(cartId: string, at: Date): Promise<void> {
      await db.update(carts).set({ updatedAt: at }).where(eq(carts.id, cartId));
    },
  };
}
export type CartRepository = ReturnType<typeof createCartRepository>;
