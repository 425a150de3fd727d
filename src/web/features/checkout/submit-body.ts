import type { z } from 'zod';
import type { Cart } from '../../../contracts/cart';
import type { checkoutSubmitSchema } from '../../../contracts/checkout';
import { depositCents } from '../../../domain/deposit';
import { checkoutCartOf } from './checkout-cart';
import type { CheckoutFormValues } from './checkout-form-schema';
import { withPaymentPart, type PaymentPart } from './payment/payment-submit';

export type CheckoutSubmitBody = z.input<typeof checkoutSubmitSchema>;

const orNull = (text: string | null | undefined) => (text && text.trim() ? text.trim() : null);

/**
 * The submit's body (document 2 section 3) from the checked form values. The cart's lines and total
 * are sent as the spec's form has them; the server prices the order from its own records.
 */
export function submitBody(input: {
  values: CheckoutFormValues;
  cart: Cart;
  payment: PaymentPart;
  fraudCheckToken: string | null;
  screen: { width: number; height: number };
}): CheckoutSubmitBody {
  const { values, cart, payment } = input;
  const deposit =
    values.depositEnabled && values.selectedPaymentOption === 'Default' ? (depositCents(values.partialPayment) ?? 0) / 100 : 0;
  const body = {
    // The clear card fields never leave the form: the payment part replaces them with encrypted values.
    cardDetails: null,
    cartId: cart.cartId,
    email: values.email.trim(),
    newsletter: values.newsletter,
    phoneNumber: values.phoneNumber.trim(),
    partialPayment: deposit,
    deliveryAddress: {
      ...values.deliveryAddress,
      companyName: orNull(values.deliveryAddress.companyName),
      state: orNull(values.deliveryAddress.state),
      deliveryInstructions: orNull(values.deliveryAddress.deliveryInstructions),
    },
    poNumber: orNull(values.poNumber),
    billingAddress:
      values.sameAsShipping || !values.billingAddress
        ? null
        : {
            ...values.billingAddress,
            companyName: orNull(values.billingAddress.companyName),
            state: orNull(values.billingAddress.state),
          },
    EarlyNotification: values.EarlyNotification,
    requestedDeliveryContact: values.requestedDeliveryContact,
    requestedInstallationContact: values.requestedInstallationContact,
    uniqueDeliveryRequirements: values.uniqueDeliveryRequirements,
    winningDeliveryServiceOverride: values.winningDeliveryServiceOverride,
    deliveryServices: values.deliveryServices,
    subdivision: orNull(values.subdivision),
    salespersonCode: orNull(values.salespersonCode),
    devicePaymentCode: values.selectedPaymentOption === 'ZipInStore' ? orNull(values.devicePaymentCode) : null,
    cart: checkoutCartOf(cart),
    brandsWarnings: { mieleWarning: values.brandsWarnings.mieleWarning },
    stockFeeAcknowledged: values.stockFeeAcknowledged,
    cashAndCarry: values.cashAndCarry,
    // Cash and carry is taken today from the store, and unique requirements are arranged by phone: no date.
    deliveryDate: values.cashAndCarry || values.uniqueDeliveryRequirements ? null : values.deliveryDate,
    supplierDeliveryDates: values.cashAndCarry ? [] : values.supplierDeliveryDates,
    fraudCheckToken: input.fraudCheckToken,
    browserInfo: { screenHeight: input.screen.height, screenWidth: input.screen.width },
  };
  return withPaymentPart(body, payment);
}
