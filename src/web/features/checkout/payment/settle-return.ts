import { submitFailure } from '../../../../domain/checkout-submit';
import { CONFIRMATION_MESSAGES, confirmationFailureText } from '../../../../domain/payment-confirmation';
import { confirmProviderPayment, submitCheckout } from '../checkout-calls';
import { RETURN_PROVIDERS, type ReturnProvider } from './payment-return';
import { forgetWalletOrder, pendingWalletOrder } from './wallet-sheet';

export type ReturnOutcome = { kind: 'placed'; cartId: string } | { kind: 'cancelled' } | { kind: 'failed'; message: string };

/**
 * What the shopper's return from a provider's page comes to (document 2 sections 4 and 8): a
 * redirect provider's confirmation call with its query, or a wallet's token posted with the order
 * kept before its sheet opened.
 */
export async function settleReturn(
  provider: ReturnProvider | 'wallet',
  query: URLSearchParams,
  supportPhone: string,
): Promise<ReturnOutcome> {
  if (provider === 'wallet') return settleWallet(query, supportPhone);
  const answer = await confirmProviderPayment(provider, query);
  if (answer.ok && answer.data) return { kind: 'placed', cartId: answer.data.cartId };
  if (RETURN_PROVIDERS[provider].cancelled(query)) return { kind: 'cancelled' };
  return { kind: 'failed', message: confirmationFailureText(answer.ok ? null : answer.data) };
}

async function settleWallet(query: URLSearchParams, supportPhone: string): Promise<ReturnOutcome> {
  if (query.get('walletStatus') === 'CANCELLED') {
    forgetWalletOrder();
    return { kind: 'cancelled' };
  }
  const pending = pendingWalletOrder();
  const walletToken = query.get('walletToken');
  if (!pending || !walletToken) return { kind: 'failed', message: CONFIRMATION_MESSAGES.generic };
  const answer = await submitCheckout({ ...pending.body, walletToken }, pending.idempotencyKey);
  // No answer at all: the order may still be placed; a reload sends the same key and gets the first answer.
  if (answer.status !== 0) forgetWalletOrder();
  if (answer.ok && answer.data?.orderCompleted) return { kind: 'placed', cartId: answer.data.cartId || pending.body.cartId };
  const errors = answer.ok ? [] : (answer.data?.errors ?? []);
  return { kind: 'failed', message: submitFailure({ status: answer.ok ? 0 : answer.status, errors, supportPhone }).message };
}
