import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { profileUpdateSchema, type AccountInfo } from '../../../contracts/account';
import type { CountryCode } from '../../../domain/brands';
import { displayPhone, checkPhone } from '../../../domain/phone-number';
import { browserApi } from '../../client/browser-api';
import { useApiMutation } from '../../client/use-api-mutation';
import { Button } from '../../ui/button';
import { Heading } from '../../ui/heading';
import { TextField } from '../../ui/form/text-field';
import { accountKeys, failureText } from './account-queries';
import { EmailChangeForm } from './email-change-form';
import styles from './account.module.css';

/** The profile body with the flavour country's phone rules, checked before anything is sent. */
function profileFormSchema(country: CountryCode) {
  return profileUpdateSchema.superRefine((profile, context) => {
    if (profile.phone === '') return;
    const check = checkPhone(profile.phone, country);
    if (!check.ok) context.addIssue({ code: 'custom', path: ['phone'], message: check.error });
  });
}
type ProfileFields = z.input<ReturnType<typeof profileFormSchema>>;
type Profile = z.output<ReturnType<typeof profileFormSchema>>;

/**
 * Name and phone, saved with PATCH /api/account. The e-mail is shown here and changed in its own
 * form below, through the identity service's updateprofile.
 */
export function ProfileForm({ account, country, clientId }: { account: AccountInfo; country: CountryCode; clientId: string }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const { control, handleSubmit, reset } = useForm<ProfileFields, unknown, Profile>({
    resolver: zodResolver(profileFormSchema(country)),
    mode: 'all',
    defaultValues: {
      firstName: account.firstName,
      lastName: account.lastName,
      phone: account.phone ? displayPhone(account.phone, country) : '',
    },
  });
  const save = useApiMutation({
    call: (profile: Profile) => browserApi.patch('/api/account', { body: profile }),
    onSuccess: (answer) => {
      if (answer) {
        queryClient.setQueryData(accountKeys.info, answer);
        reset({ firstName: answer.firstName, lastName: answer.lastName, phone: answer.phone ? displayPhone(answer.phone, country) : '' });
      }
      setSaved(true);
    },
  });
  const submit = handleSubmit((profile) => {
    setSaved(false);
    save.submit(profile);
  });

  return (
    <section aria-labelledby={`${id}-heading`} className={styles.section}>
      <Heading level={2} look={3} id={`${id}-heading`}>
        Your details
      </Heading>
      <form noValidate onSubmit={submit} className={styles.form}>
        <div className={styles.fieldRow}>
          <TextField
            control={control}
            name="firstName"
            label="First name"
            autoComplete="given-name"
            maxLength={20}
            className={styles.field}
            errorClassName={styles.fieldError}
          />
          <TextField
            control={control}
            name="lastName"
            label="Last name"
            autoComplete="family-name"
            maxLength={29}
            className={styles.field}
            errorClassName={styles.fieldError}
          />
        </div>
        <TextField
          control={control}
          name="phone"
          label="Phone"
          type="tel"
          autoComplete="tel"
          maxLength={20}
          className={styles.field}
          errorClassName={styles.fieldError}
        />
        <div className={styles.actions}>
          <Button type="submit" colour="primary" size="medium" aria-disabled={save.isPending || undefined}>
            {save.isPending ? 'Saving…' : 'Save details'}
          </Button>
        </div>
        <p role="status" className={styles.success}>
          {saved && !save.isPending ? 'Successfully updated!' : ''}
        </p>
        {save.error ? (
          <p role="alert" className={styles.formError}>
            {failureText(save.error)}
          </p>
        ) : null}
      </form>
      <p className={styles.emailLine}>
        <span className={styles.label}>Email</span> {account.email}
      </p>
      <EmailChangeForm account={account} clientId={clientId} />
    </section>
  );
}
