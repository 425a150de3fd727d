/**
 * Document 1 sections 2.7 and 4: the header's navigation state. One panel shows at a time: the
 * category menu (view `none`) or one of the search, cart, store and contact-us views. On touch
 * and mobile the categories form a stack: a category with subcategories opens on top of its
 * parent, tapping the open one closes it, Back pops the stack. Closing resets the view to `none`
 * and clears the stack.
 */
export const NAV_VIEWS = ['none', 'search', 'cart', 'store', 'contactUs'] as const;
export type NavView = (typeof NAV_VIEWS)[number];

export interface HeaderNavState {
  open: boolean;
  view: NavView;
  /** Uris of the open categories, outermost first. */
  stack: readonly string[];
}

export type HeaderNavAction =
  | { type: 'toggleMenu' }
  | { type: 'toggleView'; view: Exclude<NavView, 'none'> }
  | { type: 'close' }
  /** A tap on a category that has subcategories; `parents` are the categories it sits in. */
  | { type: 'tapCategory'; uri: string; parents: readonly string[] }
  | { type: 'back' };

export const closedNavigation: HeaderNavState = { open: false, view: 'none', stack: [] };

export function headerNavReducer(state: HeaderNavState, action: HeaderNavAction): HeaderNavState {
  switch (action.type) {
    case 'toggleMenu':
      return state.open && state.view === 'none' ? closedNavigation : { open: true, view: 'none', stack: [] };
    case 'toggleView':
      return state.open && state.view === action.view ? closedNavigation : { open: true, view: action.view, stack: [] };
    case 'close':
      return closedNavigation;
    case 'back':
      return { ...state, stack: state.stack.slice(0, -1) };
    case 'tapCategory': {
      const depth = action.parents.length;
      const isOpen = state.stack[depth] === action.uri;
      // Tapping the open category closes it (and anything opened inside it).
      if (isOpen) return { ...state, stack: state.stack.slice(0, depth) };
      return { ...state, open: true, view: 'none', stack: [...action.parents, action.uri] };
    }
  }
}

/**
 * Whether the page behind the navigation must not scroll: the mobile navigation and its panels
 * cover it. The search view only moves focus to the search field, which must stay usable.
 */
export const locksScroll = (state: HeaderNavState, mobileLayout: boolean) => state.open && mobileLayout && state.view !== 'search';

interface CategoryLike {
  uri: string;
  subCategories?: readonly CategoryLike[];
}

/**
 * Desktop hover: the hovered category opens and, at the top level, its first subcategory opens
 * too, so the panel never shows an empty column. Returns the open path.
 */
export function hoverPath(categories: readonly CategoryLike[], uri: string): string[] {
  const top = categories.find((category) => category.uri === uri);
  if (!top) return [uri];
  const first = top.subCategories?.[0];
  return first ? [top.uri, first.uri] : [top.uri];
}

/** Desktop: leaving a category closes it this long afterwards, so moving into its panel keeps it open. */
export const HOVER_CLOSE_DELAY_MS = 100;
