import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO_DELIVERY_DAYS_FROM } from '../../playwright.config';
import type { ProductSummary } from '../../src/contracts/products';
import { calendarDateIn } from '../../src/domain/calendar-date';
import { addCalendarDays } from '../../src/domain/delivery-days';
import { formatSelectedDate } from '../../src/domain/delivery-calendar';
import { deliveryDate, deliveryDay, monthHeading, showNextMonth } from './support/checkout-steps';
import { expect, NZ_URL, test, waitForHydration, WA_URL } from './support/fixtures';
import { expectNoWcag22Violations } from './support/wcag';

// The checkout's address fields and delivery section on the real page, against the real delivery
// calendar and the sandbox maps service (document 2 sections 2 to 5).

const FLAVOURS = [
  {
    app: 'wa',
    base: WA_URL,
    suburbLabel: 'Suburb',
    suburbTyped: 'bondi beach',
    option: '2026 Bondi Beach, NSW',
    state: 'NSW',
    postcode: '2026',
    street: '12 Smith St',
    timeZone: 'Australia/Sydney',
  },
  {
    app: 'aol-nz',
    base: NZ_URL,
    suburbLabel: 'Suburb and Postcode',
    suburbTyped: 'ponsonby',
    option: 'Ponsonby 1011',
    state: null,
    postcode: '1011',
    street: '12 Smith St',
    timeZone: 'Pacific/Auckland',
  },
] as const;
type Flavour = (typeof FLAVOURS)[number];

const PROFORMA_BRANDS = ['gaggenau', 'sub-zero', 'wolf'];

/** A product the flavour sells in stock, priced, and proforma or not (the storage fee needs $300 or more). */
async function product(request: APIRequestContext, base: string, proforma: boolean): Promise<ProductSummary> {
  const query = proforma ? `pageSize=100&brands=${PROFORMA_BRANDS.join(',')}` : 'pageSize=100';
  const { products } = (await (await request.get(`${base}/api/v2/listing/all?${query}`)).json()) as { products: ProductSummary[] };
  const found = products.find(
    (p) =>
      typeof p.price === 'number' &&
      p.price >= 300 &&
      p.stockStatus === 'inStock' &&
      PROFORMA_BRANDS.includes(p.brand.name.trim().toLowerCase()) === proforma &&
      !/miele/i.test(p.brand.name),
  );
  if (!found) throw new Error(`${base} sells no ${proforma ? 'proforma' : 'stocked'} product`);
  return found;
}

