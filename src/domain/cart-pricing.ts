/**
 * Prices a cart from what the catalogue says, in integer cents: nothing a browser sends reaches
 * these functions. The order total is
 *   Σ unit price × quantity − Σ line discounts + Σ add-ons − coupon discount − gift cards
 * and never goes below zero. Rounding happens once per line or code, half up, so every total is
 * the exact sum of the figures shown beside it.
 */

export interface AddOnChoice {
  id: number;
  name: string;
  /** Per unit of the product. */
  priceCents: number;
}

export interface CartLineInput {
  productCode: string;
  unitPriceCents: number;
  rrpCents: number | null;
  quantity: number;
  brand: string;
  /** Slash path, e.g. "laundry/washing-machines". */
  categoryUri: string;
  install: AddOnChoice | null;
  warranty: AddOnChoice | null;
}

export type RewardKind = 'bonus' | 'cashback' | 'gift' | 'bundle-discount';

/** A reward of a running promotion, with what qualifies for it. */
export interface RewardRule {
  rewardId: number;
  promoId: number;
  kind: RewardKind;
  title: string;
  valueCents: number;
  percentOff: number | null;
  minItems: number;
  brand: string | null;
  categoryUris: readonly string[];
}

export type CodeKind = 'percentage' | 'fixed' | 'gift-card';

export interface CodeRule {
  id: number;
  code: string;
  kind: CodeKind;
  percentOff: number | null;
  amountCents: number | null;
  minSpendCents: number;
  brand: string | null;
  categoryUri: string | null;
  /** Name shown in a reason ("Laundry"). */
  categoryName: string | null;
  balanceCents: number | null;
}

export interface PricedLine extends CartLineInput {
  lineDiscountCents: number;
  addOnCents: number;
}

export interface PricedReward {
  rewardId: number;
  promoId: number;
  productCode: string;
  kind: RewardKind;
  title: string;
  valueCents: number;
  quantity: number;
}

export interface PricedCode {
  id: number;
  code: string;
  kind: CodeKind;
  /** What the code takes off this order. */
  amountCents: number;
}

export interface CartPrice {
  lines: PricedLine[];
  rewards: PricedReward[];
  codes: PricedCode[];
  /** Codes that were applied but no longer fit the cart, with the reason. */
  droppedCodes: { code: CodeRule; reason: string }[];
  subtotalCents: number;
  lineDiscountCents: number;
  addOnCents: number;
  couponCents: number;
  giftCardCents: number;
  orderTotalCents: number;
  savingTotalCents: number;
  rrpTotalCents: number;
}

/** Half-up rounding of a percentage of an integer amount, exact for any integer input. */
export function percentOf(amountCents: number, percent: number): number {
  return Math.floor((amountCents * percent + 50) / 100);
}

export function inCategory(categoryUri: string, under: string): boolean {
  return categoryUri === under || categoryUri.startsWith(`${under}/`);
}

const sameBrand = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function qualifies(line: CartLineInput, rule: { brand: string | null; categoryUris: readonly string[] }): boolean {
  if (rule.brand !== null && !sameBrand(line.brand, rule.brand)) return false;
  return rule.categoryUris.length === 0 || rule.categoryUris.some((uri) => inCategory(line.categoryUri, uri));
}

function codeAppliesTo(line: CartLineInput, code: CodeRule): boolean {
  return qualifies(line, { brand: code.brand, categoryUris: code.categoryUri ? [code.categoryUri] : [] });
}

const lineGoods = (line: CartLineInput) => line.unitPriceCents * line.quantity;

/** Bundle discounts: percent off every qualifying line once the cart holds enough qualifying items. */
function lineDiscounts(lines: readonly CartLineInput[], rules: readonly RewardRule[]): number[] {
  const discounts = lines.map(() => 0);
  for (const rule of rules) {
    if (rule.kind !== 'bundle-discount' || !rule.percentOff) continue;
    const qualifying = lines.map((line) => qualifies(line, rule));
    const items = lines.reduce((sum, line, i) => sum + (qualifying[i] ? line.quantity : 0), 0);
    if (items < rule.minItems) continue;
    lines.forEach((line, i) => {
      if (qualifying[i]) discounts[i] = Math.max(discounts[i] ?? 0, percentOf(lineGoods(line), rule.percentOff ?? 0));
    });
  }
  return discounts;
}

function itemRewards(lines: readonly CartLineInput[], rules: readonly RewardRule[]): PricedReward[] {
  const rewards: PricedReward[] = [];
  for (const line of lines) {
    for (const rule of rules) {
      if (rule.kind === 'bundle-discount' || !qualifies(line, rule)) continue;
      rewards.push({
        rewardId: rule.rewardId,
        promoId: rule.promoId,
        productCode: line.productCode,
        kind: rule.kind,
        title: rule.title,
        valueCents: rule.valueCents,
        quantity: line.quantity,
      });
    }
  }
  return rewards;
}

