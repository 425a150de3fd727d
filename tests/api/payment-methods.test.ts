import { describe, expect, it } from 'vitest';
import type { CheckoutAnswer, OrderConfirmation } from '../../src/contracts/checkout';
import type { ErrorBody } from '../../src/contracts/errors';
import type { PaymentConfiguration, PaymentConfigurationV2, PaymentStatusAnswer } from '../../src/contracts/payments';
import { CHECKOUT_MESSAGES } from '../../src/domain/checkout-fields';
import { approvedTradeAccount, insertAccount, visitorCookie } from '../support/cart-fixtures';
import { readyCart, stockOf } from '../support/checkout-fixtures';
import { confirmReturn, decideOnPage, ordersOf, sessionOf, startRedirect, submitWith } from '../support/provider-fixtures';
import { createTestApp } from '../support/test-app';
import { asCustomer, asStaff } from '../support/test-caller';

/** The payment methods beyond the card (issue 13), as a shopper and a client see them. */

describe('the payment configuration', () => {
  it('answers each method’s switch and range from the flavour’s settings, the same for every caller', async () => {
    const app = await createTestApp();
    const callers = [{ cookie: visitorCookie() }, asCustomer(await insertAccount()), asStaff(await insertAccount())];
    const answers = await Promise.all(callers.map((headers) => app.inject({ url: '/api/checkout/paymentconfiguration', headers })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const configuration = answers[0]!.json<PaymentConfiguration>();
    expect(configuration).toMatchObject({
      AfterPay: { isEnabled: true, minimumAmount: 1, maximumAmount: 2000 },
      Zip: { isEnabled: true, minimumAmount: 1, maximumAmount: 5000, repaymentPeriodMonths: 12 },
      Humm: { isEnabled: true, maximumAmount: 2000 },
      applepay: { isEnabled: true, details: { merchantName: 'Wattle & Co Appliances', currencyCode: 'AUD' } },
    });
    expect(configuration.PayPal.disclaimer).toContain('PayPal Pay in 4');
    expect(Object.keys(configuration.x509EncryptionKeys)).toEqual(['wa']);
    expect(answers[1]!.json()).toEqual(configuration);
  });

  it('gives New Zealand its own ranges, Zip among them; trade flavours no provider at all', async () => {
    const nz = (
      await (await createTestApp({ app: 'aol-nz' })).inject({ url: '/api/checkout/paymentconfiguration' })
    ).json<PaymentConfiguration>();
    expect(nz.AfterPay).toEqual({ isEnabled: true, minimumAmount: 1, maximumAmount: 1500 });
    expect(nz.Zip).toMatchObject({ isEnabled: true, minimumAmount: 1, maximumAmount: 1500 });
    expect(nz.applepay.details.currencyCode).toBe('NZD');
    const trade = (
      await (await createTestApp({ app: 'aoc' })).inject({ url: '/api/checkout/paymentconfiguration' })
    ).json<PaymentConfiguration>();
    expect([trade.AfterPay, trade.PayPal, trade.Zip, trade.Klarna, trade.Humm, trade.applepay].map((m) => m.isEnabled)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('answers the v2 list for aol with Zip’s offer expiry and the day before it', async () => {
    const res = await (await createTestApp({ app: 'aol' })).inject({ url: '/api/checkout/v2/paymentconfiguration' });
    expect(res.statusCode).toBe(200);
    const v2 = res.json<PaymentConfigurationV2>();
    expect(v2.paymentConfigurations.map((c) => c.paymentMethod)).toEqual([
      'AfterPay',
      'Zip',
      'PayPal',
      'Klarna',
      'Humm',
      'ApplePay',
      'GooglePay',
    ]);
    expect(v2.paymentConfigurations.find((c) => c.paymentMethod === 'Zip')!.details).toEqual({
      repaymentPeriodMonths: 12,
      offerExpiry: '2027-06-30',
      offerExpiryInclusion: '2027-06-29',
    });
    expect(v2.paymentConfigurations.find((c) => c.paymentMethod === 'ApplePay')).toMatchObject({
      minimumAmount: null,
      maximumAmount: null,
    });
  });
});

describe('choosing a method at POST /api/checkout', () => {
  it('refuses a method for a total outside its range, with the range, and keeps the stock', async () => {
    const app = await createTestApp();
    const ready = await readyCart(app, { priceCents: 2500_00, stock: 3 });
    const res = await submitWith(app, ready, 'AfterPay');
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().errors).toEqual(['Afterpay is available for orders from $1 to $2,000.']);
    expect(await stockOf(ready.product.id)).toBe(3);
    expect(await ordersOf([ready.cartId])).toEqual([]);
  });

  it('refuses a disabled method, a method the flavour does not offer, and a deposit with anything but the card', async () => {
    const andoo = await createTestApp({ app: 'andoo' });
    const ready = await readyCart(andoo);
    expect((await submitWith(andoo, ready, 'Humm')).json<ErrorBody>().errors).toEqual(['Humm is not offered at this checkout.']);
    expect((await submitWith(andoo, ready, 'CRAccount')).json<ErrorBody>().errors).toEqual([
      'The CR account is not offered at this checkout.',
    ]);
    const wa = await createTestApp();
    const other = await readyCart(wa);
    const deposit = await submitWith(wa, other, 'Zip', { partialPayment: 400 });
    expect(deposit.statusCode).toBe(400);
    expect(deposit.json<ErrorBody>().errors).toContain('A deposit can be paid by card only.');
  });

  it('keeps Zip in store and the other method to staff (403 for a customer)', async () => {
    const app = await createTestApp();
    const ready = await readyCart(app, { headers: asCustomer(await insertAccount()) });
    const res = await submitWith(app, ready, 'ZipInStore', { devicePaymentCode: '100001' });
    expect(res.statusCode).toBe(403);
    expect(res.json<ErrorBody>().errors).toEqual(['Only staff may choose a staff payment method.']);
  });
});

describe('a redirect method: the hosted page, the return and the confirmation', () => {
  it('Afterpay approved: the page shows merchant, amount and the three buttons; the return places the order, captured once', async () => {
    const app = await createTestApp();
    const ready = await readyCart(app, { stock: 4 });
    const { answer, reference, redirectUrl } = await startRedirect(app, ready, 'AfterPay');
    expect(answer).toMatchObject({ orderCompleted: false, success: true, secure3DResponse: null });
    expect(redirectUrl).toBe(`/sandbox/pay/afterpay?reference=${encodeURIComponent(reference)}`);
    expect(await stockOf(ready.product.id)).toBe(3);

    const page = await app.inject({ url: redirectUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Wattle &amp; Co Appliances');
    for (const name of ['Approve', 'Decline', 'Cancel']) expect(page.body).toContain(`>${name}</button>`);

    const back = await decideOnPage(app, 'afterpay', reference, 'approve');
    expect(back).toBe(`/customer/checkout/return/afterpay?orderToken=${encodeURIComponent(reference)}&status=SUCCESS`);
    const confirmed = await confirmReturn(app, ready.headers, back);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ orderCompleted: true, success: true, orderReference: answer.orderReference, cartId: ready.cartId });
    expect(await ordersOf([ready.cartId])).toEqual([
      expect.objectContaining({ status: 'invoiced', paymentState: 'captured', paymentMethod: 'afterpay' }),
    ]);
    expect(await sessionOf(reference)).toMatchObject({ state: 'captured', captures: 1 });
    const confirmation = await app.inject({ url: `/api/checkout/confirmation?id=${ready.cartId}`, headers: ready.headers });
    expect(confirmation.json<OrderConfirmation>()).toMatchObject({ paymentMethod: 'afterpay', balanceDue: 0 });
  });

  it.each([
    ['PayPal', 'paypal', 'cancel', CHECKOUT_MESSAGES.transactionCanceled],
    ['Zip', 'zip', 'decline', 'The payment was declined by the provider.'],
    ['Klarna', 'klarna', 'cancel', CHECKOUT_MESSAGES.transactionCanceled],
    ['Humm', 'humm', 'decline', 'The payment was declined by the provider.'],
  ] as const)(
    '%s %s: the confirmation answers the error, stock and day are given back, the cart remains',
    async (option, slug, decision, error) => {
      const app = await createTestApp();
      const ready = await readyCart(app, { stock: 2 });
      const { reference } = await startRedirect(app, ready, option);
      const back = await decideOnPage(app, slug, reference, decision);
      const res = await confirmReturn(app, ready.headers, back);
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().errors).toEqual([error]);
      expect(await stockOf(ready.product.id)).toBe(2);
      expect(await ordersOf([ready.cartId])).toEqual([expect.objectContaining({ status: 'cancelled' })]);
      const cart = await app.inject({ url: '/api/cart/', headers: ready.headers });
      expect(cart.json<{ cartId: string }>().cartId).toBe(ready.cartId);
      // The shopper tries again with the same cart and another method.
      expect((await startRedirect(app, ready, 'AfterPay')).answer.orderCompleted).toBe(false);
    },
  );

  it('a return query edited to say approved places nothing: the provider is asked', async () => {
    const app = await createTestApp();
    const ready = await readyCart(app);
    const { reference } = await startRedirect(app, ready, 'AfterPay');
    const res = await app.inject({
      method: 'POST',
      url: `/api/checkout/afterpayconfirmation?orderToken=${encodeURIComponent(reference)}&status=SUCCESS`,
      headers: ready.headers,
    });
    expect(res.statusCode).toBe(409);
    expect(await ordersOf([ready.cartId])).toEqual([expect.objectContaining({ status: 'pending' })]);
  });

  it('answers 404 to another shopper, a wrong provider’s confirmation or an unknown reference, and 400 to a malformed query', async () => {
    const app = await createTestApp();
    const ready = await readyCart(app);
    const { reference } = await startRedirect(app, ready, 'AfterPay');
    const back = await decideOnPage(app, 'afterpay', reference, 'approve');
    expect((await confirmReturn(app, { cookie: visitorCookie() }, back)).statusCode).toBe(404);
    expect((await confirmReturn(app, asCustomer(await insertAccount()), back)).statusCode).toBe(404);
    const asZip = await app.inject({
      method: 'POST',
      url: `/api/checkout/zipconfirmation?checkoutId=${reference}&result=approved`,
      headers: ready.headers,
    });
    expect(asZip.statusCode).toBe(404);
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/checkout/afterpayconfirmation?orderToken=nope&status=SUCCESS',
      headers: ready.headers,
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await app.inject({ method: 'POST', url: '/api/checkout/afterpayconfirmation?status=MAYBE', headers: ready.headers });
    expect(malformed.statusCode).toBe(400);
    expect(await ordersOf([ready.cartId])).toEqual([expect.objectContaining({ status: 'pending' })]);
  });

  it('POST /api/checkout/void cancels a pending provider payment: the session is voided and stock returns', async () => {
    const app = await createTestApp();
    const ready = await readyCart(app, { stock: 1 });
    const { reference } = await startRedirect(app, ready, 'Zip');
    const res = await app.inject({
      method: 'POST',
      url: '/api/checkout/void',
      headers: ready.headers,
      payload: { cartId: ready.cartId, selectedPaymentOption: 'Zip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<CheckoutAnswer>()).toMatchObject({ orderCompleted: false, redirectUrl: '/customer/checkout?status=CANCELLED' });
    expect(await sessionOf(reference)).toMatchObject({ state: 'voided', captures: 0 });
    expect(await stockOf(ready.product.id)).toBe(1);
    expect((await app.inject({ url: `/sandbox/pay/zip?reference=${reference}` })).statusCode).toBe(404);
  });
});

describe('Zip in store (staff)', () => {
  const staff = async () => asStaff(await insertAccount());

  it('validates the store code with the spec’s messages', async () => {
    const app = await createTestApp();
    const ready = await readyCart(app, { headers: await staff() });
    expect((await submitWith(app, ready, 'ZipInStore')).json<ErrorBody>().errors).toEqual([CHECKOUT_MESSAGES.zipStoreCodeRequired]);
    const bad = await submitWith(app, ready, 'ZipInStore', { devicePaymentCode: '12a45' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().errors).toEqual([`devicePaymentCode: ${CHECKOUT_MESSAGES.zipStoreCodeFormat}`]);
  });

  it('Approved: the poll places the order once however many polls arrive together', async () => {
    const app = await createTestApp();
    const ready = await readyCart(app, { headers: await staff(), stock: 5 });
    const res = await submitWith(app, ready, 'ZipInStore', { devicePaymentCode: '100001' });
    expect(res.statusCode, res.body).toBe(200);
    const { paymentReference, orderCompleted } = res.json<CheckoutAnswer>();
    expect(orderCompleted).toBe(false);
    const url = `/api/payment/status?cartId=${ready.cartId}&paymentReference=${encodeURIComponent(paymentReference!)}&selectedPaymentOption=ZipInStore`;
    const polls = await Promise.all(Array.from({ length: 20 }, () => app.inject({ url, headers: ready.headers })));
    expect(polls.map((p) => p.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(new Set(polls.map((p) => p.json<PaymentStatusAnswer>().paymentStatus))).toEqual(new Set([1]));
    expect(await ordersOf([ready.cartId])).toEqual([expect.objectContaining({ status: 'invoiced', paymentMethod: 'zip-in-store' })]);
    expect(await sessionOf(paymentReference!)).toMatchObject({ captures: 1 });
    expect(await stockOf(ready.product.id)).toBe(4);
  });

  it.each([
    ['200002', 2, 'The payment was declined by Zip. Please ask the customer for another payment method.'],
    ['300003', 3, 'The customer cancelled the payment in their Zip app.'],
    ['400004', 4, 'The payment request expired before the customer confirmed it.'],
  ])('store code %s: status %i with its message, the order released', async (code, status, message) => {
    const app = await createTestApp();
    const ready = await readyCart(app, { headers: await staff(), stock: 2 });
    const { paymentReference } = (await submitWith(app, ready, 'ZipInStore', { devicePaymentCode: code })).json<CheckoutAnswer>();
    const poll = await app.inject({
      url: `/api/payment/status?cartId=${ready.cartId}&paymentReference=${paymentReference}`,
      headers: ready.headers,
    });
    expect(poll.json<PaymentStatusAnswer>()).toEqual({ paymentStatus: status, message, orderReference: null });
    expect(await stockOf(ready.product.id)).toBe(2);
    expect(await ordersOf([ready.cartId])).toEqual([expect.objectContaining({ status: 'cancelled' })]);
  });

  it('a code left waiting answers Pending until the sandbox Zip app decides; 500005 answers 502 to every poll', async () => {
    const app = await createTestApp();
    const ready = await readyCart(app, { headers: await staff() });
    const { paymentReference } = (await submitWith(app, ready, 'ZipInStore', { devicePaymentCode: '654321' })).json<CheckoutAnswer>();
    const url = `/api/payment/status?cartId=${ready.cartId}&paymentReference=${paymentReference}`;
    expect((await app.inject({ url, headers: ready.headers })).json<PaymentStatusAnswer>()).toMatchObject({
      paymentStatus: 0,
      message: 'Waiting for customer to confirm in their Zip app',
    });
    const device = await app.inject({ url: `/sandbox/pay/zip-in-store?reference=${paymentReference}` });
    for (const name of ['Approve', 'Decline', 'Cancel']) expect(device.body).toContain(`>${name}</button>`);
    await app.inject({
      method: 'POST',
      url: '/sandbox/pay/zip-in-store',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `reference=${paymentReference}&decision=approve`,
    });
    expect((await app.inject({ url, headers: ready.headers })).json<PaymentStatusAnswer>().paymentStatus).toBe(1);

    const other = await readyCart(app, { headers: await staff() });
    const failing = (await submitWith(app, other, 'ZipInStore', { devicePaymentCode: '500005' })).json<CheckoutAnswer>();
    const poll = await app.inject({
      url: `/api/payment/status?cartId=${other.cartId}&paymentReference=${failing.paymentReference}`,
      headers: other.headers,
    });
    expect(poll.statusCode).toBe(502);
    expect(await ordersOf([other.cartId])).toEqual([expect.objectContaining({ status: 'pending' })]);
  });

  it('POST /api/checkout/void while the customer decides: the poll answers Cancelled and the stock returns', async () => {
    const app = await createTestApp();
    const ready = await readyCart(app, { headers: await staff(), stock: 2 });
    const { paymentReference } = (await submitWith(app, ready, 'ZipInStore', { devicePaymentCode: '654321' })).json<CheckoutAnswer>();
    expect(await stockOf(ready.product.id)).toBe(1);
    const voided = await app.inject({
      method: 'POST',
      url: '/api/checkout/void',
      headers: ready.headers,
      payload: { cartId: ready.cartId, selectedPaymentOption: 'ZipInStore' },
    });
    expect(voided.statusCode).toBe(200);
    const poll = await app.inject({
      url: `/api/payment/status?cartId=${ready.cartId}&paymentReference=${paymentReference}`,
      headers: ready.headers,
    });
    expect(poll.json<PaymentStatusAnswer>()).toMatchObject({ paymentStatus: 3 });
    expect(await sessionOf(paymentReference!)).toMatchObject({ state: 'voided', captures: 0 });
    expect(await stockOf(ready.product.id)).toBe(2);
  });

  it('answers 404 to anyone but the staff member who placed it, and 400 to a malformed query', async () => {
    const app = await createTestApp();
    const ready = await readyCart(app, { headers: await staff() });
    const { paymentReference } = (await submitWith(app, ready, 'ZipInStore', { devicePaymentCode: '100001' })).json<CheckoutAnswer>();
    const url = `/api/payment/status?cartId=${ready.cartId}&paymentReference=${paymentReference}`;
    for (const headers of [{ cookie: visitorCookie() }, asCustomer(await insertAccount()), await staff()])
      expect((await app.inject({ url, headers })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/payment/status?cartId=nope', headers: ready.headers })).statusCode).toBe(400);
    expect(await ordersOf([ready.cartId])).toEqual([expect.objectContaining({ status: 'pending' })]);
  });
});

describe('methods without a provider, and the wallets', () => {
  it('CR account (aoc trade customer) places the order with the balance due', async () => {
    const app = await createTestApp({ app: 'aoc' });
    const ready = await readyCart(app, { headers: asCustomer(await approvedTradeAccount()) });
    const res = await submitWith(app, ready, 'CRAccount');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CheckoutAnswer>()).toMatchObject({ orderCompleted: true, paymentReference: null });
    const confirmation = (
      await app.inject({ url: `/api/checkout/confirmation?id=${ready.cartId}`, headers: ready.headers })
    ).json<OrderConfirmation>();
    expect(confirmation).toMatchObject({ paymentMethod: 'cr-account', paidNow: 0 });
    expect(confirmation.balanceDue).toBe(confirmation.orderTotal);
  });

  it('cash on delivery (wac trade customer) places the order with the balance due', async () => {
    const app = await createTestApp({ app: 'wac' });
    const ready = await readyCart(app, { headers: asCustomer(await approvedTradeAccount()) });
    const res = await submitWith(app, ready, 'COD');
    expect(res.statusCode, res.body).toBe(200);
    expect(await ordersOf([ready.cartId])).toEqual([expect.objectContaining({ status: 'placed', paymentMethod: 'cod', paidNowCents: 0 })]);
  });

  it('Apple Pay: an approving token places and captures the order; a declined one is the spec’s payment refusal', async () => {
    const app = await createTestApp();
    const ready = await readyCart(app, { stock: 3 });
    const res = await submitWith(app, ready, 'ApplePay', { walletToken: 'sandbox-wallet-approve' });
    expect(res.statusCode, res.body).toBe(200);
    const reference = res.json<CheckoutAnswer>().paymentReference!;
    expect(await sessionOf(reference)).toMatchObject({ state: 'captured', captures: 1 });
    expect(await ordersOf([ready.cartId])).toEqual([expect.objectContaining({ status: 'invoiced', paymentMethod: 'apple-pay' })]);

    const other = await readyCart(app, { stock: 3 });
    const declined = await submitWith(app, other, 'GooglePay', { walletToken: 'sandbox-wallet-decline' });
    expect(declined.statusCode).toBe(401);
    expect(declined.json<ErrorBody>().errors).toEqual(['Your wallet payment was declined. Please try a different payment method.']);
    expect(await stockOf(other.product.id)).toBe(3);
    const missing = await submitWith(app, other, 'GooglePay');
    expect(missing.statusCode).toBe(400);
  });
});
