import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../../../domain/brands';
import type { DeliveryDay } from '../../../../domain/delivery-calendar';
import { DeliveryCalendar } from './delivery-calendar';

/** The calendar reads the flavour's money format from the root route's data. */
function render(element: ReactElement, app: 'wa' | 'aol-nz' = 'wa'): string {
  const router = createMemoryRouter([{ id: 'root', path: '*', element }], {
    hydrationData: { loaderData: { root: { brand: BRANDS[app], settings: {} } } },
  });
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

const days: DeliveryDay[] = [
  { date: '2026-11-25', price: 89, available: true },
  { date: '2026-11-26', price: 29, available: true },
  { date: '2026-11-27', price: 0, available: true },
  { date: '2026-11-28', price: 49, available: false },
];

describe('the delivery calendar as rendered', () => {
  it('shows a loading placeholder while dates are fetched', () => {
    const html = render(<DeliveryCalendar days={[]} selectedDate={null} today="2026-11-25" loading onSelect={() => undefined} />);
    expect(html).toContain('role="status"');
    expect(html).toContain('Loading delivery dates…');
    expect(html).not.toContain('role="grid"');
  });

  it('is a grid of six weeks from Monday with the month’s days as buttons named for screen readers', () => {
    const html = render(
      <DeliveryCalendar days={days} selectedDate="2026-11-26" today="2026-11-25" loading={false} onSelect={() => undefined} />,
    );
    expect(html).toContain('November 2026');
    expect(html.match(/<th scope="col"/g)).toHaveLength(7);
    expect(html).toMatch(/<th scope="col" abbr="Monday">Mon<\/th>/);
    expect(html.match(/<td/g)).toHaveLength(42);
    expect(html.match(/data-date="/g)).toHaveLength(30);
    expect(html).toContain('aria-label="Wednesday 25th November 2026, today, $89"');
    expect(html).toContain('aria-label="Thursday 26th November 2026, $29"');
    expect(html).toContain('aria-label="Friday 27th November 2026, FREE, cheapest delivery this month"');
    expect(html).toContain('aria-label="Saturday 28th November 2026, unavailable"');
    expect(html).toContain('TODAY - $89');
    expect(html).toContain('Selected delivery date: <strong>26th Nov 2026</strong>');
    expect(html).toContain('Cheapest delivery this month');
  });

  it('disables the previous month at the current month, and makes the selected day the one tab stop', () => {
    const html = render(
      <DeliveryCalendar days={days} selectedDate="2026-11-26" today="2026-11-25" loading={false} onSelect={() => undefined} />,
    );
    expect(html).toMatch(/<button[^>]*aria-label="Previous month"[^>]*disabled=""/);
    expect(html.match(/tabindex="0"/g)).toHaveLength(1);
    expect(html).toMatch(/tabindex="0"[^>]*aria-label="Thursday 26th November 2026, \$29"|data-date="2026-11-26"[^>]*tabindex="0"/);
  });

  it('prints New Zealand dollars in the New Zealand flavour', () => {
    const html = render(
      <DeliveryCalendar days={days} selectedDate={null} today="2026-11-25" loading={false} onSelect={() => undefined} />,
      'aol-nz',
    );
    expect(html).toContain('TODAY - $89');
    expect(html).toContain('>FREE<');
  });
});
