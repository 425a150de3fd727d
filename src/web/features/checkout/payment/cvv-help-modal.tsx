import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal/modal';
import styles from './payment.module.css';

export const CVV_HELP_TITLE = 'Card security code help';

/**
 * The card security code help (document 2 section 2, item 11), in the storefront's modal: the
 * platform dialog traps focus, Escape and the Close button close it and focus returns to the button
 * that opened it.
 */
export function CvvHelpModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={CVV_HELP_TITLE}
      type="leftAligned"
      width="small"
      footer={
        <Button type="button" onClick={onClose} data-autofocus>
          Got it
        </Button>
      }
    >
      <div className={styles.cvvHelp}>
        <figure className={styles.cvvFigure}>
          <svg viewBox="0 0 96 60" width="96" height="60" aria-hidden="true">
            <rect x="1" y="1" width="94" height="58" rx="6" fill="#f2f2f2" stroke="#555" />
            <rect x="1" y="10" width="94" height="11" fill="#333" />
            <rect x="10" y="28" width="52" height="10" fill="#fff" stroke="#999" />
            <rect x="64" y="27" width="22" height="12" rx="2" fill="none" stroke="#c00" strokeWidth="2" />
            <text x="75" y="36" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="8">
              123
            </text>
          </svg>
          <figcaption>
            <strong>Visa and Mastercard:</strong> the last 3 digits printed on the back of the card, beside the signature strip.
          </figcaption>
        </figure>
        <figure className={styles.cvvFigure}>
          <svg viewBox="0 0 96 60" width="96" height="60" aria-hidden="true">
            <rect x="1" y="1" width="94" height="58" rx="6" fill="#dbe9f7" stroke="#555" />
            <rect x="62" y="14" width="26" height="12" rx="2" fill="none" stroke="#c00" strokeWidth="2" />
            <text x="75" y="23" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="8">
              1234
            </text>
            <text x="10" y="44" fontFamily="Arial, sans-serif" fontSize="8">
              3782 822463 10005
            </text>
          </svg>
          <figcaption>
            <strong>American Express:</strong> the 4 digits printed on the front of the card, above the card number.
          </figcaption>
        </figure>
        <p>We use the code only to authorise this payment; it is never stored.</p>
      </div>
    </Modal>
  );
}
