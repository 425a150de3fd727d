import { Breadcrumbs } from '../breadcrumbs/breadcrumbs';
import { LandingBannerButtons } from './landing-banner-buttons';
import { bannerHeading, mastheadBackground, VIRTUAL_TOUR_BUTTON, type LandingBannerConfig } from './landing-banner-config';
import styles from './landing-banner.module.css';

/**
 * The optional landing banner (masthead) of document 1 section 2.2: breadcrumbs, the page heading
 * ('Loading...' until set), text, a background image (a `<picture>` when it has per-breakpoint
 * sources) or a muted looping video, and buttons. `mastheadClass` picks a look (`dark`, `compact`)
 * or passes a class through.
 */
export function LandingBanner({ config, headingId }: { config: LandingBannerConfig; headingId?: string }) {
  const bg = mastheadBackground(config.mastheadBg);
  const look = config.mastheadClass ? (styles[config.mastheadClass] ?? config.mastheadClass) : undefined;
  return (
    <section
      className={[styles.banner, bg.kind === 'none' ? styles.plain : styles.withMedia, look].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
      data-landing-banner=""
    >
      {bg.kind === 'image' ? (
        <picture className={styles.media}>
          {bg.sources.map((s) => (
            <source key={s.media} srcSet={s.source} media={s.media} />
          ))}
          <img src={bg.src} alt={bg.alt} />
        </picture>
      ) : bg.kind === 'video' ? (
        // Decorative motion: muted and without controls, so it carries no information of its own.
        <video className={styles.media} src={bg.src} autoPlay muted loop playsInline aria-hidden="true" />
      ) : null}
      <div className={styles.content}>
        {config.breadcrumbs && config.breadcrumbs.length > 0 ? <Breadcrumbs trail={config.breadcrumbs} className={styles.crumbs} /> : null}
        <h1 id={headingId} className={styles.heading}>
          {bannerHeading(config)}
        </h1>
        {config.mastheadText ? <p className={styles.text}>{config.mastheadText}</p> : null}
        <LandingBannerButtons buttons={config.mastheadBtn ?? []} />
      </div>
    </section>
  );
}

/** The virtual-tour banner: the same masthead with a single Launch button to /virtual-tour. */
export function VirtualTourBanner({ config, headingId }: { config: Omit<LandingBannerConfig, 'mastheadBtn'>; headingId?: string }) {
  return <LandingBanner config={{ ...config, mastheadBtn: [VIRTUAL_TOUR_BUTTON] }} headingId={headingId} />;
}
