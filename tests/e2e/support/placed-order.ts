import type { APIRequestContext } from '@playwright/test';
import { CompactEncrypt, importSPKI } from 'jose';
import type { Cart } from '../../../src/contracts/cart';
import type { Availability, CardPayDetails, CheckoutAnswer, CheckoutView } from '../../../src/contracts/checkout';
import type { ProductSummary } from '../../../src/contracts/products';

/** Brands their supplier delivers: an order of theirs needs the supplier's date as well. */
const SUPPLIER_BRANDS = new Set(['ilve', 'falcon', 'vintec']);

async function call<T>(request: APIRequestContext, method: 'GET' | 'POST', url: string, data?: unknown): Promise<T> {
  const response = await request.fetch(url, { method, data, headers: method === 'POST' ? { 'idempotency-key': crypto.randomUUID() } : {} });
  if (!response.ok()) throw new Error(`${method} ${url} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * A guest order placed through the API with an approved sandbox card, by the visitor whose cookies
 * `request` carries (use `page.request`, so the page may then read the order's confirmation).
 */
export async function placeGuestOrder(request: APIRequestContext): Promise<{ cartId: string; orderReference: string; title: string }> {
  const { products } = await call<{ products: ProductSummary[] }>(request, 'GET', '/api/v2/listing/all?pageSize=50');
  const product = products.find((p) => typeof p.price === 'number' && p.price > 0 && !SUPPLIER_BRANDS.has(p.brand.name.toLowerCase()));
  if (!product) throw new Error('The placed order needs a priced product');
  await call(request, 'POST', '/api/cart/product/', { qty: 1, sku: product.sku });
  const cart = await call<Cart>(request, 'GET', '/api/cart/');
  const view = await call<CheckoutView>(request, 'GET', '/api/checkout');
  const address = { suburb: 'Sydney', state: 'NSW', postcode: '2000' };
  const availability = await call<Availability>(request, 'POST', '/api/checkout/avail', { cartId: cart.cartId, deliveryAddress: address });
  if (!availability.firstAvailableDate) throw new Error('The placed order needs a delivery date');
  const details: CardPayDetails = {
    number: '4111111111111111',
    cvc: '737',
    expiryMonth: '03',
    expiryYear: '2030',
    holderName: 'Pat Route',
    generationtime: new Date().toISOString(),
  };
  const encryptedValues: Record<string, string> = {};
  for (const [brand, pem] of Object.entries(view.x509EncryptionKeys)) {
    const key = await importSPKI(pem, 'RSA-OAEP-256');
    encryptedValues[brand] = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify(details)))
      .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM' })
      .encrypt(key);
  }
  const answer = await call<CheckoutAnswer>(request, 'POST', '/api/checkout', {
    cartId: cart.cartId,
    email: 'pat.route@example.com',
    newsletter: false,
    phoneNumber: '0412 345 678',
    deliveryAddress: { firstName: 'Pat', lastName: 'Route', address: '1 George Street', ...address },
    deliveryDate: availability.firstAvailableDate,
    brandsWarnings: { mieleWarning: true },
    selectedPaymentOption: 'Default',
    encryptedValues,
    cardHolderName: details.holderName,
  });
  if (!answer.orderCompleted) throw new Error(`The placed order was not completed: ${JSON.stringify(answer)}`);
  return { cartId: answer.cartId || cart.cartId, orderReference: answer.orderReference, title: product.title };
}
