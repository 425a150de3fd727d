import { useCallback, useEffect, useState } from 'react';
import type { AlertBanner } from '../../../contracts/content';
import {
  ALERT_CACHE_KEY,
  ALERT_CACHE_MINUTES,
  ALERT_RECHECK_KEY,
  ALERT_RECHECK_MINUTES,
  closeBanner,
  receiveBanner,
  type AlertCache,
} from '../../../domain/alert-banner-cache';
import { browserApi } from '../../client/browser-api';
import { inOwnTask } from '../../client/next-task';
import { timedLocalStorage } from '../../client/timed-local-storage';

const readCache = () => timedLocalStorage.get<AlertCache<AlertBanner>>(ALERT_CACHE_KEY);
const writeCache = (cache: AlertCache<AlertBanner>) => timedLocalStorage.set(ALERT_CACHE_KEY, cache, ALERT_CACHE_MINUTES);

/** The next check is stored as a time that expires with it: reading null means the check is due. */
function scheduleNextCheck(): number {
  const at = Date.now() + ALERT_RECHECK_MINUTES * 60_000;
  timedLocalStorage.set(ALERT_RECHECK_KEY, at, ALERT_RECHECK_MINUTES);
  return at;
}

/**
 * The alert banner's client rules (src/domain/alert-banner-cache.ts) over localStorage: the page
 * render seeds the cache, a closed banner stays closed, and the banner is fetched again whenever
 * the recheck time passes, while the page stays open.
 */
export function useAlertBanner(fromServer: AlertBanner | null) {
  const [banner, setBanner] = useState(fromServer);

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      const due = timedLocalStorage.get<number>(ALERT_RECHECK_KEY);
      if (due === null) {
        const result = await browserApi.get('/api/alertBanner/');
        if (!live) return;
        // 204 (no banner) and failures alike clear the cache; the next check is 10 minutes ahead.
        const next = receiveBanner(readCache(), result.ok ? result.data : null);
        writeCache(next);
        setBanner(next.banner);
      }
      const at = due ?? scheduleNextCheck();
      timer = setTimeout(() => void check(), Math.max(0, at - Date.now()));
    };
    // In a task of its own: a page's first read of localStorage is slow, and the page's first
    // effects run together in one task (bench/README.md, "Hydrating less").
    inOwnTask(() => {
      if (!live) return;
      const seeded = receiveBanner(readCache(), fromServer);
      writeCache(seeded);
      setBanner(seeded.banner);
      // The page render has just fetched the banner, so it counts as a check.
      if (timedLocalStorage.get<number>(ALERT_RECHECK_KEY) === null) scheduleNextCheck();
      void check();
    });
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [fromServer]);

  const close = useCallback(() => {
    setBanner((current) => {
      if (current) writeCache(closeBanner(readCache(), current));
      return null;
    });
  }, []);

  return { banner, close };
}
