import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PricingBlock } from './pricing-block';

const render = (pricing: { price: number | null; rrp: number | null }) => {
  const discount = pricing.price !== null && pricing.rrp !== null ? Math.max(0, pricing.rrp - pricing.price) : 0;
  const percent = pricing.rrp ? Math.round((discount / pricing.rrp) * 100) : 0;
  return renderInDataRouter(
    <PricingBlock pricing={{ ...pricing, discountOffRrp: discount, percentageDiscountOffRrp: percent }} size="expanded" />,
  );
};

/** The block reads the flavour's money format from the root route's data, so it renders inside a data router (no root data: Australian dollars). */
function renderInDataRouter(element: ReactElement, path = '/'): string {
  const router = createMemoryRouter([{ id: 'root', path: '*', element }], { initialEntries: [path], hydrationData: { loaderData: {} } });
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe('pricing block', () => {
  it('states a saving of $200 or more even when it is under 5% of the RRP (document 1 section 9)', () => {
    // The Smeg cooktop case: $231 off $4,700 is 4.9%.
    expect(render({ price: 4469, rrp: 4700 })).toContain('Save $231');
  });

  it('states a saving of 5% or more even when it is under $200', () => {
    expect(render({ price: 95, rrp: 100 })).toContain('Save $5');
  });

  it('states no saving when it is under both 5% and $200', () => {
    const html = render({ price: 3850, rrp: 4000 });
    expect(html).not.toContain('Save');
    expect(html).toContain('RRP');
  });

  it("links 'LOG IN for Price' to the shoppers' login, returning to the page, where the server withheld the prices", () => {
    const html = renderInDataRouter(<PricingBlock pricing={{ pricesWithheld: true }} size="expanded" />, '/p/smeg-cooktop?tab=2');
    expect(html).toMatch(/<a [^>]*href="\/account\/login\?returnUrl=%2Fp%2Fsmeg-cooktop%3Ftab%3D2"[^>]*>LOG IN for Price<\/a>/);
    expect(html).not.toContain('$');
  });

  it("says 'Request Price' for a product without a price", () => {
    expect(render({ price: null, rrp: null })).toContain('Request Price');
  });
});
