/**
 * A card payment gateway, the way Adyen-style gateways work: the browser encrypts the card with the
 * gateway's public key (client-side encryption), our server passes the ciphertext on and never sees
 * the card; the gateway authorises, then we capture or void. Every call names the payment by our
 * merchant reference (the order number), so a call whose answer was lost can be asked about again.
 */

export interface AuthoriseRequest {
  /** Our reference for the payment: the web order number. */
  merchantReference: string;
  amountCents: number;
  currency: 'AUD' | 'NZD';
  /** The browser's compact JWEs keyed by brand (`encryptedValues`); we never decrypt them. */
  encryptedCard: Readonly<Record<string, string>>;
  /** The flavour whose key the browser used. */
  brand: string;
  /** Shown on a 3-D Secure challenge page. */
  merchantName: string;
  /** Where a 3-D Secure challenge posts its result back to. */
  returnUrl: string;
}

export type AuthoriseResult =
  | { outcome: 'authorised'; gatewayReference: string }
  | { outcome: 'refused'; gatewayReference: string | null; refusalReason: string }
  /** 3-D Secure: the browser posts `fields` to `action` (the issuer's challenge page). */
  | { outcome: 'challenge'; gatewayReference: string; action: string; fields: Record<string, string> };

/** What the gateway knows of a payment (for reconciliation). */
export type GatewayPaymentState = 'challenged' | 'authorised' | 'captured' | 'refused' | 'voided';

/** The gateway did not answer in time: the payment may or may not have been authorised. */
export class GatewayTimeout extends Error {
  constructor(readonly operation: string) {
    super(`The payment gateway did not answer the ${operation} in time.`);
  }
}

export interface PaymentGateway {
  /** The adapter's name, recorded on each payment (PAYMENT_GATEWAY). */
  readonly name: string;
  /** PEM SPKI RSA public keys (RSA-OAEP-256) the browser encrypts card details with, keyed by brand. */
  publicKeys(brands: readonly string[]): Promise<Record<string, string>>;
  authorise(request: AuthoriseRequest): Promise<AuthoriseResult>;
  /** Which payment a posted 3-D Secure result names (without checking it), or null: we check whose it is first. */
  challengeReference(fields: Readonly<Record<string, string>>): string | null;
  /** The 3-D Secure challenge's result, as posted back to our return address (MD and PaRes). */
  completeChallenge(fields: Readonly<Record<string, string>>): Promise<AuthoriseResult & { merchantReference: string | null }>;
  /** Takes the authorised money; capturing a captured payment again changes nothing. */
  capture(gatewayReference: string, amountCents: number): Promise<void>;
  /** Releases an authorisation; voiding a voided or never-authorised payment changes nothing. */
  void(gatewayReference: string): Promise<void>;
  /** The gateway's own record of a merchant reference, or null if it never saw it. */
  lookup(merchantReference: string): Promise<{ gatewayReference: string; state: GatewayPaymentState } | null>;
}

/** Runs a gateway call, giving up after `timeoutMs` (the call itself may still complete at the gateway). */
export async function withTimeout<T>(operation: string, timeoutMs: number, call: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new GatewayTimeout(operation)), timeoutMs);
  });
  try {
    return await Promise.race([call(), expired]);
  } finally {
    clearTimeout(timer);
  }
}
