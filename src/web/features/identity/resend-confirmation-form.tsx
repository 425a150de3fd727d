import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
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

/** Asks for a new confirmation link (document 3 section 7, resendconfirmemail); the answer is always the same. */
export function ResendConfirmationForm({ clientId }: { clientId: string }) {
  return (
    <WidgetQueryProvider>
      <Resend clientId={clientId} />
    </WidgetQueryProvider>
  );
}

function Resend({ clientId }: { clientId: string }) {
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const { control, handleSubmit } = useForm<Fields>({
    resolver: zodResolver(forgotPasswordFormSchema),
    mode: 'all',
    defaultValues: { email: '' },
  });
  const resend = useApiMutation({
    call: (fields: Fields) => browserApi.post('/api/account/resendconfirmemail', { body: { email: fields.email, clientId } }),
    onSuccess: () => setMessage({ text: IDENTITY_MESSAGES.confirmationResent, error: false }),
    onError: (error) => setMessage({ text: identityErrorText(error), error: true }),
  });
  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit((fields) => resend.submit(fields))}>
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
      <Button type="submit" colour="secondary" size="large" className={styles.submit} aria-disabled={resend.isPending || undefined}>
        {resend.isPending ? 'Sending…' : 'Send a New Link'}
      </Button>
      <div aria-live="polite">{message ? <p className={message.error ? styles.formError : styles.success}>{message.text}</p> : null}</div>
    </form>
  );
}
