import { buildApiPath } from '../../../contracts/api-client';
import { SESSION_KEYS } from '../../client/session-store';
import { localStore } from '../../client/timed-local-storage';
import styles from './identity-form.module.css';

/** How a provider is named on its button; a provider without an entry shows its name capitalised. */
const PROVIDER_LABELS: Record<string, string> = {
  sandbox: 'Sandbox ID',
  google: 'Google',
  apple: 'Apple',
  facebook: 'Facebook',
  microsoft: 'Microsoft',
};

export const providerLabel = (name: string) => PROVIDER_LABELS[name] ?? `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

interface SocialSignInProps {
  /** The identity service's provider names. */
  providers: string[];
  nonce: string;
  origin: string;
  clientId: string;
  returnUrl: string;
}

/**
 * Document 3 section 7: social login is a redirect to /api/account/externallogin/{provider} with
 * the nonce and origin. These are plain links (they work without JavaScript); with it, the nonce
 * is kept first so the login callback can tell the login is this browser's own.
 */
export function SocialSignIn({ providers, nonce, origin, clientId, returnUrl }: SocialSignInProps) {
  return (
    <section className={styles.social} aria-labelledby="social-sign-in-heading">
      <h2 id="social-sign-in-heading">Or log in with</h2>
      {providers.map((provider) => (
        <a
          key={provider}
          className={styles.socialLink}
          href={buildApiPath('/api/account/externallogin/{provider}', { provider }, { nonce, origin, returnUrl, clientId })}
          onClick={() => localStore.setItem(SESSION_KEYS.loginNonce, nonce)}
        >
          Continue with {providerLabel(provider)}
        </a>
      ))}
    </section>
  );
}
