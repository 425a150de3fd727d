import { lazy, Suspense, useState } from 'react';
import type { BrandConfig } from '../../../domain/brands';
import { FOUNDED_YEAR, yearsInBusiness } from '../../../domain/years-in-business';
import styles from './value-promise.module.css';

// The modal (the storefront Modal and the promise's copy) comes with the first press of the badge.
const ValuePromiseModal = lazy(() => import('./value-promise-modal').then((module) => ({ default: module.ValuePromiseModal })));

export type PromiseCopy = { kind: 'years' | 'price-match' | 'value'; badge: string; title: string; body: string[] };

/** Which value-promise modal a flavour shows (document 3 section 2). */
export function valuePromiseFor(
  brand: Pick<BrandConfig, 'app' | 'theme' | 'country' | 'companyName' | 'timeZone'>,
  today: Date,
): PromiseCopy {
  if (brand.app === 'aol-nz') {
    return {
      kind: 'price-match',
      badge: 'Price Match Guarantee',
      title: 'Our Price Match Guarantee',
      body: [
        'Found the same product cheaper at another New Zealand retailer? Show us the advertised price and we will match it.',
        'The product must be the same model, new, in stock and sold by a New Zealand retailer at the time of your order.',
      ],
    };
  }
  if (brand.theme === 'wa') {
    const years = yearsInBusiness(today, brand.timeZone);
    return {
      kind: 'years',
      badge: `${years} years of service`,
      title: `${years} years of looking after Australian homes`,
      body: [
        `Since ${FOUNDED_YEAR}, ${brand.companyName} has helped Australian families choose, deliver and install the appliances they live with every day.`,
        'Our experts know the range inside out, and we stand behind every product long after it is delivered.',
      ],
    };
  }
  const nz = brand.country === 'NZ';
  return {
    kind: 'value',
    badge: 'Our promise',
    title: `Why buy from ${brand.companyName}`,
    body: [
      nz
        ? 'Great prices every day with fast, free delivery across New Zealand.'
        : 'Great prices every day with delivery across Australia, often the next day.',
      'Genuine products with full manufacturer’s warranty, and people who answer when you call.',
    ],
  };
}

/** The badge beside the price and the modal it opens. */
export function ValuePromise({ brand }: { brand: BrandConfig }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const promise = valuePromiseFor(brand, new Date());
  return (
    <>
      <button
        type="button"
        className={[styles.badge, styles[promise.kind]].join(' ')}
        aria-haspopup="dialog"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <span aria-hidden="true" className={styles.icon}>
          {promise.kind === 'price-match' ? '$' : '★'}
        </span>
        {promise.badge}
      </button>
      {used ? (
        <Suspense fallback={null}>
          <ValuePromiseModal promise={promise} country={brand.country} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
