import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import './preact/browser-vnodes';
import './preact/effect-timing';
import './preact/hydration-ids';
import { releaseServerOnlyHeadLinks } from './preact/server-head';

/**
 * The browser build renders with Preact (ADR 0038). React Router's router first decodes the
 * server's hydration data, and its first render suspends until that is done: React waits at the
 * root, but Preact would need a Suspense boundary, and one around the whole document makes it
 * throw away the server's HTML and build the page again. So the browser waits for the data first.
 * Before the data is decoded, `HydratedRouter` starts decoding and throws the pending promise as
 * its first step, before any hook, which makes calling it outside a render safe.
 */
function routerDataDecoded(): Promise<unknown> {
  try {
    (HydratedRouter as (props: object) => unknown)({});
  } catch (pending) {
    if (pending instanceof Promise) return pending;
    throw pending;
  }
  return Promise.resolve();
}

void routerDataDecoded().then(() => {
  releaseServerOnlyHeadLinks();
  startTransition(() => {
    hydrateRoot(document, <HydratedRouter />);
  });
});
