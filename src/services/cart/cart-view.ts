import type { Cart, CartProduct } from '../../contracts/cart';
import { EMPTY_CART_ID } from '../../contracts/cart';
import { PRODUCT_CONDITIONS, RIBBON_STYLES } from '../../contracts/products';
import type { CartLineRow, CodeRow, RewardRuleRow } from '../../db/repositories/cart-repository';
import { codeUnavailable } from '../../domain/cart-codes';
import { priceCart, type CartLineInput, type CartPrice, type CodeRule, type RewardRule } from '../../domain/cart-pricing';
import { isProformaBrand, unavailableProductError } from '../../domain/cart-rules';
import { centsToDollars } from '../../domain/money';
import { formatMoney, type MoneyFormat } from '../../domain/money-format';

const UNAVAILABLE = new Set(['noStock', 'supersededAndNoStock']);

/** A product can be in the cart only while it has a price and stock. */
export const isAvailable = (row: { priceCents: number | null; stockStatus: string }) =>
  row.priceCents !== null && !UNAVAILABLE.has(row.stockStatus);

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : null;

export function toLineInput(row: CartLineRow): CartLineInput {
  return {
    productCode: row.productCode,
    unitPriceCents: row.priceCents ?? 0,
    rrpCents: row.rrpCents,
    quantity: row.quantity,
    brand: row.brandName,
    categoryUri: row.categoryUri,
    install: row.installId !== null ? { id: row.installId, name: row.installName ?? '', priceCents: row.installPriceCents ?? 0 } : null,
    warranty:
      row.warrantyId !== null ? { id: row.warrantyId, name: row.warrantyName ?? '', priceCents: row.warrantyPriceCents ?? 0 } : null,
  };
}

export function toRewardRule(row: RewardRuleRow): RewardRule {
  return {
    rewardId: row.rewardId,
    promoId: row.promoId,
    kind: row.kind as RewardRule['kind'],
    title: row.title,
    valueCents: row.valueCents,
    percentOff: row.percentOff,
    minItems: row.minItems,
    brand: row.brandName,
    categoryUris: row.categoryUris,
  };
}

export function toCodeRule(row: CodeRow): CodeRule {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind as CodeRule['kind'],
    percentOff: row.percentOff,
    amountCents: row.amountCents,
    minSpendCents: row.minSpendCents,
    brand: row.brandName,
    categoryUri: row.categoryUri,
    categoryName: row.categoryName,
    balanceCents: row.balanceCents,
  };
}

export interface CartState {
  cartId: string | null;
  email: string | null;
  lines: CartLineRow[];
  rules: RewardRuleRow[];
  codes: CodeRow[];
}

export interface CartPricing {
  price: CartPrice;
  /** Applied codes that no longer fit (expired, or the cart changed), with why. */
  dropped: { code: CodeRow; reason: string }[];
}

/** Prices what is in the cart; unavailable lines are listed but not charged. */
export function priceState(state: CartState, now: Date, money: MoneyFormat): CartPricing {
  const available = state.lines.filter(isAvailable);
  const dropped: CartPricing['dropped'] = [];
  const usable = state.codes.filter((code) => {
    // Usage limits are checked when a code is applied and again when the order is placed.
    const reason = codeUnavailable(code, { total: 0, byCustomer: null }, now);
    if (reason) dropped.push({ code, reason });
    return reason === null;
  });
  const price = priceCart(available.map(toLineInput), state.rules.map(toRewardRule), usable.map(toCodeRule), (cents) =>
    formatMoney(cents, money),
  );
  for (const miss of price.droppedCodes) {
    const code = state.codes.find((c) => c.id === miss.code.id);
    if (code) dropped.push({ code, reason: miss.reason });
  }
  return { price, dropped };
}

export const codeNoLongerApplies = (code: string, reason: string) => `The code "${code}" no longer applies to your cart. ${reason}`;

