/** How a button with a link navigates (document 1 section 4). */
export type ButtonLinkKind = 'internal' | 'external';

const EXTERNAL = /^https?:\/\//i;

/** A link beginning with http:// or https:// leaves the app (full page load); anything else is a route. */
export function buttonLinkKind(href: string): ButtonLinkKind {
  return EXTERNAL.test(href.trim()) ? 'external' : 'internal';
}

/** `rel` for an external link: a new tab must not get a handle on this page. */
export function externalRel(target: string | undefined): string | undefined {
  return target === '_blank' ? 'noopener noreferrer' : undefined;
}
