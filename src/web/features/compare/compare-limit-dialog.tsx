import { COMPARE_LIMIT } from '../../../domain/compare-list';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal/modal';

/** Document 1 section 2.3: shown when a fourth product is ticked; nothing is added. */
export const LIMIT_TEXT = `You've already selected ${COMPARE_LIMIT} products to compare. That's the maximum. To compare this product, please remove another first.`;

export function CompareLimitDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Too many products"
      type="centerAligned"
      width="small"
      footer={
        <Button onClick={onClose} data-autofocus="">
          Got it
        </Button>
      }
    >
      <p>{LIMIT_TEXT}</p>
    </Modal>
  );
}