async function openCheckout(page: Page, flavour: Flavour, options: { proforma?: boolean } = {}) {
  const item = await product(page.request, flavour.base, options.proforma ?? false);
  // The cart call comes first and gives this browser its visitor cookie. Put after a page visit, it
  // could race that page's own first call, which mints a visitor cookie too, and lose the cart.
  const added = await page.request.post(`${flavour.base}/api/cart/product/`, { data: { qty: 1, sku: item.sku } });
  expect(added.status()).toBe(200);
  await page.goto(`${flavour.base}/customer/checkout`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
}

const deliveryAddress = (page: Page) => page.getByRole('region', { name: 'Delivery address' });
const calendar = (page: Page) => deliveryDate(page).getByRole('grid');

async function chooseSuburb(page: Page, flavour: Flavour) {
  const suburb = deliveryAddress(page).getByRole('combobox', { name: flavour.suburbLabel });
  await suburb.fill(flavour.suburbTyped);
  await deliveryAddress(page).getByRole('option', { name: flavour.option, exact: true }).click();
  await expect(suburb).toHaveValue(flavour.option);
}

/**
 * Pages forward, at most six months, until `wanted` matches a day in view. The dates load once the
 * suburb is chosen: a count taken while they load finds no day, and paging then would pass them by.
 */
async function pageForwardUntilShown(page: Page, wanted: Locator) {
  await expect(calendar(page)).toBeVisible();
  for (let step = 0; step < 6 && (await wanted.count()) === 0; step += 1) await showNextMonth(page);
}

/** Pages forward until the day is in view. */
async function showDay(page: Page, date: string) {
  await pageForwardUntilShown(page, deliveryDay(page, date));
  await expect(deliveryDay(page, date)).toBeVisible();
}

/**
 * Pages forward until an available day other than the chosen one is in view and answers its date:
 * near a month's end the chosen day can be the month's last available one.
 */
async function anotherAvailableDay(page: Page): Promise<string> {
  const others = calendar(page).locator('button[data-available="true"][data-selected="false"]');
  await pageForwardUntilShown(page, others);
  return (await others.first().getAttribute('data-date'))!;
}

const firstAvailable = (grid: Locator) => grid.locator('button[data-available="true"]').first();

for (const flavour of FLAVOURS) {
  for (const width of [1280, 390]) {
    test.describe(`checkout delivery in ${flavour.app} at ${width}px`, () => {
      test.use({ baseURL: flavour.base, viewport: { width, height: 900 } });

      test('choosing a suburb fills state and postcode and shows the priced calendar, which pages by month and selects a day', async ({
        page,
      }, info) => {
        await openCheckout(page, flavour);
        await expect(
          deliveryDate(page).getByText('Please fill in your delivery address to see the available delivery dates.'),
        ).toBeVisible();

        // Two characters search nothing; the suburb is only stored when chosen.
        const suburb = deliveryAddress(page).getByRole('combobox', { name: flavour.suburbLabel });
        await suburb.fill(flavour.suburbTyped.slice(0, 2));
        await expect(deliveryAddress(page).getByRole('option')).toHaveCount(0);
        await chooseSuburb(page, flavour);
        const postcode = deliveryAddress(page).getByLabel('Postcode', { exact: true });
        await expect(postcode).toHaveValue(flavour.postcode);
        await expect(postcode).toHaveAttribute('readonly', '');
        if (flavour.state) await expect(deliveryAddress(page).getByLabel('State', { exact: true })).toHaveValue(flavour.state);
        else await expect(deliveryAddress(page).getByLabel('State', { exact: true })).toHaveCount(0);

        // The calendar: Monday first, 42 cells, a day chosen on load, FREE or priced labels.
        const grid = calendar(page);
        await expect(grid).toBeVisible();
        await expect(grid.getByRole('columnheader')).toHaveText(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
        await expect(grid.getByRole('gridcell')).toHaveCount(42);
        const chosen = grid.locator('button[data-selected="true"]');
        await expect(chosen).toHaveCount(1);
        const chosenDate = (await chosen.getAttribute('data-date'))!;
        await expect(deliveryDate(page).getByText(`Selected delivery date: ${formatSelectedDate(chosenDate)}`)).toBeVisible();
        await expect(grid.locator('button[data-available="true"]').first().locator('span').nth(1)).toHaveText(
          /^(TODAY - )?(FREE|\$\d[\d,]*(\.\d\d)?)$/,
        );

        // Selecting another available day; an unavailable one changes nothing.
        const otherDate = await anotherAvailableDay(page);
        const other = deliveryDay(page, otherDate);
        await other.click();
        await expect(other).toHaveAttribute('aria-pressed', 'true');
        await expect(deliveryDate(page).getByText(`Selected delivery date: ${formatSelectedDate(otherDate)}`)).toBeVisible();
        const unavailable = deliveryDay(page, (await grid.locator('button[data-available="false"]').first().getAttribute('data-date'))!);
        // aria-disabled, yet focusable and clickable (a forced click, as a pointer would): nothing changes.
        await unavailable.click({ force: true });
        await expect(unavailable).toHaveAttribute('aria-pressed', 'false');
        await expect(other).toHaveAttribute('aria-pressed', 'true');

        // Months: the previous arrow is disabled at the current month.
        const month = monthHeading(page);
        const previous = deliveryDate(page).getByRole('button', { name: 'Previous month' });
        const next = deliveryDate(page).getByRole('button', { name: 'Next month' });
        while (await previous.isEnabled()) await previous.click();
        const current = await month.textContent();
        await next.click();
        await expect(month).not.toHaveText(current!);
        await expect(previous).toBeEnabled();
        await previous.click();
        await expect(month).toHaveText(current!);
        await expect(previous).toBeDisabled();

        // Keyboard: the grid is one tab stop and arrows move by day.
        const focusable = grid.locator('button[tabindex="0"]');
        await focusable.focus();
        const from = (await focusable.getAttribute('data-date'))!;
        await page.keyboard.press('ArrowRight');
        await expect(deliveryDay(page, addCalendarDays(from, 1))).toBeFocused();
        // Past the month's last day: the next month shows with its first day focused.
        const monthEnd = (await grid.locator('button[data-date]').last().getAttribute('data-date'))!;
        await deliveryDay(page, monthEnd).focus();
        await page.keyboard.press('ArrowRight');
        await expect(deliveryDay(page, addCalendarDays(monthEnd, 1))).toBeFocused();

        await page.screenshot({ path: info.outputPath(`calendar-${flavour.app}-${width}.png`), fullPage: true });
        await expectNoWcag22Violations(page, 'main');
      });

      test('the street autocomplete of the sandbox maps service fills the street, suburb, state and postcode', async ({ page }, info) => {
        await openCheckout(page, flavour);
        const street = deliveryAddress(page).getByRole('combobox', { name: 'Street Address' });
        await street.fill(flavour.street);
        const first = deliveryAddress(page).getByRole('option').first();
        await expect(first).toBeVisible();
        // The option reads the street, then the rest of the place ("Bondi Beach NSW, Australia").
        const mainText = await first.evaluate((option) => option.firstChild?.textContent ?? '');
        const rest = await first.locator('span').innerText();
        await page.screenshot({ path: info.outputPath(`street-options-${flavour.app}-${width}.png`) });
        await street.press('ArrowDown');
        await expect(street).toHaveAttribute('aria-activedescendant', /option-0$/);
        await street.press('Enter');

        await expect(street).toHaveValue(mainText.trim());
        const suburb = deliveryAddress(page).getByRole('combobox', { name: flavour.suburbLabel });
        // "Bondi Beach NSW 2026" in Australia, "Ponsonby 1011" in New Zealand; the suburb is shown title-cased.
        const place = rest.split(',')[0]!.trim();
        const suburbName = place.replace(/(\s+[A-Z]{2,3})?(\s+\d{4})?$/, '').trim();
        await expect(suburb).toHaveValue(new RegExp(suburbName, 'i'));
        await expect(deliveryAddress(page).getByLabel('Postcode', { exact: true })).toHaveValue(/^\d{4}$/);
        await expect(calendar(page)).toBeVisible();
        await expectNoWcag22Violations(page, 'main');
      });
    });
  }
}

for (const flavour of FLAVOURS) {
  test.describe(`checkout delivery rules in ${flavour.app}`, () => {
    test.use({ baseURL: flavour.base, viewport: { width: flavour.app === 'wa' ? 390 : 1280, height: 900 } });

    test('a maps script that fails to load emits googleMapsError and leaves a plain street input', async ({ page, consoleGuard }) => {
      consoleGuard.allow(/sandbox\/maps\/js/);
      await page.addInitScript(() =>
        window.addEventListener('googleMapsError', () => ((window as unknown as { mapsFailed: boolean }).mapsFailed = true)),
      );
      await page.route('**/sandbox/maps/js**', (route) => route.fulfill({ status: 503, body: 'down' }));
      await openCheckout(page, flavour);
      const street = deliveryAddress(page).getByRole('textbox', { name: 'Street Address' });
      await expect(street).toBeVisible();
      await expect(deliveryAddress(page).getByRole('combobox', { name: 'Street Address' })).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { mapsFailed?: boolean }).mapsFailed)).toBe(true);
      await street.fill('PO Box 12');
      await street.blur();
      await expect(deliveryAddress(page).getByText("We don't deliver to PO Boxes")).toBeVisible();
      await street.fill('12 Example Street');
      await chooseSuburb(page, flavour);
      await expect(calendar(page)).toBeVisible();
    });

    test('a full day of the warehouse is shown unavailable between available days', async ({ page }) => {
      // The demo data fills the Sydney and Auckland warehouses ten days after DEMO_DELIVERY_DAYS_FROM.
      const seeded = calendarDateIn(DEMO_DELIVERY_DAYS_FROM, flavour.timeZone);
      const [nearlyFull, full, after] = [9, 10, 11].map((days) => addCalendarDays(seeded, days));
      await openCheckout(page, flavour);
      await chooseSuburb(page, flavour);
      // The day before is nearly full (one delivery left) and still offered.
      await showDay(page, nearlyFull!);
      await expect(deliveryDay(page, nearlyFull!)).toHaveAttribute('data-available', 'true');
      await showDay(page, full!);
      await expect(deliveryDay(page, full!)).toHaveAttribute('data-available', 'false');
      await expect(deliveryDay(page, full!)).toHaveAccessibleName(/unavailable/);
      await expect(deliveryDay(page, after!)).toHaveAttribute('data-available', 'true');
    });

    test('proforma goods are delivered 21 days out at the earliest', async ({ page }) => {
      await openCheckout(page, flavour, { proforma: true });
      await chooseSuburb(page, flavour);
      await expect(calendar(page)).toBeVisible();
      await expect(deliveryDate(page).getByText(/delivery starts 21 days from today/)).toBeVisible();
      const selected = (await calendar(page).locator('button[data-selected="true"]').getAttribute('data-date'))!;
      const previous = deliveryDate(page).getByRole('button', { name: 'Previous month' });
      while (await previous.isEnabled()) await previous.click();
      const today = (await calendar(page).locator('button[data-today="true"]').getAttribute('data-date'))!;
      expect(selected >= addCalendarDays(today, 21)).toBe(true);
      // Nothing can be chosen before: the first available day is the selected one.
      await showDay(page, selected);
      const availableDates = await calendar(page)
        .locator('button[data-available="true"]')
        .evaluateAll((days) => days.map((d) => d.getAttribute('data-date')!));
      expect(availableDates[0]! >= selected || availableDates.includes(selected)).toBe(true);
      expect(availableDates.filter((date) => date < selected)).toEqual([]);
    });

    test('a date later than the first available date plus 59 days asks for the storage-fee acknowledgement', async ({ page }) => {
      await openCheckout(page, flavour);
      await chooseSuburb(page, flavour);
      await expect(calendar(page)).toBeVisible();
      const first = (await firstAvailable(calendar(page)).getAttribute('data-date'))!;
      const acknowledgement = deliveryDate(page).getByRole('checkbox', { name: /will incur a daily fee/ });

      // The last available day at most 59 days after the first: no acknowledgement.
      let within = addCalendarDays(first, 59);
      await showDay(page, within);
      while ((await deliveryDay(page, within).getAttribute('data-available')) !== 'true') within = addCalendarDays(within, -1);
      await deliveryDay(page, within).click();
      await expect(deliveryDay(page, within)).toHaveAttribute('aria-pressed', 'true');
      await expect(acknowledgement).toHaveCount(0);

      // The first available day after that: the acknowledgement appears and is required.
      let late = addCalendarDays(first, 60);
      await showDay(page, late);
      while ((await deliveryDay(page, late).getAttribute('data-available')) !== 'true') {
        late = addCalendarDays(late, 1);
        await showDay(page, late);
      }
      await deliveryDay(page, late).click();
      await expect(acknowledgement).toBeVisible();
      await page.getByRole('button', { name: 'Place Order' }).click();
      const message = 'To continue, please tick the box to acknowledge that my delivery date selection will incur a daily fee.';
      await expect(deliveryDate(page).getByText(message)).toBeVisible();
      await acknowledgement.check();
      await expect(deliveryDate(page).getByText(message)).toHaveCount(0);
      await expectNoWcag22Violations(page, 'main');
    });
  });
}
