import { useEffect, useId, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { createModalRegistry, EMPTY_STACK, isTopModal } from './modal-stack';
import styles from './modal.module.css';

/** Document 1 section 4. twoCol is always `large` wide. */
export type ModalType = 'leftAligned' | 'centerAligned' | 'twoCol' | 'noStyles' | 'noDefaultPadding';
/** Widths from 768 px up (document 1 section 9): small 560, default 700, medium 800, large 970. Narrower screens get the full width. */
export type ModalWidth = 'small' | 'default' | 'medium' | 'large';

export interface ModalProps {
  /** Controlled: the modal shows while true. */
  open: boolean;
  /**
   * Called when the shopper dismisses the modal (Escape, backdrop click, the Close button) and when the
   * page navigates or the browser goes back. Set `open` to false in it.
   */
  onClose: () => void;
  /** Names the dialog; shown as its heading (visually hidden for noStyles). */
  title: string;
  type?: ModalType;
  width?: ModalWidth;
  /** Actions under the body, e.g. a 'Got it' button. */
  footer?: ReactNode;
  children?: ReactNode;
  /**
   * False for a modal that waits on something outside the page (Zip in store's customer): no Close
   * button, and neither the backdrop nor Escape closes it; the owner closes it by setting `open`.
   */
  dismissible?: boolean;
}

const registry = createModalRegistry(() => (typeof document === 'undefined' ? null : document.body.classList));
const serverStack = () => EMPTY_STACK;

/**
 * The storefront's modal, on the native `<dialog>` opened with showModal(): the platform traps focus,
 * makes the page inert and closes the top modal on Escape. On top of that this component
 *  - closes on a backdrop click and on its 'Close' button,
 *  - closes on navigation and on browser back (opening pushes no history entry),
 *  - returns focus to the element that had it when the modal opened,
 *  - keeps the stack: a modal opened over another dims it (`data-dimmed`) until it closes again,
 *  - marks `document.body` with `modal-open` while any modal is open (and stops the page scrolling).
 * Put `data-autofocus` on the element that should take focus first (default: the first focusable).
 * Inside, show request errors with `<ModalError>` (./modal-error.tsx).
 *
 *   <Modal open={open} onClose={() => setOpen(false)} title="Too many products" type="centerAligned" width="small"
 *     footer={<Button onClick={() => setOpen(false)}>Got it</Button>}>…</Modal>
 */
export function Modal({ open, onClose, title, type = 'leftAligned', width = 'default', footer, children, dismissible = true }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const pressedOnBackdrop = useRef(false);
  const id = useId();
  const titleId = `${id}-title`;
  const stack = useSyncExternalStore(registry.subscribe, registry.getSnapshot, serverStack);
  const dimmed = stack.includes(id) && !isTopModal(stack, id);
  const { key: locationKey } = useLocation();

  // The latest props for event handlers registered once.
  const latest = useRef({ open, onClose });
  useEffect(() => {
    latest.current = { open, onClose };
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
      registry.open(id);
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, id]);

  // Unmounting an open modal (its page went away) still unwinds the stack and the body marker.
  useEffect(() => () => registry.close(id), [id]);

  // Every navigation, including browser back and forward, closes the modal.
  const firstLocation = useRef(locationKey);
  useEffect(() => {
    if (locationKey !== firstLocation.current && latest.current.open) latest.current.onClose();
    firstLocation.current = locationKey;
  }, [locationKey]);
  useEffect(() => {
    if (!open) return;
    const onPopState = () => latest.current.onClose();
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [open]);

  function handleClosed() {
    registry.close(id);
    const previous = opener.current;
    opener.current = null;
    if (previous?.isConnected) previous.focus();
    // Escape closes the dialog natively; tell the owner so its state follows.
    if (latest.current.open) latest.current.onClose();
  }

  const classes = [styles.dialog, styles[type], styles[type === 'twoCol' ? 'large' : width]].join(' ');
  return (
    <dialog
      ref={dialogRef}
      className={classes}
      aria-labelledby={titleId}
      data-modal-type={type}
      data-dimmed={dimmed ? 'true' : undefined}
      onClose={handleClosed}
      onCancel={(event) => {
        // Escape: the platform would close the dialog; a modal that may not be dismissed stays.
        if (!dismissible) event.preventDefault();
      }}
      onMouseDown={(event) => {
        pressedOnBackdrop.current = event.target === dialogRef.current;
      }}
      onClick={(event) => {
        // The dialog element itself is only hit outside its content box, i.e. on the backdrop.
        if (dismissible && event.target === dialogRef.current && pressedOnBackdrop.current) onClose();
      }}
    >
      <div className={styles.frame}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {dismissible ? (
            <button type="button" className={styles.close} aria-label="Close" onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </div>
        <div className={styles.body}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </dialog>
  );
}
