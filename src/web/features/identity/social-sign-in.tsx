import { buildApiPath } from '../../../contracts/api-client';
import { SESSION_KEYS } from '../../client/session-store';
import { localStore } from '../../client/timed-local-storage';
import styles from './identity-form.module.css';

/** The social sign-in providers offered, by the identity service's provider name. */
export const SOCIAL_PROVIDERS = [{ id: 'sandbox', label: 'Sandbox ID' }] as const;

interface SocialSignInProps {
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
export function SocialSignIn({ nonce, origin, clientId, returnUrl }: SocialSignInProps) {
  return (
    <section className={styles.social} aria-labelledby="social-sign-in-heading">
      <h2 id="social-sign-in-heading">Or log in with</h2>
      {SOCIAL_PROVIDERS.map((provider) => (
        <a
          key={provider.id}
          className={styles.socialLink}
          href={buildApiPath('/api/account/externallogin/{provider}', { provider: provider.id }, { nonce, origin, returnUrl, clientId })}
          onClick={() => localStore.setItem(SESSION_KEYS.loginNonce, nonce)}
        >
          Continue with {provider.label}
        </a>
      ))}
    </section>
  );
}
