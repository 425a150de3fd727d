import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { IDENTITY_MESSAGES } from '../../../domain/identity-messages';
import { browserApi } from '../../client/browser-api';
import { useApiMutation } from '../../client/use-api-mutation';
import { WidgetQueryProvider } from '../../client/widget-query';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/form/text-field';
import { identityErrorText } from './identity-errors';
import { forgotPasswordFormSchema } from './identity-form-schemas';
import styles from './identity-form.module.css';
import { EMAIL_MAX_LENGTH } from '../../../domain/newsletter-fields';

type Fields = z.input<typeof forgotPasswordFormSchema>;

/**
 * Asks for a reset link. The answer is the same neutral sentence whether or not the e-mail has an
 * account (the service never says), so the page shows that sentence and nothing else.
 */
export function ForgotPasswordForm({ clientId }: { clientId: string }) {
  return (
    <WidgetQueryProvider>
      <ForgotPassword clientId={clientId} />
    </WidgetQueryProvider>
  );
}

function ForgotPassword({ clientId }: { clientId: string }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const { control, handleSubmit } = useForm<Fields>({
    resolver: zodResolver(forgotPasswordFormSchema),
    mode: 'all',
    defaultValues: { email: '' },
  });
  const request = useApiMutation({
    call: (fields: Fields) => browserApi.post('/api/account/forgotpassword', { body: { email: fields.email, clientId } }),
    onSuccess: () => setDone(true),
    onError: (error) => setServerError(identityErrorText(error)),
  });
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  if (done) {
    // The service's own text would be the same; ours is fixed so it can never vary with the account.
    return (
      <p ref={doneRef} tabIndex={-1} className={styles.success} role="status">
        {IDENTITY_MESSAGES.resetRequested}
      </p>
    );
  }
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit((fields) => {
        setServerError(null);
        request.submit(fields);
      })}
    >
      {serverError ? (
        <p className={styles.formError} role="alert">
          {serverError}
        </p>
      ) : null}
      <TextField
        control={control}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        spellCheck={false}
        className={styles.field}
        errorClassName={styles.fieldError}
      />
      <Button type="submit" colour="primary" size="large" className={styles.submit} aria-disabled={request.isPending || undefined}>
        {request.isPending ? 'Sending…' : 'Send Reset Link'}
      </Button>
    </form>
  );
}
