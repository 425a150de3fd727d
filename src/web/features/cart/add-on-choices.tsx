import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { AddOnOption } from '../../../contracts/cart';
import { dollarsToCents } from '../../../domain/money';
import { formatPrice } from '../../../domain/price-display';
import { browserApi } from '../../client/browser-api';
import { ApiCallError } from '../../client/use-api-mutation';
import { WidgetQueryProvider } from '../../client/widget-query';
import { useMoneyFormat } from '../../shared/money';
import { chooseForProduct, useBuyChoice } from './choice-store';
import styles from './add-on-choices.module.css';

const QUANTITIES = Array.from({ length: 10 }, (_, i) => i + 1);

export function AddOnChoices({ productCode }: { productCode: string }) {
  return (
    <WidgetQueryProvider>
      <Choices productCode={productCode} />
    </WidgetQueryProvider>
  );
}

function Choices({ productCode }: { productCode: string }) {
  const quantityId = useId();
  const choice = useBuyChoice(productCode);
  const options = useQuery({
    queryKey: ['cart-product', productCode],
    queryFn: async () => {
      const result = await browserApi.get('/api/cart/product/{productCode}', { params: { productCode } });
      if (!result.ok || !result.data) throw new ApiCallError(result.status, result.ok ? null : result.data);
      return result.data;
    },
  });
  return (
    <div className={styles.choices}>
      <div className={styles.quantity}>
        <label htmlFor={quantityId}>Quantity</label>
        <select id={quantityId} value={choice.qty} onChange={(event) => chooseForProduct(productCode, { qty: Number(event.target.value) })}>
          {QUANTITIES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      {options.data && options.data.installOptions.length > 0 ? (
        <OptionGroup
          legend="Installation"
          none="No installation"
          options={options.data.installOptions}
          chosen={choice.installId}
          onChoose={(installId) => chooseForProduct(productCode, { installId })}
        />
      ) : null}
      {options.data && options.data.warrantyOptions.length > 0 ? (
        <OptionGroup
          legend="Extended warranty"
          none="No extended warranty"
          options={options.data.warrantyOptions}
          chosen={choice.warrantyId}
          onChoose={(warrantyId) => chooseForProduct(productCode, { warrantyId })}
        />
      ) : null}
    </div>
  );
}

interface OptionGroupProps {
  legend: string;
  none: string;
  options: AddOnOption[];
  chosen: number | null;
  onChoose(id: number | null): void;
}

function OptionGroup({ legend, none, options, chosen, onChoose }: OptionGroupProps) {
  const money = useMoneyFormat();
  const name = useId();
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      <label className={styles.option}>
        <input type="radio" name={name} checked={chosen === null} onChange={() => onChoose(null)} />
        {none}
      </label>
      {options.map((option) => (
        <label key={option.id} className={styles.option}>
          <input type="radio" name={name} checked={chosen === option.id} onChange={() => onChoose(option.id)} />
          {option.name} (+{formatPrice(dollarsToCents(option.price), money)})
        </label>
      ))}
    </fieldset>
  );
}
