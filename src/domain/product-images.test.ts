import { describe, expect, it } from 'vitest';
import { primaryImage } from './product-images';

describe('primary image', () => {
  const lifestyle = { url: 'kitchen.jpg', type: 1 };
  const shot = { url: 'front.jpg', type: 0 };
  const side = { url: 'side.jpg', type: 0 };

  it('is the first product shot, even after a lifestyle shot', () => {
    expect(primaryImage([lifestyle, shot, side])).toBe(shot);
  });

  it('falls back to the first image, and to none', () => {
    expect(primaryImage([lifestyle])).toBe(lifestyle);
    expect(primaryImage([])).toBeNull();
  });
});
