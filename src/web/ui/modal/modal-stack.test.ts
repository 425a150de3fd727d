import { describe, expect, it } from 'vitest';
import { createModalRegistry, isTopModal, MODAL_OPEN_CLASS, pushModal, removeModal } from './modal-stack';

function fakeBody() {
  const classes = new Set<string>();
  return { classes, classList: { add: (c: string) => void classes.add(c), remove: (c: string) => void classes.delete(c) } };
}

describe('modal stack', () => {
  it('puts the newest modal on top and restores the parent when it closes', () => {
    let stack = pushModal([], 'parent');
    stack = pushModal(stack, 'child');
    expect(isTopModal(stack, 'child')).toBe(true);
    expect(isTopModal(stack, 'parent')).toBe(false);
    stack = removeModal(stack, 'child');
    expect(isTopModal(stack, 'parent')).toBe(true);
  });

  it('never lists a modal twice and ignores closing one that is not open', () => {
    const stack = pushModal(pushModal(pushModal([], 'a'), 'b'), 'a');
    expect(stack).toEqual(['b', 'a']);
    expect(removeModal(stack, 'zzz')).toBe(stack);
  });

  it('marks the body while any modal is open and unmarks it when the last closes', () => {
    const body = fakeBody();
    const registry = createModalRegistry(() => body.classList);
    let notified = 0;
    registry.subscribe(() => (notified += 1));
    registry.open('a');
    expect(body.classes.has(MODAL_OPEN_CLASS)).toBe(true);
    registry.open('b');
    registry.close('a');
    expect(body.classes.has(MODAL_OPEN_CLASS)).toBe(true);
    registry.close('b');
    expect(body.classes.has(MODAL_OPEN_CLASS)).toBe(false);
    expect(registry.getSnapshot()).toEqual([]);
    registry.close('b');
    expect(notified).toBe(4);
  });

  it('works without a body (server rendering)', () => {
    const registry = createModalRegistry(() => null);
    registry.open('a');
    expect(registry.getSnapshot()).toEqual(['a']);
  });
});
