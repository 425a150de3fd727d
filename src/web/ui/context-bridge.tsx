import { use, type Context, type ReactNode } from 'react';
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

/**
 * What the page's tree provides that markup may read: React Router's own contexts (the location,
 * the routes' data, links), the storefront's link navigation and the nonce. A fragment the server
 * renders on its own (server-fragments.ts) gets these again, with the values the page had, so it
 * renders as it would have in place; `tests/ssr/server-fragments.test.ts` holds the two equal.
 */
// A function, not a module constant: nothing is read from React Router until a server render asks.
const pageContexts = (): Context<unknown>[] =>
  [
    UNSAFE_DataRouterContext,
    UNSAFE_DataRouterStateContext,
    UNSAFE_FetchersContext,
    UNSAFE_FrameworkContext,
    UNSAFE_LocationContext,
    UNSAFE_NavigationContext,
    UNSAFE_RouteContext,
    NavigateContext,
    NonceContext,
  ] as Context<unknown>[];

/** Reads the page's contexts here, and returns a function that wraps a node in them again. */
export function useContextBridge(): (node: ReactNode) => ReactNode {
  const contexts = pageContexts();
  const values = contexts.map((context) => use(context));
  return (node) => contexts.reduceRight<ReactNode>((inner, Provider, index) => <Provider value={values[index]}>{inner}</Provider>, node);
}
