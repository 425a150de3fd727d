/** Cart rules of documents 1 to 3 that both the server and the page use. */

export const CART_LINE_MAX_QUANTITY = 99;
export const CART_TITLE_LIMIT = 58;

export const CART_UNKNOWN_ERROR = 'An unknown error occurred, please try again later';
export const CART_REMOVE_UNKNOWN_ERROR = 'Something went wrong. Please try again.';
export const CART_QUANTITY_LIMIT_ERROR = `A cart holds at most ${CART_LINE_MAX_QUANTITY} of one product.`;

export const unavailableProductError = (title: string) =>
  `${title} is no longer available. Please remove it from your cart to continue to checkout.`;

/** Proforma delivery: a cart brand is in the comma-separated setting (case-insensitive, trimmed). */
export function isProformaBrand(brand: string, proformaShippingBrands: string): boolean {
  const wanted = brand.trim().toLowerCase();
  if (!wanted) return false;
  return proformaShippingBrands.split(',').some((name) => name.trim().toLowerCase() === wanted);
}

/** The header's count: products plus rewards (document 3 section 9). */
export function cartCount(cart: { productCount: number; rewards: readonly unknown[] }): number {
  return cart.productCount + cart.rewards.length;
}

/** The message a failed cart call shows: the first error, else the spec's fallback. */
export function cartErrorText(errors: readonly string[] | undefined, fallback = CART_UNKNOWN_ERROR): string {
  return errors?.find((e) => e.trim() !== '') ?? fallback;
}

/** Titles in the cart are cut to 58 characters (document 2). */
export function truncateCartTitle(title: string): string {
  return title.length <= CART_TITLE_LIMIT ? title : `${title.slice(0, CART_TITLE_LIMIT - 1).trimEnd()}…`;
}
