import { identityApi, setUnauthorizedHandler } from '../../client/browser-api';
import { forgetPersonalData } from '../../client/personal-storage';
import { SESSION_KEYS } from '../../client/session-store';
import { localStore, onLocalStoreChange } from '../../client/timed-local-storage';
import { createSessionController, type SessionBrand, type SessionController } from './session-controller';

const RENEW_LOCK = 'storefront-session-renew';

/**
 * A fresh one-time value for a renew: 128 random bits in hex (the service takes letters and digits).
 * getRandomValues, unlike randomUUID, also works on a plain-http page.
 */
function newNonce(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Web Locks where the browser has them; without them a tab renews on its own. */
function exclusive<T>(task: () => Promise<T>): Promise<T> {
  return navigator.locks ? (navigator.locks.request(RENEW_LOCK, task) as Promise<T>) : task();
}

let current: SessionController | null = null;

/** The page's one session controller, bound to the real browser (created on first use). */
export function browserSession(brand: SessionBrand): SessionController {
  current ??= createSessionController({
    storage: localStore,
    brand,
    currentPath: () => `${window.location.pathname}${window.location.search}`,
    origin: () => window.location.origin,
    go: (url) => window.location.assign(url),
    reload: () => window.location.reload(),
    relogin: (body) => identityApi.post('/api/account/relogin', { body }),
    revoke: (body) => identityApi.post('/api/account/logout', { body }),
    forgetPersonalData,
    newNonce,
    exclusive,
  });
  return current;
}

/**
 * Starts the session on this page: schedules the renew, hears 401s, and follows another tab's
 * login, renew or logout. Returns the stop.
 */
export function startBrowserSession(brand: SessionBrand): () => void {
  const session = browserSession(brand);
  session.start();
  setUnauthorizedHandler(() => session.unauthorized());
  const stopListening = [SESSION_KEYS.loggedIn, SESSION_KEYS.accessToken].map((key) => onLocalStoreChange(key, () => session.check()));
  return () => {
    session.stop();
    setUnauthorizedHandler(null);
    for (const stop of stopListening) stop();
  };
}
