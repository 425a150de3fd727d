import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import type { CheckoutView } from '../../../contracts/checkout';
import { hasOption } from '../../../domain/checkout-options';
import { CheckField } from '../../ui/form/check-field';
import { SelectField } from '../../ui/form/select-field';
import type { CheckoutFormValues } from './checkout-form-schema';
import styles from './checkout.module.css';

/** The salespeople a store offers: those of its subdivision (document 2 section 6). */
export function salesPeopleOf(view: CheckoutView, subdivision: string) {
  return view.salesPeople.filter((person) => person.subdivision === subdivision);
}

interface StaffSectionProps {
  view: CheckoutView;
  onCashAndCarry(checked: boolean): void;
}

/**
 * Section 4, for staff: the store and its salesperson (option SetSalesperson), and cash and carry
 * (option CashAndCarry, with the staff member's store): the order is taken away from the store today.
 */
export function StaffSection({ view, onCashAndCarry }: StaffSectionProps) {
  const id = useId();
  const { control, watch, setValue } = useFormContext<CheckoutFormValues>();
  const subdivision = watch('subdivision');
  const setsSalesperson = hasOption(view.opts, 'SetSalesperson');
  const cashAndCarry = hasOption(view.opts, 'CashAndCarry') && view.store !== null;
  if (!setsSalesperson && !cashAndCarry) return null;
  const people = salesPeopleOf(view, subdivision);
  const field = { className: styles.field, errorClassName: styles.fieldError };
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        Store and salesperson
      </h2>
      {setsSalesperson ? (
        <div className={styles.fieldRow}>
          <SelectField
            control={control}
            name="subdivision"
            label="Store"
            options={[
              { value: '', label: 'Choose a store' },
              ...view.stores.map((store) => ({ value: store.subdivision, label: store.name })),
            ]}
            onChangeCapture={() => setValue('salespersonCode', '')}
            {...field}
          />
          <SelectField
            control={control}
            name="salespersonCode"
            label="Salesperson"
            disabled={people.length === 0}
            options={[
              { value: '', label: 'Choose a salesperson' },
              ...people.map((person) => ({ value: person.code, label: person.name })),
            ]}
            {...field}
          />
        </div>
      ) : null}
      {cashAndCarry ? (
        <CheckField
          control={control}
          name="cashAndCarry"
          label={`Cash and carry: the customer takes the order from ${view.store?.name} today`}
          className={styles.check}
          onChecked={onCashAndCarry}
        />
      ) : null}
    </section>
  );
}
