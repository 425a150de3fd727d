import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedAvailability } from './saved-availability';

const choice: SavedAvailability = {
  cartId: 'cart-1',
  selectedDate: '2026-12-03',
  shippingCost: 45,
  uniqueRequirements: false,
  override: false,
  deliveryServices: ['REMOVE-OLD'],
  installationContact: true,
};

/** A browser's localStorage, enough for the timed store. */
function fakeWindow() {
  const items = new Map<string, string>();
  return {
    items,
    localStorage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    },
    dispatchEvent: () => true,
  };
}

describe("the saved delivery choice ('checkout-availability')", () => {
  let window: ReturnType<typeof fakeWindow>;
  let saved: typeof import('./saved-availability');
  beforeEach(async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
    window = fakeWindow();
    vi.stubGlobal('window', window);
    // Loaded under the fake clock: the timed store keeps the clock it was created with.
    vi.resetModules();
    saved = await import('./saved-availability');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('is kept under its key for three days, then forgotten', () => {
    saved.saveAvailability(choice);
    expect(window.items.has(saved.SAVED_AVAILABILITY_KEY)).toBe(true);
    vi.setSystemTime(new Date('2026-11-28T09:59:59Z'));
    expect(saved.readSavedAvailability('cart-1')).toEqual(choice);
    vi.setSystemTime(new Date('2026-11-28T10:00:00Z'));
    expect(saved.readSavedAvailability('cart-1')).toBeNull();
    expect(window.items.has(saved.SAVED_AVAILABILITY_KEY)).toBe(false);
  });

  it('belongs to one cart', () => {
    saved.saveAvailability(choice);
    expect(saved.readSavedAvailability('cart-2')).toBeNull();
  });

  it('is cleared after an order', () => {
    saved.saveAvailability(choice);
    saved.clearSavedAvailability();
    expect(saved.readSavedAvailability('cart-1')).toBeNull();
  });
});
