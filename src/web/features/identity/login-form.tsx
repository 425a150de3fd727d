import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from '../../ui/link';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../../../domain/newsletter-fields';
import { safeReturnPath } from '../../../domain/session-token';
import { SESSION_KEYS } from '../../client/session-store';
import { localStore } from '../../client/timed-local-storage';
import { Button } from '../../ui/button';
import styles from './identity-form.module.css';
import { ResendConfirmationForm } from './resend-confirmation-form';
import { SocialSignIn } from './social-sign-in';

/** What the login page's loader hands the form: the hidden fields of the post. */
export interface LoginFormData {
  nonce: string;
  origin: string;
  clientId: string;
  /** From the address (`returnUrl`), when it is a path on this site. */
  returnUrl: string | null;
  /** Where a login without a return path goes (the flavour's route after login, or /project for staff). */
  defaultReturnUrl: string;
  /** The text of a failed sign-in that came back here (`?error=`). */
  error: string | null;
  /** `exp=true`: the session ran out. */
  expired: boolean;
  /** The account's e-mail is not confirmed yet: the page offers a new confirmation link. */
  unconfirmed: boolean;
  /** The social sign-in providers on offer, by name. */
  socialProviders: string[];
}

interface LoginFormProps extends LoginFormData {
  variant: 'customer' | 'staff';
}

const MESSAGES = { email: 'Please enter a valid email', password: 'Please enter your password' } as const;

/**
 * The sign-in form of document 3 section 7: a real form post of email, password, returnUrl, origin
 * and nonce to /api/account/login-redir, so it signs in without JavaScript too. With JavaScript
 * the fields are checked first (shown by the spec's control error rule), the nonce is kept to
 * check the login that comes back, and a path saved by an expired session becomes the return path.
 */
export function LoginForm(props: LoginFormProps) {
  const { variant, nonce, clientId, error, expired } = props;
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [returnUrl, setReturnUrl] = useState(props.returnUrl ?? props.defaultReturnUrl);
  // The server rendered the site's public origin; the browser knows the one it is really on.
  const [origin, setOrigin] = useState(props.origin);
  useEffect(() => setOrigin(window.location.origin), []);
  const [values, setValues] = useState({ email: '', password: '' });
  const [changed, setChanged] = useState({ email: false, password: false });
  const [touched, setTouched] = useState({ email: false, password: false });
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    // Document 3 section 4: an expired session saved the page it was on; the login returns there.
    if (props.returnUrl) return;
    const saved = safeReturnPath(localStore.getItem(SESSION_KEYS.redirectPath));
    if (saved) setReturnUrl(saved);
  }, [props.returnUrl]);

  const problems = {
    email: EMAIL_PATTERN.test(values.email.trim()) ? null : MESSAGES.email,
    password: values.password === '' ? MESSAGES.password : null,
  };
  const shown = (field: 'email' | 'password') => (submitted || (changed[field] && touched[field]) ? problems[field] : null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setSubmitted(true);
    if (problems.email || problems.password) {
      event.preventDefault();
      // Focus the first field to fix, so a screen reader hears its name and then its message.
      const first = problems.email ? 'email' : 'password';
      formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    // The login that comes back must carry this nonce (checked on the callback page).
    localStore.setItem(SESSION_KEYS.loginNonce, nonce);
  };

  const field = (name: 'email' | 'password', label: string, type: string, autoComplete: string) => {
    const message = shown(name);
    return (
      <div className={styles.field}>
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <input
          id={`${id}-${name}`}
          name={name}
          type={type}
          autoComplete={autoComplete}
          maxLength={name === 'email' ? EMAIL_MAX_LENGTH : 512}
          spellCheck={false}
          value={values[name]}
          onChange={(event) => {
            setValues((v) => ({ ...v, [name]: event.target.value }));
            setChanged((c) => ({ ...c, [name]: true }));
          }}
          onBlur={() => setTouched((t) => ({ ...t, [name]: true }))}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-${name}-error` : undefined}
        />
        {message ? (
          <p id={`${id}-${name}-error`} className={styles.fieldError}>
            {message}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <>
      {expired ? (
        <p className={styles.notice} role="status">
          Your session has expired. Please log in again.
        </p>
      ) : null}
      <form ref={formRef} className={styles.form} method="post" action="/api/account/login-redir" noValidate onSubmit={onSubmit}>
        {error ? (
          <p className={styles.formError} role="alert">
            {error}
          </p>
        ) : null}
        {field('email', 'Email', 'email', 'username')}
        {field('password', 'Password', 'password', 'current-password')}
        <input type="hidden" name="returnUrl" value={returnUrl} />
        <input type="hidden" name="origin" value={origin} />
        <input type="hidden" name="nonce" value={nonce} />
        <input type="hidden" name="clientId" value={clientId} />
        <Button type="submit" colour="primary" size="large" className={styles.submit}>
          Log In
        </Button>
      </form>
      <ul className={styles.links}>
        <li>
          <Link to="/account/forgot-password">Forgot your password?</Link>
        </li>
        {variant === 'customer' ? (
          <li>
            <Link to="/account/register">Create an account</Link>
          </li>
        ) : null}
      </ul>
      {props.unconfirmed ? <ResendConfirmationForm clientId={clientId} /> : null}
      {variant === 'customer' && props.socialProviders.length > 0 ? (
        <SocialSignIn providers={props.socialProviders} nonce={nonce} origin={origin} clientId={clientId} returnUrl={returnUrl} />
      ) : null}
    </>
  );
}
