import { useId, useRef, useState, type FormEvent } from 'react';
import type { CustomerClubError } from '../../../contracts/customer-club';
import { INVALID_FORM_MESSAGE } from '../../../domain/control-errors';
import { newsletterErrors, type NewsletterField } from '../../../domain/newsletter-fields';
import { browserApi } from '../../client/browser-api';
import { Button } from '../../ui/button';
import styles from './newsletter-popup.module.css';
import { useFieldStates } from './use-field-states';

/** Shown when the service could not be reached at all (no answer, so no errtext). */
const UNREACHABLE_TEXT = 'We could not sign you up just now. Please check your connection and try again.';

const FIELDS: { name: NewsletterField; label: string; type: string; autoComplete: string; inputMode?: 'numeric' }[] = [
  { name: 'Name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'Email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'Postcode', label: 'Postcode', type: 'text', autoComplete: 'postal-code', inputMode: 'numeric' },
];

interface NewsletterFormProps {
  /** After the server accepted the sign-up; receives the subscriber's name for the welcome. */
  onSubscribed(name: string): void;
}

/**
 * Name, Email and Postcode with the messages of document 1 section 5. Sends through the customer-club
 * form service as a Newsletter sign-up; a failure shows the server's errtext at the top of the form,
 * announced as an alert (not in a banner at the top of the page, far from the form), and leaves
 * the form ready to try again. A second submit while one is in flight is ignored.
 */
export function NewsletterForm({ onSubscribed }: NewsletterFormProps) {
  const form = useFieldStates<NewsletterField>(newsletterErrors, { Name: '', Email: '', Postcode: '' });
  const [sending, setSending] = useState(false);
  // The server's refusal is shown by the form and announced, not in a banner far from it.
  const [serverError, setServerError] = useState<string | null>(null);
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.markSubmitted();
    if (inFlight.current) return;
    if (!form.valid) {
      if (form.firstInvalid) formRef.current?.querySelector<HTMLInputElement>(`[name="${form.firstInvalid}"]`)?.focus();
      return;
    }
    inFlight.current = true;
    setSending(true);
    setServerError(null);
    const result = await browserApi.post<CustomerClubError>('/api/forms/customer-club', { formType: 'Newsletter', fields: form.values });
    inFlight.current = false;
    setSending(false);
    if (result.ok) onSubscribed(form.values.Name.trim());
    else setServerError(result.data?.errtext || UNREACHABLE_TEXT);
  }

  const formError = form.submitted && !form.valid;
  const shownError = formError ? INVALID_FORM_MESSAGE : serverError;
  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={onSubmit}
      aria-describedby={shownError ? `${id}-form-error` : undefined}
    >
      {shownError ? (
        <p id={`${id}-form-error`} className={styles.formError} role="alert">
          {shownError}
        </p>
      ) : null}
      <div className={styles.fields}>
        {FIELDS.map((field) => {
          const error = form.shownError(field.name);
          return (
            <div key={field.name} className={styles.field}>
              <label htmlFor={`${id}-${field.name}`}>{field.label}</label>
              <input
                id={`${id}-${field.name}`}
                type={field.type}
                autoComplete={field.autoComplete}
                inputMode={field.inputMode}
                maxLength={field.name === 'Postcode' ? 10 : 254}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-${field.name}-error` : undefined}
                {...form.bind(field.name)}
              />
              {error ? (
                <p id={`${id}-${field.name}-error`} className={styles.fieldError}>
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
        <Button type="submit" colour="primary" size="medium" className={styles.submit} aria-disabled={sending || undefined}>
          {sending ? 'Sending…' : 'Keep me updated'}
        </Button>
      </div>
    </form>
  );
}
