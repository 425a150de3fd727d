import type { CountryCode } from '../../../domain/brands';
import { Modal } from '../../ui/modal/modal';
import { DeliveryPromise } from './delivery-promise';
import type { PromiseCopy } from './value-promise';
import styles from './value-promise.module.css';

interface ValuePromiseModalProps {
  promise: PromiseCopy;
  country: CountryCode;
  open: boolean;
  onClose(): void;
}

/** The value promise's modal: its copy and the delivery promises (the storefront Modal: focus moves in and back). */
export function ValuePromiseModal({ promise, country, open, onClose }: ValuePromiseModalProps) {
  return (
    <Modal open={open} onClose={onClose} title={promise.title} width="small">
      {promise.body.map((text) => (
        <p key={text} className={styles.text}>
          {text}
        </p>
      ))}
      <DeliveryPromise country={country} />
    </Modal>
  );
}
