import { createTimedStorage, type StorageLike, type TimedStorage } from '../../domain/timed-storage';

/**
 * localStorage can be missing (server render) or throw (Safari private mode, storage full, blocked
 * cookies). A widget then behaves as for a first visit instead of failing.
 */
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
  },
  removeItem(key) {
    try {
      if (typeof window !== 'undefined') window.localStorage.removeItem(key);
    } catch {
      // As above.
    }
  },
};

export const localStore: StorageLike = safeLocalStorage;
export const timedLocalStorage: TimedStorage = createTimedStorage(safeLocalStorage);
