import { useQuery } from '@tanstack/react-query';
import { FormProvider, useWatch } from 'react-hook-form';
import type { Cart } from '../../../contracts/cart';
import type { CheckoutView } from '../../../contracts/checkout';
import type { BrandConfig } from '../../../domain/brands';
import { hasOption } from '../../../domain/checkout-options';
import { checkoutTotalCents } from '../../../domain/checkout-total';
import { submitBlocker } from '../../../domain/checkout-submit';
import { depositPercentage } from '../../../domain/deposit';
import { Button } from '../../ui/button';
import { CART_QUERY_KEY, fetchCart } from '../cart/cart-queries';
import { BillingSection, DeliveryAddressSection } from './address-sections';
import { ContactSection } from './contact-section';
import { CouponSection } from './coupon-section';
import { DeliverySection } from './delivery/delivery-section';
import { useDeliveryAvailability } from './delivery/use-delivery-availability';
import { DepositSection, useDepositOnlyWithCard } from './deposit-section';
import { LeaveDialog, useLeaveWarning } from './leave-warning';
import { OrderSummary } from './order-summary';
import { PaymentSection, usePreparePayment } from './payment-section';
import { StaffSection } from './staff-section';
import { submitBody } from './submit-body';
import { useCashAndCarry } from './use-cash-and-carry';
import { useCheckoutForm, useCheckoutPreferences } from './use-checkout-form';
import { useCheckoutSubmit } from './use-checkout-submit';
import { useContactChanges } from './use-contact-changes';
import styles from './checkout.module.css';

interface CheckoutFormProps {
  view: CheckoutView;
  cart: Cart;
  brand: BrandConfig;
}

/** The checkout (document 2 section 2): its sections in the spec's order, the submit and the order summary. */
export function CheckoutForm(props: CheckoutFormProps) {
  const cartQuery = useQuery({ queryKey: CART_QUERY_KEY, queryFn: fetchCart, initialData: props.cart });
  const checkout = useCheckoutForm({ view: props.view, cart: cartQuery.data, brand: props.brand });
  return (
    <FormProvider {...checkout.form}>
      <CheckoutBody {...props} cart={cartQuery.data} checkout={checkout} refetchCart={() => void cartQuery.refetch()} />
    </FormProvider>
  );
}

interface CheckoutBodyProps extends CheckoutFormProps {
  checkout: ReturnType<typeof useCheckoutForm>;
  refetchCart(): void;
}

function CheckoutBody({ view, brand, cart, checkout, refetchCart }: CheckoutBodyProps) {
  const { form, locked, hasMiele, setRules, billingWhenDifferent } = checkout;
  const delivery = useDeliveryAvailability({
    cart,
    opts: view.opts,
    onDepositReset: () => form.setValue('partialPayment', form.getValues('depositEnabled') ? '0' : ''),
  });
  const values = useWatch({ control: form.control });
  const cashAndCarry = values.cashAndCarry === true;
  const totalCents = checkoutTotalCents({
    cartTotal: cart.orderTotal,
    shippingCost: cashAndCarry ? 0 : delivery.shippingCost,
    supplierPrices: delivery.supplierLines.map((line) => line.price),
    servicePrices: delivery.chosenServices.map((service) => service.price),
  });
  const percentage = depositPercentage(view.partialPaymentPercentage);
  setRules({ hasMiele, totalCents, depositPercentage: percentage, storageFeeRequired: delivery.storageFeeRequired && !cashAndCarry });

  const leave = useLeaveWarning(brand.app === 'wa');
  const submit = useCheckoutSubmit({ supportPhone: brand.customerSupportNumber.phone, onLeaving: leave.allowLeaving });
  const preparePayment = usePreparePayment(view);
  useCheckoutPreferences({ form, view, brand, selectedDate: delivery.selectedDate, onAddressRestored: delivery.addressChosen });
  const onCashAndCarry = useCashAndCarry(view.store);
  useContactChanges(brand, refetchCart);

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
  const onSubmit = form.handleSubmit(
    async () => {
      const blocked = blockerFor(true);
      if (blocked) return submit.block(blocked, { focus: true });
      const current = form.getValues();
      const payment = await preparePayment(current, totalCents);
      if ('error' in payment) return submit.block(payment.error, { focus: true });
      submit.send(submitBody({ values: current, cart, payment, screen: { width: window.screen.width, height: window.screen.height } }));
    },
    // The first invalid field takes the focus (react-hook-form); the message says why the order was not sent.
    () => submit.block(blockerFor(false) ?? '', { focus: false }),
  );

  return (
    <>
      <div className={styles.layout}>
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Checkout">
          <ContactSection locked={locked} fromStore={cashAndCarry} />
          <DeliveryAddressSection
            country={brand.country}
            hasMiele={hasMiele}
            showDeliveryInstructions={hasOption(view.opts, 'DeliveryInstructions')}
            lockedFields={cashAndCarry ? ['address', 'suburb', 'state', 'postcode'] : []}
            onLocalityChosen={delivery.addressChosen}
            onLocalityFailed={delivery.addressFailed}
          />
          <BillingSection
            country={brand.country}
            hasMiele={hasMiele}
            lockedFields={locked.billing}
            billingWhenDifferent={billingWhenDifferent}
          />
          <StaffSection view={view} onCashAndCarry={onCashAndCarry} />
          {cashAndCarry ? (
            <p className={styles.notice}>The customer takes the order from {view.store?.name} today: no delivery date is needed.</p>
          ) : (
            <DeliverySection delivery={delivery} opts={view.opts} />
          )}
          <DepositArea totalCents={totalCents} percentage={percentage} />
          <CouponSection cart={cart} />
          <PaymentSection view={view} cart={cart} hasMiele={hasMiele} totalCents={totalCents} />
          <div className={styles.submitRow}>
            {submit.failure ? (
              <p ref={submit.messageRef} tabIndex={-1} role="alert" className={styles.alert}>
                {submit.failure}
              </p>
            ) : null}
            <Button type="submit" size="large" aria-disabled={submit.pending || cart.errors.length > 0 || undefined}>
              {submit.pending ? 'Placing your order…' : 'Place Order'}
            </Button>
          </div>
        </form>
        <OrderSummary cart={cart} delivery={delivery} cashAndCarry={cashAndCarry} totalCents={totalCents} />
      </div>
      <LeaveDialog blocker={leave.blocker} />
    </>
  );
}

function DepositArea({ totalCents, percentage }: { totalCents: number; percentage: number }) {
  const withCard = useDepositOnlyWithCard();
  return withCard ? <DepositSection totalCents={totalCents} percentage={percentage} /> : null;
}
