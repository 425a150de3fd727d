import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData } from 'react-router';
import type { Route } from './+types/root';
import { useNonce } from './nonce-context';

export async function loader({ context }: Route.LoaderArgs) {
  return { brand: context.brand };
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { brand } = useLoaderData<typeof loader>();
  return (
    <>
      <header>{brand.companyName}</header>
      <main>
        <Outlet />
      </main>
    </>
  );
}
