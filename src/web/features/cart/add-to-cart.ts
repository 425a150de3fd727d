import { MutationObserver } from '@tanstack/react-query';
import type { Cart } from '../../../contracts/cart';
import { browserApi } from '../../client/browser-api';
import { apiMutationOptions, newIdempotencyKey } from '../../client/use-api-mutation';
import { widgetQueryClient } from '../../client/widget-query';
import { CART_QUERY_KEY, failureText } from './cart-queries';
import { requestCartView, setCartCount } from './cart-store';
import type { BuyChoice } from './choice-store';

export interface AddRequest extends BuyChoice {
  sku: string;
  productCode: string;
}

/**
 * The product page's add, loaded when the button is first pressed: one user action with one
 * Idempotency-Key, through the widgets' TanStack cache; on success the slide-out opens on the new cart.
 * Answers the message to show when it fails, else null.
 */
export async function addToCart(request: AddRequest): Promise<string | null> {
  const client = widgetQueryClient();
  const observer = new MutationObserver(
    client,
    apiMutationOptions<AddRequest, Cart>(
      {
        call: (input, idempotencyKey) =>
          browserApi.post('/api/cart/product/', {
            body: {
              qty: input.qty,
              sku: input.sku,
              productCode: input.productCode,
              installId: input.installId ?? 0,
              warrantyId: input.warrantyId ?? 0,
            },
            idempotencyKey,
          }),
      },
      client,
    ),
  );
  try {
    const cart = await observer.mutate({ input: request, idempotencyKey: newIdempotencyKey() });
    if (cart) {
      client.setQueryData(CART_QUERY_KEY, cart);
      setCartCount(cart);
    }
    requestCartView();
    return null;
  } catch (error) {
    return failureText(error);
  }
}
