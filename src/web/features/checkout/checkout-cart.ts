import type { Cart } from '../../../contracts/cart';

/**
 * The checkout form's `cart` part (document 2 section 3): the lines and total as the browser sees
 * them, sent by the availability call and the submit alike. The server prices from its own records.
 */
export function checkoutCartOf(cart: Cart) {
  return {
    items: cart.products.map((product) => ({
      qty: product.quantity,
      sku: product.sku,
      productCode: product.productCode,
      category: product.category,
      warrantyId: product.selectedWarranty?.id ?? null,
      installId: product.selectedInstall?.id ?? null,
    })),
    orderTotal: cart.orderTotal,
    couponCode: cart.couponCode,
  };
}
