import type { RequestShape } from './load';

/** A visitor with a cart of `lines` products, and the requests the cart bench sends for it. */
export async function benchCart(storefrontUrl: string, lines: number): Promise<{ get: RequestShape; add: RequestShape }> {
  const listing = await fetch(`${storefrontUrl}/api/v2/listing/all?pageSize=100`);
  const { products } = (await listing.json()) as { products: { sku: string; price: number | null; stockStatus: string }[] };
  const skus = products.filter((p) => p.price !== null && p.stockStatus === 'inStock').map((p) => p.sku);
  if (skus.length < lines) throw new Error(`the catalogue has ${skus.length} sellable products on its first page, not ${lines}`);
  const cookie = `wau=bench-${Date.now().toString(36)}-cart-visitor`;
  const write = { 'content-type': 'application/json', cookie, origin: storefrontUrl };
  for (const sku of skus.slice(0, lines)) {
    const res = await fetch(`${storefrontUrl}/api/cart/product/`, {
      method: 'POST',
      headers: write,
      body: JSON.stringify({ qty: 1, sku }),
    });
    if (res.status !== 200) throw new Error(`adding ${sku} to the bench cart answered ${res.status}`);
  }
  return {
    get: { headers: { cookie } },
    // Setting a quantity repeats the whole write path (lock, re-read, price) and leaves the cart as it was.
    add: { method: 'POST', headers: write, body: JSON.stringify({ qty: 1, sku: skus[0], mode: 'set' }) },
  };
}
