import type { Crumb } from '../breadcrumbs/breadcrumbs';

/** One `<source>` of a responsive background: the image for screens matching `media`. */
export interface MastheadSource {
  source: string;
  media: string;
}

/** mastheadBg as an object (document 1 section 3): the fallback image, its text and per-breakpoint sources. */
export interface MastheadImage {
  src: string;
  alt?: string;
  mediaSet?: readonly MastheadSource[];
}

export type MastheadButtonType = 'internal' | 'external' | 'refine' | 'search';

export interface MastheadButton {
  type: MastheadButtonType;
  txt: string;
  /** For internal and external links. */
  href?: string;
  /** External links only: '_blank' opens a new tab (with rel noopener), otherwise a full page load in place. */
  target?: '_blank' | '_self';
}

/** The landing banner config of document 1 section 3. */
export interface LandingBannerConfig {
  breadcrumbs?: readonly Crumb[];
  /** Undefined while the page is still working it out: the banner reads 'Loading...'. */
  mastheadHeading?: string;
  mastheadText?: string;
  mastheadBg?: string | MastheadImage;
  mastheadClass?: string;
  mastheadBtn?: readonly MastheadButton[];
}

export type MastheadBackground =
  { kind: 'none' } | { kind: 'video'; src: string } | { kind: 'image'; src: string; alt: string; sources: readonly MastheadSource[] };

const VIDEO = /\.(mp4|webm|ogv)(\?.*)?$/i;

/** A string background is an image, or a video when it names a video file; decorative unless it has alt text. */
export function mastheadBackground(bg: LandingBannerConfig['mastheadBg']): MastheadBackground {
  if (!bg) return { kind: 'none' };
  if (typeof bg === 'string') {
    const src = bg.trim();
    if (!src) return { kind: 'none' };
    return VIDEO.test(src) ? { kind: 'video', src } : { kind: 'image', src, alt: '', sources: [] };
  }
  if (!bg.src.trim()) return { kind: 'none' };
  if (VIDEO.test(bg.src)) return { kind: 'video', src: bg.src };
  return { kind: 'image', src: bg.src, alt: bg.alt ?? '', sources: (bg.mediaSet ?? []).filter((s) => s.source && s.media) };
}

export const LOADING_HEADING = 'Loading...';

export const bannerHeading = (config: LandingBannerConfig) => config.mastheadHeading?.trim() || LOADING_HEADING;

/** Link buttons without a link cannot do anything, so they are left out rather than shown dead. */
export const usableButtons = (buttons: readonly MastheadButton[] = []) =>
  buttons.filter((b) => b.txt.trim() && ((b.type !== 'internal' && b.type !== 'external') || Boolean(b.href?.trim())));

/** The virtual-tour banner's single button (document 1 section 2.2). */
export const VIRTUAL_TOUR_BUTTON: MastheadButton = { type: 'internal', txt: 'Launch', href: '/virtual-tour' };
