import type { APIRequestContext, Request, Route } from '@playwright/test';
import type { Cart } from '../../src/contracts/cart';
import type { CompareList } from '../../src/contracts/compare';
import type { ListingPage } from '../../src/contracts/listing';
import type { ProductSummary } from '../../src/contracts/products';
import { VISITOR_ID_COOKIE } from '../../src/domain/visitor-id';
import { HYDRATED_ATTRIBUTE } from '../../src/web/hydrated-signal';
import { expect, test, waitForHydration, WA_URL } from './support/fixtures';

/** An in-stock, priced product of the seeded catalogue that can be compared and bought. */
async function sellable(request: APIRequestContext): Promise<ProductSummary> {
  const res = await request.get(`${WA_URL}/api/v2/listing?category=cooking&pageSize=50`);
  const product = ((await res.json()) as ListingPage).products.find((p) => p.price !== null && p.stockStatus === 'inStock');
  if (!product) throw new Error('The seed has no priced product in stock under cooking');
  return product;
}

/** The visitor id a request carried in its Cookie header, or null. */
async function visitorIdOf(request: Request): Promise<string | null> {
  const cookie = (await request.allHeaders()).cookie ?? '';
  const pair = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${VISITOR_ID_COOKIE}=`));
  return pair ? pair.slice(VISITOR_ID_COOKIE.length + 1) : null;
}

test.describe('a first visit', () => {
  test('every API call of the page carries one visitor id, so a cart and a compare list made at once both survive a reload', async ({
    page,
    request,
    context,
  }) => {
    const product = await sellable(request);
    // A slow first visit: the page's first API calls are all under way before any answer comes back.
    // They are held here until the shopper's add to cart has left too, then all go at once.
    let openGate!: () => void;
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    const held: string[] = [];
    await page.route('**/api/**', async (route: Route) => {
      held.push(`${route.request().method()} ${new URL(route.request().url()).pathname}`);
      await gate;
      await route.continue();
    });
    const sent: Promise<string | null>[] = [];
    page.on('requestfinished', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) sent.push(visitorIdOf(r));
    });

    expect(await context.cookies()).toEqual([]);
    await page.goto(product.uri);
    await page.locator(`html[${HYDRATED_ATTRIBUTE}]`).waitFor({ state: 'attached' });
    // Straight away: tick Compare and press Add to cart.
    await page.getByRole('checkbox', { name: `Compare ${product.title}` }).check();
    await page.getByRole('region', { name: 'Buy this product' }).getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect.poll(() => held).toContain('POST /api/cart/product/');
    openGate();
    await page.unrouteAll({ behavior: 'wait' });

    const cartButton = page.locator('header').getByRole('button', { name: /^Cart/ });
    await expect(cartButton).toHaveAccessibleName(/^Cart, \d+ items?$/);
    const tray = page.getByRole('region', { name: 'Compare products' });
    await expect(tray).toContainText('1 of 3 selected');
    await waitForHydration(page);

    const ids = await Promise.all(sent);
    const [visitor] = (await context.cookies()).filter((cookie) => cookie.name === VISITOR_ID_COOKIE);
    expect(visitor?.value).toMatch(/^[A-Za-z0-9-]{16,64}$/);
    expect(ids.length).toBeGreaterThanOrEqual(4);
    expect(new Set(ids), 'the visitor id of every API call').toEqual(new Set([visitor!.value]));

    // The shopper's cart and compare list are still theirs after a reload.
    await page.reload();
    await waitForHydration(page);
    await expect(cartButton).toHaveAccessibleName(/^Cart, \d+ items?$/);
    await expect(tray.getByRole('button', { name: 'COMPARE 1 ITEM' })).toBeVisible();
    const cart = (await (await page.request.get('/api/cart/')).json()) as Cart;
    expect(cart.products.map((line) => line.sku)).toContain(product.sku);
    expect(((await (await page.request.get('/api/compare/')).json()) as CompareList).skus).toEqual([product.sku]);
  });
});
