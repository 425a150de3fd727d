/** The storefront pages the benchmark renders: home, a top category and a product of it. */
export interface BenchPage {
  name: string;
  path: string;
  html: string;
  bytes: number;
}

const CATEGORY = '/c/kitchen';

async function page(base: string, name: string, path: string): Promise<BenchPage> {
  const response = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity' } });
  const html = await response.text();
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
  return { name, path, html, bytes: Buffer.byteLength(html) };
}

export async function pickPages(base: string): Promise<BenchPage[]> {
  const listing = await fetch(`${base}/api/v2/listing?category=${CATEGORY.slice(3)}&pageSize=1`);
  const first = ((await listing.json()) as { products?: { uri: string }[] }).products?.[0];
  if (!first) throw new Error(`the ${CATEGORY} listing has no products to benchmark a product page with`);
  return [await page(base, 'home', '/'), await page(base, 'category', CATEGORY), await page(base, 'product', first.uri)];
}
