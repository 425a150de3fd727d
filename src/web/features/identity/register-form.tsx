import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { IdentityBrand } from './identity-brand';
import { IDENTITY_MESSAGES } from '../../../domain/identity-messages';
import { browserApi } from '../../client/browser-api';
import { useApiMutation } from '../../client/use-api-mutation';
import { WidgetQueryProvider } from '../../client/widget-query';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/form/text-field';
import { identityErrorText } from './identity-errors';
import { PASSWORD_HINT, registerFormSchema } from './identity-form-schemas';
import styles from './identity-form.module.css';
import { EMAIL_MAX_LENGTH } from '../../../domain/newsletter-fields';

type Schema = ReturnType<typeof registerFormSchema>;
type Fields = z.input<Schema>;
type Registration = z.output<Schema>;

/** Document 3 section 7: register with the flavour's client; the answer never says whether the e-mail had an account. */
export function RegisterForm({ brand }: { brand: IdentityBrand }) {
  return (
    <WidgetQueryProvider>
      <Registration brand={brand} />
    </WidgetQueryProvider>
  );
}

function Registration({ brand }: { brand: IdentityBrand }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const { control, handleSubmit } = useForm<Fields, unknown, Registration>({
    resolver: zodResolver(registerFormSchema(brand.country)),
    mode: 'all',
    shouldFocusError: true,
    defaultValues: { email: '', password: '', firstName: '', lastName: '', phone: '', ABN: '' },
  });
  const register = useApiMutation({
    call: (body: Registration) => browserApi.post('/api/account/register', { body: { ...body, clientId: brand.clientId } }),
    onSuccess: (answer) => setDone(answer?.message ?? IDENTITY_MESSAGES.registered),
    onError: (error) => setServerError(identityErrorText(error)),
  });

  // The confirmation replaces the form; focus moves to it so a screen reader hears it at once.
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  if (done) {
    return (
      <p ref={doneRef} tabIndex={-1} className={styles.success} role="status">
        {done}
      </p>
    );
  }
  const field = { control, className: styles.field, errorClassName: styles.fieldError, hintClassName: styles.hint };
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit((values) => {
        setServerError(null);
        register.submit(values);
      })}
    >
      {serverError ? (
        <p className={styles.formError} role="alert">
          {serverError}
        </p>
      ) : null}
      <TextField {...field} name="email" label="Email" type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} spellCheck={false} />
      <TextField {...field} name="password" label="Password" type="password" autoComplete="new-password" hint={PASSWORD_HINT} />
      <div className={styles.pair}>
        <TextField {...field} name="firstName" label="First name" autoComplete="given-name" maxLength={100} />
        <TextField {...field} name="lastName" label="Last name" autoComplete="family-name" maxLength={100} />
      </div>
      <TextField {...field} name="phone" label="Phone (optional)" type="tel" autoComplete="tel" maxLength={20} />
      <TextField
        {...field}
        name="ABN"
        label="ABN (optional)"
        inputMode="numeric"
        maxLength={20}
        hint="For trade accounts: your 11-digit Australian Business Number."
      />
      <Button type="submit" colour="primary" size="large" className={styles.submit} aria-disabled={register.isPending || undefined}>
        {register.isPending ? 'Creating your account…' : 'Create Account'}
      </Button>
    </form>
  );
}
