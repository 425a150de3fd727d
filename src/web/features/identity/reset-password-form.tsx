import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '../../ui/link';
import type { z } from 'zod';
import { IDENTITY_MESSAGES } from '../../../domain/identity-messages';
import { browserApi } from '../../client/browser-api';
import { useApiMutation } from '../../client/use-api-mutation';
import { WidgetQueryProvider } from '../../client/widget-query';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/form/text-field';
import { identityErrorText } from './identity-errors';
import { PASSWORD_HINT, resetPasswordFormSchema } from './identity-form-schemas';
import styles from './identity-form.module.css';

type Fields = z.input<typeof resetPasswordFormSchema>;

/** Sets a new password with the link's token; afterwards the shopper logs in with it. */
export function ResetPasswordForm({ token }: { token: string }) {
  return (
    <WidgetQueryProvider>
      <ResetPassword token={token} />
    </WidgetQueryProvider>
  );
}

function ResetPassword({ token }: { token: string }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const { control, handleSubmit } = useForm<Fields>({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'all',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const reset = useApiMutation({
    call: (fields: Fields) => browserApi.post('/api/account/resetpassword', { body: { token, password: fields.password } }),
    onSuccess: (answer) => setDone(answer?.message ?? IDENTITY_MESSAGES.passwordReset),
    // A refused token comes back as a 400 with the service's own text; without one it is the link's fault.
    onError: (error) =>
      setServerError(error.status === 400 && !error.data?.errors?.length ? IDENTITY_MESSAGES.invalidToken : identityErrorText(error)),
  });
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  if (done) {
    return (
      <div ref={doneRef} tabIndex={-1} className={styles.success} role="status">
        {done} <Link to="/account/login">Log in</Link>
      </div>
    );
  }
  const field = { control, className: styles.field, errorClassName: styles.fieldError, hintClassName: styles.hint };
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit((fields) => {
        setServerError(null);
        reset.submit(fields);
      })}
    >
      {serverError ? (
        <p className={styles.formError} role="alert">
          {serverError} <Link to="/account/forgot-password">Ask for a new link</Link>
        </p>
      ) : null}
      <TextField {...field} name="password" label="New password" type="password" autoComplete="new-password" hint={PASSWORD_HINT} />
      <TextField {...field} name="confirmPassword" label="Confirm new password" type="password" autoComplete="new-password" />
      <Button type="submit" colour="primary" size="large" className={styles.submit} aria-disabled={reset.isPending || undefined}>
        {reset.isPending ? 'Saving…' : 'Reset Password'}
      </Button>
    </form>
  );
}
