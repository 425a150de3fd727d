import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { CHECKOUT_MESSAGES } from '../../../domain/checkout-fields';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal/modal';

/**
 * The wa flavour's warning on leaving checkout before the order is placed (document 2 section 2):
 * the browser's own prompt when the page is closed or reloaded, and a dialog with the same text
 * when a link inside the shop would take the shopper away. Placing the order turns it off.
 */
export function useLeaveWarning(active: boolean) {
  // Once the order is placed (or the shopper goes to pay elsewhere) nothing asks again.
  const left = useRef(false);
  const warns = () => active && !left.current;

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (left.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when a value is returned.
      event.returnValue = CHECKOUT_MESSAGES.leaveWarning;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => warns() && currentLocation.pathname !== nextLocation.pathname);
  const allowLeaving = useCallback(() => {
    left.current = true;
  }, []);
  return { blocker, allowLeaving };
}

export function LeaveDialog({ blocker }: { blocker: ReturnType<typeof useBlocker> }) {
  const open = blocker.state === 'blocked';
  return (
    <Modal
      open={open}
      onClose={() => blocker.reset?.()}
      title="Leave checkout?"
      type="centerAligned"
      width="small"
      footer={
        <>
          <Button type="button" colour="secondary" onClick={() => blocker.proceed?.()}>
            Leave
          </Button>
          <Button type="button" colour="primary" data-autofocus onClick={() => blocker.reset?.()}>
            Stay
          </Button>
        </>
      }
    >
      <p>{CHECKOUT_MESSAGES.leaveWarning}</p>
    </Modal>
  );
}
