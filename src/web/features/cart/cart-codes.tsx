import { useId, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import type { Cart } from '../../../contracts/cart';
import { APPLY_CODE_FALLBACK_ERROR, CODE_MAX_LENGTH, DELETE_CODE_FALLBACK_ERROR, codeEntryError } from '../../../domain/cart-codes';
import { dollarsToCents } from '../../../domain/money';
import { formatPrice } from '../../../domain/price-display';
import { browserApi } from '../../client/browser-api';
import { useMoneyFormat } from '../../shared/money';
import { Button } from '../../ui/button';
import { failureText, useCartWrite } from './cart-queries';
import styles from './cart-slide-out.module.css';

/**
 * The gift card or coupon code field (document 2): empty gives 'Coupon value cannot be empty.', at
 * most 40 characters; typing clears the error; Enter applies; the server's reason is shown when a
 * code does not apply. Applied codes are listed with Remove.
 * Inside another form (checkout) it is a group instead of a form of its own, since forms do not
 * nest: Enter in the field and the Apply button apply the code without submitting the outer form.
 */
export function CartCodes({ cart, insideForm = false }: { cart: Cart; insideForm?: boolean }) {
  const money = useMoneyFormat();
  const inputId = useId();
  const errorId = useId();
  const [code, setCode] = useState('');
  const [entryError, setEntryError] = useState<string | null>(null);
  const apply = useCartWrite(
    (value: string, idempotencyKey) =>
      browserApi.post('/api/cart/coupon/', { body: { code: value, userEmail: cart.email }, idempotencyKey }),
    () => setCode(''),
  );
  const remove = useCartWrite((id: string, idempotencyKey) =>
    browserApi.delete('/api/cart/coupon/{id}', { params: { id }, idempotencyKey }),
  );

  function submit(event: FormEvent | KeyboardEvent) {
    event.preventDefault();
    const error = codeEntryError(code);
    setEntryError(error);
    if (error) return;
    apply.reset();
    apply.submit(code.trim());
  }
  const shownError = entryError ?? (apply.isError ? failureText(apply.error, APPLY_CODE_FALLBACK_ERROR) : null);

  return (
    <div className={styles.codes}>
      {cart.codes.length > 0 ? (
        <ul className={styles.applied} aria-label="Applied codes">
          {cart.codes.map((applied) => (
            <li key={applied.id}>
              <span>
                <strong>{applied.id}</strong> {applied.kind === 'gift-card' ? 'gift card' : 'coupon'}: −
                {formatPrice(dollarsToCents(applied.amount), money, '$0')}
              </span>
              <button
                type="button"
                className={styles.remove}
                disabled={remove.isPending}
                onClick={() => remove.submit(applied.id)}
                aria-label={`Remove code ${applied.id}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {remove.isError ? (
        <p role="alert" className={styles.error}>
          {failureText(remove.error, DELETE_CODE_FALLBACK_ERROR)}
        </p>
      ) : null}
      <CodeEntry insideForm={insideForm} onSubmit={submit} labelId={`${inputId}-label`}>
        <label htmlFor={inputId} id={`${inputId}-label`}>
          Gift card or coupon code
        </label>
        <div className={styles.codeRow}>
          <input
            id={inputId}
            name="code"
            value={code}
            maxLength={CODE_MAX_LENGTH}
            autoComplete="off"
            aria-invalid={shownError ? true : undefined}
            aria-describedby={shownError ? errorId : undefined}
            onChange={(event) => {
              setCode(event.target.value);
              setEntryError(null);
              apply.reset();
            }}
            onKeyDown={insideForm ? (event) => event.key === 'Enter' && submit(event) : undefined}
          />
          <Button
            type={insideForm ? 'button' : 'submit'}
            colour="secondary"
            size="small"
            disabled={apply.isPending}
            onClick={insideForm ? submit : undefined}
          >
            Apply
          </Button>
        </div>
        {shownError ? (
          <p id={errorId} role="alert" className={styles.error}>
            {shownError}
          </p>
        ) : null}
      </CodeEntry>
    </div>
  );
}

function CodeEntry(props: { insideForm: boolean; onSubmit(event: FormEvent): void; labelId: string; children: ReactNode }) {
  return props.insideForm ? (
    <div className={styles.codeForm} role="group" aria-labelledby={props.labelId}>
      {props.children}
    </div>
  ) : (
    <form className={styles.codeForm} onSubmit={props.onSubmit} noValidate>
      {props.children}
    </form>
  );
}