/** The spec's cart answer. */
export function cartView(state: CartState, pricing: CartPricing, proformaShippingBrands: string, messages: string[] = []): Cart {
  const { price } = pricing;
  const pricedByCode = new Map(price.lines.map((line) => [line.productCode, line]));
  const products: CartProduct[] = state.lines.map((row) => {
    const priced = pricedByCode.get(row.productCode);
    return {
      productCode: row.productCode,
      sku: row.sku,
      title: row.title,
      brand: row.brandName,
      category: row.categoryName,
      categorization: row.categoryUri,
      uri: `/p/${row.slug}`,
      image: row.images[0]?.thumbUrl ?? row.images[0]?.url ?? null,
      price: centsToDollars(row.priceCents ?? 0),
      rrp: row.rrpCents === null ? null : centsToDollars(row.rrpCents),
      lineDiscount: centsToDollars(priced?.lineDiscountCents ?? 0),
      quantity: row.quantity,
      available: isAvailable(row),
      sortOrder: row.sortOrder,
      condition: oneOf(PRODUCT_CONDITIONS, row.condition),
      missingParts: row.missingParts,
      ribbonType: oneOf(RIBBON_STYLES, row.ribbon),
      isProforma: isProformaBrand(row.brandName, proformaShippingBrands),
      selectedInstall:
        row.installId === null
          ? null
          : { id: row.installId, name: row.installName ?? '', price: centsToDollars(row.installPriceCents ?? 0) },
      selectedWarranty:
        row.warrantyId === null
          ? null
          : { id: row.warrantyId, name: row.warrantyName ?? '', price: centsToDollars(row.warrantyPriceCents ?? 0) },
    };
  });
  const ruleById = new Map(state.rules.map((rule) => [rule.rewardId, rule]));
  const rewards = price.rewards.flatMap((reward) => {
    const rule = ruleById.get(reward.rewardId);
    if (!rule || reward.kind === 'bundle-discount') return [];
    return [
      {
        promoId: reward.promoId,
        rewardId: reward.rewardId,
        productCode: reward.productCode,
        kind: reward.kind,
        title: reward.title,
        value: centsToDollars(reward.valueCents),
        quantity: reward.quantity,
        promotion: {
          link: `/promotion/${rule.path}`,
          title: rule.promoTitle,
          expiryDate: rule.endDate.toISOString(),
          thumbImg: rule.thumbnailImg,
          redemption: rule.redemption,
          rewardLabel: rule.rewardLabel,
        },
      },
    ];
  });
  const codeRows = new Map(state.codes.map((c) => [c.id, c]));
  const codes = price.codes.map((applied) => ({
    id: applied.code,
    kind: applied.kind,
    description: codeRows.get(applied.id)?.description ?? '',
    amount: centsToDollars(applied.amountCents),
  }));
  const unavailable = products.filter((p) => !p.available);
  return {
    cartId: state.cartId ?? EMPTY_CART_ID,
    products,
    rewards,
    productCount: products.reduce((sum, p) => sum + p.quantity, 0),
    subTotal: centsToDollars(price.subtotalCents),
    lineDiscountTotal: centsToDollars(price.lineDiscountCents),
    addOnTotal: centsToDollars(price.addOnCents),
    couponDiscount: centsToDollars(price.couponCents),
    giftCardTotal: centsToDollars(price.giftCardCents),
    orderTotal: centsToDollars(price.orderTotalCents),
    savingTotal: centsToDollars(price.savingTotalCents),
    rrpTotal: centsToDollars(price.rrpTotalCents),
    couponCode: codes.find((c) => c.kind !== 'gift-card')?.id ?? null,
    codes,
    email: state.email,
    hasProformaDelivery: products.some((p) => p.isProforma),
    hasUnavailableProducts: unavailable.length > 0,
    messages: [...messages, ...pricing.dropped.map((d) => codeNoLongerApplies(d.code.code, d.reason))],
    errors: unavailable.map((p) => ({ message: unavailableProductError(p.title) })),
  };
}
