import type { BrandConfig } from '../../../../domain/brands';
import { PERSONAL_STORAGE_KEYS } from '../../../client/personal-storage';
import type { PaymentOption } from '../../../../domain/checkout-options';
import type { CheckoutSubmitBody } from '../submit-body';

/**
 * Apple Pay and Google Pay (document 2 section 3's wallets): the wallet's sheet gives a payment
 * token, which POST /api/checkout carries as `walletToken` for the server to authorise. The sheet is
 * the payment providers' (PAYMENT_PROVIDERS=sandbox serves it at /sandbox/pay/wallet/{wallet}); it
 * sends the shopper back to our return page with `walletToken`, or `walletStatus=CANCELLED`. The
 * order's body waits in this tab's session storage meanwhile and is removed when it is sent.
 */
const WALLET_SLUG = { ApplePay: 'applepay', GooglePay: 'googlepay' } as const;
type WalletOption = keyof typeof WALLET_SLUG;
const PENDING_KEY = PERSONAL_STORAGE_KEYS.session.walletCheckout;
export const WALLET_RETURN_PATH = '/customer/checkout/return/wallet';

export const isWallet = (option: PaymentOption): option is WalletOption => Object.hasOwn(WALLET_SLUG, option);

export interface PendingWalletOrder {
  body: CheckoutSubmitBody;
  /** One key for this order's post, so a reloaded return page replays the answer instead of paying twice. */
  idempotencyKey: string;
}

/** Keeps the order's body and opens the wallet's sheet for the total. */
export function openWalletSheet(wallet: WalletOption, body: CheckoutSubmitBody, totalCents: number, brand: BrandConfig) {
  const pending: PendingWalletOrder = { body, idempotencyKey: crypto.randomUUID() };
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  const query = new URLSearchParams({
    amountCents: String(totalCents),
    currency: brand.currency,
    merchantName: brand.companyName,
    returnUrl: WALLET_RETURN_PATH,
  });
  window.location.assign(`/sandbox/pay/wallet/${WALLET_SLUG[wallet]}?${query}`);
}

/** The order kept before the sheet opened, or null. */
export function pendingWalletOrder(): PendingWalletOrder | null {
  try {
    const pending = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? 'null') as PendingWalletOrder | null;
    return pending && typeof pending.idempotencyKey === 'string' && pending.body ? pending : null;
  } catch {
    return null;
  }
}

/** The order was answered (placed or refused): its body is not kept any longer. */
export const forgetWalletOrder = () => sessionStorage.removeItem(PENDING_KEY);
