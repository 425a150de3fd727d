import { describe, expect, it } from 'vitest';
import { EMPTY_CART_ID, type Cart } from '../../src/contracts/cart';
import { assortmentOf } from '../../src/domain/assortment';
import { BRANDS } from '../../src/domain/brands';
import { createServices } from '../../src/services/create-services';
import {
  cartClient,
  insertAccount,
  insertAddOn,
  insertCartProduct,
  insertCode,
  sellingShelf,
  visitorCookie,
} from '../support/cart-fixtures';
import { bearer, createAccount, createIdentityApp, NONCE, ORIGIN, PASSWORD, refreshCookieOf, relogin } from '../support/identity-app';
import { asCustomer } from '../support/test-caller';
import { createTestApp, workerDatabase } from '../support/test-app';

async function services() {
  return createServices((await workerDatabase()).db, { assortment: assortmentOf(BRANDS.wa), app: 'wa' });
}

describe('whose cart', () => {
  it('keeps a signed-in customer’s cart apart from the visitor cart of the same browser', async () => {
    const app = await createTestApp();
    const product = await insertCartProduct(await sellingShelf());
    const cookie = visitorCookie();
    const accountId = await insertAccount();
    const asVisitor = cartClient(app, { cookie });
    const asSignedIn = cartClient(app, { cookie, ...asCustomer(accountId) });
    await asVisitor.add({ qty: 1, sku: product.sku });
    expect((await asSignedIn.get()).json<Cart>().cartId).toBe(EMPTY_CART_ID);
    await asSignedIn.add({ qty: 3, sku: product.sku });
    expect((await asVisitor.get()).json<Cart>().productCount).toBe(1);
    expect((await asSignedIn.get()).json<Cart>().productCount).toBe(3);
    expect((await cartClient(app, asCustomer(accountId)).get()).json<Cart>().productCount).toBe(3);
  });
});

describe('mergeVisitorCartIntoAccount', () => {
  it('gives the visitor cart to an account that has none, whole', async () => {
    const { cart } = await services();
    const product = await insertCartProduct(await sellingShelf(), { priceCents: 10_00 });
    const code = await insertCode({ kind: 'fixed', amountCents: 1_00 });
    const visitorId = visitorCookie().slice(4);
    const accountId = await insertAccount();
    await cart.add({ visitorId }, { qty: 2, sku: product.sku, mode: 'add' });
    await cart.applyCode({ visitorId }, { code: code.code });
    const before = await cart.get({ visitorId });

    await cart.mergeVisitorCartIntoAccount(visitorId, accountId);
    const merged = await cart.get({ accountId });
    expect(merged).toMatchObject({ cartId: before.cartId, productCount: 2, couponCode: code.code, orderTotal: 19 });
    expect((await cart.get({ visitorId })).cartId).toBe(EMPTY_CART_ID);
  });

  it('merges into an existing account cart: larger quantity, visitor add-ons and coupon win, new lines appended, visitor cart removed', async () => {
    const { cart } = await services();
    const shelf = await sellingShelf();
    const [both, accountOnly, visitorOnly] = await Promise.all([1, 2, 3].map(() => insertCartProduct(shelf, { priceCents: 100_00 })));
    const warranty = await insertAddOn({ categoryId: shelf.top.id, kind: 'warranty', priceCents: 10_00 });
    const accountCoupon = await insertCode({ kind: 'percentage', percentOff: 5 });
    const visitorCoupon = await insertCode({ kind: 'fixed', amountCents: 7_00 });
    const gift = await insertCode({ kind: 'gift-card', balanceCents: 1_00 });
    const accountId = await insertAccount();
    const visitorId = visitorCookie().slice(4);
    await cart.add({ accountId }, { qty: 3, sku: both!.sku, mode: 'add' });
    await cart.add({ accountId }, { qty: 1, sku: accountOnly!.sku, mode: 'add' });
    await cart.applyCode({ accountId }, { code: accountCoupon.code });
    await cart.applyCode({ accountId }, { code: gift.code });
    await cart.add({ visitorId }, { qty: 2, sku: both!.sku, warrantyId: warranty.id, mode: 'add' });
    await cart.add({ visitorId }, { qty: 4, sku: visitorOnly!.sku, mode: 'add' });
    await cart.applyCode({ visitorId }, { code: visitorCoupon.code });
    const accountCartId = (await cart.get({ accountId })).cartId;

    await cart.mergeVisitorCartIntoAccount(visitorId, accountId);
    const merged = await cart.get({ accountId });
    expect(merged.cartId).toBe(accountCartId);
    expect(merged.products.map((p) => [p.productCode, p.quantity, p.selectedWarranty?.id ?? null])).toEqual([
      [both!.productCode, 3, warranty.id],
      [accountOnly!.productCode, 1, null],
      [visitorOnly!.productCode, 4, null],
    ]);
    expect(merged.couponCode).toBe(visitorCoupon.code);
    expect(merged.codes.map((c) => c.id).sort()).toEqual([gift.code, visitorCoupon.code].sort());
    // 8 products at $100, 3 warranties at $10, less $7 coupon and the $1 gift card.
    expect(merged.orderTotal).toBe(800 + 30 - 7 - 1);
    expect((await cart.get({ visitorId })).cartId).toBe(EMPTY_CART_ID);

    // A second sign-in of the same browser finds nothing left to move.
    await cart.mergeVisitorCartIntoAccount(visitorId, accountId);
    expect((await cart.get({ accountId })).productCount).toBe(8);
  });

  it('removes an empty visitor cart and leaves the account cart alone; does nothing without a visitor cart', async () => {
    const { cart } = await services();
    const product = await insertCartProduct(await sellingShelf());
    const accountId = await insertAccount();
    const visitorId = visitorCookie().slice(4);
    await cart.add({ accountId }, { qty: 1, sku: product.sku, mode: 'add' });
    await cart.setEmail({ visitorId }, 'visitor@example.com');
    await cart.mergeVisitorCartIntoAccount(visitorId, accountId);
    expect((await cart.get({ accountId })).productCount).toBe(1);
    expect((await cart.get({ visitorId })).cartId).toBe(EMPTY_CART_ID);
    await cart.mergeVisitorCartIntoAccount(visitorCookie().slice(4), accountId);
    expect((await cart.get({ accountId })).productCount).toBe(1);
  });
});

