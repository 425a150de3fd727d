import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiResult } from '../../../contracts/api-client';
import type { Cart } from '../../../contracts/cart';
import { CART_UNKNOWN_ERROR, cartErrorText } from '../../../domain/cart-rules';
import { browserApi } from '../../client/browser-api';
import { ApiCallError, useApiMutation } from '../../client/use-api-mutation';
import { setCartCount } from './cart-store';

export const CART_QUERY_KEY = ['cart'] as const;

export async function fetchCart(): Promise<Cart> {
  const result = await browserApi.get('/api/cart/');
  if (!result.ok || !result.data) throw new ApiCallError(result.status, result.ok ? null : result.data);
  setCartCount(result.data);
  return result.data;
}

export function useCartQuery() {
  return useQuery({ queryKey: CART_QUERY_KEY, queryFn: fetchCart });
}

/** The message a failed cart call shows (document 3 section 8): the first error, else the fallback. */
export function failureText(error: unknown, fallback = CART_UNKNOWN_ERROR): string {
  return cartErrorText(error instanceof ApiCallError ? error.data?.errors : undefined, fallback);
}

/** A cart write: its answer is the priced cart, which replaces the cached one and the header count. */
export function useCartWrite<Input>(
  call: (input: Input, idempotencyKey: string) => Promise<ApiResult<Cart>>,
  onDone?: (cart: Cart) => void,
) {
  const queryClient = useQueryClient();
  return useApiMutation<Input, Cart>({
    call,
    onSuccess: (cart) => {
      if (!cart) return;
      queryClient.setQueryData(CART_QUERY_KEY, cart);
      setCartCount(cart);
      onDone?.(cart);
    },
  });
}
