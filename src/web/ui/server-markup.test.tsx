// @vitest-environment happy-dom
import { act, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// React hydrates markup written as the server would, as the browser does (ADR 0047). React
// Router's navigate is the one thing taken from outside.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const navigate = vi.fn();
vi.mock('react-router', () => ({ useNavigate: () => navigate, Link: () => null }));

type Modules = typeof import('./server-markup') & typeof import('./link') & typeof import('../hydrated-signal');
/** Imported afresh for every test: each test is a new page, whose first render is yet to come. */
let modules: Modules;

let drawings = 0;
function Summary({ title }: { title: string }) {
  const { Link } = modules;
  drawings += 1;
  return (
    <>
      <p>{title}</p>
      <Link to="/p/kettle">Kettle</Link>
    </>
  );
}

function Page({ title, drawnFrom = title }: { title: string; drawnFrom?: unknown }) {
  const { LinkNavigation, ServerMarkup, HydratedSignal } = modules;
  return (
    <LinkNavigation>
      <ServerMarkup className="summary" drawnFrom={drawnFrom}>
        <Summary title={title} />
      </ServerMarkup>
      <HydratedSignal />
    </LinkNavigation>
  );
}

const SERVER_HTML = '<div class="summary"><p>Written by the server</p><a href="/p/kettle" data-discover="true">Kettle</a></div>';

function click(element: Element, init: MouseEventInit = {}): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  element.dispatchEvent(event);
  return event;
}

/** Hydrates the container's server HTML with the page, as the browser's first render does. */
function hydrate(page: ReactNode, container: HTMLElement): Root {
  let root: Root | undefined;
  act(() => {
    root = hydrateRoot(container, page, { onRecoverableError: (error) => recoverableErrors.push(error) });
  });
  return root!;
}

let recoverableErrors: unknown[] = [];

describe('markup kept as the server wrote it', () => {
  let container: HTMLElement;
  let root: Root | undefined;

  beforeEach(async () => {
    vi.resetModules();
    modules = { ...(await import('./server-markup')), ...(await import('./link')), ...(await import('../hydrated-signal')) };
    drawings = 0;
    navigate.mockReset();
    recoverableErrors = [];
    container = document.createElement('main');
    container.innerHTML = SERVER_HTML;
    document.body.append(container);
  });

  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container.remove();
    // No hydration mismatch, or anything else React had to recover from.
    expect(recoverableErrors).toEqual([]);
  });

  it('hydrates without drawing its children, and keeps the server’s nodes and text', () => {
    const serverParagraph = container.querySelector('p');
    root = hydrate(<Page title="Drawn in the browser" />, container);
    expect(drawings).toBe(0);
    expect(container.querySelector('p')).toBe(serverParagraph);
    expect(container.innerHTML).toBe(SERVER_HTML);
  });

  it('follows an in-app link in the app, and leaves new-tab clicks and other links to the browser', () => {
    container.querySelector('.summary')!.insertAdjacentHTML('beforeend', '<a href="tel:1300">Call</a>');
    root = hydrate(<Page title="Drawn in the browser" />, container);
    const kettle = container.querySelector('a[href="/p/kettle"]')!;

    expect(click(kettle).defaultPrevented).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/p/kettle', { replace: false });

    navigate.mockReset();
    expect(click(kettle, { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(click(container.querySelector('a[href="tel:1300"]')!).defaultPrevented).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('stays as it is while a later render brings the same content, and draws its children once it differs', () => {
    root = hydrate(<Page title="Written by the server" drawnFrom={{ sku: 'K1', price: 99 }} />, container);
    act(() => root!.render(<Page title="Written by the server" drawnFrom={{ sku: 'K1', price: 99 }} />));
    expect(drawings).toBe(0);

    act(() => root!.render(<Page title="Now $89" drawnFrom={{ sku: 'K1', price: 89 }} />));
    expect(drawings).toBe(1);
    expect(container.querySelector('.summary')!.textContent).toBe('Now $89Kettle');
    expect(container.querySelectorAll('p')).toHaveLength(1);

    // Drawn now, its own link handles the click.
    act(() => void click(container.querySelector('a')!));
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('draws its children where the server wrote none', () => {
    container.innerHTML = '<div class="summary"></div>';
    root = hydrate(<Page title="Drawn in the browser" />, container);
    expect(drawings).toBe(1);
    expect(container.querySelector('p')!.textContent).toBe('Drawn in the browser');
  });

  it('is drawn as usual by any render after the first (a client-side navigation)', () => {
    root = hydrate(<Page title="Written by the server" />, container);
    const next = document.createElement('section');
    document.body.append(next);
    const nextRoot = createRoot(next);
    act(() => nextRoot.render(<Page title="The next page" />));
    expect(next.querySelector('p')!.textContent).toBe('The next page');
    act(() => nextRoot.unmount());
    next.remove();
  });
});
