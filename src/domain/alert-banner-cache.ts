/**
 * Document 1 sections 4, 7 and 8: the alert banner in the browser. The banner shown is cached
 * (`alertCacheData`); closing clears it and remembers which banner was closed so a reload does not
 * bring the same banner back; when the recheck time (`recheckAlertBannerExpiry`) has passed the
 * banner is fetched again; an empty or failed fetch clears the cache and the next check is set
 * 10 minutes ahead.
 */
export const ALERT_CACHE_KEY = 'alertCacheData';
export const ALERT_RECHECK_KEY = 'recheckAlertBannerExpiry';
export const ALERT_RECHECK_MINUTES = 10;
/** How long the cache (and so a closed banner) is remembered. */
export const ALERT_CACHE_MINUTES = 30 * 24 * 60;

export interface BannerContent {
  bannerURL: string | null;
  backgroundColor: string;
  desktopContent: string;
  mobileContent: string;
}

export interface AlertCache<B extends BannerContent = BannerContent> {
  /** The banner to show, or null when there is none or it was closed. */
  banner: B | null;
  /** Identity of the banner the shopper closed. */
  closed: string | null;
}

export const emptyAlertCache: AlertCache<never> = { banner: null, closed: null };

/** A banner's identity: a changed text, link or colour is a new banner that shows again. */
export function bannerSignature(banner: BannerContent): string {
  const text = [banner.bannerURL ?? '', banner.backgroundColor, banner.desktopContent, banner.mobileContent].join('\u0000');
  // FNV-1a keeps the stored value short; collisions only mean a closed banner stays closed.
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** A banner the server sent (page render or a recheck) goes into the cache unless it was closed. */
export function receiveBanner<B extends BannerContent>(cache: AlertCache<B> | null, banner: B | null): AlertCache<B> {
  const closed = cache?.closed ?? null;
  // Nothing to show (or the fetch failed): the cache is cleared, the closed marker kept.
  if (banner === null) return { banner: null, closed };
  return { banner: bannerSignature(banner) === closed ? null : banner, closed };
}

export function closeBanner<B extends BannerContent>(cache: AlertCache<B> | null, banner: B): AlertCache<B> {
  return { ...(cache ?? emptyAlertCache), banner: null, closed: bannerSignature(banner) };
}
