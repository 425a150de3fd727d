// @vitest-environment happy-dom
import { hydrate, render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The browser renders with Preact in place of React (ADR 0038); so does this test, over markup
// written as the server would. React Router's navigate is the one thing taken from outside.
vi.mock('react', async () => await import('preact/compat'));
vi.mock('react/jsx-runtime', async () => await import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', async () => await import('preact/jsx-runtime'));
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

describe('markup kept as the server wrote it', () => {
  let container: HTMLElement;

  beforeEach(async () => {
    vi.resetModules();
    modules = { ...(await import('./server-markup')), ...(await import('./link')), ...(await import('../hydrated-signal')) };
    drawings = 0;
    navigate.mockReset();
    container = document.createElement('main');
    container.innerHTML = SERVER_HTML;
    document.body.append(container);
  });

  afterEach(() => {
    render(null, container);
    container.remove();
  });

  it('hydrates without drawing its children, and keeps the server’s nodes and text', () => {
    const serverParagraph = container.querySelector('p');
    act(() => hydrate(<Page title="Drawn in the browser" />, container));
    expect(drawings).toBe(0);
    expect(container.querySelector('p')).toBe(serverParagraph);
    expect(container.innerHTML).toBe(SERVER_HTML);
  });

  it('follows an in-app link in the app, and leaves new-tab clicks and other links to the browser', () => {
    container.querySelector('.summary')!.insertAdjacentHTML('beforeend', '<a href="tel:1300">Call</a>');
    act(() => hydrate(<Page title="Drawn in the browser" />, container));
    const kettle = container.querySelector('a[href="/p/kettle"]')!;

    expect(click(kettle).defaultPrevented).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/p/kettle', { replace: false });

    navigate.mockReset();
    expect(click(kettle, { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(click(container.querySelector('a[href="tel:1300"]')!).defaultPrevented).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('stays as it is while a later render brings the same content, and draws its children once it differs', () => {
    act(() => hydrate(<Page title="Written by the server" drawnFrom={{ sku: 'K1', price: 99 }} />, container));
    act(() => render(<Page title="Written by the server" drawnFrom={{ sku: 'K1', price: 99 }} />, container));
    expect(drawings).toBe(0);

    act(() => render(<Page title="Now $89" drawnFrom={{ sku: 'K1', price: 89 }} />, container));
    expect(drawings).toBe(1);
    expect(container.querySelector('.summary')!.textContent).toBe('Now $89Kettle');
    expect(container.querySelectorAll('p')).toHaveLength(1);

    // Drawn now, its own link handles the click.
    click(container.querySelector('a')!);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('draws its children where the server wrote none', () => {
    container.innerHTML = '<div class="summary"></div>';
    act(() => hydrate(<Page title="Drawn in the browser" />, container));
    expect(drawings).toBe(1);
    expect(container.querySelector('p')!.textContent).toBe('Drawn in the browser');
  });

  it('is drawn as usual by any render after the first (a client-side navigation)', () => {
    act(() => hydrate(<Page title="Written by the server" />, container));
    const next = document.createElement('section');
    document.body.append(next);
    act(() => render(<Page title="The next page" />, next));
    expect(next.querySelector('p')!.textContent).toBe('The next page');
    render(null, next);
    next.remove();
  });
});
