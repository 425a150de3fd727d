import { lazy, Suspense, useEffect, useState } from 'react';
import type { PageType, RouteLayout } from '../../route-types';
import { settingOn, useRootData } from '../../shared/root-data';
import { compareTray, useCompare } from './compare-store';

// The tray and the dialog load when first needed (ADR 0012): most page views show neither.
const CompareTray = lazy(() => import('./compare-tray').then((m) => ({ default: m.CompareTray })));
const CompareLimitDialog = lazy(() => import('./compare-limit-dialog').then((m) => ({ default: m.CompareLimitDialog })));

/** Pages without the tray (document 1 section 2.3); the blank layout hides it too (section 2.1). */
const NO_TRAY: readonly PageType[] = ['checkout', 'productComparison', 'homepage'];

/**
 * The compare tray fixed to the foot of the page and the 'Too many products' dialog. Mounted once in
 * the page frame; shown only in the browser, once the kept list is read and holds a product.
 */
export function CompareDock({ pageType, layout }: { pageType: PageType; layout: RouteLayout }) {
  const root = useRootData();
  const compare = useCompare();
  const onComparePage = pageType === 'productComparison';
  // Once shown, the dialog stays mounted so closing it runs its own close (focus goes back to the tick).
  const [limitMounted, setLimitMounted] = useState(false);
  if (compare.limitOpen && !limitMounted) setLimitMounted(true);
  useEffect(() => {
    // Going to the compare page hides the expanded tray.
    if (onComparePage) compareTray.comparePageShown();
  }, [onComparePage]);
  if (!settingOn(root, 'ComparePageEnabled')) return null;
  const shown = compare.ready && compare.products.length > 0 && layout !== 'blank' && !NO_TRAY.includes(pageType);
  return (
    <>
      <Suspense fallback={null}>{shown && root ? <CompareTray compare={compare} brand={root.brand} /> : null}</Suspense>
      <Suspense fallback={null}>
        {limitMounted ? <CompareLimitDialog open={compare.limitOpen} onClose={compareTray.closeLimit} /> : null}
      </Suspense>
    </>
  );
}
