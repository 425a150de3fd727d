import type { CartOwner, CartRepository } from '../../db/repositories/cart-repository';
import type { PromoCodeRepository } from '../../db/repositories/promo-code-repository';
import { codeUnavailable, normaliseCode, unknownCodeReason } from '../../domain/cart-codes';
import { priceCart } from '../../domain/cart-pricing';
import { formatMoney, type MoneyFormat } from '../../domain/money-format';
import { CartRefusal } from './cart-refusal';
import { isAvailable, toCodeRule, toLineInput, toRewardRule, type CartState } from './cart-view';
import { EMAIL_PATTERN } from '../../domain/newsletter-fields';

export interface CodeRequest {
  code: string;
  userEmail?: string | null;
}

interface ApplyCodeInput {
  carts: CartRepository;
  codes: PromoCodeRepository;
  money: MoneyFormat;
  app: string;
  now: () => Date;
  owner: CartOwner;
  state: CartState;
  request: CodeRequest;
}

/** Whose use of a code counts against a per-customer limit: the account, else the e-mail given. */
function customerKey(owner: CartOwner, state: CartState, userEmail: string | null | undefined): string | null {
  if ('accountId' in owner) return `account:${owner.accountId}`;
  const email = userEmail?.trim() || state.email;
  return email && EMAIL_PATTERN.test(email) ? `email:${email.toLowerCase()}` : null;
}

const failed = (reason: string) => new CartRefusal(422, [reason], true);

/**
 * Applies a coupon or gift card to the cart, or refuses with the reason (422; `failedCode`). The
 * caller has taken the attempt's guessing slot first (code-throttle.ts).
 */
export async function applyCode(input: ApplyCodeInput): Promise<void> {
  const { carts, codes, state, request, owner } = input;
  const now = input.now();

  const code = normaliseCode(request.code);
  const available = state.lines.filter(isAvailable);
  if (state.cartId === null || available.length === 0)
    throw new CartRefusal(422, [`Add a product to your cart before applying the code "${code}".`]);
  const row = await carts.findCode(input.app, code);
  if (!row) throw failed(unknownCodeReason(request.code.trim()));
  if (state.codes.some((applied) => applied.id === row.id)) return;

  const limited = row.maxUses !== null || row.maxUsesPerCustomer !== null;
  const usage = limited ? await codes.usage(row.id, customerKey(owner, state, request.userEmail)) : { total: 0, byCustomer: null };
  const unavailable = codeUnavailable(row, usage, now);
  if (unavailable) throw failed(unavailable);

  // Price the cart as it would be with the code: a coupon replaces the cart's coupon, a gift card joins the others.
  const others = state.codes.filter((c) => row.kind === 'gift-card' || c.kind === 'gift-card');
  const trial = priceCart(available.map(toLineInput), state.rules.map(toRewardRule), [...others, row].map(toCodeRule), (cents) =>
    formatMoney(cents, input.money),
  );
  const mismatch = trial.droppedCodes.find((d) => d.code.id === row.id);
  if (mismatch) throw failed(mismatch.reason);
  if (row.kind === 'gift-card' && (row.balanceCents ?? 0) <= 0) throw failed(`The gift card "${row.code}" has no balance left.`);

  await carts.applyCode(state.cartId, row);
  const email = request.userEmail?.trim();
  if (email && EMAIL_PATTERN.test(email) && !state.email) await carts.setEmail(state.cartId, email);
}
