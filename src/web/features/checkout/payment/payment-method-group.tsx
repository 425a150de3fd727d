import { useId, type ComponentType } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { PaymentOption } from '../../../../domain/checkout-options';
import { CardPanel } from './card-panel';
import type { PaymentFormValues } from './payment-fields';
import { offeredPaymentMethods } from './payment-methods';
import styles from './payment.module.css';

/**
 * The panel each built payment method shows when chosen. The next payment methods (PayPal, Afterpay,
 * Zip, Zip in store, CR account, cash on delivery, the staff-only method) join by adding their panel
 * here; `opts` then decides whether each is offered.
 */
const PANELS: Partial<Record<PaymentOption, ComponentType>> = { Default: CardPanel };
const BUILT = new Set(Object.keys(PANELS) as PaymentOption[]);

interface PaymentMethodGroupProps {
  /** The checkout view's option flags. */
  opts: number;
  /** What the order costs; at zero no method and no card is asked for. */
  orderTotal: number;
}

/**
 * Section 9 of the checkout (document 2): the payment method radio group and the panel of the chosen
 * method only, so the other methods' fields are neither shown nor checked nor sent. When there is
 * nothing to pay, the group says so and asks for no card.
 *
 *   <FormProvider {...form}><PaymentMethodGroup opts={view.opts} orderTotal={cart.orderTotal} /></FormProvider>
 */
export function PaymentMethodGroup({ opts, orderTotal }: PaymentMethodGroupProps) {
  const id = useId();
  const { register, control } = useFormContext<PaymentFormValues>();
  const selected = useWatch({ control, name: 'selectedPaymentOption' });
  const methods = offeredPaymentMethods(opts, BUILT);
  const Panel = PANELS[selected];

  return (
    <fieldset className={styles.group} aria-describedby={orderTotal <= 0 ? `${id}-free` : undefined}>
      <legend className={styles.legend}>Payment method</legend>
      {orderTotal <= 0 ? (
        <p id={`${id}-free`} className={styles.notice}>
          There is nothing to pay for this order, so no card details are needed.
        </p>
      ) : (
        <>
          <div className={styles.options}>
            {methods.map((method) => (
              <label key={method.option} className={styles.option} data-selected={method.option === selected || undefined}>
                <input type="radio" value={method.option} {...register('selectedPaymentOption')} />
                <span>{method.label}</span>
              </label>
            ))}
          </div>
          {Panel ? <Panel /> : null}
        </>
      )}
    </fieldset>
  );
}
