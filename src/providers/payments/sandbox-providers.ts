import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { SandboxProviderBooks, SandboxSession } from './sandbox-provider-books';
import {
  ProviderUnavailable,
  type DeviceProvider,
  type PaymentProviders,
  type ProviderCallback,
  type ProviderPayments,
  type ProviderSessionRequest,
  type ProviderState,
  type RedirectProvider,
  type WalletProvider,
} from './payment-providers';

/**
 * The SANDBOX payment providers (PAYMENT_PROVIDERS=sandbox, the demo's default): stand-ins that
 * behave like PayPal, Afterpay, Zip, Klarna, Humm, Zip in store and the wallets. Each keeps its own
 * books, serves a hosted approval page under /sandbox/pay/{provider} (src/server/provider-pages.ts),
 * sends the shopper back with the provider's own query and calls our server with a signed callback.
 * Nothing here ever moves real money.
 */

export const REDIRECT_SLUGS = { PayPal: 'paypal', AfterPay: 'afterpay', Zip: 'zip', Klarna: 'klarna', Humm: 'humm' } as const;
export type RedirectSlug = (typeof REDIRECT_SLUGS)[keyof typeof REDIRECT_SLUGS];
export type Decision = 'approve' | 'decline' | 'cancel';

/** The hosted approval page of a redirect provider. */
export const sandboxPagePath = (slug: string) => `/sandbox/pay/${slug}`;
/** Zip in store's sandbox device: the shopper's Zip app, where the payment is approved or not. */
export const SANDBOX_DEVICE_PATH = '/sandbox/pay/zip-in-store';

/**
 * Zip in store's sandbox store codes: each drives the shopper's app to one outcome. Any other
 * 6-digit code waits (Pending) for the sandbox device page's buttons.
 */
export const SANDBOX_STORE_CODES: Record<string, { state: ProviderState | 'unavailable'; outcome: string }> = {
  '100001': { state: 'approved', outcome: 'Approved' },
  '200002': { state: 'declined', outcome: 'Declined' },
  '300003': { state: 'cancelled', outcome: 'Cancelled' },
  '400004': { state: 'expired', outcome: 'Expired' },
  '500005': { state: 'unavailable', outcome: 'The provider answers 503 to every status poll' },
};

/** Wallet tokens the sandbox wallets authorise or refuse (the sandbox wallet sheet hands them out). */
export const SANDBOX_WALLET_TOKENS = { approve: 'sandbox-wallet-approve', decline: 'sandbox-wallet-decline' } as const;
export const WALLET_DECLINED = 'Your wallet payment was declined. Please try a different payment method.';

const OUTCOME: Record<Decision, ProviderState> = { approve: 'approved', decline: 'declined', cancel: 'cancelled' };
type Outcome = ProviderCallback['outcome'];
/** What a session's state tells in a callback; a session still pending or voided has nothing to tell. */
const CALLBACK_OUTCOME: Partial<Record<string, Outcome>> = {
  approved: 'approved',
  captured: 'approved',
  declined: 'declined',
  cancelled: 'cancelled',
};

/** The query each provider sends the shopper back with (as the real ones name things). */
export function returnQuery(slug: RedirectSlug, reference: string, outcome: Outcome): URLSearchParams {
  const status = { approved: 'SUCCESS', declined: 'DECLINED', cancelled: 'CANCELLED' }[outcome];
  switch (slug) {
    case 'paypal':
      return new URLSearchParams(outcome === 'approved' ? { token: reference, PayerID: 'SANDBOXPAYER1' } : { token: reference, status });
    case 'afterpay':
      return new URLSearchParams({ orderToken: reference, status });
    case 'zip':
      return new URLSearchParams({ checkoutId: reference, result: outcome });
    default:
      return new URLSearchParams({ method: slug === 'klarna' ? 'Klarna' : 'Humm', reference, status });
  }
}

/** The callback signature: HMAC-SHA256 of the notification's fields with the provider's shared secret. */
export function signCallback(secret: string, callback: ProviderCallback): string {
  return createHmac('sha256', secret)
    .update(`${callback.reference}.${callback.outcome}.${callback.eventId}.${callback.amountCents}`)
    .digest('hex');
}

