import type { Cart, CartAddBody, CartProductOptions } from '../../contracts/cart';
import type { CartOwner, CartRepository } from '../../db/repositories/cart-repository';
import type { PromoCodeRepository } from '../../db/repositories/promo-code-repository';
import type { Transactions } from '../../db/transactions';
import { categoryInAssortment, type Assortment } from '../../domain/assortment';
import { codeUnavailable, giftCardBalanceChanged, giftCardShortfall } from '../../domain/cart-codes';
import type { PricedCode } from '../../domain/cart-pricing';
import { CART_LINE_MAX_QUANTITY, CART_QUANTITY_LIMIT_ERROR, CART_REMOVE_UNKNOWN_ERROR } from '../../domain/cart-rules';
import { centsToDollars } from '../../domain/money';
import type { MoneyFormat } from '../../domain/money-format';
import type { SettingsService } from '../settings-service';
import { applyCode, type CodeRequest } from './cart-codes';
import { CartRefusal } from './cart-refusal';
import { createCodeThrottle } from './code-throttle';
import { cartView, codeNoLongerApplies, isAvailable, priceState, type CartState } from './cart-view';
import { mergeVisitorCart } from './cart-merge';
import { createTtlCache } from '../ttl-cache';
import type { RewardRuleRow } from '../../db/repositories/cart-repository';

export type { CartOwner };

export interface CartServiceDeps {
  carts: CartRepository;
  codes: PromoCodeRepository;
  transactions: Transactions;
  settings: SettingsService;
  money: MoneyFormat;
  /** The flavour served: carts and codes are the flavour's own. */
  app: string;
  assortment: Assortment;
  now: () => Date;
}

/** The lock key of one owner's cart: every write to it queues on this. */
export const cartLockKey = (app: string, owner: CartOwner) =>
  'accountId' in owner ? `${app}:account:${owner.accountId}` : `${app}:visitor:${owner.visitorId}`;

/**
 * The cart use cases (document 3 sections 3 to 8). Every write locks the owner's cart, changes it,
 * prices it again from the catalogue and answers the priced cart, in one transaction.
 */
