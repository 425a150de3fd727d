/**
 * What the chat widget needs from a chat service (Intercom in production). The widget decides when
 * the chat may be seen (enabled, loaded, not blocked); the provider only loads and shows or hides it.
 */
export interface ChatProvider {
  /** Loads the service's script and boots it; resolves once the launcher can be shown. */
  load(): Promise<void>;
  show(): void;
  hide(): void;
}
