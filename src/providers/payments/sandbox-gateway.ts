import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { compactDecrypt } from 'jose';
import type { SandboxLedger } from './sandbox-ledger';
import type { CardPayDetails } from '../../contracts/checkout';
import type { AuthoriseRequest, AuthoriseResult, PaymentGateway } from './payment-gateway';
import { CARD_CONTENT_ALGORITHM, CARD_KEY_ALGORITHM, loadSandboxKeys, type SandboxKeyPair } from './sandbox-gateway-keys';
import { SANDBOX_REFUSALS, sandboxCardOutcome } from './sandbox-test-cards';
import { readCardProblem } from './sandbox-card-checks';

/** Where the sandbox's 3-D Secure challenge page is served (outside /api, like /dev/mail). */
export const SANDBOX_CHALLENGE_PATH = '/sandbox/gateway/3ds';
/** Encrypted card details older than this are refused (the browser encrypts them at submit). */
const ENCRYPTION_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface SandboxGatewayOptions {
  repository: SandboxLedger;
  /** SANDBOX_GATEWAY_PRIVATE_KEY, or '' to use the stored key. */
  configuredKey: string;
  now: () => Date;
  /** How late the timeout card's answer arrives (after authorising); longer than checkout waits. */
  slowAnswerMs?: number;
}

export type SandboxGateway = PaymentGateway & {
  /** The challenge page's view of a payment (amount and merchant), or null. */
  challenge(md: string): Promise<{ amountCents: number; currency: string; merchantName: string; returnUrl: string } | null>;
  /** The signed result the challenge page's buttons post back (PaRes). */
  challengeResult(md: string, approved: boolean): Promise<string>;
};

export const isSandboxGateway = (gateway: PaymentGateway): gateway is SandboxGateway =>
  typeof (gateway as Partial<SandboxGateway>).challenge === 'function';

/**
 * The SANDBOX payment gateway (PAYMENT_GATEWAY=sandbox, the demo's default): a stand-in for a real
 * card gateway that behaves like one. It holds the private key, decrypts the browser's JWE, decides
 * by the test card table, keeps its own ledger (as a remote gateway would) and runs a 3-D Secure
 * challenge page. Nothing here is ever used with real cards.
 */