export interface CodeCheckInput {
  lines: readonly CartLineInput[];
  lineDiscountCents: readonly number[];
}

/** The goods total a coupon counts: qualifying lines after their line discounts. */
function eligibleBase(code: CodeRule, input: CodeCheckInput): number {
  return input.lines.reduce(
    (sum, line, i) => (codeAppliesTo(line, code) ? sum + lineGoods(line) - (input.lineDiscountCents[i] ?? 0) : sum),
    0,
  );
}

/** Why a code cannot take anything off this cart, or null when it can. Dates and usage are checked by the caller. */
export function codeMismatch(code: CodeRule, input: CodeCheckInput, formatCents: (cents: number) => string): string | null {
  if (code.kind === 'gift-card') return (code.balanceCents ?? 0) > 0 ? null : `The gift card "${code.code}" has no balance left.`;
  const base = eligibleBase(code, input);
  if (base === 0) {
    if (code.brand) return `The code "${code.code}" applies only to ${code.brand} products.`;
    if (code.categoryUri) return `The code "${code.code}" applies only to ${code.categoryName ?? code.categoryUri} products.`;
    return `Add a product to your cart before applying the code "${code.code}".`;
  }
  if (base < code.minSpendCents) return `Spend at least ${formatCents(code.minSpendCents)} to use the code "${code.code}".`;
  return null;
}

function couponAmount(code: CodeRule, input: CodeCheckInput): number {
  const base = eligibleBase(code, input);
  if (code.kind === 'percentage') return percentOf(base, code.percentOff ?? 0);
  return Math.min(code.amountCents ?? 0, base);
}

/**
 * Prices the cart. `codes` are the applied codes in the order they were applied: the latest coupon
 * counts (a cart holds one), gift cards pay what is left in that order.
 */
export function priceCart(
  lines: readonly CartLineInput[],
  rules: readonly RewardRule[],
  codes: readonly CodeRule[],
  formatCents: (cents: number) => string,
): CartPrice {
  const discounts = lineDiscounts(lines, rules);
  const priced: PricedLine[] = lines.map((line, i) => ({
    ...line,
    lineDiscountCents: discounts[i] ?? 0,
    addOnCents: ((line.install?.priceCents ?? 0) + (line.warranty?.priceCents ?? 0)) * line.quantity,
  }));
  const subtotalCents = priced.reduce((sum, line) => sum + lineGoods(line), 0);
  const lineDiscountCents = priced.reduce((sum, line) => sum + line.lineDiscountCents, 0);
  const addOnCents = priced.reduce((sum, line) => sum + line.addOnCents, 0);
  const check = { lines, lineDiscountCents: discounts };

  const pricedCodes: PricedCode[] = [];
  const droppedCodes: CartPrice['droppedCodes'] = [];
  const coupon = [...codes].reverse().find((code) => code.kind !== 'gift-card');
  let couponCents = 0;
  if (coupon) {
    const reason = codeMismatch(coupon, check, formatCents);
    if (reason) droppedCodes.push({ code: coupon, reason });
    else {
      couponCents = couponAmount(coupon, check);
      pricedCodes.push({ id: coupon.id, code: coupon.code, kind: coupon.kind, amountCents: couponCents });
    }
  }
  let remaining = Math.max(0, subtotalCents - lineDiscountCents + addOnCents - couponCents);
  let giftCardCents = 0;
  for (const card of codes) {
    if (card.kind !== 'gift-card') continue;
    const amount = Math.min(card.balanceCents ?? 0, remaining);
    remaining -= amount;
    giftCardCents += amount;
    pricedCodes.push({ id: card.id, code: card.code, kind: card.kind, amountCents: amount });
  }
  const rrpTotalCents = priced.reduce((sum, line) => sum + Math.max(line.rrpCents ?? 0, line.unitPriceCents) * line.quantity, 0);
  const rrpSaving = priced.reduce((sum, line) => sum + Math.max(0, (line.rrpCents ?? 0) - line.unitPriceCents) * line.quantity, 0);
  return {
    lines: priced,
    rewards: itemRewards(lines, rules),
    codes: pricedCodes,
    droppedCodes,
    subtotalCents,
    lineDiscountCents,
    addOnCents,
    couponCents,
    giftCardCents,
    orderTotalCents: remaining,
    savingTotalCents: rrpSaving + lineDiscountCents + couponCents,
    rrpTotalCents,
  };
}
