import { describe, expect, it } from 'vitest';
import { EMPTY_CART_ID, type Cart, type CartProductOptions } from '../../src/contracts/cart';
import type { ErrorBody } from '../../src/contracts/errors';
import {
  cartClient,
  insertAddOn,
  insertCartProduct,
  insertPromotionWithReward,
  sellingShelf,
  setStockStatus,
  visitorCookie,
} from '../support/cart-fixtures';
import { insertBrand, insertCategory, insertProduct } from '../support/fixtures';
import { createTestApp } from '../support/test-app';

describe('GET /api/cart/', () => {
  it('answers an empty cart with the empty guid when the visitor has none', async () => {
    const app = await createTestApp();
    for (const headers of [{}, { cookie: visitorCookie() }]) {
      const res = await app.inject({ url: '/api/cart/', headers });
      expect(res.statusCode).toBe(200);
      expect(res.json<Cart>()).toMatchObject({
        cartId: EMPTY_CART_ID,
        products: [],
        rewards: [],
        productCount: 0,
        orderTotal: 0,
        couponCode: null,
        errors: [],
        messages: [],
      });
      expect(res.headers['cache-control']).toContain('private');
    }
  });

  it('takes the delivery locality query and refuses a malformed one', async () => {
    const app = await createTestApp();
    const ok = await app.inject({ url: '/api/cart/?suburb=Sydney&postcode=2000&state=NSW&winningDeliveryServiceOverride=true' });
    expect(ok.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/cart/?suburb=&postcode=&state=' })).statusCode).toBe(200);
    const bad = await app.inject({ url: '/api/cart/?postcode=20000' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().errors).toEqual(['postcode must be 4 digits']);
  });
});

describe('POST /api/cart/product/', () => {
  it('replaces a visitor id a client chose (sixteen zeros) with one the server issues, so two such clients never share a cart', async () => {
    const app = await createTestApp();
    const product = await insertCartProduct(await sellingShelf(), { priceCents: 100_00 });
    const add = () =>
      app.inject({
        method: 'POST',
        url: '/api/cart/product/',
        headers: { cookie: 'wau=0000000000000000' },
        payload: { qty: 1, sku: product.sku },
      });
    const [first, second] = [await add(), await add()];
    const issued = (res: Awaited<ReturnType<typeof add>>) => /wau=([^;]+)/.exec(String(res.headers['set-cookie']))?.[1];
    expect(issued(first)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(issued(second)).not.toBe(issued(first));
    expect(second.json<Cart>().cartId).not.toBe(first.json<Cart>().cartId);
    expect(second.json<Cart>().products).toEqual([expect.objectContaining({ sku: product.sku })]);
  });

  it('adds a product priced from the catalogue and sets the visitor cookie when missing', async () => {
    const app = await createTestApp();
    const shelf = await sellingShelf();
    const product = await insertCartProduct(shelf, { priceCents: 1_299_95, rrpCents: 1_499_00 });
    const res = await app.inject({ method: 'POST', url: '/api/cart/product/', payload: { qty: 2, sku: product.sku } });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/wau=/);
    const cart = res.json<Cart>();
    expect(cart.cartId).not.toBe(EMPTY_CART_ID);
    expect(cart.products).toEqual([
      expect.objectContaining({
        productCode: product.productCode,
        sku: product.sku,
        title: product.title,
        brand: shelf.brand.name,
        category: shelf.category.name,
        categorization: shelf.category.uri,
        price: 1299.95,
        rrp: 1499,
        lineDiscount: 0,
        quantity: 2,
        available: true,
        sortOrder: 1,
        selectedInstall: null,
        selectedWarranty: null,
      }),
    ]);
    expect(cart).toMatchObject({ productCount: 2, subTotal: 2599.9, orderTotal: 2599.9, savingTotal: 398.1, rrpTotal: 2998 });
  });

  it('ignores any price, discount or total the browser sends', async () => {
    const app = await createTestApp();
    const shelf = await sellingShelf();
    const product = await insertCartProduct(shelf, { priceCents: 500_00 });
    const cart = cartClient(app, { cookie: visitorCookie() });
    const res = await cart.add({
      qty: 1,
      sku: product.sku,
      price: 0.01,
      unitPrice: 1,
      lineDiscount: 499,
      orderTotal: 0,
      priceCents: 1,
      category: 'free-stuff',
      unitId: 'x',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Cart>()).toMatchObject({
      orderTotal: 500,
      subTotal: 500,
      products: [expect.objectContaining({ price: 500, lineDiscount: 0, categorization: shelf.category.uri })],
    });
  });

  it('sums repeated adds into one line, sets a quantity with mode set, and keeps lines in the order added', async () => {
    const app = await createTestApp();
    const shelf = await sellingShelf();
    const [a, b] = [await insertCartProduct(shelf, { priceCents: 10_01 }), await insertCartProduct(shelf, { priceCents: 3_33 })];
    const cart = cartClient(app, { cookie: visitorCookie() });
    await cart.add({ qty: 1, sku: a.sku });
    await cart.add({ qty: 3, productCode: b.productCode });
    const again = (await cart.add({ qty: 2, sku: a.sku.toLowerCase() })).json<Cart>();
    expect(again.products.map((p) => [p.productCode, p.quantity, p.sortOrder])).toEqual([
      [a.productCode, 3, 1],
      [b.productCode, 3, 2],
    ]);
    expect(again.orderTotal).toBe(40.02);
    const set = (await cart.add({ qty: 1, sku: b.sku, mode: 'set' })).json<Cart>();
    expect(set.products.map((p) => p.quantity)).toEqual([3, 1]);
    expect(set.orderTotal).toBe(33.36);
  });

  it('adds once for a retried request with the same Idempotency-Key', async () => {
    const app = await createTestApp();
    const product = await insertCartProduct(await sellingShelf(), { priceCents: 10_00 });
    const cart = cartClient(app, { cookie: visitorCookie() });
    const key = { 'idempotency-key': `add-${product.sku}` };
    const first = await cart.add({ qty: 2, sku: product.sku }, key);
    const retry = await cart.add({ qty: 2, sku: product.sku }, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json<Cart>()).toEqual(first.json<Cart>());
    expect((await cart.get()).json<Cart>().productCount).toBe(2);
    expect((await cart.add({ qty: 3, sku: product.sku }, key)).statusCode).toBe(422);
  });

  it('refuses bad quantities, a missing product, an unknown sku and a product that cannot be sold', async () => {
    const app = await createTestApp();
    const shelf = await sellingShelf();
    const product = await insertCartProduct(shelf);
    const unpriced = await insertCartProduct(shelf, { priceCents: null });
    const gone = await insertCartProduct(shelf);
    await setStockStatus(gone.id, 'noStock');
    const notSold = await insertProduct({ brandId: shelf.brand.id, categoryId: (await insertCategory()).id });
    const cart = cartClient(app, { cookie: visitorCookie() });
    for (const qty of [0, -1, 100, 1.5, '2', null]) {
      const res = await cart.add({ qty, sku: product.sku });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().errors).toEqual(['qty must be a whole number from 1 to 99']);
    }
    expect((await cart.add({ qty: 1 })).json<ErrorBody>().errors).toEqual(['sku or productCode is required']);
    expect((await cart.add({ qty: 1, sku: product.sku, mode: 'replace' })).statusCode).toBe(400);
    const unknown = await cart.add({ qty: 1, sku: 'NO-SUCH-SKU' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorBody>().errors).toEqual(['The product "NO-SUCH-SKU" was not found.']);
    expect((await cart.add({ qty: 1, sku: notSold.sku })).statusCode).toBe(404);
    const noPrice = await cart.add({ qty: 1, sku: unpriced.sku });
    expect(noPrice.statusCode).toBe(400);
    expect(noPrice.json<ErrorBody>().errors).toEqual([`${unpriced.title} has no online price and cannot be bought online.`]);
    const outOfStock = await cart.add({ qty: 1, sku: gone.sku });
    expect(outOfStock.statusCode).toBe(400);
    expect(outOfStock.json<ErrorBody>().errors).toEqual([`${gone.title} is out of stock and cannot be added to the cart.`]);
    await cart.add({ qty: 60, sku: product.sku });
    const tooMany = await cart.add({ qty: 40, sku: product.sku });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<ErrorBody>().errors).toEqual(['A cart holds at most 99 of one product.']);
    expect((await cart.get()).json<Cart>().products.map((p) => p.quantity)).toEqual([60]);
    const text = await app.inject({
      method: 'POST',
      url: '/api/cart/product/',
      payload: 'qty=1',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(400);
  });
});

describe('add-ons', () => {
  it('lists the options offered for a product and prices the chosen ones per unit', async () => {
    const app = await createTestApp();
    const shelf = await sellingShelf();
    const product = await insertCartProduct(shelf, { priceCents: 800_00 });
    const install = await insertAddOn({ categoryId: shelf.top.id, kind: 'install', priceCents: 149_00 });
    const warranty = await insertAddOn({ categoryId: shelf.top.id, kind: 'warranty', priceCents: 99_95 });
    const elsewhere = await insertAddOn({ categoryId: (await insertCategory()).id, kind: 'install', priceCents: 1_00 });
    const cart = cartClient(app, { cookie: visitorCookie() });

    const options = (await cart.options(product.productCode)).json<CartProductOptions>();
    expect(options.installOptions).toContainEqual({ id: install.id, name: install.name, price: 149 });
    expect(options.warrantyOptions).toContainEqual({ id: warranty.id, name: warranty.name, price: 99.95 });
    expect(options.installOptions.map((o) => o.id)).not.toContain(elsewhere.id);
    expect(options.line).toBeNull();

    const added = (await cart.add({ qty: 2, sku: product.sku, installId: install.id, warrantyId: warranty.id })).json<Cart>();
    expect(added.products[0]).toMatchObject({
      selectedInstall: { id: install.id, price: 149 },
      selectedWarranty: { id: warranty.id, price: 99.95 },
    });
    expect(added).toMatchObject({ subTotal: 1600, addOnTotal: 497.9, orderTotal: 2097.9 });
    expect((await cart.options(product.productCode)).json<CartProductOptions>().line).toMatchObject({ quantity: 2 });

    const kept = (await cart.add({ qty: 1, sku: product.sku })).json<Cart>();
    expect(kept.products[0]).toMatchObject({ quantity: 3, selectedInstall: { id: install.id } });
    const cleared = (await cart.add({ qty: 3, sku: product.sku, mode: 'set', installId: 0, warrantyId: null })).json<Cart>();
    expect(cleared).toMatchObject({ addOnTotal: 0, orderTotal: 2400 });

    for (const body of [{ installId: elsewhere.id }, { installId: warranty.id }, { warrantyId: install.id }]) {
      const res = await cart.add({ qty: 1, sku: product.sku, ...body });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().errors[0]).toMatch(/option \d+ is not offered for this product\.$/);
    }
    expect((await cart.add({ qty: 1, sku: product.sku, installId: 'x' })).statusCode).toBe(400);
    expect((await cart.options('NO-SUCH')).statusCode).toBe(404);
  });
});

describe('removing and emptying', () => {
  it('removes a line, refuses an unknown one with the spec text, and empties the cart', async () => {
    const app = await createTestApp();
    const shelf = await sellingShelf();
    const [a, b] = [await insertCartProduct(shelf), await insertCartProduct(shelf)];
    const cart = cartClient(app, { cookie: visitorCookie() });
    await cart.add({ qty: 1, sku: a.sku });
    await cart.add({ qty: 1, sku: b.sku });
    const removed = await cart.remove(a.productCode);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<Cart>().products.map((p) => p.productCode)).toEqual([b.productCode]);
    const unknown = await cart.remove(a.productCode);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorBody>().errors).toEqual(['Something went wrong. Please try again.']);
    const emptied = await cart.empty();
    expect(emptied.json<Cart>()).toMatchObject({ cartId: EMPTY_CART_ID, products: [], orderTotal: 0 });
    expect((await cart.get()).json<Cart>().products).toEqual([]);
    expect((await cartClient(app, { cookie: visitorCookie() }).remove('ANY')).statusCode).toBe(404);
  });
});

describe('POST /api/cart/email', () => {
  it('keeps a valid e-mail with the cart and refuses a bad one', async () => {
    const app = await createTestApp();
    const cart = cartClient(app, { cookie: visitorCookie() });
    const ok = await cart.email({ email: ' shopper@example.com ' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<Cart>().email).toBe('shopper@example.com');
    for (const body of [{}, { email: 'nope' }, { email: 'a@b' }, { email: `${'x'.repeat(250)}@example.com` }]) {
      const res = await cart.email(body);
      expect(res.statusCode).toBe(400);
    }
    expect((await cart.email({ email: 'nope' })).json<ErrorBody>().errors).toEqual(['email: Please enter a valid email address.']);
  });
});

describe('rewards, proforma delivery and unavailable products', () => {
  it('lists a running promotion’s rewards with their panel and counts them, and takes bundle discounts off the lines', async () => {
    const app = await createTestApp();
    const shelf = await sellingShelf();
    const product = await insertCartProduct(shelf, { priceCents: 1_000_00 });
    const other = await insertCartProduct(shelf, { priceCents: 500_00 });
    const { promo, reward } = await insertPromotionWithReward({
      brandId: shelf.brand.id,
      categoryUris: [shelf.top.uri],
      kind: 'cashback',
      valueCents: 200_00,
    });
    await insertPromotionWithReward({
      brandId: shelf.brand.id,
      categoryUris: [shelf.category.uri],
      kind: 'bundle-discount',
      percentOff: 10,
      minItems: 3,
    });
    await insertPromotionWithReward({
      brandId: shelf.brand.id,
      categoryUris: [shelf.top.uri],
      kind: 'gift',
      startDate: new Date(Date.now() - 10 * 86_400_000),
      endDate: new Date(Date.now() - 86_400_000),
    });
    const cart = cartClient(app, { cookie: visitorCookie() });
    const one = (await cart.add({ qty: 2, sku: product.sku })).json<Cart>();
    expect(one.rewards).toEqual([
      {
        promoId: promo.id,
        rewardId: reward.id,
        productCode: product.productCode,
        kind: 'cashback',
        title: reward.title,
        value: 200,
        quantity: 2,
        promotion: {
          link: `/promotion/${promo.path}`,
          title: promo.title,
          expiryDate: promo.endDate.toISOString(),
          thumbImg: '',
          redemption: null,
          rewardLabel: 'Fixture reward',
        },
      },
    ]);
    expect(one.productCount + one.rewards.length).toBe(3);
    expect(one.lineDiscountTotal).toBe(0);
    const bundled = (await cart.add({ qty: 1, sku: other.sku })).json<Cart>();
    expect(bundled.products.map((p) => p.lineDiscount)).toEqual([200, 50]);
    expect(bundled).toMatchObject({ lineDiscountTotal: 250, orderTotal: 2250, savingTotal: 250 });
  });

  it('flags proforma delivery for a brand in the setting whatever its case and spaces', async () => {
    const app = await createTestApp();
    const shelf = await sellingShelf({ brandName: ' sub-zero ' });
    const product = await insertCartProduct(shelf);
    const plain = await insertCartProduct(await sellingShelf());
    const cart = cartClient(app, { cookie: visitorCookie() });
    const plainCart = (await cart.add({ qty: 1, sku: plain.sku })).json<Cart>();
    expect(plainCart.hasProformaDelivery).toBe(false);
    const res = (await cart.add({ qty: 1, sku: product.sku })).json<Cart>();
    expect(res.hasProformaDelivery).toBe(true);
    expect(res.products.map((p) => p.isProforma)).toEqual([false, true]);
  });

  it('flags a product that became unavailable, leaves it out of the total and blocks checkout with an error', async () => {
    const app = await createTestApp();
    const shelf = await sellingShelf();
    const [keep, lose] = [await insertCartProduct(shelf, { priceCents: 100_00 }), await insertCartProduct(shelf, { priceCents: 50_00 })];
    const cart = cartClient(app, { cookie: visitorCookie() });
    await cart.add({ qty: 1, sku: keep.sku });
    await cart.add({ qty: 1, sku: lose.sku });
    await setStockStatus(lose.id, 'noStock');
    const res = (await cart.get()).json<Cart>();
    expect(res.products.map((p) => p.available)).toEqual([true, false]);
    expect(res).toMatchObject({ hasUnavailableProducts: true, orderTotal: 100 });
    expect(res.errors).toEqual([
      { message: `${lose.title} is no longer available. Please remove it from your cart to continue to checkout.` },
    ]);
    const after = (await cart.remove(lose.productCode)).json<Cart>();
    expect(after).toMatchObject({ hasUnavailableProducts: false, errors: [] });
  });

  it('reads the brand from the catalogue even when the product is renamed later', async () => {
    const app = await createTestApp();
    const brand = await insertBrand();
    const shelf = { ...(await sellingShelf()), brand };
    const product = await insertCartProduct(shelf);
    const cart = cartClient(app, { cookie: visitorCookie() });
    expect((await cart.add({ qty: 1, sku: product.sku })).json<Cart>().products[0]?.brand).toBe(brand.name);
  });
});