export function createSandboxGateway(options: SandboxGatewayOptions): SandboxGateway {
  const { repository, now } = options;
  let keys: Promise<SandboxKeyPair> | undefined;
  const keyPair = () => (keys ??= loadSandboxKeys(options.configuredKey, repository));
  const sign = async (md: string, decision: string) =>
    createHmac('sha256', (await keyPair()).challengeSecret)
      .update(`${md}.${decision}`)
      .digest('base64url');

  async function decrypt(request: AuthoriseRequest): Promise<CardPayDetails | null> {
    const jwe = request.encryptedCard[request.brand] ?? Object.values(request.encryptedCard)[0];
    if (!jwe) return null;
    try {
      const { plaintext } = await compactDecrypt(jwe, (await keyPair()).privateKey, {
        keyManagementAlgorithms: [CARD_KEY_ALGORITHM],
        contentEncryptionAlgorithms: [CARD_CONTENT_ALGORITHM],
      });
      return JSON.parse(new TextDecoder().decode(plaintext)) as CardPayDetails;
    } catch {
      return null;
    }
  }

  async function record(request: AuthoriseRequest, card: CardPayDetails | null, state: string, refusalReason: string | null) {
    const pspReference = `SBX${Date.now().toString(36).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`;
    const at = now();
    await repository.insert({
      pspReference,
      merchantReference: request.merchantReference,
      merchantName: request.merchantName,
      amountCents: request.amountCents,
      currency: request.currency,
      state,
      refusalReason,
      cardSummary: card ? `**** ${String(card.number).replace(/\s+/g, '').slice(-4)}` : 'unreadable',
      returnUrl: request.returnUrl,
      createdAt: at,
      updatedAt: at,
    });
    return pspReference;
  }

  const refused = async (request: AuthoriseRequest, card: CardPayDetails | null, reason: string): Promise<AuthoriseResult> => ({
    outcome: 'refused',
    gatewayReference: await record(request, card, 'refused', reason),
    refusalReason: reason,
  });

  return {
    name: 'sandbox',

    async publicKeys(brands) {
      const { publicPem } = await keyPair();
      return Object.fromEntries(brands.map((brand) => [brand, publicPem]));
    },

    async authorise(request) {
      const card = await decrypt(request);
      if (!card) return refused(request, null, SANDBOX_REFUSALS.undecryptable);
      const generated = Date.parse(card.generationtime);
      if (!Number.isFinite(generated) || now().getTime() - generated > ENCRYPTION_LIFETIME_MS)
        return refused(request, card, SANDBOX_REFUSALS.staleEncryption);
      const problem = readCardProblem(card, now());
      if (problem) return refused(request, card, problem);
      const outcome = sandboxCardOutcome(card.number);
      switch (outcome.kind) {
        case 'refused':
          return refused(request, card, outcome.refusalReason);
        case 'challenge': {
          const md = await record(request, card, 'challenged', null);
          const paReq = Buffer.from(JSON.stringify({ md, amount: request.amountCents, currency: request.currency })).toString('base64url');
          return {
            outcome: 'challenge',
            gatewayReference: md,
            action: SANDBOX_CHALLENGE_PATH,
            fields: { PaReq: paReq, MD: md, TermUrl: request.returnUrl },
          };
        }
        case 'timeout': {
          const gatewayReference = await record(request, card, 'authorised', null);
          await new Promise((resolve) => setTimeout(resolve, options.slowAnswerMs ?? 60_000).unref());
          return { outcome: 'authorised', gatewayReference };
        }
        default:
          return { outcome: 'authorised', gatewayReference: await record(request, card, 'authorised', null) };
      }
    },

    challengeReference: (fields) => fields.MD || null,

    async completeChallenge(fields) {
      const md = fields.MD ?? '';
      const [decision = '', signature = ''] = (fields.PaRes ?? '').split('.');
      const expected = Buffer.from(await sign(md, decision));
      const given = Buffer.from(signature);
      const payment = await repository.byPspReference(md);
      if (!payment || expected.length !== given.length || !timingSafeEqual(expected, given))
        return {
          outcome: 'refused',
          gatewayReference: payment?.pspReference ?? null,
          refusalReason: '3D Not Authenticated',
          merchantReference: payment?.merchantReference ?? null,
        };
      const approved = decision === 'approved';
      await repository.transition(
        md,
        ['challenged'],
        approved ? 'authorised' : 'refused',
        now(),
        approved ? undefined : '3D Not Authenticated',
      );
      const settled = (await repository.byPspReference(md))!;
      return settled.state === 'authorised' || settled.state === 'captured'
        ? { outcome: 'authorised', gatewayReference: md, merchantReference: settled.merchantReference }
        : {
            outcome: 'refused',
            gatewayReference: md,
            refusalReason: settled.refusalReason ?? '3D Not Authenticated',
            merchantReference: settled.merchantReference,
          };
    },

    async capture(gatewayReference) {
      await repository.transition(gatewayReference, ['authorised'], 'captured', now());
    },

    async void(gatewayReference) {
      await repository.transition(gatewayReference, ['authorised', 'challenged'], 'voided', now());
    },

    async lookup(merchantReference) {
      const row = await repository.byMerchantReference(merchantReference);
      return row ? { gatewayReference: row.pspReference, state: row.state as 'authorised' } : null;
    },

    async challenge(md) {
      const row = await repository.byPspReference(md);
      if (!row || row.state !== 'challenged') return null;
      return { amountCents: row.amountCents, currency: row.currency, merchantName: row.merchantName, returnUrl: row.returnUrl ?? '' };
    },

    async challengeResult(md, approved) {
      const decision = approved ? 'approved' : 'declined';
      return `${decision}.${await sign(md, decision)}`;
    },
  };
}
