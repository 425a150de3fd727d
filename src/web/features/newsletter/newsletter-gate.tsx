import { lazy, Suspense, useEffect, useState } from 'react';
import { NEWSLETTER_MIN_WIDTH_PX, NEWSLETTER_SUBSCRIBED_KEY } from '../../../domain/newsletter';
import { localStore } from '../../client/timed-local-storage';

const NewsletterPopup = lazy(() => import('./newsletter-popup').then((module) => ({ default: module.NewsletterPopup })));

interface NewsletterGateProps {
  companyName: string;
  pageType: string;
  blankLayout: boolean;
}

/**
 * The popup's code (form, validation, states) is loaded only for screens that can show it and
 * visitors who have not subscribed, so small screens and subscribers never download it and the
 * pages' initial JavaScript stays within budget. The popup itself applies the remaining rules.
 */
export function NewsletterGate(props: NewsletterGateProps) {
  const [load, setLoad] = useState(false);
  useEffect(() => {
    if (localStore.getItem(NEWSLETTER_SUBSCRIBED_KEY) === 'true') return;
    const wide = window.matchMedia(`(min-width: ${NEWSLETTER_MIN_WIDTH_PX}px)`);
    const check = () => {
      if (wide.matches) setLoad(true);
    };
    check();
    wide.addEventListener('change', check);
    return () => wide.removeEventListener('change', check);
  }, []);
  if (!load) return null;
  return (
    <Suspense fallback={null}>
      <NewsletterPopup {...props} />
    </Suspense>
  );
}
