/**
 * The global message of document 1 sections 2.8 and 4: one message at a time, shown on arrival and
 * replaced by the next. Any widget calls `showMessage`; the banner in the page frame subscribes.
 * A module-level store (not context) so code outside React (a fetch helper, a form callback) can
 * raise a message too.
 */
export type GlobalMessageType = 'error' | 'success';

export interface GlobalMessage {
  type: GlobalMessageType;
  text: string;
  /** Stays until closed or the route changes, instead of hiding after 3 seconds. */
  keepAlive?: boolean;
}

export interface ShownMessage extends GlobalMessage {
  /** Tells two identical messages apart, so showing the same text again restarts its timer. */
  id: number;
}

export const MESSAGE_AUTO_HIDE_MS = 3000;

let current: ShownMessage | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function publish(message: ShownMessage | null): void {
  current = message;
  for (const listener of listeners) listener();
}

export function showMessage(message: GlobalMessage): void {
  if (message.text.trim() === '') return;
  publish({ ...message, id: nextId++ });
}

/** Hides the message; with an id, only if that message is still the one shown. */
export function clearMessage(id?: number): void {
  if (current === null || (id !== undefined && current.id !== id)) return;
  publish(null);
}

export function subscribeToMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const currentMessage = (): ShownMessage | null => current;
/** The server never has a message to show. */
export const noMessage = (): ShownMessage | null => null;
