/**
 * The payment providers beyond the card gateway, one interface per kind of provider (issue 13):
 *
 * - redirect-and-return (PayPal, Afterpay, Zip, Klarna, Humm): we open a session, the shopper
 *   approves on the provider's hosted page and comes back with the provider's query; the provider
 *   also calls us server to server (a signed callback), late, twice or before the shopper is back.
 * - in-store device (Zip in store): staff enter the store code the shopper's app shows; the
 *   provider asks the shopper's app and we poll its status.
 * - wallet (Apple Pay, Google Pay): the browser's wallet sheet gives a payment token; we authorise it.
 *
 * Every call names the payment by the provider's reference, which we keep on the payment record.
 * Capture and void are safe to repeat at the provider; we still call capture once per order.
 */

/** A provider's view of one payment. */
export type ProviderState = 'pending' | 'approved' | 'declined' | 'cancelled' | 'expired' | 'captured' | 'voided';

/** The provider did not answer properly (a 5xx or a timeout): what it did is unknown. */
export class ProviderUnavailable extends Error {
  constructor(readonly provider: string) {
    super(`The payment provider ${provider} is unavailable.`);
  }
}

export interface ProviderSessionRequest {
  /** Our reference: the web order number. */
  merchantReference: string;
  amountCents: number;
  currency: 'AUD' | 'NZD';
  merchantName: string;
}

/** What every provider does with a payment it holds. */
export interface ProviderPayments {
  /** The adapter's name, recorded on the payment record ("sandbox-afterpay"). */
  readonly name: string;
  /** The provider's record of a payment, or null when it never saw the reference. */
  lookup(reference: string): Promise<{ state: ProviderState; amountCents: number } | null>;
  /** Takes approved money; capturing a captured payment again changes nothing at the provider. */
  capture(reference: string, amountCents: number): Promise<void>;
  /** Cancels a payment not yet taken; voiding a finished one changes nothing. */
  void(reference: string): Promise<void>;
}

/** A signed server-to-server notification, as it arrived. */
export interface ProviderCallback {
  reference: string;
  outcome: 'approved' | 'declined' | 'cancelled';
  eventId: string;
  amountCents: number;
}

export interface RedirectProvider extends ProviderPayments {
  readonly kind: 'redirect';
  /** Opens a session; the shopper is sent to `redirectUrl` and comes back to `returnUrl` with the provider's query. */
  createSession(request: ProviderSessionRequest & { returnUrl: string }): Promise<{ reference: string; redirectUrl: string }>;
  /** Whether a callback's signature is the provider's (HMAC with the shared secret). */
  verifyCallback(callback: ProviderCallback, signature: string | undefined): boolean;
}

export interface DeviceProvider extends ProviderPayments {
  readonly kind: 'device';
  /** Asks the shopper's app (found by the store code) to approve; throws ProviderUnavailable on a 5xx. */
  requestPayment(request: ProviderSessionRequest & { storeCode: string }): Promise<{ reference: string }>;
  /** The shopper's answer so far; throws ProviderUnavailable on a 5xx (the poller keeps polling). */
  status(reference: string): Promise<ProviderState>;
}

export type WalletResult = { outcome: 'authorised'; reference: string } | { outcome: 'refused'; reference: string; reason: string };

export interface WalletProvider extends ProviderPayments {
  readonly kind: 'wallet';
  authorise(request: ProviderSessionRequest & { token: string }): Promise<WalletResult>;
}

export type PaymentProvider = RedirectProvider | DeviceProvider | WalletProvider;

/** The providers a checkout takes payments with, by payment option. */
export interface PaymentProviders {
  PayPal: RedirectProvider;
  AfterPay: RedirectProvider;
  Zip: RedirectProvider;
  Klarna: RedirectProvider;
  Humm: RedirectProvider;
  ZipInStore: DeviceProvider;
  ApplePay: WalletProvider;
  GooglePay: WalletProvider;
}
export type ProviderOption = keyof PaymentProviders;
export const PROVIDER_OPTIONS: readonly ProviderOption[] = [
  'PayPal',
  'AfterPay',
  'Zip',
  'Klarna',
  'Humm',
  'ZipInStore',
  'ApplePay',
  'GooglePay',
];
export const isProviderOption = (option: string): option is ProviderOption => (PROVIDER_OPTIONS as readonly string[]).includes(option);

/** The provider whose name is on a payment record, or null (the card gateway's payments). */
export function providerNamed(providers: PaymentProviders, name: string): PaymentProvider | null {
  return Object.values(providers).find((provider) => provider.name === name) ?? null;
}
