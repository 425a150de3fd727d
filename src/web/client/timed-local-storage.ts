import { createTimedStorage, type StorageLike, type TimedStorage } from '../../domain/timed-storage';

/**
 * localStorage can be missing (server render) or throw (Safari private mode, storage full, blocked
 * cookies). A widget then behaves as for a first visit instead of failing.
 */
/** Same-tab changes: the browser's storage event only reaches other tabs. */
const CHANGE_EVENT = 'storefront:local-store-change';

function announce(key: string) {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: key }));
}

/** Calls `listener` when `key` changes, in this tab or another; returns the unsubscribe. */
export function onLocalStoreChange(key: string, listener: () => void): () => void {
  const sameTab = (event: Event) => {
    if ((event as CustomEvent<string>).detail === key) listener();
  };
  const otherTab = (event: StorageEvent) => {
    if (event.key === key) listener();
  };
  window.addEventListener(CHANGE_EVENT, sameTab);
  window.addEventListener('storage', otherTab);
  return () => {
    window.removeEventListener(CHANGE_EVENT, sameTab);
    window.removeEventListener('storage', otherTab);
  };
}

const safeLocalStorage: StorageLike = {
  getItem(key) {
    try {
      return typeof window === 'undefined' ? null : window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  setItem(key, value) {
    try {
      if (typeof window !== 'undefined') window.localStorage.setItem(key, value);
    } catch {
      // Nothing is remembered; the widget still works for this page view.
    }
    announce(key);
  },
  removeItem(key) {
    try {
      if (typeof window !== 'undefined') window.localStorage.removeItem(key);
    } catch {
      // As above.
    }
    announce(key);
  },
};

export const localStore: StorageLike = safeLocalStorage;
export const timedLocalStorage: TimedStorage = createTimedStorage(safeLocalStorage);
