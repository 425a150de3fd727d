import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactElement } from 'react';
import { createMemoryRouter, Link as RouterLink, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Link, LinkNavigation } from './link';

/** Renders inside a data router at `path`, with or without the root's link navigation. */
function render(element: ReactElement, path = '/c/kitchen', withNavigation = true): string {
  const routed = withNavigation ? <LinkNavigation>{element}</LinkNavigation> : element;
  const router = createMemoryRouter([{ id: 'root', path: '*', element: routed }], {
    initialEntries: [path],
    hydrationData: { loaderData: {} },
  });
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe('the storefront link', () => {
  it.each(['/c/kitchen', '/p/smeg-oven?colour=2', '/stores#nsw', '/'])(
    'renders the anchor React Router renders for the site path %s',
    (to) => {
      const props = { className: 'tile', 'aria-label': 'Go' };
      expect(render(<Link to={to} {...props} />)).toBe(render(<RouterLink to={to} {...props} />));
    },
  );

  it("keeps React Router's own link for what a plain path cannot say", () => {
    for (const link of [
      <Link key="relative" to="?page=2" />,
      <Link key="object" to={{ pathname: '/c/kitchen', search: '?page=2' }} />,
      <Link key="external" to="https://example.com/x" />,
      <Link key="reload" to="/c/kitchen" reloadDocument />,
    ]) {
      const routerLink = <RouterLink {...(link.props as Parameters<typeof RouterLink>[0])} />;
      expect(render(link)).toBe(render(routerLink));
    }
    // A relative link resolves against the page: React Router writes the full address.
    expect(render(<Link to="?page=2" />)).toContain('href="/c/kitchen?page=2"');
  });

  it('reads another site\'s "//host" address as a link off the site, never as a site path', () => {
    expect(render(<Link to="//evil.example/x" />)).toBe(render(<RouterLink to="//evil.example/x" />));
  });

  it("still renders outside the root (an error page before the frame): as React Router's link", () => {
    expect(render(<Link to="/c/kitchen" />, '/', false)).toBe(render(<RouterLink to="/c/kitchen" />, '/', false));
  });
});
