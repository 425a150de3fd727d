import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Cart } from '../../../../contracts/cart';
import type { Availability } from '../../../../contracts/checkout';
import { CHECKOUT_MESSAGES } from '../../../../domain/checkout-fields';
import { deliveryToday, settleAvailability, tripleToDay, type SettledDelivery } from '../../../../domain/delivery-calendar';
import { storageAcknowledgementRequired } from '../../../../domain/storage-fee';
import { useRootData } from '../../../shared/root-data';
import type { ChosenLocality } from '../address/address-fields';
import { availabilityBody, requestAvailability, type CheckoutFormSnapshot } from './availability-request';
import type { DeliveryState } from './delivery-state';
import { readSavedAvailability, saveAvailability } from './saved-availability';
import { useDeliveryFormSync } from './use-delivery-form-sync';

export interface DeliveryAvailabilityOptions {
  /** The shopper's cart (its id, products for the storage fee, `hasProformaDelivery`). */
  cart: Cart | null;
  /** The checkout view's option flags. */
  opts: number;
  /** Section 4's reset sets the deposit to 0: the page clears its partial payment here. */
  onDepositReset?(): void;
}

const EMPTY: SettledDelivery = { days: [], selected: null, unavailable: false, firstAvailable: null, provisional: null };

/**
 * Owns the delivery availability of checkout (document 2 sections 3 and 4); see DeliverySection's
 * comment for how the page wires it. Must be called inside the page's FormProvider.
 */
