/**
 * Bookkeeping of open modals (document 1 section 4): the most recently opened modal is on top and
 * the ones below it are dimmed; while any modal is open the page body carries `modal-open`,
 * removed when the last one closes. Pure over a class list so it is unit tested without a browser.
 */

export const MODAL_OPEN_CLASS = 'modal-open';

export type ModalStack = readonly string[];

/** Opens `id` on top; a modal already open is moved to the top rather than listed twice. */
export function pushModal(stack: ModalStack, id: string): ModalStack {
  return [...stack.filter((open) => open !== id), id];
}

export function removeModal(stack: ModalStack, id: string): ModalStack {
  return stack.includes(id) ? stack.filter((open) => open !== id) : stack;
}

export function isTopModal(stack: ModalStack, id: string): boolean {
  return stack.length > 0 && stack[stack.length - 1] === id;
}

interface ClassListLike {
  add(name: string): void;
  remove(name: string): void;
}

export interface ModalRegistry {
  open(id: string): void;
  close(id: string): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): ModalStack;
}

/** The page's one stack; `bodyClassList` is null during server rendering. */
export function createModalRegistry(bodyClassList: () => ClassListLike | null): ModalRegistry {
  let stack: ModalStack = [];
  const listeners = new Set<() => void>();
  const set = (next: ModalStack) => {
    if (next === stack) return;
    stack = next;
    const body = bodyClassList();
    if (stack.length > 0) body?.add(MODAL_OPEN_CLASS);
    else body?.remove(MODAL_OPEN_CLASS);
    for (const listener of listeners) listener();
  };
  return {
    open: (id) => set(pushModal(stack, id)),
    close: (id) => set(removeModal(stack, id)),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => stack,
  };
}

export const EMPTY_STACK: ModalStack = [];
