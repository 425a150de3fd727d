import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalTarget, isApiTarget } from './request-url';

/** Anything a client may put in a request line: slashes, backslashes, dots, escapes, hosts. */
const targetPiece = fc.constantFrom(
  '/',
  '//',
  '\\',
  '.',
  '..',
  '%2e',
  '%2E%2e',
  '%2f',
  '%5c',
  'evil.example',
  'api',
  '?',
  '#',
  '@',
  ':',
  'a',
  '%00',
  '％',
);
const rawTarget = fc.oneof(
  fc.array(targetPiece, { maxLength: 12 }).map((pieces) => pieces.join('')),
  fc.string({ maxLength: 40 }),
);

describe('the canonical request target (fast-check)', () => {
  it('always starts with exactly one slash, so it never names another host', () => {
    fc.assert(
      fc.property(rawTarget, (raw) => {
        const target = canonicalTarget(raw);
        expect(target.startsWith('/')).toBe(true);
        expect(/^\/[/\\]/.test(target)).toBe(false);
        expect(new URL(target, 'http://shop.example').host).toBe('shop.example');
      }),
      { numRuns: 2000 },
    );
  });

  it('is idempotent: reading a canonical target again changes nothing', () => {
    fc.assert(
      fc.property(rawTarget, (raw) => {
        const once = canonicalTarget(raw);
        expect(canonicalTarget(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps no dot segment in the path, however it is spelt', () => {
    fc.assert(
      fc.property(rawTarget, (raw) => {
        const path = canonicalTarget(raw).split('?')[0]!;
        expect(path.split('/').some((segment) => /^(\.|%2e){1,2}$/i.test(segment))).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('gives a path with one leading slash back as URL resolution reads it', () => {
    const piece = fc.constantFrom(
      '/',
      'a',
      'Z',
      '0',
      '.',
      '..',
      '-',
      '_',
      '~',
      ':',
      '@',
      '!',
      "'",
      '(',
      '%2e',
      '%41',
      ' ',
      '"',
      '#',
      'é',
      '`',
      '{',
      '\\',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const path = `/${pieces.join('')}`;
        // Two leading slashes name a host to URL; canonicalTarget folds them (the other properties).
        fc.pre(!/^\/[/\\]/.test(path));
        const resolved = new URL(path, 'http://shop.example').pathname;
        fc.pre(!resolved.startsWith('//'));
        expect(canonicalTarget(path)).toBe(resolved);
      }),
      { numRuns: 5000 },
    );
  });

  it('keeps the query exactly as sent', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 }), (path, query) => {
        const target = canonicalTarget(`/${path.replace(/[?#]/g, '')}?${query}`);
        expect(target.slice(target.indexOf('?') + 1)).toBe(query);
      }),
    );
  });

  it('reads an absolute-form target as its path on our host', () => {
    expect(canonicalTarget('http://evil.example//x/../api/settings?a=1')).toBe('/api/settings?a=1');
    expect(isApiTarget(canonicalTarget('//evil.example/api/settings'))).toBe(false);
    expect(isApiTarget(canonicalTarget('/assets/../api/settings'))).toBe(true);
  });
});
