import { useEffect, useState } from 'react';
import type { StaticPage } from '../../../contracts/content';
import { browserApi } from '../../client/browser-api';
import { Modal } from '../../ui/modal/modal';
import { ModalError } from '../../ui/modal/modal-error';
import { StaticContentBody } from './static-content-body';
import styles from './static-content-body.module.css';
import { Spinner } from '../../ui/spinner';

type Load = { status: 'loading' } | { status: 'loaded'; page: StaticPage } | { status: 'failed' };

export const STATIC_CONTENT_ERROR = 'Sorry, we could not load this information. Please try again later.';

interface StaticContentModalProps {
  slug: string;
  open: boolean;
  onClose: () => void;
}

/**
 * The static content modal (document 1 section 2.2): loads GET /api/Static/{slug} when first opened,
 * shows a loader meanwhile, then the page's heading and HTML body. A failed load shows the modal's
 * error banner; opening again retries.
 */
export function StaticContentModal({ slug, open, onClose }: StaticContentModalProps) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [errorShown, setErrorShown] = useState(true);

  useEffect(() => {
    if (!open || load.status === 'loaded') return;
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    setErrorShown(true);
    void browserApi.get('/api/Static/{name}', { params: { name: slug }, signal: controller.signal }).then((res) => {
      if (controller.signal.aborted) return;
      setLoad(res.ok && res.data ? { status: 'loaded', page: res.data } : { status: 'failed' });
    });
    return () => controller.abort();
    // Only opening (or a new slug) starts a load; a loaded page is kept for the next opening.
  }, [open, slug]);

  const title = load.status === 'loaded' ? load.page.heading : load.status === 'failed' ? 'Information' : 'Loading...';
  return (
    <Modal open={open} onClose={onClose} title={title} width="medium">
      {load.status === 'loading' ? (
        <div className={styles.loader} role="status">
          <Spinner />
          Loading…
        </div>
      ) : load.status === 'failed' ? (
        errorShown ? (
          <ModalError onClose={() => setErrorShown(false)}>{STATIC_CONTENT_ERROR}</ModalError>
        ) : null
      ) : (
        <StaticContentBody html={load.page.body} />
      )}
    </Modal>
  );
}
