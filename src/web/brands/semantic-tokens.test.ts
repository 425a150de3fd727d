import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_IDS } from '../../domain/brands';

const WEB_DIR = path.resolve(import.meta.dirname, '..');
const TOKENS_FILE = path.join(WEB_DIR, 'brands', 'tokens.css');
const RAW_COLOUR = /#[0-9a-f]{3,8}\b|\b(?:rgb|rgba|hsl|hsla)\(/i;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

describe('brand tokens', () => {
  it('components use semantic tokens only: no raw colours outside tokens.css', () => {
    const offenders = filesUnder(WEB_DIR)
      .filter((file) => /\.(css|tsx)$/.test(file) && file !== TOKENS_FILE)
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => ({ file: path.relative(WEB_DIR, file), line: index + 1, text: line.trim() }))
          .filter(({ text }) => RAW_COLOUR.test(text)),
      );
    expect(offenders).toEqual([]);
  });

  it('every flavour defines its palette and button colours', () => {
    const css = readFileSync(TOKENS_FILE, 'utf8');
    const required = [
      '--color-brand',
      '--color-text',
      '--color-border',
      '--color-focus',
      '--button-primary-bg',
      '--button-primary-fg',
      '--button-secondary-bg',
      '--button-tertiary-fg',
    ];
    for (const app of APP_IDS) {
      // A flavour's block may be shared with a sibling (aol and aoc) through a selector list.
      const blocks = [...css.matchAll(/([^{}]+)\{([^}]*)\}/g)].filter(([, selector]) => selector?.includes(`[data-app='${app}']`));
      const declared = blocks.map(([, , body]) => body).join('\n');
      for (const token of required) expect(declared, `${app} ${token}`).toContain(`${token}:`);
    }
  });
});
