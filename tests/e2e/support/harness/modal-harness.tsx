// A page that mounts the design-system modal on its own, for tests/e2e/modal.spec.ts: the storefront
// has no page yet that nests modals or shows an error banner in one. Bundled by ./serve-harness.ts.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, RouterProvider, useSearchParams } from 'react-router';
import '../../../../src/web/brands/tokens.css';
import '../../../../src/web/brands/global.css';
import { Modal, type ModalType, type ModalWidth } from '../../../../src/web/ui/modal/modal';
import { ModalError } from '../../../../src/web/ui/modal/modal-error';

function Harness() {
  const [params] = useSearchParams();
  const type = (params.get('type') ?? 'leftAligned') as ModalType;
  const width = (params.get('width') ?? 'default') as ModalWidth;
  const [parent, setParent] = useState(false);
  const [child, setChild] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <main>
      <h1>Modal harness</h1>
      <button type="button" onClick={() => setParent(true)}>
        Open parent
      </button>
      <Link to="/__harness/modal/elsewhere">Elsewhere</Link>
      <Link to="?type=centerAligned">Centre aligned</Link>
      <Modal open={parent} onClose={() => setParent(false)} title="Parent modal" type={type} width={width}>
        <p>The parent modal.</p>
        {error ? <ModalError onClose={() => setError(null)}>{error}</ModalError> : null}
        <button type="button" onClick={() => setError('Something went wrong. Please try again.')}>
          Show error
        </button>
        <button type="button" onClick={() => setChild(true)}>
          Open child
        </button>
        <Link to="/__harness/modal/elsewhere">Go elsewhere</Link>
      </Modal>
      <Modal
        open={child}
        onClose={() => setChild(false)}
        title="Child modal"
        type="centerAligned"
        width="small"
        footer={
          <button type="button" data-autofocus="" onClick={() => setChild(false)}>
            Done
          </button>
        }
      >
        <p>The child modal.</p>
      </Modal>
    </main>
  );
}

const router = createBrowserRouter([
  { path: '/__harness/modal', element: <Harness /> },
  { path: '/__harness/modal/elsewhere', element: <h1>Elsewhere</h1> },
]);
createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);
