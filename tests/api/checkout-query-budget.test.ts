import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { checkoutSubmitSchema } from '../../src/contracts/checkout';
import type { Database } from '../../src/db/client';
import * as schema from '../../src/db/schema';
import { assortmentOf } from '../../src/domain/assortment';
import { BRANDS } from '../../src/domain/brands';
import { createServices } from '../../src/services/create-services';
import { insertCartProduct, sellingShelf, visitorCookie } from '../support/cart-fixtures';
import { checkoutBody, encryptCard, firstDeliveryDate, setStock, APPROVED_CARD } from '../support/checkout-fixtures';
import { createTestApp, workerDatabase } from '../support/test-app';

describe('query budget', () => {
  it('places an approved card order in a bounded number of queries', async () => {
    const handle = await workerDatabase();
    const queries: string[] = [];
    // node-postgres transactions log their begin and commit, PGlite's do not: count the work alone.
    const logger = {
      logQuery: (query: string) => {
        if (!/^(begin|commit|rollback)\b/i.test(query.trim())) queries.push(query.slice(0, 60));
      },
    };
    const client = (handle.db as unknown as { $client: unknown }).$client;
    const counted = (handle.kind === 'pglite'
      ? drizzlePglite(client as PGlite, { schema, logger })
      : drizzlePg(client as pg.Pool, { schema, logger })) as unknown as Database;
    const services = createServices(counted, { assortment: assortmentOf(BRANDS.wa), app: 'wa' });
    const app = await createTestApp();
    const product = await insertCartProduct(await sellingShelf(), { priceCents: 500_00 });
    await setStock(product.id, 5);
    const visitorId = visitorCookie().slice(4);
    const cart = await services.cart.add({ visitorId }, { qty: 1, sku: product.sku, mode: 'add' });
    const caller = { kind: 'visitor' as const, visitorId };
    const view = await services.checkout.view(caller);
    const delivery = await firstDeliveryDate(app, { cookie: `wau=${visitorId}` }, cart.cartId);
    const body = checkoutSubmitSchema.parse(
      checkoutBody(cart.cartId, {
        deliveryDate: delivery.date,
        encryptedValues: { wa: await encryptCard(view.x509EncryptionKeys.wa!, APPROVED_CARD) },
      }),
    );
    queries.length = 0;
    const outcome = await services.checkout.submit(caller, body, { scope: `visitor:${visitorId}`, key: 'budget', fingerprint: 'f' });
    expect(outcome.answer.status).toBe(200);
    // Reserve 22 (7 of them the delivery plan), gateway 1, place 7, capture 3, answer 1.
    expect(queries, queries.join('\n')).toHaveLength(36);
  });
});
