import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { Cart } from '../../../contracts/cart';
import type { CheckoutView } from '../../../contracts/checkout';
import type { BrandConfig } from '../../../domain/brands';
import { cartHasMiele } from '../../../domain/checkout-address';
import { depositPercentage } from '../../../domain/deposit';
import { checkoutFormSchema, type CheckoutFormRules, type CheckoutFormValues } from './checkout-form-schema';
import { billingFrom, customerBilling, initialCheckoutValues, lockedFields, preferencesOf, withPreferences } from './checkout-defaults';
import { loadCheckoutPreferences, saveCheckoutPreferences } from './checkout-preferences-store';

const SAVE_DELAY_MS = 400;

/**
 * The checkout's react-hook-form: first values from the checkout view (the same on the server and
 * in the browser), then, once in the browser, the saved preferences laid over them; every later
 * change is saved again. The schema is rebuilt from the moment's rules on each check (billing same
 * as delivery, the deposit's total, the storage fee).
 */
export function useCheckoutForm(input: { view: CheckoutView | null; cart: Cart; brand: BrandConfig }) {
  const { view, cart, brand } = input;
  const country = brand.country;
  const locked = lockedFields(view, country);
  const rules = useRef<CheckoutFormRules>({
    country,
    hasMiele: false,
    sameAsShipping: true,
    depositEnabled: false,
    totalCents: 0,
    depositPercentage: depositPercentage(view?.partialPaymentPercentage),
    money: brand,
    delivery: { storageFeeRequired: false, uniqueRequirements: false },
    mieleWarningRequired: false,
  });
  const resolver: Resolver<CheckoutFormValues> = (values, context, options) =>
    zodResolver(checkoutFormSchema({ ...rules.current, sameAsShipping: values.sameAsShipping, depositEnabled: values.depositEnabled }))(
      values as never,
      context,
      options as never,
    ) as never;
  const form = useForm<CheckoutFormValues>({ defaultValues: initialCheckoutValues(view, country), resolver, mode: 'onTouched' });

  return {
    form,
    locked,
    hasMiele: cartHasMiele(cart.products.map((product) => product.brand)),
    /** Called on each render with what the rules depend on now. */
    setRules(next: Partial<CheckoutFormRules>) {
      rules.current = { ...rules.current, ...next };
    },
    /** The billing address offered when same-as-shipping is turned off: the customer's, else the saved one, else empty. */
    billingWhenDifferent: () => customerBilling(view, country) ?? billingFrom(loadCheckoutPreferences().billingAddress, country),
  };
}

/** Restores the saved preferences once, then saves every change (never the store's values of cash and carry). */
export function useCheckoutPreferences(input: {
  form: ReturnType<typeof useCheckoutForm>['form'];
  view: CheckoutView | null;
  brand: BrandConfig;
  selectedDate: string | null;
}) {
  const { form, view, brand } = input;
  const selectedDate = useRef(input.selectedDate);
  selectedDate.current = input.selectedDate;

  useEffect(() => {
    const country = brand.country;
    const restored = withPreferences(
      form.getValues(),
      loadCheckoutPreferences(),
      lockedFields(view, country),
      country,
      customerBilling(view, country),
    );
    // The delivery section fetches the dates of a restored locality by itself.
    form.reset(restored, { keepDefaultValues: true });

    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      timer = undefined;
      saveCheckoutPreferences(preferencesOf(form.getValues(), selectedDate.current));
    };
    const subscription = form.watch((values) => {
      clearTimeout(timer);
      timer = values.cashAndCarry ? undefined : setTimeout(save, SAVE_DELAY_MS);
    });
    // Leaving for a payment provider's page (or a wallet's sheet) within the delay keeps the last changes.
    const saveNowIfPending = () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      save();
    };
    window.addEventListener('pagehide', saveNowIfPending);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('pagehide', saveNowIfPending);
      subscription.unsubscribe();
    };
    // Once per checkout: a later view (after a 400) keeps what the shopper typed.
  }, []);
}
