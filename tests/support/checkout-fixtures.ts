import { CompactEncrypt, importSPKI } from 'jose';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Cart } from '../../src/contracts/cart';
import type { CardPayDetails, CheckoutView } from '../../src/contracts/checkout';
import { stockLevels } from '../../src/db/schema';
import { insertCartProduct, sellingShelf, visitorCookie } from './cart-fixtures';
import { workerDatabase } from './test-app';

/** Checkout fixtures: a cart ready to buy, the browser's card encryption, and a valid submit body. */

export const APPROVED_CARD = '4111 1111 1111 1111';
export const DECLINED_CARD = '4000 0000 0000 0002';
export const INSUFFICIENT_FUNDS_CARD = '4000 0000 0000 9995';
export const CHALLENGE_CARD = '4000 0000 0000 3220';
export const TIMEOUT_CARD = '4000 0000 0000 0119';

export async function setStock(productId: number, onHand: number) {
  const db = (await workerDatabase()).db;
  await db.insert(stockLevels).values({ productId, onHand }).onConflictDoUpdate({ target: stockLevels.productId, set: { onHand } });
}

export async function stockOf(productId: number): Promise<number> {
  const db = (await workerDatabase()).db;
  const [row] = await db.select({ onHand: stockLevels.onHand }).from(stockLevels).where(eq(stockLevels.productId, productId));
  return row!.onHand;
}

/** What the browser does with the checkout view's key: a compact JWE of the card pay details. */
export async function encryptCard(pem: string, number: string, overrides: Partial<CardPayDetails> = {}): Promise<string> {
  const details: CardPayDetails = {
    number,
    cvc: '737',
    expiryMonth: '03',
    expiryYear: '2030',
    holderName: 'Jo Citizen',
    generationtime: new Date().toISOString(),
    ...overrides,
  };
  const key = await importSPKI(pem, 'RSA-OAEP-256');
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(details)))
    .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM' })
    .encrypt(key);
}

export async function encryptedValues(
  app: FastifyInstance,
  headers: Record<string, string>,
  number = APPROVED_CARD,
  overrides: Partial<CardPayDetails> = {},
) {
  const view = (await app.inject({ url: '/api/checkout', headers })).json<CheckoutView>();
  const [brand, pem] = Object.entries(view.x509EncryptionKeys)[0]!;
  return { [brand]: await encryptCard(pem, number, overrides) };
}

export interface ReadyCart {
  cartId: string;
  headers: Record<string, string>;
  product: { id: number; sku: string; title: string };
  cart: Cart;
}

/** A shopper (a guest by default) with one product in their cart and stock for it. */
export async function readyCart(
  app: FastifyInstance,
  options: { headers?: Record<string, string>; priceCents?: number; stock?: number; qty?: number; product?: ReadyCart['product'] } = {},
): Promise<ReadyCart> {
  const headers = options.headers ?? { cookie: visitorCookie() };
  const product = options.product ?? (await insertCartProduct(await sellingShelf(), { priceCents: options.priceCents ?? 1_000_00 }));
  if (!options.product) await setStock(product.id, options.stock ?? 10);
  const res = await app.inject({
    method: 'POST',
    url: '/api/cart/product/',
    headers,
    payload: { qty: options.qty ?? 1, sku: product.sku },
  });
  if (res.statusCode !== 200) throw new Error(`adding to the cart answered ${res.statusCode}: ${res.body}`);
  const cart = res.json<Cart>();
  return { cartId: cart.cartId, headers, product, cart };
}

const inDays = (days: number): [number, number, number] => {
  const d = new Date(Date.now() + days * 86_400_000);
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
};

/** A valid submit body for a cart (card details to be added). */
export function checkoutBody(cartId: string, overrides: Record<string, unknown> = {}) {
  return {
    cartId,
    email: 'jo.citizen@example.com',
    newsletter: false,
    phoneNumber: '0412 345 678',
    deliveryAddress: {
      firstName: 'Jo',
      lastName: 'Citizen',
      companyName: null,
      address: '1 George Street',
      suburb: 'Sydney',
      state: 'NSW',
      postcode: '2000',
      deliveryInstructions: null,
    },
    billingAddress: null,
    deliveryDate: inDays(3),
    selectedPaymentOption: 'Default',
    cardHolderName: 'Jo Citizen',
    browserInfo: { screenHeight: 900, screenWidth: 1440 },
    ...overrides,
  };
}

/** Places an order with a card; answers the raw response. */
export async function submitCheckout(
  app: FastifyInstance,
  ready: ReadyCart,
  options: { card?: string; key?: string; body?: Record<string, unknown>; encrypted?: Record<string, string> } = {},
) {
  // A browser's retry sends the very same body: pass the first attempt's `encrypted` to repeat it.
  const values = options.encrypted ?? (await encryptedValues(app, ready.headers, options.card ?? APPROVED_CARD));
  return app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { ...ready.headers, ...(options.key ? { 'idempotency-key': options.key } : {}) },
    payload: checkoutBody(ready.cartId, { encryptedValues: values, ...options.body }),
  });
}
