import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PromotionPanel, type PromotionPanelData } from './promotion-panel';

const base: PromotionPanelData = {
  path: 'miele-cashback-2026',
  title: 'Miele Cashback',
  startDate: '2026-11-01T00:00:00+11:00',
  endDate: '2026-12-24T23:59:59+11:00',
  thumbnailImg: '/media/promotions/miele-cashback-2026.svg',
};

const render = (promotion: PromotionPanelData) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <PromotionPanel promotion={promotion} timeZone="Australia/Sydney" />
    </MemoryRouter>,
  );

describe('promotion panel', () => {
  it('links to the promotion page and shows when the offer ends', () => {
    const html = render(base);
    expect(html).toContain('href="/promotion/miele-cashback-2026"');
    expect(html).toContain('<h3');
    expect(html).toContain('Miele Cashback');
    expect(html).toContain('Offer Ends 24/12/2026');
  });

  it('leaves the end date out of offers that run a year or more', () => {
    expect(render({ ...base, endDate: '2027-11-01T00:00:00+11:00' })).not.toContain('Offer Ends');
  });

  it('shows the reward label when there is one', () => {
    expect(render({ ...base, rewardLabel: 'Up to $500 back' })).toContain('Up to $500 back');
    expect(render(base)).not.toContain('Up to $500 back');
  });

  it('links to an external redemption page in a new tab', () => {
    const html = render({ ...base, redemption: { url: 'https://redeem.example.com/miele' } });
    expect(html).toContain('href="https://redeem.example.com/miele"');
    expect(html).toContain('target="_blank"');
  });
});
