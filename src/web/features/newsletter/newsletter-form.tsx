import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { newsletterFieldsSchema } from '../../../contracts/customer-club';
import { INVALID_FORM_MESSAGE } from '../../../domain/control-errors';
import type { NewsletterField } from '../../../domain/newsletter-fields';
import { browserApi } from '../../client/browser-api';
import { useApiMutation } from '../../client/use-api-mutation';
import { WidgetQueryProvider } from '../../client/widget-query';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/form/text-field';
import { showMessage } from '../messages/message-store';
import styles from './newsletter-popup.module.css';

/** Shown when the service could not be reached at all (no answer, so no errtext). */
const UNREACHABLE_TEXT = 'We could not sign you up just now. Please check your connection and try again.';

const FIELDS: { name: NewsletterField; label: string; type: string; autoComplete: string; inputMode?: 'numeric' }[] = [
  { name: 'Name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'Email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'Postcode', label: 'Postcode', type: 'text', autoComplete: 'postal-code', inputMode: 'numeric' },
];

type Fields = z.input<typeof newsletterFieldsSchema>;
type SignUp = z.output<typeof newsletterFieldsSchema>;

interface NewsletterFormProps {
  /** After the server accepted the sign-up; receives the subscriber's name for the welcome. */
  onSubscribed(name: string): void;
}

/**
 * Name, Email and Postcode with the messages of document 1 section 5, checked with the API's own
 * schema. Sends through the customer-club form service as a Newsletter sign-up; a failure shows the
 * server's errtext as a global error message and leaves the form ready to try again. A second
 * submit while one is in flight is ignored.
 */
export function NewsletterForm(props: NewsletterFormProps) {
  return (
    <WidgetQueryProvider>
      <SignUpForm {...props} />
    </WidgetQueryProvider>
  );
}

function SignUpForm({ onSubscribed }: NewsletterFormProps) {
  const id = useId();
  const { control, handleSubmit, formState } = useForm<Fields, unknown, SignUp>({
    resolver: zodResolver(newsletterFieldsSchema),
    mode: 'all',
    defaultValues: { Name: '', Email: '', Postcode: '' },
  });
  const signUp = useApiMutation({
    call: (fields: SignUp, idempotencyKey) =>
      browserApi.post('/api/forms/customer-club', { body: { formType: 'Newsletter', fields }, idempotencyKey }),
    onSuccess: (_answer, fields) => onSubscribed(fields.Name),
    onError: (error) => showMessage({ type: 'error', text: error.data?.errtext || UNREACHABLE_TEXT }),
  });

  const formError = formState.isSubmitted && Object.keys(formState.errors).length > 0;
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit(signUp.submit)}
      aria-describedby={formError ? `${id}-form-error` : undefined}
    >
      {formError ? (
        <p id={`${id}-form-error`} className={styles.formError} role="alert">
          {INVALID_FORM_MESSAGE}
        </p>
      ) : null}
      <div className={styles.fields}>
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            control={control}
            name={field.name}
            label={field.label}
            type={field.type}
            autoComplete={field.autoComplete}
            inputMode={field.inputMode}
            maxLength={field.name === 'Postcode' ? 10 : 254}
            className={styles.field}
            errorClassName={styles.fieldError}
          />
        ))}
        <Button type="submit" colour="primary" size="medium" className={styles.submit} aria-disabled={signUp.isPending || undefined}>
          {signUp.isPending ? 'Sending…' : 'Keep me updated'}
        </Button>
      </div>
    </form>
  );
}
