import { useState, useSyncExternalStore } from 'react';
import { Button } from '../../ui/button';
import floating from '../../ui/floating-control.module.css';
import { Modal } from '../../ui/modal/modal';
import type { SandboxChatProvider } from './sandbox-chat-provider';
import styles from './sandbox-chat-launcher.module.css';

const hiddenOnServer = () => false;

/**
 * The sandbox chat's own launcher: a 'Chat with us' button that opens a panel explaining that this
 * is a sandbox chat and giving the support phone number instead. Shown while the provider is shown.
 */
export function SandboxChatLauncher({ provider, supportPhone }: { provider: SandboxChatProvider; supportPhone: string }) {
  const visible = useSyncExternalStore(provider.subscribe, provider.isVisible, hiddenOnServer);
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        className={`${styles.launcher} ${floating.compact}`}
        hidden={!visible}
        aria-label="Chat with us"
        data-testid="chat-launcher"
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M3 4h14v9H8l-4 3v-3H3z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
        <span className={floating.label}>Chat with us</span>
      </button>
      <Modal
        open={open}
        onClose={close}
        title="Chat with us"
        width="small"
        footer={
          <Button colour="secondary" onClick={close}>
            Close chat
          </Button>
        }
      >
        <p>This is a sandbox chat: live chat is not connected in this storefront, so no one will answer here.</p>
        <p>
          To talk to our team, call us on <a href={`tel:${supportPhone.replace(/\s+/g, '')}`}>{supportPhone}</a>.
        </p>
      </Modal>
    </>
  );
}