export function createCartService(deps: CartServiceDeps) {
  const { carts, transactions, app } = deps;
  // Running promotions change rarely: reads share them for 30 s like the other catalogue caches, and a
  // write, which prices the cart it saves, reads them fresh in its transaction.
  const rulesCache = createTtlCache<RewardRuleRow[]>(30_000, { freshInTransactions: true });
  const rewardRules = () => rulesCache.get('running', () => carts.rewardRules(deps.now()));

  async function load(cartId: string | null, email: string | null): Promise<CartState> {
    if (cartId === null) return { cartId: null, email: null, lines: [], rules: [], codes: [] };
    const [lines, rules, codes] = [await carts.lines(cartId), await rewardRules(), await carts.appliedCodes(cartId)];
    return { cartId, email, lines, rules, codes };
  }

  async function answer(state: CartState, messages: string[] = []): Promise<Cart> {
    const settings = await deps.settings.list(app);
    const proforma = settings.items.find((item) => item.name === 'proformaShippingBrands')?.value ?? '';
    return cartView(state, priceState(state, deps.now(), deps.money), proforma, messages);
  }

  /** After a change: codes that no longer fit are taken off, and the answer says why. */
  async function settle(cartId: string): Promise<Cart> {
    const cart = await carts.findById(cartId);
    const state = await load(cartId, cart?.email ?? null);
    const { dropped } = priceState(state, deps.now(), deps.money);
    if (dropped.length === 0) return answer(state);
    await carts.removeCodesById(
      cartId,
      dropped.map((d) => d.code.id),
    );
    const kept = { ...state, codes: state.codes.filter((code) => !dropped.some((d) => d.code.id === code.id)) };
    return answer(
      kept,
      dropped.map((d) => codeNoLongerApplies(d.code.code, d.reason)),
    );
  }

  function locked<T>(owner: CartOwner, work: () => Promise<T>): Promise<T> {
    return transactions.run(async () => {
      await transactions.lockAggregate('cart', cartLockKey(app, owner));
      return work();
    });
  }

  async function sellable(body: { sku?: string; productCode?: string }) {
    const product = await carts.sellableProduct(body);
    const asked = body.sku ?? body.productCode ?? '';
    if (!product || !categoryInAssortment(product.categoryUri, deps.assortment))
      throw new CartRefusal(404, [`The product "${asked}" was not found.`]);
    if (product.priceCents === null) throw new CartRefusal(400, [`${product.title} has no online price and cannot be bought online.`]);
    if (!isAvailable(product)) throw new CartRefusal(400, [`${product.title} is out of stock and cannot be added to the cart.`]);
    return product;
  }

  /** The add-on id, checked against what the product is offered; undefined keeps the line's choice, 0 or null clears it. */
  function chosenAddOn(id: number | null | undefined, kind: 'install' | 'warranty', offered: { id: number; kind: string }[]) {
    if (id === undefined) return undefined;
    if (id === null || id === 0) return null;
    if (!offered.some((o) => o.id === id && o.kind === kind)) {
      const what = kind === 'install' ? 'installation' : 'warranty';
      throw new CartRefusal(400, [`The ${what} option ${id} is not offered for this product.`]);
    }
    return id;
  }

  return {
    async get(owner: CartOwner | null): Promise<Cart> {
      const cart = owner ? await carts.find(app, owner) : null;
      return answer(await load(cart?.id ?? null, cart?.email ?? null));
    },

    async add(owner: CartOwner, body: CartAddBody): Promise<Cart> {
      return locked(owner, async () => {
        const product = await sellable(body);
        const wantsAddOns = (body.installId ?? 0) !== 0 || (body.warrantyId ?? 0) !== 0;
        const offered = wantsAddOns ? await carts.addOnsFor(product.topCategoryId) : [];
        const installOptionId = chosenAddOn(body.installId, 'install', offered);
        const warrantyOptionId = chosenAddOn(body.warrantyId, 'warranty', offered);
        const cartId = await carts.findOrCreate(app, owner);
        const line = await carts.line(cartId, product.id);
        const quantity = body.mode === 'set' || !line ? body.qty : line.quantity + body.qty;
        if (quantity > CART_LINE_MAX_QUANTITY) throw new CartRefusal(400, [CART_QUANTITY_LIMIT_ERROR]);
        if (line) await carts.updateLine(line.id, { quantity, installOptionId, warrantyOptionId });
        else
          await carts.insertLine({
            cartId,
            productId: product.id,
            quantity,
            installOptionId: installOptionId ?? null,
            warrantyOptionId: warrantyOptionId ?? null,
          });
        await carts.touch(cartId, deps.now());
        return settle(cartId);
      });
    },

    async productOptions(owner: CartOwner | null, productCode: string): Promise<CartProductOptions> {
      const product = await carts.sellableProduct({ productCode });
      if (!product || !categoryInAssortment(product.categoryUri, deps.assortment))
        throw new CartRefusal(404, [`The product "${productCode}" was not found.`]);
      const offered = await carts.addOnsFor(product.topCategoryId);
      const toOption = (o: { id: number; name: string; priceCents: number }) => ({
        id: o.id,
        name: o.name,
        price: centsToDollars(o.priceCents),
      });
      const cart = await this.get(owner);
      return {
        productCode: product.productCode,
        installOptions: offered.filter((o) => o.kind === 'install').map(toOption),
        warrantyOptions: offered.filter((o) => o.kind === 'warranty').map(toOption),
        line: cart.products.find((p) => p.productCode === product.productCode) ?? null,
      };
    },

    async clear(owner: CartOwner): Promise<Cart> {
      return locked(owner, async () => {
        const cart = await carts.find(app, owner);
        if (cart) await carts.empty(cart.id);
        return answer(await load(null, null));
      });
    },

    async removeProduct(owner: CartOwner, productCode: string): Promise<Cart> {
      return locked(owner, async () => {
        const cart = await carts.find(app, owner);
        if (!cart || !(await carts.removeLine(cart.id, productCode))) throw new CartRefusal(404, [CART_REMOVE_UNKNOWN_ERROR]);
        return settle(cart.id);
      });
    },

    async setEmail(owner: CartOwner, email: string): Promise<Cart> {
      return locked(owner, async () => {
        const cartId = await carts.findOrCreate(app, owner);
        await carts.setEmail(cartId, email);
        return settle(cartId);
      });
    },

    async applyCode(owner: CartOwner, request: CodeRequest): Promise<Cart> {
      return locked(owner, async () => {
        const cart = await carts.find(app, owner);
        const state = await load(cart?.id ?? null, cart?.email ?? null);
        await applyCode({ ...deps, owner, state, request });
        return settle(state.cartId ?? '');
      });
    },

    async removeCode(owner: CartOwner, code: string): Promise<Cart> {
      return locked(owner, async () => {
        const cart = await carts.find(app, owner);
        if (!cart || !(await carts.removeCode(cart.id, code.trim().toUpperCase()))) {
          throw new CartRefusal(404, [`The code "${code}" is not applied to this cart.`]);
        }
        return settle(cart.id);
      });
    },

    /**
     * For checkout, inside its order transaction: takes off the codes what the order takes
     * (`taken`, the draft's priced codes), or answers the reasons it cannot, and the caller refuses
     * the order and rolls back. The codes' rows are locked before they are read, so dates, overall and
     * per-customer limits and gift card balances are checked as they are now: a card another order
     * spent meanwhile no longer covers what this order shows, and the order is refused rather than
     * placed with a discount nobody paid for.
     */
    async redeemCodesForOrder(owner: CartOwner, customerKey: string, orderRef: string, taken: readonly PricedCode[]): Promise<string[]> {
      return transactions.run(async () => {
        await transactions.lockAggregate('cart', cartLockKey(app, owner));
        const cart = await carts.find(app, owner);
        if (!cart) return [];
        await deps.codes.lockCodes((await carts.appliedCodes(cart.id)).map((c) => c.id));
        const codes = await carts.appliedCodes(cart.id);
        const reasons: string[] = [];
        for (const code of codes) {
          const reason = codeUnavailable(code, await deps.codes.usage(code.id, customerKey), deps.now());
          if (reason) reasons.push(reason);
        }
        for (const card of codes.filter((c) => c.kind === 'gift-card')) {
          const reason = giftCardShortfall(card, taken.find((t) => t.id === card.id)?.amountCents ?? 0);
          if (reason) reasons.push(reason);
        }
        if (reasons.length > 0) return reasons;
        for (const applied of taken) {
          // Checked above with the row locked; the conditional update is the last word all the same.
          if (applied.kind === 'gift-card' && !(await deps.codes.spendBalance(applied.id, applied.amountCents)))
            return [giftCardBalanceChanged(applied.code)];
          await deps.codes.recordUse({ codeId: applied.id, customerKey, orderRef, amountCents: applied.amountCents });
        }
        return [];
      });
    },

    /** The guessing limit of codes: an attempt's slot is taken before applyCode, outside its transaction. */
    codeAttempts: createCodeThrottle(deps),

    /**
     * Sign-in: moves the visitor's cart into the account's (ADR "cart merge at sign-in"). Call it
     * once the session is established, with the visitor id of the signing-in browser.
     */
    mergeVisitorCartIntoAccount(visitorId: string, accountId: string): Promise<void> {
      return mergeVisitorCart(deps, visitorId, accountId);
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;
