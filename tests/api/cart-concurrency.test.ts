import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Cart } from '../../src/contracts/cart';
import type { Database } from '../../src/db/client';
import * as schema from '../../src/db/schema';
import { assortmentOf } from '../../src/domain/assortment';
import { BRANDS } from '../../src/domain/brands';
import { createServices } from '../../src/services/create-services';
import { cartClient, insertAccount, insertCartProduct, insertCode, sellingShelf, visitorCookie } from '../support/cart-fixtures';
import { asCustomer } from '../support/test-caller';
import { createTestApp, workerDatabase } from '../support/test-app';

describe('concurrent cart writes', () => {
  it('twenty concurrent adds of one sku leave one line holding the sum', async () => {
    const app = await createTestApp();
    const product = await insertCartProduct(await sellingShelf(), { priceCents: 12_34 });
    const cart = cartClient(app, { cookie: visitorCookie() });
    const answers = await Promise.all(Array.from({ length: 20 }, () => cart.add({ qty: 1, sku: product.sku })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    const final = (await cart.get()).json<Cart>();
    expect(final.products.map((p) => [p.productCode, p.quantity])).toEqual([[product.productCode, 20]]);
    expect(final.orderTotal).toBe(246.8);
  });

  it('concurrent adds, removals and codes never lose a write or list a product twice', async () => {
    const app = await createTestApp();
    const shelf = await sellingShelf();
    const products = await Promise.all(Array.from({ length: 4 }, () => insertCartProduct(shelf, { priceCents: 100_00 })));
    const code = await insertCode({ kind: 'percentage', percentOff: 10 });
    const cart = cartClient(app, asCustomer(await insertAccount()));
    await cart.add({ qty: 1, sku: products[0]!.sku });
    const calls = [
      ...products.flatMap((p) => [cart.add({ qty: 2, sku: p.sku }), cart.add({ qty: 1, sku: p.sku })]),
      cart.remove(products[0]!.productCode),
      cart.applyCode({ code: code.code }),
    ];
    const answers = await Promise.all(calls);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const final = (await cart.get()).json<Cart>();
    const codes = final.products.map((p) => p.productCode);
    expect(new Set(codes).size).toBe(codes.length);
    // Products 2 to 4 got both adds; product 1 was removed at some point and holds what was added after.
    expect(final.products.filter((p) => p.productCode !== products[0]!.productCode).map((p) => p.quantity)).toEqual([3, 3, 3]);
    expect(final.couponCode).toBe(code.code);
  });
});

describe('query budget', () => {
  it('reads a cart of 20 lines with the same number of queries as a cart of 1', async () => {
    const handle = await workerDatabase();
    let queries = 0;
    const logger = { logQuery: () => void (queries += 1) };
    const client = (handle.db as unknown as { $client: unknown }).$client;
    const counted = (handle.kind === 'pglite'
      ? drizzlePglite(client as PGlite, { schema, logger })
      : drizzlePg(client as pg.Pool, { schema, logger })) as unknown as Database;
    const services = createServices(counted, { assortment: assortmentOf(BRANDS.wa), app: 'wa' });
    const shelf = await sellingShelf();
    const products = await Promise.all(Array.from({ length: 20 }, () => insertCartProduct(shelf)));

    async function readCost(lines: number): Promise<number> {
      const owner = { visitorId: visitorCookie().slice(4) };
      for (const product of products.slice(0, lines)) await services.cart.add(owner, { qty: 1, sku: product.sku, mode: 'add' });
      await services.cart.get(owner);
      queries = 0;
      const cart = await services.cart.get(owner);
      expect(cart.products).toHaveLength(lines);
      return queries;
    }
    const one = await readCost(1);
    expect(await readCost(20)).toBe(one);
    expect(one).toBeLessThanOrEqual(5);
  });
});
