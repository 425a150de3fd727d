import { useEffect, useId, type ComponentType } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { PaymentOption } from '../../../../domain/checkout-options';
import { CardPanel } from './card-panel';
import { AfterpayPanel, HummPanel, KlarnaPanel, PayPalPanel, ZipPanel } from './instalment-panels';
import type { MethodPanelProps } from './method-panel-props';
import { CashOnDeliveryPanel, CRAccountPanel, StaffOtherPanel, WalletPanel, ZipInStorePanel } from './other-method-panels';
import type { PaymentFormValues } from './payment-fields';
import { offeredPaymentMethods } from './payment-methods';
import styles from './payment.module.css';

/** The panel each payment method shows when chosen; the one rule (payment-offer.ts) decides whether it is offered. */
const PANELS: Record<PaymentOption, ComponentType<MethodPanelProps>> = {
  Default: CardPanel,
  PayPal: PayPalPanel,
  AfterPay: AfterpayPanel,
  Zip: ZipPanel,
  ZipInStore: ZipInStorePanel,
  StaffOnlyOtherPaymentMethod: StaffOtherPanel,
  CRAccount: CRAccountPanel,
  COD: CashOnDeliveryPanel,
  Klarna: KlarnaPanel,
  Humm: HummPanel,
  ApplePay: (props) => <WalletPanel {...props} wallet="Apple Pay" />,
  GooglePay: (props) => <WalletPanel {...props} wallet="Google Pay" />,
};
const BUILT = new Set(Object.keys(PANELS) as PaymentOption[]);

interface PaymentMethodGroupProps extends MethodPanelProps {
  /** The checkout view's option flags. */
  opts: number;
}

/**
 * Section 9 of the checkout (document 2): the payment method radio group and the panel of the chosen
 * method only, so the other methods' fields are neither shown nor checked nor sent. A chosen method
 * that stops being offered (the total moved out of its range) falls back to the card. When there is
 * nothing to pay, the group says so and asks for no card.
 *
 *   <FormProvider {...form}><PaymentMethodGroup opts={view.opts} totalCents={…} configuration={…} money={brand} … /></FormProvider>
 */
export function PaymentMethodGroup({ opts, ...panel }: PaymentMethodGroupProps) {
  const id = useId();
  const { register, control, setValue } = useFormContext<PaymentFormValues>();
  const selected = useWatch({ control, name: 'selectedPaymentOption' });
  const methods = offeredPaymentMethods({ opts, configuration: panel.configuration, totalCents: panel.totalCents, built: BUILT });
  const selectedOffered = methods.some((method) => method.option === selected);
  useEffect(() => {
    if (!selectedOffered) setValue('selectedPaymentOption', 'Default');
  }, [selectedOffered, setValue]);
  const Panel = selectedOffered ? PANELS[selected] : null;
  const nothingToPay = panel.totalCents <= 0;

  return (
    <fieldset className={styles.group} aria-describedby={nothingToPay ? `${id}-free` : undefined}>
      <legend className={styles.legend}>Payment method</legend>
      {nothingToPay ? (
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
          {Panel ? <Panel {...panel} /> : null}
        </>
      )}
    </fieldset>
  );
}
