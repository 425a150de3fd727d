import { lazy, Suspense, useEffect, useState } from 'react';

// The quantity and add-on choices use TanStack Query; they load once the page is interactive.
const AddOnChoices = lazy(() => import('./add-on-choices').then((m) => ({ default: m.AddOnChoices })));

/** The product page's quantity, installation and warranty choices, shown in the browser only. */
export function BuyChoices({ productCode, purchasable }: { productCode: string; purchasable: boolean }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted || !purchasable) return null;
  return (
    <Suspense fallback={null}>
      <AddOnChoices productCode={productCode} />
    </Suspense>
  );
}
