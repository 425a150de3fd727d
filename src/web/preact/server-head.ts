/**
 * React's server render adds links of its own to the head: image preloads for the first images,
 * the stylesheet hint the root layout asks for (`preinit`, so the CSS goes out before the module
 * preloads), and it hoists the module preloads that `<Scripts>` renders in the body. None of them is
 * in the component tree as the browser renders it, and Preact hydrates by pairing each element with
 * the next unclaimed one of the same tag: the head's own links (canonical, icon, the stylesheet)
 * would be paired with these instead and the canonical link updated in the wrong element when a
 * shopper follows a link. By the time the browser build runs they have done their work (every
 * preload has been fetched, the stylesheet is also linked by `<Links>`), so they go before Preact
 * hydrates, and module preloads are not rendered again in the browser (`browser-vnodes.ts`).
 */
export const SERVER_ONLY_HEAD_LINKS = 'link[rel="preload"], link[rel="modulepreload"], link[data-precedence]';

export function releaseServerOnlyHeadLinks(head: HTMLHeadElement = document.head): void {
  for (const link of head.querySelectorAll(SERVER_ONLY_HEAD_LINKS)) link.remove();
}
