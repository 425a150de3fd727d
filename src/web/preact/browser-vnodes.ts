import { Fragment, options, type VNode } from 'preact';

/**
 * The elements the browser renders differently from the server (ADR 0038), in Preact's one hook
 * on every new vnode:
 * - `<html>` renders as its children. Preact renders into `document.documentElement` when given
 *   the document, so an `<html>` element in the tree would be looked for inside `<html>`, not
 *   found, and the whole page built again. Its attributes (language, flavour) are the server's and
 *   never change in the browser; `data-hydrated` is set on the element directly.
 * - Module preloads render nothing: they are for the server's HTML, and by the time the browser
 *   renders, their modules are loaded (see `server-head.ts`).
 */
const previousVNode = options.vnode;
options.vnode = (vnode: VNode<{ children?: unknown; rel?: unknown }>) => {
  if (vnode.type === 'html') {
    (vnode as { type: unknown }).type = Fragment;
    vnode.props = { children: vnode.props.children };
  } else if (vnode.type === 'link' && vnode.props.rel === 'modulepreload') {
    (vnode as { type: unknown }).type = RenderNothing;
  }
  previousVNode?.(vnode);
};

function RenderNothing(): null {
  return null;
}
