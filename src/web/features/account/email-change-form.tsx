import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { AccountInfo } from '../../../contracts/account';
import { emailSchema } from '../../../contracts/identity';
import { browserApi } from '../../client/browser-api';
import { useApiMutation } from '../../client/use-api-mutation';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/form/text-field';
import { accountKeys, failureText } from './account-queries';
import styles from './account.module.css';
import { EMAIL_MAX_LENGTH } from '../../../domain/newsletter-fields';

const emailChangeSchema = z.object({
  email: emailSchema,
  currentPassword: z.string().min(1, 'Please enter your current password.'),
});
type EmailChangeFields = z.input<typeof emailChangeSchema>;
type EmailChange = z.output<typeof emailChangeSchema>;

/**
 * A new e-mail goes through the identity service's updateprofile, which asks for the current
 * password, signs out the account's other sessions and tells the old address.
 */
export function EmailChangeForm({ account, clientId }: { account: AccountInfo; clientId: string }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState('');
  const { control, handleSubmit, reset } = useForm<EmailChangeFields, unknown, EmailChange>({
    resolver: zodResolver(emailChangeSchema),
    mode: 'all',
    defaultValues: { email: '', currentPassword: '' },
  });
  const change = useApiMutation({
    call: ({ email, currentPassword }: EmailChange) =>
      browserApi.post('/api/account/updateprofile', { body: { userId: account.id, clientId, email, emailChanged: true, currentPassword } }),
    invalidates: [accountKeys.info],
    onSuccess: (_answer, { email }) => {
      reset();
      setOpen(false);
      setDone(`Your e-mail address is now ${email}.`);
    },
  });

  if (!open) {
    return (
      <div className={styles.actions}>
        <Button type="button" colour="secondary" size="small" onClick={() => setOpen(true)}>
          Change email
        </Button>
        <p role="status" className={styles.success}>
          {done}
        </p>
      </div>
    );
  }
  const field = { className: styles.field, errorClassName: styles.fieldError };
  return (
    <form noValidate onSubmit={handleSubmit((fields) => change.submit(fields))} className={styles.form} aria-label="Change email">
      <TextField
        control={control}
        name="email"
        label="New email"
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        {...field}
      />
      <TextField
        control={control}
        name="currentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
        {...field}
      />
      <div className={styles.actions}>
        <Button type="submit" colour="primary" size="small" aria-disabled={change.isPending || undefined}>
          {change.isPending ? 'Saving…' : 'Save email'}
        </Button>
        <Button type="button" colour="tertiary" size="small" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
      {change.error ? (
        <p role="alert" className={styles.formError}>
          {failureText(change.error)}
        </p>
      ) : null}
    </form>
  );
}