function sameSignature(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** How the sandbox delivers callbacks; `delayMs` null sends none (tests drive them), 0 sends before the shopper returns. */
export interface CallbackPlan {
  delayMs: number | null;
  copies: number;
}

export interface SandboxProvidersOptions {
  books: SandboxProviderBooks;
  /** PAYMENT_PROVIDER_SECRET: the shared secret callbacks are signed with. */
  secret: string;
  now: () => Date;
  callbacks: CallbackPlan;
}

/** What the hosted pages and tests use beyond the provider interfaces. */
export interface SandboxControls {
  session(reference: string): Promise<SandboxSession | null>;
  /** The shopper's button on the hosted page: answers where their browser goes next, or null if the session is over. */
  decide(slug: RedirectSlug, reference: string, decision: Decision): Promise<string | null>;
  /** The callback the provider sends for a session's current outcome, signed. */
  callbackFor(reference: string, eventId?: string): Promise<{ callback: ProviderCallback; signature: string } | null>;
  /** Sends callbacks; set by the server (it posts to its own callback route). */
  setCallbackSender(send: (slug: RedirectSlug, callback: ProviderCallback, signature: string) => Promise<void>): void;
  /** The sandbox Zip app's buttons. */
  decideDevice(reference: string, decision: Decision): Promise<boolean>;
}
export type SandboxProviders = PaymentProviders & { sandbox: SandboxControls };

export function createSandboxProviders(options: SandboxProvidersOptions): SandboxProviders {
  const { books, now } = options;
  let sender: ((slug: RedirectSlug, callback: ProviderCallback, signature: string) => Promise<void>) | null = null;

  /** Opens a session in the provider's books. */
  async function open(
    provider: string,
    prefix: string,
    request: ProviderSessionRequest,
    session: { state: string; returnUrl?: string; storeCode?: string },
  ): Promise<string> {
    const reference = `${prefix}-${randomUUID()}`;
    const at = now();
    await books.insert({
      reference,
      provider,
      merchantReference: request.merchantReference,
      merchantName: request.merchantName,
      amountCents: request.amountCents,
      currency: request.currency,
      state: session.state,
      returnUrl: session.returnUrl ?? null,
      storeCode: session.storeCode ?? null,
      createdAt: at,
      updatedAt: at,
    });
    return reference;
  }

  const common = (name: string): ProviderPayments => ({
    name,
    async lookup(reference) {
      const session = await books.byReference(reference);
      return session && session.provider === name ? { state: session.state as ProviderState, amountCents: session.amountCents } : null;
    },
    async capture(reference) {
      if (!(await books.capture(reference, now()))) throw new Error(`${name} refused to capture ${reference}: not approved`);
    },
    async void(reference) {
      await books.transition(reference, ['pending', 'approved'], 'voided', now());
    },
  });

  async function callbackFor(reference: string, eventId?: string) {
    const session = await books.byReference(reference);
    if (!session) return null;
    const outcome = CALLBACK_OUTCOME[session.state];
    if (!outcome) return null;
    const callback: ProviderCallback = { reference, outcome, eventId: eventId ?? `evt-${randomUUID()}`, amountCents: session.amountCents };
    return { callback, signature: signCallback(options.secret, callback) };
  }

  async function sendCallbacks(slug: RedirectSlug, reference: string): Promise<void> {
    const { delayMs, copies } = options.callbacks;
    if (delayMs === null || !sender) return;
    const signed = await callbackFor(reference);
    if (!signed) return;
    const send = sender;
    // The same event each time: a provider that repeats a notification repeats its id.
    const deliver = async () => {
      for (let i = 0; i < copies; i += 1) await send(slug, signed.callback, signed.signature).catch(() => undefined);
    };
    if (delayMs === 0) await deliver();
    else setTimeout(() => void deliver(), delayMs).unref();
  }

  const redirect = (slug: RedirectSlug): RedirectProvider => ({
    ...common(`sandbox-${slug}`),
    kind: 'redirect',
    async createSession(request) {
      const reference = await open(`sandbox-${slug}`, slug.toUpperCase(), request, { state: 'pending', returnUrl: request.returnUrl });
      return { reference, redirectUrl: `${sandboxPagePath(slug)}?reference=${encodeURIComponent(reference)}` };
    },
    verifyCallback: (callback, signature) => sameSignature(signCallback(options.secret, callback), signature),
  });

  const device: DeviceProvider = {
    ...common('sandbox-zip-in-store'),
    kind: 'device',
    async requestPayment(request) {
      const preset = SANDBOX_STORE_CODES[request.storeCode];
      const state = preset && preset.state !== 'unavailable' ? preset.state : 'pending';
      return { reference: await open('sandbox-zip-in-store', 'ZIPSTORE', request, { state, storeCode: request.storeCode }) };
    },
    async status(reference) {
      const session = await books.byReference(reference);
      if (!session) throw new ProviderUnavailable('sandbox-zip-in-store');
      if (SANDBOX_STORE_CODES[session.storeCode ?? '']?.state === 'unavailable') throw new ProviderUnavailable('sandbox-zip-in-store');
      return session.state as ProviderState;
    },
  };

  const wallet = (slug: 'applepay' | 'googlepay'): WalletProvider => ({
    ...common(`sandbox-${slug}`),
    kind: 'wallet',
    async authorise(request) {
      const approved = request.token === SANDBOX_WALLET_TOKENS.approve;
      const reference = await open(`sandbox-${slug}`, slug.toUpperCase(), request, { state: approved ? 'approved' : 'declined' });
      return approved ? { outcome: 'authorised', reference } : { outcome: 'refused', reference, reason: WALLET_DECLINED };
    },
  });

  return {
    PayPal: redirect('paypal'),
    AfterPay: redirect('afterpay'),
    Zip: redirect('zip'),
    Klarna: redirect('klarna'),
    Humm: redirect('humm'),
    ZipInStore: device,
    ApplePay: wallet('applepay'),
    GooglePay: wallet('googlepay'),
    sandbox: {
      session: (reference) => books.byReference(reference),
      async decide(slug, reference, decision) {
        const session = await books.byReference(reference);
        if (!session || session.provider !== `sandbox-${slug}` || !session.returnUrl) return null;
        if (!(await books.transition(reference, ['pending'], OUTCOME[decision], now()))) return null;
        await sendCallbacks(slug, reference);
        const back = new URL(session.returnUrl, 'http://return.invalid');
        for (const [name, value] of returnQuery(slug, reference, OUTCOME[decision] as Outcome)) back.searchParams.set(name, value);
        return `${back.pathname}${back.search}`;
      },
      callbackFor,
      setCallbackSender(send) {
        sender = send;
      },
      async decideDevice(reference, decision) {
        const session = await books.byReference(reference);
        if (!session || session.provider !== 'sandbox-zip-in-store') return false;
        return books.transition(reference, ['pending'], OUTCOME[decision], now());
      },
    },
  };
}
