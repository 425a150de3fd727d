import { useContext, type ReactNode } from 'react';
import { preinit } from 'react-dom';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  UNSAFE_FrameworkContext as FrameworkContext,
  type ShouldRevalidateFunction,
} from 'react-router';
import type { Route } from './+types/root';
import './brands/tokens.css';
import './brands/global.css';
import { brandFallbackImage } from '../domain/brands';
import { IMAGE_FALLBACK_SCRIPT } from './client/image-fallback';
import { ErrorPage } from './features/errors/error-page';
import { PageFrame } from './features/frame/page-frame';
import { storeSummary } from './shared/store-summary';
import { saleFooter } from './shared/sale-footer';
import { summariseNavbar } from './shared/nav-summary';
import { useRootData, type RootData } from './shared/root-data';
import { browserSettings } from '../domain/settings';
import { notFoundMeta, pageMeta } from './features/seo/page-meta';
import { useNonce } from './nonce-context';
import { LinkNavigation } from './ui/link';
import { currentRouteEntry } from './route-table';
import { HydratedSignal } from './hydrated-signal';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

/** Page-wide data of every page. A failing call leaves its part of the frame empty, never the page. */
export async function loader({ context }: Route.LoaderArgs): Promise<RootData> {
  const geoCall = context.api.get('/api/geo').catch(() => null);
  // The store panel shows the visitor's store; stores are cached, so this costs little.
  const storeCall = geoCall.then((geo) =>
    geo?.ok && geo.data?.store ? context.api.get('/api/store/{id}', { params: { id: String(geo.data.store.id) } }).catch(() => null) : null,
  );
  const [navbar, alertBanner, geo, store, sale, settings] = await Promise.all([
    context.api.get('/api/navbar/').catch(() => null),
    context.api.get('/api/alertBanner/').catch(() => null),
    geoCall,
    storeCall,
    context.api.get('/api/promotion/sale/').catch(() => null),
    context.api.get('/api/settings').catch(() => null),
  ]);
  return {
    brand: context.brand,
    publicUrl: context.publicUrl,
    navbar: navbar?.ok && navbar.data ? summariseNavbar(navbar.data) : null,
    // 204 (no banner) arrives as ok with null data.
    alertBanner: alertBanner?.ok ? alertBanner.data : null,
    geo: geo?.ok ? geo.data : null,
    store: store?.ok && store.data ? storeSummary(store.data) : null,
    sale: sale?.ok && sale.data?.isSaleOn ? saleFooter(sale.data) : null,
    // Document 3 section 8: a failed settings load continues with empty settings. Only what the
    // browser reads rides in every page's hydration data; server-side readers ask the API.
    settings: browserSettings(settings?.ok ? settings.data?.items : []),
    account: context.account ?? null,
  };
}

/**
 * Page-wide data does not depend on the page, so following a link keeps it: the navigation is
 * also kept in the browser for an hour (navbar_data_expiry) and the alert banner rechecks itself.
 * Form submissions and explicit revalidation (a new delivery location or store) reload it.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  const samePage = currentUrl.pathname === nextUrl.pathname && currentUrl.search === nextUrl.search;
  if (formMethod === undefined && !samePage) return false;
  return defaultShouldRevalidate;
};

export const meta: Route.MetaFunction = ({ error, matches, location }) => {
  if (error === undefined) return [];
  if (isRouteErrorResponse(error) && error.status === 404) return notFoundMeta({ matches, location });
  return pageMeta(matches, {
    title: 'Something went wrong',
    description: 'This page could not be shown.',
    pathname: location.pathname,
    noIndex: true,
  });
};

/**
 * The one stylesheet (all CSS is one file) goes out before the scripts' module preloads: as a
 * plain `<Links />` tag it came after all of them, so on a slow phone connection the render-blocking
 * CSS queued behind some 150 kB of JavaScript. React writes a stylesheet with a precedence first.
 */
function useStylesheetsFirst(nonce: string | undefined) {
  const css = useContext(FrameworkContext)?.manifest.routes.root?.css ?? [];
  for (const href of css) preinit(href, { as: 'style', precedence: 'default', nonce });
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  useStylesheetsFirst(nonce);
  const brand = useRootData()?.brand;
  return (
    <html lang={brand?.locale ?? 'en-AU'} data-app={brand?.app ?? 'wa'} data-image-fallback={brandFallbackImage(brand?.app ?? 'wa')}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* First in the head, so it already listens when the page's own images load. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: IMAGE_FALLBACK_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body>
        <LinkNavigation>{children}</LinkNavigation>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {/* Last, so its effect runs after every other effect of the first render. */}
        <HydratedSignal />
      </body>
    </html>
  );
}

export default function App() {
  const entry = currentRouteEntry(useMatches());
  return (
    <PageFrame rootData={useRootData()} entry={entry}>
      <Outlet />
    </PageFrame>
  );
}

/** Thrown 404s (unknown store, missing static page) and unexpected errors, inside the frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const entry = currentRouteEntry(useMatches());
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status !== 404 && typeof console !== 'undefined') console.error(error);
  return (
    <PageFrame rootData={useRootData()} entry={entry}>
      <ErrorPage status={status === 404 ? 404 : status} />
    </PageFrame>
  );
}
