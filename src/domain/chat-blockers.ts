/**
 * The chat widget's blockers (document 3 section 4): parts of the page that cover the spot where the
 * chat launcher sits, or hold the shopper's attention, carry `data-blocks-chat="<blocker>"` while active.
 */
export const CHAT_BLOCKERS = ['compare', 'product-page', 'filer-panel', 'mobile-nav', 'wui-sliding-panel'] as const;
export type ChatBlocker = (typeof CHAT_BLOCKERS)[number];

/** The attribute a blocking element carries; the widget watches it. */
export const CHAT_BLOCKER_ATTRIBUTE = 'data-blocks-chat';

export function isChatBlocker(value: string | null | undefined): value is ChatBlocker {
  return (CHAT_BLOCKERS as readonly string[]).includes(value ?? '');
}

/** The blockers active now, from the attribute values found in the document (unknown values block nothing). */
export function activeChatBlockers(values: readonly (string | null | undefined)[]): ChatBlocker[] {
  return [...new Set(values.filter(isChatBlocker))];
}

/** Shown only when the chat has loaded (which it does only when enabled) and nothing blocks it. */
export function chatWidgetShown(state: { enabled: boolean; loaded: boolean; blockers: readonly ChatBlocker[] }): boolean {
  return state.enabled && state.loaded && state.blockers.length === 0;
}