describe('redeemCodesForOrder (for checkout)', () => {
  it('checks the usage limits again at the order, records the uses and spends gift card balances', async () => {
    const { cart } = await services();
    const product = await insertCartProduct(await sellingShelf(), { priceCents: 100_00 });
    const once = await insertCode({ kind: 'fixed', amountCents: 10_00, maxUsesPerCustomer: 1 });
    const gift = await insertCode({ kind: 'gift-card', balanceCents: 50_00 });
    const [first, second] = [{ visitorId: visitorCookie().slice(4) }, { visitorId: visitorCookie().slice(4) }];
    for (const owner of [first, second]) {
      await cart.add(owner, { qty: 1, sku: product.sku, mode: 'add' });
      await cart.applyCode(owner, { code: once.code });
    }
    await cart.applyCode(first, { code: gift.code });
    // What each order takes off, as checkout's draft prices it.
    const coupon = { id: once.id, code: once.code, kind: 'fixed', amountCents: 10_00 } as const;
    const card = { id: gift.id, code: gift.code, kind: 'gift-card', amountCents: 50_00 } as const;
    // Both carts took the code while neither had ordered; the second order by the same customer is refused.
    expect(await cart.redeemCodesForOrder(first, 'email:same@example.com', 'ORDER-1', [coupon, card])).toEqual([]);
    expect(await cart.redeemCodesForOrder(second, 'email:same@example.com', 'ORDER-2', [coupon])).toEqual([
      `You have already used the code "${once.code}".`,
    ]);
    const third = { visitorId: visitorCookie().slice(4) };
    await cart.add(third, { qty: 1, sku: product.sku, mode: 'add' });
    // The first order spent the card's whole $50 (its $90 total less the $10 coupon, capped at the balance).
    await expect(cart.applyCode(third, { code: gift.code })).rejects.toMatchObject({
      status: 422,
      errors: [`The gift card "${gift.code}" has no balance left.`],
    });
  });
});

describe('signing in', () => {
  it('brings the visitor’s cart along: the signed-in account’s cart holds what the visitor added', async () => {
    const app = await createIdentityApp();
    const product = await insertCartProduct(await sellingShelf(), { priceCents: 250_00 });
    const account = await createAccount();
    const cookie = visitorCookie();
    await cartClient(app, { cookie }).add({ qty: 2, sku: product.sku });

    const signIn = await app.inject({
      method: 'POST',
      url: '/api/account/login-redir',
      headers: { accept: 'application/json', cookie },
      payload: { email: account.email, password: PASSWORD, origin: ORIGIN, nonce: NONCE, returnUrl: '/' },
    });
    expect(signIn.statusCode).toBe(200);
    const renewed = await relogin(app, refreshCookieOf(signIn)!);
    const cart = (await cartClient(app, bearer(renewed.body!.accessToken)).get()).json<Cart>();
    expect(cart.products.map((line) => [line.sku, line.quantity])).toEqual([[product.sku, 2]]);
    expect(cart.orderTotal).toBe(500);
  });
});
