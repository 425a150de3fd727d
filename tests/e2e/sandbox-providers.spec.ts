import type { APIRequestContext } from '@playwright/test';
import { putInCart, sellableProduct } from './support/checkout-steps';
import { DOCUMENT_404, expect, test, WA_URL } from './support/fixtures';
import { expectNoWcag22Violations } from './support/wcag';

// The sandbox payment providers' hosted pages in a real browser (issue 13): each shows the merchant
// and the amount with "Approve", "Decline" and "Cancel", is usable by keyboard and passes axe, and
// sends the shopper back with the provider's query, which the confirmation call then settles.
// (The checkout's own return page is the browser side's; here the test posts what it would.)

async function startCheckout(request: APIRequestContext, selectedPaymentOption: string, extra: Record<string, unknown> = {}) {
  const cart = await (await request.get(`${WA_URL}/api/cart/`)).json();
  const deliveryAddress = { suburb: 'Sydney', state: 'NSW', postcode: '2000' };
  const avail = await request.post(`${WA_URL}/api/checkout/avail`, { data: { cartId: cart.cartId, deliveryAddress } });
  expect(avail.status(), await avail.text()).toBe(200);
  const date = (await avail.json()).dates.find((d: { available: boolean }) => d.available).date;
  const res = await request.post(`${WA_URL}/api/checkout`, {
    data: {
      cartId: cart.cartId,
      email: `provider-${Date.now()}@example.com`,
      phoneNumber: '0412 345 678',
      deliveryAddress: { firstName: 'Pat', lastName: 'Buyer', address: '1 George Street', ...deliveryAddress },
      deliveryDate: date,
      selectedPaymentOption,
      ...extra,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { cartId: cart.cartId as string, answer: await res.json() };
}

test('PayPal’s sandbox page: keyboard "Approve" returns with the provider’s query and the confirmation places the order', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(DOCUMENT_404);
  const product = await sellableProduct(page.request, WA_URL);
  await putInCart(page, WA_URL, product.sku);
  const { cartId, answer } = await startCheckout(page.request, 'PayPal');
  expect(answer).toMatchObject({ orderCompleted: false, redirectUrl: expect.stringMatching(/^\/sandbox\/pay\/paypal\?reference=/) });

  await page.goto(`${WA_URL}${answer.redirectUrl}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sandbox PayPal' })).toBeVisible();
  await expect(page.getByText('Wattle & Co Appliances')).toBeVisible();
  for (const name of ['Approve', 'Decline', 'Cancel']) await expect(page.getByRole('button', { name })).toBeVisible();
  await expectNoWcag22Violations(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Approve' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/customer\/checkout\/return\/paypal\?token=PAYPAL-[\w-]+&PayerID=SANDBOXPAYER1$/);
  const confirmed = await page.request.post(`${WA_URL}/api/checkout/paypalconfirmation${new URL(page.url()).search}`);
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  expect(await confirmed.json()).toEqual({ orderCompleted: true, success: true, orderReference: answer.orderReference, cartId });
});

test('Zip’s sandbox page: "Cancel" returns with result=cancelled and the confirmation answers the spec’s text', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(DOCUMENT_404);
  // The return page posts the same confirmation itself as soon as it hydrates; its 400 is logged.
  consoleGuard.allow(/status of 400 .*\/api\/checkout\/zipconfirmation\?/);
  const product = await sellableProduct(page.request, WA_URL);
  await putInCart(page, WA_URL, product.sku);
  const { answer } = await startCheckout(page.request, 'Zip');
  await page.goto(`${WA_URL}${answer.redirectUrl}`);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/customer\/checkout\/return\/zip\?checkoutId=ZIP-[\w-]+&result=cancelled$/);
  const res = await page.request.post(`${WA_URL}/api/checkout/zipconfirmation${new URL(page.url()).search}`);
  expect(res.status()).toBe(400);
  expect((await res.json()).errors).toEqual(['The transaction was canceled']);
});

test('the sandbox wallet sheet passes axe and hands back a token', async ({ page, consoleGuard }) => {
  consoleGuard.allow(DOCUMENT_404);
  await page.goto(`${WA_URL}/sandbox/pay/wallet/applepay?amountCents=129900&merchantName=Wattle%20%26%20Co&returnUrl=/customer/checkout`);
  await expect(page.getByText('$1,299')).toBeVisible();
  await expectNoWcag22Violations(page);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/customer\/checkout\?walletToken=sandbox-wallet-approve$/);
});
