import { describe, expect, it } from 'vitest';
import { bannerHeading, mastheadBackground, usableButtons } from './landing-banner-config';

describe('mastheadBackground', () => {
  it('reads a string as a decorative image, or a video for video files', () => {
    expect(mastheadBackground('/img/hero.jpg')).toEqual({ kind: 'image', src: '/img/hero.jpg', alt: '', sources: [] });
    expect(mastheadBackground('/media/intro.mp4')).toEqual({ kind: 'video', src: '/media/intro.mp4' });
    expect(mastheadBackground('')).toEqual({ kind: 'none' });
    expect(mastheadBackground(undefined)).toEqual({ kind: 'none' });
  });

  it('keeps the alt text and the media set of an object background', () => {
    const bg = mastheadBackground({
      src: '/hero.jpg',
      alt: 'A kitchen',
      mediaSet: [
        { source: '/hero-wide.jpg', media: '(min-width: 768px)' },
        { source: '', media: '(min-width: 1200px)' },
      ],
    });
    expect(bg).toEqual({
      kind: 'image',
      src: '/hero.jpg',
      alt: 'A kitchen',
      sources: [{ source: '/hero-wide.jpg', media: '(min-width: 768px)' }],
    });
  });
});

describe('bannerHeading', () => {
  it("reads 'Loading...' until the heading is set", () => {
    expect(bannerHeading({})).toBe('Loading...');
    expect(bannerHeading({ mastheadHeading: '  ' })).toBe('Loading...');
    expect(bannerHeading({ mastheadHeading: 'Promotions' })).toBe('Promotions');
  });
});

describe('usableButtons', () => {
  it('drops link buttons without a link and buttons without text', () => {
    const kept = usableButtons([
      { type: 'internal', txt: 'Shop', href: '/products' },
      { type: 'external', txt: 'Brand site' },
      { type: 'refine', txt: 'Refine' },
      { type: 'search', txt: '' },
    ]);
    expect(kept.map((b) => b.txt)).toEqual(['Shop', 'Refine']);
  });
});
