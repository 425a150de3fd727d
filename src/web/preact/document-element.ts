import { Fragment, options, type VNode } from 'preact';

/**
 * The root route renders the whole document, `<html>` included, as React does. Preact renders into
 * `document.documentElement` when given the document, so an `<html>` element in the tree would be
 * looked for inside `<html>`, not found, and the whole page built again. In the browser the `<html>`
 * element is therefore rendered as its children alone: its attributes (language, flavour) are the
 * server's and never change in the browser, and `data-hydrated` is set on the element directly.
 */
const previousVNode = options.vnode;
options.vnode = (vnode: VNode<{ children?: unknown }>) => {
  if (vnode.type === 'html') {
    (vnode as { type: unknown }).type = Fragment;
    vnode.props = { children: vnode.props.children };
  }
  previousVNode?.(vnode);
};
