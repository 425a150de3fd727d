import { options, type VNode } from 'preact';

/**
 * The server renders with React and the browser hydrates with Preact (ADR 0038). Both number
 * `useId` values by the component's place in the tree, but in different formats, and Preact keeps
 * the server's attributes while it hydrates. A label hydrated with React's id would then name an
 * input that Preact later renders with its own (a menu's panel that opens on click, an error that
 * appears under a field), and the reference would point nowhere. So while an element hydrates,
 * every attribute that holds or names an id is set to the browser's value, which every element
 * rendered later also uses.
 */
const ID_ATTRIBUTES: ReadonlyArray<readonly [prop: string, attribute: string]> = [
  ['id', 'id'],
  ['htmlFor', 'for'],
  ['for', 'for'],
  ['aria-controls', 'aria-controls'],
  ['aria-labelledby', 'aria-labelledby'],
  ['aria-describedby', 'aria-describedby'],
  ['aria-details', 'aria-details'],
  ['aria-errormessage', 'aria-errormessage'],
  ['aria-owns', 'aria-owns'],
  ['aria-activedescendant', 'aria-activedescendant'],
  ['aria-flowto', 'aria-flowto'],
  ['list', 'list'],
  ['form', 'form'],
  ['headers', 'headers'],
  ['popoverTarget', 'popovertarget'],
  ['popovertarget', 'popovertarget'],
];

/** Preact's vnode flag for "this vnode is hydrating server HTML" (`MODE_HYDRATE`). */
export const MODE_HYDRATE = 1 << 5;

/** The vnode fields Preact's build names `__u` (flags) and `__e` (the DOM node). */
type InternalVNode = VNode<Record<string, unknown>> & { __u?: number; __e?: Element | Text | null };

export function alignHydratedIds(vnode: InternalVNode): void {
  if (typeof vnode.type !== 'string' || !((vnode.__u ?? 0) & MODE_HYDRATE)) return;
  const element = vnode.__e;
  if (!element || !('setAttribute' in element)) return;
  for (const [prop, attribute] of ID_ATTRIBUTES) {
    const value = vnode.props[prop];
    if (typeof value === 'string' && element.getAttribute(attribute) !== value) element.setAttribute(attribute, value);
  }
}

const previousDiffed = options.diffed;
options.diffed = (vnode) => {
  alignHydratedIds(vnode as InternalVNode);
  previousDiffed?.(vnode);
};
