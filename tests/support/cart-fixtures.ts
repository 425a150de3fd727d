import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  accounts,
  addOnOptions,
  products,
  promoCodes,
  promoCodeUses,
  promotionRewards,
  promotions,
  type CodeKind,
  tradeCreditApprovals,
  type RewardKind,
} from '../../src/db/schema';
import { insertBrand, insertCategory, insertProduct, sellingTopCategory, unique } from './fixtures';
import { workerDatabase } from './test-app';

/** Rows the cart tests write for themselves: accounts, sellable products, add-ons, promotions with rewards and codes. */

async function db() {
  return (await workerDatabase()).db;
}

export const visitorCookie = () => `wau=${randomUUID()}`;

export async function insertAccount(): Promise<string> {
  const email = `${unique('cart')}@example.com`;
  const [row] = await (
    await db()
  )
    .insert(accounts)
    .values({ clientId: 'wa-web', email, emailKey: email.toLowerCase(), firstName: 'Cart', lastName: 'Tester' })
    .returning({ id: accounts.id });
  return row!.id;
}

/** An account staff approved for the CR account and cash on delivery (ADR 0050). */
export async function approvedTradeAccount(): Promise<string> {
  const id = await insertAccount();
  await (await db()).insert(tradeCreditApprovals).values({ accountId: id, crAccount: true, cashOnDelivery: true, note: 'test' });
  return id;
}

/** A brand and a category below a top category the default flavour sells. */
export async function sellingShelf(options: { brandName?: string } = {}) {
  const top = await sellingTopCategory();
  const category = await insertCategory({ parent: top });
  const brand = await insertBrand(options.brandName === undefined ? {} : { name: options.brandName });
  return { top, category, brand };
}

export async function insertCartProduct(
  shelf: Awaited<ReturnType<typeof sellingShelf>>,
  values: { priceCents?: number | null; rrpCents?: number | null; title?: string } = {},
) {
  return insertProduct({ brandId: shelf.brand.id, categoryId: shelf.category.id, priceCents: 999_00, ...values });
}

export async function setStockStatus(productId: number, stockStatus: string) {
  await (await db()).update(products).set({ stockStatus }).where(eq(products.id, productId));
}

export async function insertAddOn(values: { categoryId: number; kind: 'install' | 'warranty'; priceCents: number; name?: string }) {
  const [row] = await (
    await db()
  )
    .insert(addOnOptions)
    .values({ name: values.name ?? unique(values.kind), ...values })
    .returning();
  return row!;
}

/** A promotion running now (by default) for a brand in category uris, with one reward. */
export async function insertPromotionWithReward(values: {
  brandId: number;
  categoryUris: string[];
  kind: RewardKind;
  valueCents?: number;
  percentOff?: number;
  minItems?: number;
  startDate?: Date;
  endDate?: Date;
}) {
  const path = unique('fixture-promo');
  const now = Date.now();
  const [promo] = await (
    await db()
  )
    .insert(promotions)
    .values({
      path,
      title: `Promotion ${path}`,
      startDate: values.startDate ?? new Date(now - 86_400_000),
      endDate: values.endDate ?? new Date(now + 86_400_000 * 30),
      brandId: values.brandId,
      rewardLabel: 'Fixture reward',
      categoryUris: values.categoryUris,
    })
    .returning();
  const [reward] = await (
    await db()
  )
    .insert(promotionRewards)
    .values({
      promotionId: promo!.id,
      kind: values.kind,
      title: `Reward of ${path}`,
      valueCents: values.valueCents ?? 0,
      percentOff: values.percentOff ?? null,
      minItems: values.minItems ?? 1,
    })
    .returning();
  return { promo: promo!, reward: reward! };
}

export async function insertCode(values: {
  kind: CodeKind;
  percentOff?: number;
  amountCents?: number;
  minSpendCents?: number;
  brandId?: number;
  categoryUri?: string;
  startsAt?: Date;
  expiresAt?: Date;
  maxUses?: number;
  maxUsesPerCustomer?: number;
  balanceCents?: number;
  app?: string;
}) {
  const code = unique('CODE').toUpperCase();
  const [row] = await (
    await db()
  )
    .insert(promoCodes)
    .values({ app: 'wa', code, description: `Fixture ${values.kind}`, ...values })
    .returning();
  return row!;
}

export async function recordCodeUse(codeId: number, customerKey: string) {
  await (await db()).insert(promoCodeUses).values({ codeId, customerKey, orderRef: unique('order') });
}

let addressSequence = 0;
/** A client address of its own, so one test's failed codes do not throttle another's. */
export function clientAddress(): string {
  addressSequence += 1;
  return `10.${process.pid % 250}.${Math.floor(addressSequence / 250)}.${addressSequence % 250}`;
}

type Headers = Record<string, string>;

/** The cart calls for one caller (its cookie or test sign-in header) from one client address. */
export function cartClient(app: FastifyInstance, headers: Headers, remoteAddress = clientAddress()) {
  const send = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, extra: Headers = {}) =>
    app.inject({
      method,
      url,
      headers: { ...headers, ...extra },
      remoteAddress,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  return {
    get: () => send('GET', '/api/cart/'),
    add: (payload: Record<string, unknown>, extra: Headers = {}) => send('POST', '/api/cart/product/', payload, extra),
    remove: (productCode: string) => send('DELETE', `/api/cart/product/${encodeURIComponent(productCode)}`),
    empty: () => send('DELETE', '/api/cart/'),
    options: (productCode: string) => send('GET', `/api/cart/product/${encodeURIComponent(productCode)}`),
    email: (payload: unknown) => send('POST', '/api/cart/email', payload),
    applyCode: (payload: unknown, extra: Headers = {}) => send('POST', '/api/cart/coupon/', payload, extra),
    removeCode: (code: string) => send('DELETE', `/api/cart/coupon/${encodeURIComponent(code)}`),
  };
}
