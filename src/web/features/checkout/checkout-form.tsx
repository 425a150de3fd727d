import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, type ReactNode } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import type { Cart } from '../../../contracts/cart';
import type { CheckoutView } from '../../../contracts/checkout';
import type { PaymentConfiguration } from '../../../contracts/payments';
import type { BrandConfig } from '../../../domain/brands';
import { hasOption } from '../../../domain/checkout-options';
import { depositPercentage } from '../../../domain/deposit';
import { Button } from '../../ui/button';
import { CART_QUERY_KEY, fetchCart } from '../cart/cart-queries';
import { analyticsCartOf, useCheckoutAnalytics } from './analytics/use-checkout-analytics';
import { BillingSection, DeliveryAddressSection } from './address-sections';
import { ContactSection } from './contact-section';
import { CouponSection } from './coupon-section';
import { DeliverySection } from './delivery/delivery-section';
import { useDeliveryAvailability } from './delivery/use-delivery-availability';
import { DepositSection, useDepositOnlyWithCard } from './deposit-section';
import { LeaveDialog, useLeaveWarning } from './leave-warning';
import { OrderSummary } from './order-summary';
import { PaymentSection } from './payment-section';
import { ZipWaitingDialog } from './payment/zip-waiting-dialog';
import { StaffSection } from './staff-section';
import { summaryCharges } from './summary-charges';
import { useCashAndCarry } from './use-cash-and-carry';
import { useCheckoutForm, useCheckoutPreferences } from './use-checkout-form';
import { useCheckoutSubmit } from './use-checkout-submit';
import { useContactChanges } from './use-contact-changes';
import { usePlaceOrder } from './use-place-order';
import styles from './checkout.module.css';

interface CheckoutFormProps {
  view: CheckoutView;
  cart: Cart;
  brand: BrandConfig;
  paymentConfiguration: PaymentConfiguration | null;
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

function CheckoutBody({ view, brand, cart, paymentConfiguration, checkout, refetchCart }: CheckoutBodyProps) {
  const { form, locked, hasMiele, setRules, billingWhenDifferent } = checkout;
  const analytics = useCheckoutAnalytics(analyticsCartOf(cart, brand));
  const delivery = useDeliveryAvailability({
    cart,
    opts: view.opts,
    onDepositReset: () => form.setValue('partialPayment', form.getValues('depositEnabled') ? '0' : ''),
  });
  const cashAndCarry = useWatch({ control: form.control, name: 'cashAndCarry' });
  const charges = summaryCharges({ cart, delivery, cashAndCarry, opts: view.opts });
  const { totalCents } = charges;
  const percentage = depositPercentage(view.partialPaymentPercentage);
  setRules({ hasMiele, totalCents, depositPercentage: percentage, delivery, mieleWarningRequired: hasMiele });

  const leave = useLeaveWarning(brand.app === 'wa');
  const submit = useCheckoutSubmit({
    supportPhone: brand.customerSupportNumber.phone,
    onLeaving: leave.allowLeaving,
    onFailed: (failure, body) =>
      analytics.submitFailed({
        errors: [failure.message],
        paymentOption: body.selectedPaymentOption ?? 'Default',
        refusalReason: failure.status === 401 ? (failure.errors[0] ?? null) : null,
        errorCode: failure.status,
      }),
  });
  useCheckoutPreferences({ form, view, brand, selectedDate: delivery.selectedDate });
  useContactChanges(brand, refetchCart);
  const onCashAndCarry = useCashAndCarry(view.store);
  const onSubmit = usePlaceOrder({ form, view, cart, brand, totalCents, submit, analytics });
  const { clearFailure } = submit;
  useEffect(() => {
    const subscription = form.watch((_values, { type }) => type === 'change' && clearFailure());
    return () => subscription.unsubscribe();
  }, [form, clearFailure]);

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
            onLocalityChosen={(locality) => {
              delivery.addressChosen(locality);
              analytics.localityLookedUp(`${locality.postcode} ${locality.suburb}${locality.state ? `, ${locality.state}` : ''}`);
            }}
            onLocalityFailed={delivery.addressFailed}
          />
          <BillingSection
            country={brand.country}
            hasMiele={hasMiele}
            lockedFields={locked.billing}
            billingWhenDifferent={billingWhenDifferent}
          />
          <StaffSection view={view} onCashAndCarry={onCashAndCarry} />
          <TitledSection title={cashAndCarry ? 'Collection' : 'Delivery'}>
            {cashAndCarry ? (
              <p className={styles.notice}>The customer takes the order from {view.store?.name} today: no delivery date is needed.</p>
            ) : (
              <DeliverySection delivery={delivery} opts={view.opts} />
            )}
          </TitledSection>
          <DepositArea totalCents={totalCents} percentage={percentage} />
          <CouponSection cart={cart} />
          <PaymentSection opts={view.opts} hasMiele={hasMiele} totalCents={totalCents} brand={brand} configuration={paymentConfiguration} />
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
        <OrderSummary cart={cart} cashAndCarry={cashAndCarry} charges={charges} />
      </div>
      <LeaveDialog blocker={leave.blocker} />
      <ZipWaitingDialog open={submit.waitingForZip} />
    </>
  );
}

function TitledSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function DepositArea({ totalCents, percentage }: { totalCents: number; percentage: number }) {
  const withCard = useDepositOnlyWithCard();
  return withCard ? <DepositSection totalCents={totalCents} percentage={percentage} /> : null;
}
