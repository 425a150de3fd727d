import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { BrandConfig } from '../../../domain/brands';
import { isCheckoutEmail } from '../../../domain/checkout-fields';
import { checkPhone, formatPhone } from '../../../domain/phone-number';
import { browserApi } from '../../client/browser-api';
import { newIdempotencyKey } from '../../client/use-api-mutation';
import type { CheckoutFormValues } from './checkout-form-schema';

/** Document 2 section 9: change handlers wait 400 ms after the last keystroke. */
export const CHANGE_DEBOUNCE_MS = 400;

/** Runs `effect` with `value` once it has stayed the same for 400 ms and is longer than one character. */
function useSettledValue(value: string, effect: (value: string) => void) {
  const latest = useRef(effect);
  latest.current = effect;
  useEffect(() => {
    if (value.trim().length <= 1) return;
    const timer = setTimeout(() => latest.current(value), CHANGE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
}

/**
 * The contact's change handlers (document 2 section 4): a valid e-mail is kept with the cart
 * (POST /api/cart/email), so the cart's codes and the order know the guest; a valid phone number
 * is shown in the country's groups ("0412 345 678").
 */
export function useContactChanges(brand: BrandConfig, onCartChanged: () => void) {
  const { control, setValue, getFieldState } = useFormContext<CheckoutFormValues>();
  const [email, phone] = useWatch({ control, name: ['email', 'phoneNumber'] });
  const sentEmail = useRef<string | null>(null);

  useSettledValue(email, (value) => {
    const typed = value.trim();
    if (!isCheckoutEmail(typed) || sentEmail.current === typed) return;
    sentEmail.current = typed;
    void browserApi.post('/api/cart/email', { body: { email: typed }, idempotencyKey: newIdempotencyKey() }).then((result) => {
      if (result.ok) onCartChanged();
    });
  });

  useSettledValue(phone, (value) => {
    const check = checkPhone(value, brand.country);
    if (!check.ok) return;
    const shown = formatPhone(check.number, check.kind);
    if (shown !== value) setValue('phoneNumber', shown, { shouldValidate: getFieldState('phoneNumber').isTouched });
  });
}
