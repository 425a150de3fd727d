import type { Context, ReactNode } from 'react';
import {
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_FetchersContext,
  UNSAFE_FrameworkContext,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
} from 'react-router';
import { NonceContext } from '../nonce-context';
import { NavigateContext } from './link';

let contexts: Context<unknown>[] | undefined;

/**
 * What the page's tree provides that markup may read: React Router's own contexts (the location,
 * the routes' data, links), the storefront's link navigation and the nonce. A fragment the server
 * renders on its own (server-fragments.ts) gets these again, with the values the page had, so it
 * renders as it would have in place; `tests/ssr/server-fragments.test.ts` holds the two equal.
 * Listed on first use, not when the module loads: nothing is read from React Router until a server
 * render keeps a fragment.
 */
export function pageContexts(): Context<unknown>[] {
  return (contexts ??= [
    UNSAFE_DataRouterContext,
    UNSAFE_DataRouterStateContext,
    UNSAFE_FetchersContext,
    UNSAFE_FrameworkContext,
    UNSAFE_LocationContext,
    UNSAFE_NavigationContext,
    UNSAFE_RouteContext,
    NavigateContext,
    NonceContext,
  ] as Context<unknown>[]);
}

/** The node wrapped in the page's contexts again, with the values read where it stood (in `pageContexts()` order). */
export function inPageContexts(values: unknown[], node: ReactNode): ReactNode {
  return pageContexts().reduceRight<ReactNode>((inner, Provider, index) => <Provider value={values[index]}>{inner}</Provider>, node);
}
