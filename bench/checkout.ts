/**
 * `npx tsx bench/checkout.ts` (also part of `npm run bench`): completed orders per second through
 * POST /api/checkout on PostgreSQL with the sandbox gateway, and the submit's latency (p50, p99).
 * Each order is a different guest with one product in their cart and an approved test card
 * encrypted as the browser does it; the carts are prepared first, then the submits are timed.
 * PostgreSQL: BENCH_POSTGRES_URL, else TEST_POSTGRES_URL, else postgres://root@127.0.0.1:5432/postgres;
 * a fresh database is created for the run and dropped after it.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CompactEncrypt, importSPKI } from 'jose';
import pg from 'pg';
import { ensureBuild, startStorefront } from './targets/storefront';

export interface CheckoutBenchResult {
  orders: number;
  concurrency: number;
  completed: number;
  failed: number;
  ordersPerSec: number;
  p50Ms: number;
  p99Ms: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function pool<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

function deliveryDate(): [number, number, number] {
  const d = new Date(Date.now() + 5 * 86_400_000);
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
}

async function prepareOrders(url: string, count: number) {
  const listing = (await (await fetch(`${url}/api/v2/listing/all?pageSize=100`)).json()) as {
    products: { sku: string; price: number | null }[];
  };
  const skus = listing.products.filter((p) => p.price !== null).map((p) => p.sku);
  const view = (await (await fetch(`${url}/api/checkout`)).json()) as { x509EncryptionKeys: Record<string, string> };
  const [brand, pem] = Object.entries(view.x509EncryptionKeys)[0]!;
  const key = await importSPKI(pem, 'RSA-OAEP-256');
  const prepared: { cookie: string; body: string }[] = [];
  await pool(
    Array.from({ length: count }, (_, i) => i),
    8,
    async (i) => {
      const cookie = `wau=bench-checkout-${Date.now().toString(36)}-${i}`;
      const headers = { 'content-type': 'application/json', cookie, origin: url };
      const added = await fetch(`${url}/api/cart/product/`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ qty: 1, sku: skus[i % skus.length] }),
      });
      if (added.status !== 200) throw new Error(`adding to a bench cart answered ${added.status}`);
      const { cartId } = (await added.json()) as { cartId: string };
      const card = {
        number: '4111111111111111',
        cvc: '737',
        expiryMonth: '03',
        expiryYear: '2030',
        holderName: 'Bench Shopper',
        generationtime: new Date().toISOString(),
      };
      const jwe = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify(card)))
        .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM' })
        .encrypt(key);
      const body = {
        cartId,
        email: `bench${i}@example.com`,
        phoneNumber: '0412 345 678',
        deliveryAddress: {
          firstName: 'Bench',
          lastName: 'Shopper',
          address: '1 George Street',
          suburb: 'Sydney',
          state: 'NSW',
          postcode: '2000',
        },
        deliveryDate: deliveryDate(),
        selectedPaymentOption: 'Default',
        encryptedValues: { [brand]: jwe },
        cardHolderName: 'Bench Shopper',
      };
      prepared.push({ cookie, body: JSON.stringify(body) });
    },
  );
  return prepared;
}

/** Starts a storefront on a fresh PostgreSQL database, places `orders` orders, and reports. */
export async function benchCheckout(root: string, options: { orders?: number; concurrency?: number } = {}): Promise<CheckoutBenchResult> {
  const orders = options.orders ?? 600;
  const concurrency = options.concurrency ?? 8;
  const adminUrl = process.env.BENCH_POSTGRES_URL ?? process.env.TEST_POSTGRES_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
  const name = `bench_checkout_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  const storefront = await startStorefront(root, undefined, 'wa', databaseUrl);
  try {
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    // Enough of everything that no order is refused for stock.
    await db.query('UPDATE stock_levels SET on_hand = 1000000');
    await db.end();
    console.log(`Preparing ${orders} guest carts…`);
    const prepared = await prepareOrders(storefront.url, orders);
    const latencies: number[] = [];
    let failed = 0;
    const started = performance.now();
    await pool(prepared, concurrency, async ({ cookie, body }) => {
      const t0 = performance.now();
      const res = await fetch(`${storefront.url}/api/checkout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, origin: storefront.url, 'idempotency-key': crypto.randomUUID() },
        body,
      });
      const answer = (await res.json()) as { orderCompleted?: boolean };
      if (res.status === 200 && answer.orderCompleted) latencies.push(performance.now() - t0);
      else failed += 1;
    });
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      orders,
      concurrency,
      completed: latencies.length,
      failed,
      ordersPerSec: Math.round((latencies.length / seconds) * 10) / 10,
      p50Ms: Math.round(percentile(latencies, 50)),
      p99Ms: Math.round(percentile(latencies, 99)),
    };
  } finally {
    await storefront.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

export function printCheckoutBench(result: CheckoutBenchResult): void {
  console.log(
    `POST /api/checkout on PostgreSQL, sandbox gateway: ${result.ordersPerSec} completed orders/s ` +
      `(${result.completed} of ${result.orders}, ${result.failed} failed, ${result.concurrency} at a time), p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
  ensureBuild(root, process.argv.includes('--rebuild'));
  benchCheckout(root)
    .then(printCheckoutBench)
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
