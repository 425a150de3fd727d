import { describe, expect, it } from 'vitest';
import { createFragmentStore } from './fragment-store';
import { keepable, pageFragments, type FragmentRenderer } from './server-fragments';

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('the fragment store', () => {
  it('drops the least recently used fragment first once its characters pass the bound', () => {
    const store = createFragmentStore(30);
    store.set('a', 'x'.repeat(9)); // 10 characters with its key
    store.set('b', 'x'.repeat(9));
    store.get('a'); // a is now the most recently used
    store.set('c', 'x'.repeat(9));
    store.set('d', 'x'.repeat(9)); // 40 > 30: b goes, then nothing more
    expect([store.get('a'), store.get('b'), store.get('c'), store.get('d')].map((html) => html !== undefined)).toEqual([
      true,
      false,
      true,
      true,
    ]);
    expect(store.size).toBe(3);
  });

  it('keeps nothing larger than the whole bound', () => {
    const store = createFragmentStore(10);
    store.set('key', 'x'.repeat(20));
    expect(store.get('key')).toBeUndefined();
  });

  it('gives every fragment its own id prefix', () => {
    const store = createFragmentStore();
    const prefixes = Array.from({ length: 100 }, () => store.nextIdPrefix());
    expect(new Set(prefixes).size).toBe(100);
  });
});

describe("a page's fragments", () => {
  const rendered: string[] = [];
  const render: FragmentRenderer = (node, idPrefix) => {
    rendered.push(String(node));
    return `<b id="${idPrefix}">${String(node)}</b>`;
  };

  it('renders a fragment once the render is done, and hands it to later pages', async () => {
    const store = createFragmentStore();
    const first = pageFragments(store, render);
    expect(first.markup('tile\n[1]')).toBeUndefined();
    first.keep('tile\n[1]', 'Oven');
    expect(store.size).toBe(0);
    await settle();
    expect(pageFragments(store, render).markup('tile\n[1]')).toMatch(/^<b id="k\w+-">Oven<\/b>$/);
  });

  it('writes a kept fragment once per page: a second copy of the same ids would repeat them', async () => {
    const store = createFragmentStore();
    pageFragments(store, render).keep('tile\n[2]', 'Fridge');
    await settle();
    const page = pageFragments(store, render);
    expect(page.markup('tile\n[2]')).toBeDefined();
    expect(page.markup('tile\n[2]')).toBeUndefined();
  });

  it('keeps nothing when the fragment fails to render on its own, and renders a fragment once for many asks', async () => {
    const store = createFragmentStore();
    let calls = 0;
    const failing: FragmentRenderer = () => {
      calls++;
      throw new Error('outside the page');
    };
    pageFragments(store, failing).keep('tile\n[3]', 'Washer');
    await settle();
    expect(store.get('tile\n[3]')).toBeUndefined();

    rendered.length = 0;
    const pages = [pageFragments(store, render), pageFragments(store, render)];
    for (const page of pages) page.keep('tile\n[4]', 'Dryer');
    await settle();
    expect(calls).toBe(1);
    expect(rendered).toEqual(['Dryer']);
  });
});

describe('what a render on its own may keep', () => {
  it('keeps plain markup, and neither an unfinished Suspense boundary nor a hoisted resource', () => {
    expect(keepable('<p class="brand">Miele</p><h3><a href="/p/oven">Oven</a></h3>')).toBe(true);
    expect(keepable('<!--$!--><template data-msg="suspended"></template><!--/$-->')).toBe(false);
    expect(keepable('<link rel="preload" as="image" href="/media/oven.svg" fetchPriority="high"/><img src="/media/oven.svg"/>')).toBe(
      false,
    );
  });
});
