import type { ChatProvider } from './chat-provider';

/**
 * The sandbox chat: outside chat services are not reachable from this storefront, so this provider
 * stands in for them. It loads nothing; showing and hiding flip a flag that our own launcher
 * (sandbox-chat-launcher.tsx) subscribes to.
 */
export interface SandboxChatProvider extends ChatProvider {
  subscribe(onChange: () => void): () => void;
  isVisible(): boolean;
}

export function createSandboxChatProvider(): SandboxChatProvider {
  let visible = false;
  const listeners = new Set<() => void>();
  const set = (next: boolean) => {
    if (next === visible) return;
    visible = next;
    for (const listener of listeners) listener();
  };
  return {
    load: () => Promise.resolve(),
    show: () => set(true),
    hide: () => set(false),
    isVisible: () => visible,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}
