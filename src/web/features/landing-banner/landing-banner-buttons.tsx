import { Button } from '../../ui/button';
import { trackEvent } from '../analytics/track-event';
import { requestRefine } from '../listing/refine-request';
import { requestSearchView } from '../navigation/header-nav-context';
import { usableButtons, type MastheadButton } from './landing-banner-config';
import styles from './landing-banner.module.css';

/** The search field the header's search view brings into use (as the header's own search icon does). */
const HEADER_SEARCH_FIELD = 'header [role="search"] input, header [role="search"] [role="combobox"]';

/**
 * The landing banner's buttons (document 1 section 2.2): internal and external links, refine (the
 * listing's mobile refine panel, or its sidebar on wider screens) and search (the header's search
 * view). Every click is tracked with the button's text and kind.
 */
export function LandingBannerButtons({ buttons }: { buttons: readonly MastheadButton[] }) {
  const shown = usableButtons(buttons);
  if (shown.length === 0) return null;

  const track = (button: MastheadButton) =>
    trackEvent({
      name: 'landing_banner_click',
      category: 'Landing banner',
      action: button.type,
      label: button.txt,
      path: window.location.pathname + window.location.search,
    });

  function showSearch() {
    requestSearchView();
    const field = document.querySelector<HTMLElement>(HEADER_SEARCH_FIELD);
    field?.scrollIntoView({ block: 'nearest' });
    field?.focus();
  }

  return (
    <div className={styles.buttons}>
      {shown.map((button, i) => {
        const colour = i === 0 ? 'primary' : 'tertiary';
        if (button.type === 'internal' || button.type === 'external') {
          return (
            <Button
              key={button.txt}
              href={button.href!}
              target={button.type === 'external' ? (button.target ?? '_self') : undefined}
              colour={colour}
              size="smallMobile"
              onClick={() => track(button)}
            >
              {button.txt}
            </Button>
          );
        }
        return (
          <Button
            key={button.txt}
            colour={colour}
            size="smallMobile"
            aria-haspopup={button.type === 'refine' ? 'dialog' : undefined}
            onClick={() => {
              track(button);
              if (button.type === 'refine') requestRefine();
              else showSearch();
            }}
          >
            {button.txt}
          </Button>
        );
      })}
    </div>
  );
}
