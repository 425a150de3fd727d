import { Modal } from '../../../ui/modal/modal';
import { Spinner } from '../../../ui/spinner';
import { ProviderMark } from './provider-mark';
import styles from './methods.module.css';

export const ZIP_WAITING_TITLE = 'Waiting for customer to confirm in their Zip app';
export const ZIP_WAITING_TEXT = 'Please do not refresh the page';

/**
 * Document 2 section 2's waiting dialog for Zip in store: title, text, spinner and logo. Neither the
 * backdrop nor Escape closes it; it closes when the status poll decides (zip-in-store-polling.ts).
 */
export function ZipWaitingDialog({ open }: { open: boolean }) {
  return (
    <Modal open={open} onClose={() => undefined} title={ZIP_WAITING_TITLE} type="centerAligned" width="small" dismissible={false}>
      <div className={styles.waiting} role="status">
        <ProviderMark name="Zip" large />
        <Spinner large />
        <p>{ZIP_WAITING_TEXT}</p>
      </div>
    </Modal>
  );
}
