import type { APIRequestContext, Page } from '@playwright/test';
import type { ProductSummary } from '../../src/contracts/products';
import { addCalendarDays } from '../../src/domain/delivery-days';
import {
  checkoutForm,
  deliveryDate,
  deliveryDay,
  expectDeliveryDayChosen,
  fillCard,
  fillContact,
  fillDeliveryAddress,
  JANE_IN_SYDNEY,
  openCheckout,
  placeOrder,
  putInCart,
  showNextMonth,
} from './support/checkout-steps';
import { expect, test, WA_URL } from './support/fixtures';
import { newEmail } from './support/identity';

/**
 * Issue 36 item 12: the card is charged what the summary shows. A delivery day 65 days after the
 * first available one costs a storage fee: the summary lists it and counts it in its total, and the
 * placed order's total is that total. Before the fix the summary read $649 + $29 = $678 while the
 * order charged $698.
 */
test.describe.configure({ timeout: 120_000 });

const SHOTS = '/tmp/totals-shots';
const summaryOf = (page: Page) => page.getByRole('complementary', { name: 'Order Summary' });
const amount = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** A stocked product the warehouse stores (not proforma, $300 or more: document 2 section 9), not Miele (its own warning). */
async function storedProduct(request: APIRequestContext): Promise<ProductSummary> {
  const res = await request.get(`${WA_URL}/api/v2/listing?category=laundry/washing-machines&pageSize=100`);
  const { products } = (await res.json()) as { products: ProductSummary[] };
  const found = products.find(
    (p) => typeof p.price === 'number' && p.price >= 300 && p.stockStatus === 'inStock' && p.brand.name !== 'Miele',
  );
  if (!found) throw new Error('the seed sells no stored washing machine');
  return found;
}

/** Chooses the first available day at least `days` after the first available one (paging forward). */
async function chooseDayAfterFirst(page: Page, days: number): Promise<string> {
  await expectDeliveryDayChosen(page);
  const first = (await deliveryDate(page).locator('button[data-available="true"]').first().getAttribute('data-date'))!;
  const from = addCalendarDays(first, days);
  for (let month = 0; month < 6; month++) {
    const available = await deliveryDate(page)
      .locator('button[data-available="true"]')
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-date')!));
    const later = available.find((date) => date >= from);
    if (later) {
      await deliveryDay(page, later).click();
      await expect(deliveryDay(page, later)).toHaveAttribute('aria-pressed', 'true');
      return later;
    }
    await showNextMonth(page);
  }
  throw new Error(`no delivery day from ${from}`);
}

for (const width of [1280, 390]) {
  test(`at ${width}px the summary lists the storage fee and its total is the placed order's total`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    await putInCart(page, WA_URL, (await storedProduct(request)).sku);
    await openCheckout(page);
    await fillContact(page, { email: newEmail('storage'), phone: '0412 345 678' });
    await fillDeliveryAddress(page, JANE_IN_SYDNEY);
    await chooseDayAfterFirst(page, 65);
    await checkoutForm(page)
      .getByRole('checkbox', { name: /will incur a daily fee/ })
      .check();

    const summary = summaryOf(page);
    const storageRow = summary.locator('div', { has: page.locator('dt', { hasText: /^Storage fee$/ }) });
    await expect(storageRow.locator('dd')).toHaveText(/^\$\d+/);
    const storage = amount(await storageRow.locator('dd').textContent());
    expect(storage).toBeGreaterThanOrEqual(20);
    const shownTotal = amount(await summary.getByTestId('checkout-order-total').textContent());
    await summary.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/summary-storage-${width}.png`, fullPage: width === 390 });
    await summary.screenshot({ path: `${SHOTS}/summary-storage-${width}-panel.png` });

    await fillCard(page);
    await placeOrder(page);
    const payment = page.getByRole('region', { name: 'Payment' });
    const row = (label: string) => payment.locator('div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');
    expect(amount(await row('Storage fee').textContent())).toBe(storage);
    expect(amount(await row('Order Total').textContent())).toBe(shownTotal);
    expect(amount(await row('Paid').textContent())).toBe(shownTotal);
  });
}
