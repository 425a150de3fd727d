import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { CheckoutAnswer } from '../../src/contracts/checkout';
import type { ErrorBody } from '../../src/contracts/errors';
import { CHECKOUT_MESSAGES } from '../../src/domain/checkout-fields';
import { AUSTRALIAN_DOLLARS, formatMoneyWithCents } from '../../src/domain/money-format';
import { cartClient, insertAccount, insertCartProduct, insertCode, sellingShelf, visitorCookie } from '../support/cart-fixtures';
import { insertBrand } from '../support/fixtures';
import { checkoutBody, encryptedValues, readyCart, setStock, stockOf, submitCheckout } from '../support/checkout-fixtures';
import { BROOME } from '../support/delivery-fixtures';
import { DELIVERY_QUOTE_MESSAGES } from '../../src/services/delivery/delivery-quoter';
import { createTestApp } from '../support/test-app';
import { asCustomer } from '../support/test-caller';

const errorsOf = (res: { json: <T>() => T }) => res.json<ErrorBody>().errors;

describe('POST /api/checkout refuses bad input with 400 and the spec’s messages', () => {
  it('refuses a body that is not a checkout, a clear card number and a PO box, without a 500', async () => {
    const app = await createTestApp();
    const ready = await readyCart(app);
    const post = (payload: unknown) =>
      app.inject({ method: 'POST', url: '/api/checkout', headers: ready.headers, payload: payload as object });
    for (const payload of [{}, [], { cartId: 'nope' }, checkoutBody(ready.cartId, { deliveryDate: 'tomorrow' })]) {
      expect((await post(payload)).statusCode).toBe(400);
    }
    const clear = await post(checkoutBody(ready.cartId, { cardDetails: { cardNo: '4111111111111111', cvv: '737' } }));
    expect(clear.statusCode).toBe(400);
    expect(errorsOf(clear)).toContain('cardDetails: Card details must be sent encrypted.');
    const poBox = await post(
      checkoutBody(ready.cartId, { deliveryAddress: { ...checkoutBody(ready.cartId).deliveryAddress, address: 'PO Box 12' } }),
    );
    expect(errorsOf(poBox)).toContain(`deliveryAddress.address: ${CHECKOUT_MESSAGES.poBox}`);
  });

  it('needs a delivery date, a card, and a deposit inside its range', async () => {
    const app = await createTestApp();
    const ready = await readyCart(app, { priceCents: 1_000_00 });
    const values = await encryptedValues(app, ready.headers);
    const post = (overrides: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/api/checkout',
        headers: ready.headers,
        payload: checkoutBody(ready.cartId, { encryptedValues: values, ...overrides }),
      });
    expect(errorsOf(await post({ deliveryDate: null }))).toEqual([CHECKOUT_MESSAGES.blockedDeliveryDate]);
    expect(errorsOf(await post({ encryptedValues: null }))).toEqual([CHECKOUT_MESSAGES.cardNumber]);
    const total = 1000 + ready.delivery.price;
    expect(errorsOf(await post({ deliveryDate: ready.delivery.date, partialPayment: 100 }))).toEqual([
      // The same words and amount as the checkout form's own check: always with cents ($x.xx).
      CHECKOUT_MESSAGES.minDeposit(30, formatMoneyWithCents(Math.floor(total * 30 + 0.5), AUSTRALIAN_DOLLARS)),
    ]);
    expect(errorsOf(await post({ deliveryDate: ready.delivery.date, partialPayment: total }))).toEqual([
      CHECKOUT_MESSAGES.requestExceedsTotal,
    ]);
    expect(errorsOf(await post({ selectedPaymentOption: 'CRAccount' }))).toEqual(['The CR account is not offered at this checkout.']);
  });

  it('takes a deposit: only the deposit is authorised and the balance is left to pay', async () => {
    const app = await createTestApp();
    const ready = await readyCart(app, { priceCents: 1_000_00 });
    const res = await submitCheckout(app, ready, { body: { partialPayment: 400 } });
    expect(res.statusCode, res.body).toBe(200);
    const confirmation = await app.inject({ url: `/api/checkout/confirmation?id=${ready.cartId}`, headers: ready.headers });
    const total = 1000 + ready.delivery.price;
    expect(confirmation.json()).toMatchObject({ orderTotal: total, paidNow: 400, balanceDue: total - 400, paymentState: 'captured' });
  });

  it('sends no card when a gift card pays the whole order', async () => {
    const app = await createTestApp();
    const ready = await readyCart(app, { priceCents: 200_00 });
    const gift = await insertCode({ kind: 'gift-card', balanceCents: 500_00 });
    expect((await cartClient(app, ready.headers).applyCode({ code: gift.code })).statusCode).toBe(200);
    // Delivery arranged by phone (unique requirements): nothing is charged for it now.
    const payload = checkoutBody(ready.cartId, { uniqueDeliveryRequirements: true, deliveryDate: null });
    const res = await app.inject({ method: 'POST', url: '/api/checkout', headers: ready.headers, payload });
    expect(res.statusCode, res.body).toBe(200);
    const confirmation = await app.inject({ url: `/api/checkout/confirmation?id=${ready.cartId}`, headers: ready.headers });
    expect(confirmation.json()).toMatchObject({ orderTotal: 0, giftCardTotal: 200, paymentMethod: 'none', status: 'invoiced' });
  });

  it('refuses delivery beyond every zone with unique delivery requirements ticked: no free delivery, no order, stock kept', async () => {
    const app = await createTestApp();
    const ready = await readyCart(app, { stock: 2 });
    const deliveryAddress = { ...checkoutBody(ready.cartId).deliveryAddress, address: '1 Carnarvon Street', ...BROOME };
    const res = await submitCheckout(app, ready, { body: { uniqueDeliveryRequirements: true, deliveryDate: null, deliveryAddress } });
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual([DELIVERY_QUOTE_MESSAGES.noDelivery]);
    expect(await stockOf(ready.product.id)).toBe(2);
    // The same cart to a Sydney address with the box ticked is taken (the day is arranged later).
    expect((await submitCheckout(app, ready, { body: { uniqueDeliveryRequirements: true, deliveryDate: null } })).statusCode).toBe(200);
  });

  it('applies the Miele limits of 35 characters and asks for the Miele warning', async () => {
    const app = await createTestApp();
    const shelf = await sellingShelf();
    const miele = await insertBrand({ name: 'Miele' });
    const product = await insertCartProduct({ ...shelf, brand: miele });
    await setStock(product.id, 5);
    const ready = await readyCart(app, { product });
    const long = 'x'.repeat(40);
    const body = checkoutBody(ready.cartId);
    const res = await submitCheckout(app, ready, {
      body: { deliveryAddress: { ...body.deliveryAddress, address: `1 ${long}`, companyName: long } },
    });
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual([
      CHECKOUT_MESSAGES.addressTooLong(35),
      CHECKOUT_MESSAGES.companyTooLong(35),
      CHECKOUT_MESSAGES.mieleWarning,
    ]);
    const ok = await submitCheckout(app, ready, { body: { brandsWarnings: { mieleWarning: true } } });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses staff-only choices from a shopper with 403, and another shopper’s cart with 404', async () => {
    const app = await createTestApp();
    const ready = await readyCart(app);
    for (const staffOnly of [{ cashAndCarry: true }, { salespersonCode: 'S1' }, { selectedPaymentOption: 'StaffOnlyOtherPaymentMethod' }]) {
      const res = await submitCheckout(app, ready, { body: staffOnly });
      expect(res.statusCode).toBe(403);
    }
    const stranger = await submitCheckout(app, { ...ready, headers: { cookie: visitorCookie() } });
    expect(stranger.statusCode).toBe(404);
    const voidOther = await app.inject({
      method: 'POST',
      url: '/api/checkout/void',
      headers: { cookie: visitorCookie() },
      payload: { cartId: ready.cartId },
    });
    expect(voidOther.statusCode).toBe(404);
    const badVoid = await app.inject({ method: 'POST', url: '/api/checkout/void', payload: { cartId: 1 } });
    expect(badVoid.statusCode).toBe(400);
    expect((await app.inject({ url: '/api/checkout/confirmation?id=nope' })).statusCode).toBe(400);
  });
});