export function useDeliveryAvailability({ cart, opts, onDepositReset }: DeliveryAvailabilityOptions): DeliveryState {
  const { getValues } = useFormContext<CheckoutFormSnapshot>();
  const timeZone = useRootData()?.brand.timeZone ?? 'Australia/Sydney';
  const today = deliveryToday(timeZone);
  const saved = useMemo(() => (cart ? readSavedAvailability(cart.cartId) : null), [cart?.cartId]);
  const [loading, setLoading] = useState(false);
  const [availability, setAvailability] = useState<Availability | null>(null);
  const [settled, setSettled] = useState<SettledDelivery>(EMPTY);
  const [selectedDate, setSelectedDate] = useState<string | null>(saved?.selectedDate ?? null);
  const [error, setError] = useState<string | null>(null);
  const [uniqueRequirements, setUniqueRequirements] = useState(saved?.uniqueRequirements ?? false);
  const [override, setOverride] = useState(saved?.override ?? false);
  const [services, setServices] = useState<readonly string[]>(saved?.deliveryServices ?? []);
  const latest = useRef({ cart, selectedDate, uniqueRequirements, override, services, today, onDepositReset });
  latest.current = { cart, selectedDate, uniqueRequirements, override, services, today, onDepositReset };
  const request = useRef<AbortController | null>(null);
  /** The locality ('{postcode}_{suburb}') the calendar shows or is fetching dates for. */
  const fetchedFor = useRef('');

  /** Section 4's reset, then the lookup; a newer lookup overrides an older one. */
  const fetchAvailability = useCallback(async () => {
    const { cart: current, selectedDate: earlier, onDepositReset: resetDeposit } = latest.current;
    if (!current) return;
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setLoading(true);
    setError(null);
    setAvailability(null);
    setSettled(EMPTY);
    setSelectedDate(null);
    resetDeposit?.();
    const values = getValues();
    fetchedFor.current = `${values.deliveryAddress?.postcode ?? ''}_${values.deliveryAddress?.suburb ?? ''}`;
    const body = availabilityBody(values, {
      cart: current,
      uniqueRequirements: latest.current.uniqueRequirements,
      override: latest.current.override,
      services: latest.current.services,
    });
    const answer = await requestAvailability(body, controller.signal);
    if (controller.signal.aborted) return;
    setLoading(false);
    if (!answer.ok || !answer.data) {
      setError(answer.ok ? CHECKOUT_MESSAGES.locationSelectError : (answer.data?.errors?.[0] ?? CHECKOUT_MESSAGES.locationSelectError));
      setSettled({ ...EMPTY, unavailable: true });
      return;
    }
    const next = settleAvailability(answer.data, { today: latest.current.today, earlier });
    setAvailability(answer.data);
    setSettled(next);
    setSelectedDate(next.selected);
    setServices((chosen) =>
      chosen.filter((sku) => answer.data?.deliveryServices.some((service) => service.sku === sku && !service.hidden)),
    );
  }, [getValues]);

  // Whatever puts a locality in the delivery address (a chosen suburb, restored preferences, a
  // customer's address, cash and carry) gets its dates; a cleared suburb clears them.
  const [suburb, postcode] = useWatch<CheckoutFormSnapshot>({ name: ['deliveryAddress.suburb', 'deliveryAddress.postcode'] }) as (
    string | null | undefined
  )[];
  const localityKey = suburb && postcode ? `${postcode}_${suburb}` : '';
  useEffect(() => {
    if (!cart) return;
    if (localityKey && localityKey !== fetchedFor.current) void fetchAvailability();
    if (!localityKey && fetchedFor.current) {
      fetchedFor.current = '';
      request.current?.abort();
      setLoading(false);
      setAvailability(null);
      setSettled(EMPTY);
      setSelectedDate(null);
    }
  }, [cart?.cartId, localityKey, fetchAvailability]);
  useEffect(() => () => request.current?.abort(), []);

  const selectedDay = settled.days.find((day) => day.date === selectedDate) ?? null;
  const shippingCost = selectedDay?.price ?? null;
  const chosenServices = (availability?.deliveryServices ?? []).filter((service) => services.includes(service.sku));
  const supplierLines = Object.entries(availability?.supplierAvailability ?? {}).flatMap(([supplier, entry]) => {
    const first = entry.dates[0];
    return first && !override ? [{ supplier, date: tripleToDay(first.date), price: first.price }] : [];
  });
  const storageFeeRequired = storageAcknowledgementRequired({
    opts,
    items: (cart?.products ?? []).map((product) => ({ priceCents: Math.round(product.price * 100), isProforma: product.isProforma })),
    selectedDate: uniqueRequirements ? null : selectedDate,
    firstAvailableDate: settled.firstAvailable,
  });

  const state: DeliveryState = {
    loading,
    availability,
    days: settled.days,
    unavailable: settled.unavailable,
    error,
    selectedDate,
    shippingCost,
    selectedIsToday: selectedDate === today,
    firstAvailableDate: settled.firstAvailable,
    provisionalDate: settled.provisional,
    proforma: cart?.hasProformaDelivery ?? false,
    storageFeeRequired,
    uniqueRequirements,
    override,
    chosenServices,
    supplierLines,
    today,
    selectDate: (day) => {
      if (settled.days.some((known) => known.date === day && known.available)) setSelectedDate(day);
    },
    setUniqueRequirements,
    setOverride,
    toggleService: (sku, checked) => setServices((chosen) => (checked ? [...new Set([...chosen, sku])] : chosen.filter((s) => s !== sku))),
    addressChosen: (_locality: ChosenLocality) => void fetchAvailability(),
    addressFailed: (message) => {
      request.current?.abort();
      onDepositReset?.();
      setLoading(false);
      setAvailability(null);
      setSettled({ ...EMPTY, unavailable: true });
      setSelectedDate(null);
      setError(message);
    },
  };

  useDeliveryFormSync(state);
  useEffect(() => {
    if (!cart || loading || !availability) return;
    saveAvailability({
      cartId: cart.cartId,
      selectedDate,
      shippingCost,
      uniqueRequirements,
      override,
      deliveryServices: [...services],
      installationContact: Boolean(getValues().requestedInstallationContact),
    });
  }, [cart, loading, availability, selectedDate, shippingCost, uniqueRequirements, override, services, getValues]);

  return state;
}
