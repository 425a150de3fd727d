import type { UseFormReturn } from 'react-hook-form';
import type { Cart } from '../../../contracts/cart';
import type { CheckoutView } from '../../../contracts/checkout';
import type { BrandConfig } from '../../../domain/brands';
import { submitBlocker } from '../../../domain/checkout-submit';
import type { useCheckoutAnalytics } from './analytics/use-checkout-analytics';
import { onlyTheDateIsMissing, type CheckoutFormValues } from './checkout-form-schema';
import { preparePayment } from './payment-section';
import { isWallet, openWalletSheet } from './payment/wallet-sheet';
import { submitBody } from './submit-body';
import type { useCheckoutSubmit } from './use-checkout-submit';

interface PlaceOrderInput {
  form: UseFormReturn<CheckoutFormValues>;
  view: CheckoutView;
  cart: Cart;
  brand: BrandConfig;
  totalCents: number;
  submit: ReturnType<typeof useCheckoutSubmit>;
  analytics: ReturnType<typeof useCheckoutAnalytics>;
}

/**
 * The submit button's handler (document 2 section 4): submit is flagged and the form checked; a
 * blocker (section 5) is shown instead of posting; otherwise the card is checked and encrypted and
 * the order posted. An invalid field takes the focus; any other reason puts it on the message.
 */
export function usePlaceOrder({ form, view, cart, brand, totalCents, submit, analytics }: PlaceOrderInput) {
  const blockerFor = (formValid: boolean) => {
    const current = form.getValues();
    return submitBlocker({
      suburbChosen: current.deliveryAddress.suburb.trim() !== '',
      depositInvalid: form.getFieldState('partialPayment').invalid,
      formValid,
      hasDeliveryDate: current.deliveryDate !== null || current.uniqueDeliveryRequirements,
      cashAndCarry: current.cashAndCarry,
    });
  };

  return form.handleSubmit(
    async () => {
      // Cart errors (an unavailable product) are shown in the summary with Request Assistance instead.
      if (cart.errors.length > 0) return;
      const values = form.getValues();
      const blocked = blockerFor(true);
      if (blocked) return submit.block(blocked);
      analytics.paymentInfoAdded(values.selectedPaymentOption);
      const payment = await preparePayment(values, view, totalCents);
      if (!payment || !payment.ok) {
        const message = payment ? payment.message : "We're sorry, something has gone wrong. Please try again later.";
        analytics.submitFailed({
          errors: [message],
          paymentOption: values.selectedPaymentOption,
          errorCode: payment ? payment.errorCode : null,
        });
        return submit.block(message);
      }
      const fraudCheckToken = await analytics.fraudCheckToken();
      const screen = { width: window.screen.width, height: window.screen.height };
      const body = submitBody({ values, cart, payment: payment.part, fraudCheckToken, screen });
      // A wallet's token comes from its sheet first; the return page posts the order with it.
      if (isWallet(values.selectedPaymentOption) && totalCents > 0) {
        submit.leaving();
        return openWalletSheet(values.selectedPaymentOption, body, totalCents, brand);
      }
      submit.send(body);
    },
    (errors) => {
      const fields = Object.keys(errors);
      const message = blockerFor(onlyTheDateIsMissing(fields));
      if (!message) return;
      // A field error takes the focus (react-hook-form focuses the first invalid field); a date has no field.
      submit.block(message, { focus: onlyTheDateIsMissing(fields) });
      analytics.submitFailed({ errors: [message], paymentOption: form.getValues('selectedPaymentOption') });
    },
  );
}
