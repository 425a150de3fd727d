import { describe, expect, it } from 'vitest';
import { alignHydratedIds, MODE_HYDRATE as HYDRATING } from './hydration-ids';

function element(attributes: Record<string, string>) {
  return {
    attributes: { ...attributes },
    getAttribute(name: string) {
      return this.attributes[name] ?? null;
    },
    setAttribute(name: string, value: string) {
      this.attributes[name] = value;
    },
  };
}

function vnode(type: string, props: Record<string, unknown>, flags: number, dom: ReturnType<typeof element>) {
  return { type, props, __u: flags, __e: dom } as unknown as Parameters<typeof alignHydratedIds>[0];
}

describe('ids of a hydrating element', () => {
  it('takes the browser’s id and every reference to one, in place of the server’s', () => {
    const label = element({ for: '_R_1_-input', class: 'label' });
    alignHydratedIds(vnode('label', { htmlFor: 'P0-1-input', className: 'label' }, HYDRATING, label));
    expect(label.attributes).toEqual({ for: 'P0-1-input', class: 'label' });

    const input = element({ id: '_R_1_-input', 'aria-controls': '_R_1_-list', 'aria-describedby': '_R_1_-hint _R_1_-error' });
    alignHydratedIds(
      vnode('input', { id: 'P0-1-input', 'aria-controls': 'P0-1-list', 'aria-describedby': 'P0-1-hint P0-1-error' }, HYDRATING, input),
    );
    expect(input.attributes).toEqual({ id: 'P0-1-input', 'aria-controls': 'P0-1-list', 'aria-describedby': 'P0-1-hint P0-1-error' });
  });

  it('leaves elements alone once hydrated, and components and text nodes always', () => {
    const input = element({ id: 'server' });
    alignHydratedIds(vnode('input', { id: 'browser' }, 0, input));
    expect(input.attributes).toEqual({ id: 'server' });

    const component = element({ id: 'server' });
    alignHydratedIds({ type: () => null, props: { id: 'browser' }, __u: HYDRATING, __e: component } as unknown as Parameters<
      typeof alignHydratedIds
    >[0]);
    expect(component.attributes).toEqual({ id: 'server' });
  });

  it('does not add an attribute the browser does not render', () => {
    const button = element({ 'aria-controls': 'menu' });
    alignHydratedIds(vnode('button', { 'aria-expanded': false }, HYDRATING, button));
    expect(button.attributes).toEqual({ 'aria-controls': 'menu' });
  });
});
