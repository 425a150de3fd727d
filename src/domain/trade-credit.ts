import type { Caller } from './caller';
import { CHECKOUT_OPTION, type PaymentOption } from './checkout-options';

/**
 * Buying on credit (ADR 0050): the CR account and cash on delivery place the order with the whole
 * total due and no money taken, so they are offered only to a signed-in trade account that staff
 * approved for them; never to a guest, never to an account that merely exists. Staff keep them at
 * their own checkout (they sell to trade customers they know in the showroom).
 */

/** What staff approved an account for. */
export interface TradeCredit {
  crAccount: boolean;
  cashOnDelivery: boolean;
}
export const NO_TRADE_CREDIT: TradeCredit = Object.freeze({ crAccount: false, cashOnDelivery: false });

type CreditOption = Extract<PaymentOption, 'CRAccount' | 'COD'>;
const CREDIT: Record<CreditOption, { approval: keyof TradeCredit; label: string }> = {
  CRAccount: { approval: 'crAccount', label: 'The CR account' },
  COD: { approval: 'cashOnDelivery', label: 'Cash on delivery' },
};
const isCreditOption = (option: string): option is CreditOption => Object.hasOwn(CREDIT, option);

function approvedFor(option: CreditOption, caller: Caller, credit: TradeCredit): boolean {
  if (caller.kind === 'staff') return true;
  if (caller.kind === 'visitor') return false;
  return credit[CREDIT[option].approval];
}

/** The option flags less the credit methods this caller is not approved for (what the checkout view offers). */
export function withoutUnapprovedCredit(opts: number, caller: Caller, credit: TradeCredit): number {
  let allowed = opts;
  if (!approvedFor('CRAccount', caller, credit)) allowed &= ~CHECKOUT_OPTION.CRAccount;
  if (!approvedFor('COD', caller, credit)) allowed &= ~CHECKOUT_OPTION.COD;
  return allowed;
}

/**
 * Why this caller may not pay with a credit method (a 403 message), or null. The flavour offering the
 * method at all is the payment offer's rule (a 400); this is who may use it.
 */
export function creditRefusal(option: string, caller: Caller, credit: TradeCredit): string | null {
  if (!isCreditOption(option) || approvedFor(option, caller, credit)) return null;
  const { label } = CREDIT[option];
  return caller.kind === 'visitor'
    ? `${label} is only for signed-in trade accounts approved for it. Please sign in or choose another payment method.`
    : `${label} is only for trade accounts approved for it by our trade team. Please choose another payment method.`;
}
