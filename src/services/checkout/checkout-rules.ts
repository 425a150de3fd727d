import type { CheckoutSubmit } from '../../contracts/checkout';
import type { Caller } from '../../domain/caller';
import { depositRangeError } from '../../domain/deposit';
import { CHECKOUT_LIMITS, CHECKOUT_MESSAGES, ORDER_TOTAL_LIMIT_CENTS } from '../../domain/checkout-fields';
import { formatMoney, type MoneyFormat } from '../../domain/money-format';
import { hasOption, type CheckoutOptionName } from '../../domain/checkout-options';
import { paymentOfferRefusal, type PaymentOfferConfiguration } from '../../domain/payment-offer';
import { storageAcknowledgementRequired, type StoredItem } from '../../domain/storage-fee';
import { creditRefusal, type TradeCredit } from '../../domain/trade-credit';
import { CheckoutRefusal } from './checkout-refusal';

const isMiele = (brand: string) => brand.trim().toLowerCase() === 'miele';

/**
 * Refuses (403) what only staff may ask for when the caller is not staff: the caller is known and
 * simply not allowed, which is what 403 says; a shopper's form never sends these.
 */
export function refuseStaffOnlyFields(body: CheckoutSubmit, caller: Caller): void {
  if (caller.kind === 'staff') return;
  const asked: string[] = [];
  if (body.cashAndCarry) asked.push('cash and carry');
  if (body.salespersonCode) asked.push('a salesperson');
  if (body.subdivision) asked.push('a store');
  if (body.winningDeliveryServiceOverride) asked.push('the delivery service override');
  if (body.selectedPaymentOption === 'StaffOnlyOtherPaymentMethod' || body.selectedPaymentOption === 'ZipInStore')
    asked.push('a staff payment method');
  if (asked.length > 0)
    throw new CheckoutRefusal(
      403,
      asked.map((what) => `Only staff may choose ${what}.`),
    );
}

/**
 * Refuses (403) the CR account and cash on delivery to a caller not approved for them (ADR 0050),
 * where the flavour offers them at all; a flavour without them answers the payment offer's 400.
 */
export function refuseUnapprovedCredit(body: CheckoutSubmit, caller: Caller, credit: TradeCredit, offeredByFlavour: boolean): void {
  const refusal = offeredByFlavour ? creditRefusal(body.selectedPaymentOption, caller, credit) : null;
  if (refusal) throw new CheckoutRefusal(403, [refusal]);
}

export interface CartFacts {
  brands: readonly string[];
  storedItems: readonly StoredItem[];
  totalCents: number;
  deliveryDate: string | null;
  firstAvailableDate: string | null;
}

/** The rules that depend on the cart, the flavour's options and the priced total (400 with the spec's messages). */
export function checkoutErrors(
  body: CheckoutSubmit,
  facts: CartFacts,
  opts: number,
  depositPercentage: number,
  money: MoneyFormat,
  payments: PaymentOfferConfiguration,
): string[] {
  const errors: string[] = [];
  const format = (cents: number) => formatMoney(cents, money);
  const needs = (name: CheckoutOptionName, what: string) => {
    if (!hasOption(opts, name)) errors.push(`${what} is not offered at this checkout.`);
  };
  if (body.cashAndCarry) needs('CashAndCarry', 'Cash and carry');
  if (body.salespersonCode || body.subdivision) needs('SetSalesperson', 'Choosing a salesperson');
  if (body.uniqueDeliveryRequirements) needs('UniqueRequirements', 'Unique delivery requirements');
  if (body.winningDeliveryServiceOverride) needs('WinningDeliveryServiceOverride', 'The delivery service override');
  if (facts.totalCents > ORDER_TOTAL_LIMIT_CENTS) errors.push(CHECKOUT_MESSAGES.orderTotalTooLarge(format(ORDER_TOTAL_LIMIT_CENTS)));
  // A free order pays nothing, whatever method was left selected.
  const method = body.selectedPaymentOption;
  const refusal =
    facts.totalCents > 0 ? paymentOfferRefusal(method, { opts, configuration: payments, totalCents: facts.totalCents }, format) : null;
  if (refusal) errors.push(refusal);
  if (method === 'ZipInStore' && !body.devicePaymentCode) errors.push(CHECKOUT_MESSAGES.zipStoreCodeRequired);
  if ((method === 'ApplePay' || method === 'GooglePay') && facts.totalCents > 0 && !body.walletToken)
    errors.push('The wallet did not give a payment token. Please try again or choose another payment method.');

  if (facts.brands.some(isMiele)) {
    const max = CHECKOUT_LIMITS.mieleAddress;
    for (const address of [body.deliveryAddress, body.billingAddress]) {
      if (!address) continue;
      if (address.address.length > max) errors.push(CHECKOUT_MESSAGES.addressTooLong(max));
      if ((address.companyName ?? '').length > max) errors.push(CHECKOUT_MESSAGES.companyTooLong(max));
    }
    if (!body.brandsWarnings?.mieleWarning) errors.push(CHECKOUT_MESSAGES.mieleWarning);
  }

  const noDateNeeded = Boolean(body.cashAndCarry) || body.uniqueDeliveryRequirements;
  if (!noDateNeeded && !facts.deliveryDate) errors.push(CHECKOUT_MESSAGES.blockedDeliveryDate);
  const acknowledge = storageAcknowledgementRequired({
    opts,
    items: facts.storedItems,
    selectedDate: facts.deliveryDate,
    firstAvailableDate: facts.firstAvailableDate,
  });
  if (acknowledge && !body.stockFeeAcknowledged) errors.push(CHECKOUT_MESSAGES.storageFee);

  const depositCents = Math.round((body.partialPayment ?? 0) * 100);
  if (depositCents > 0 && body.selectedPaymentOption !== 'Default') errors.push('A deposit can be paid by card only.');
  const depositRefusal = depositRangeError(depositCents, { totalCents: facts.totalCents, percentage: depositPercentage, money });
  if (depositRefusal) errors.push(depositRefusal.message);
  const cardNeeded = body.selectedPaymentOption === 'Default' && facts.totalCents > 0;
  if (cardNeeded && Object.keys(body.encryptedValues ?? {}).length === 0) errors.push(CHECKOUT_MESSAGES.cardNumber);
  return [...new Set(errors)];
}