describe('a signed-in customer’s order', () => {
  it('is listed with the customer’s invoiced orders', async () => {
    const app = await createTestApp();
    const headers = asCustomer(await insertAccount());
    const ready = await readyCart(app, { headers });
    const answer = (await submitCheckout(app, ready)).json<CheckoutAnswer>();
    const invoiced = await app.inject({ url: '/api/account/order/invoiced', headers });
    expect(invoiced.statusCode).toBe(200);
    expect(invoiced.body).toContain(answer.orderReference);
  });
});

describe('card data in the logs', () => {
  it('never appears in what a submit logs, and the logger hides card fields wherever they are logged', async () => {
    const lines: string[] = [];
    const logStream = new Writable({ write: (chunk, _enc, done) => void (lines.push(String(chunk)), done()) });
    const app = await createTestApp({ logStream, env: { LOG_LEVEL: 'info' } });
    const ready = await readyCart(app);
    const values = await encryptedValues(app, ready.headers);
    const res = await submitCheckout(app, ready, { encrypted: values });
    expect(res.statusCode).toBe(200);
    app.log.info({ body: { encryptedValues: values, cardDetails: { cardNo: '4111111111111111', cvv: '737' } } }, 'a careless log line');
    const logged = lines.join('\n');
    expect(logged).toContain('a careless log line');
    for (const secret of [...Object.values(values), '4111111111111111', '"737"']) expect(logged).not.toContain(secret);
  });
});
