import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PricingBlock } from './pricing-block';

const render = (pricing: { price: number | null; rrp: number | null }, pricesRequireLogin = false) => {
  const discount = pricing.price !== null && pricing.rrp !== null ? Math.max(0, pricing.rrp - pricing.price) : 0;
  const percent = pricing.rrp ? Math.round((discount / pricing.rrp) * 100) : 0;
  return renderToStaticMarkup(
    <MemoryRouter>
      <PricingBlock
        pricing={{ ...pricing, discountOffRrp: discount, percentageDiscountOffRrp: percent }}
        size="expanded"
        pricesRequireLogin={pricesRequireLogin}
        signedIn={false}
      />
    </MemoryRouter>,
  );
};

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

  it("links 'LOG IN for Price' to the shoppers' login", () => {
    const html = render({ price: 4469, rrp: 4700 }, true);
    expect(html).toMatch(/<a [^>]*href="\/account\/login"[^>]*>LOG IN for Price<\/a>/);
    expect(html).not.toContain('$4,469');
  });
});
