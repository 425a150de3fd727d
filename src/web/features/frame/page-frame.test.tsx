import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageFrame } from './page-frame';

describe('the page frame without root data (the root loader itself threw)', () => {
  it('shows the page in its main region, with no other flavour’s header or footer', () => {
    const element = (
      <PageFrame rootData={undefined} entry={undefined}>
        <h1>Something went wrong</h1>
      </PageFrame>
    );
    const router = createMemoryRouter([{ id: 'root', path: '*', element }], { hydrationData: { loaderData: {} } });
    const html = renderToStaticMarkup(<RouterProvider router={router} />);
    expect(html).toMatch(/<main id="main-content" tabindex="-1"[^>]*data-page-type="generic"><h1>Something went wrong<\/h1><\/main>/);
    expect(html).not.toContain('<header');
    expect(html).not.toContain('<footer');
    expect(html).not.toContain('Wattle');
  });
});
