import { CART_LINE_MAX_QUANTITY } from './cart-rules';

export interface StoredCartLine {
  id: number;
  productId: number;
  quantity: number;
  installOptionId: number | null;
  warrantyOptionId: number | null;
}

export interface LineChange {
  /** The account's line to update, or null for a new line. */
  lineId: number | null;
  line: { productId: number; quantity: number; installOptionId: number | null; warrantyOptionId: number | null };
}

/**
 * How a visitor's lines join an account's cart at sign-in (ADR "cart merge at sign-in"): a product
 * only the visitor has is added; a product in both keeps the larger quantity, not the sum (the
 * same shopper adding one oven on two devices wants one oven), and the visitor's add-on choices
 * where it made them, as the more recent intent. Lines come in the visitor's order.
 */
export function mergeCartLines(account: readonly StoredCartLine[], visitor: readonly StoredCartLine[]): LineChange[] {
  const byProduct = new Map(account.map((line) => [line.productId, line]));
  return visitor.map((theirs): LineChange => {
    const mine = byProduct.get(theirs.productId);
    if (!mine) {
      return {
        lineId: null,
        line: {
          productId: theirs.productId,
          quantity: Math.min(theirs.quantity, CART_LINE_MAX_QUANTITY),
          installOptionId: theirs.installOptionId,
          warrantyOptionId: theirs.warrantyOptionId,
        },
      };
    }
    return {
      lineId: mine.id,
      line: {
        productId: mine.productId,
        quantity: Math.min(Math.max(mine.quantity, theirs.quantity), CART_LINE_MAX_QUANTITY),
        installOptionId: theirs.installOptionId ?? mine.installOptionId,
        warrantyOptionId: theirs.warrantyOptionId ?? mine.warrantyOptionId,
      },
    };
  });
}
