import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CODE_MAX_LENGTH, normaliseCode } from '../../domain/cart-codes';
import { DEMO_CODE_SEEDS, REWARD_SEEDS } from './cart-data';
import { PROMOTION_SEEDS } from './promotion-data';

const README = readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');

describe('demo codes', () => {
  it('are listed in the README table headed "Demo codes", one row each', () => {
    // The section runs to the next heading: later tables (the sandbox store codes) are not demo codes.
    const section = README.slice(README.indexOf('## Demo codes')).split(/\n(?=#{1,3} )/)[0]!;
    expect(section).toMatch(/^\| code +\| kind +\| what it does +\|$/m);
    const listed = [...section.matchAll(/^\| ([A-Z0-9]+) +\|/gm)].map((m) => m[1]);
    expect(listed).toEqual(DEMO_CODE_SEEDS.map((seed) => seed.code));
  });

  it('cover every kind the spec names and fit the code field', () => {
    expect(new Set(DEMO_CODE_SEEDS.map((s) => s.kind))).toEqual(new Set(['percentage', 'fixed', 'gift-card']));
    expect(DEMO_CODE_SEEDS.some((s) => s.minSpendDollars)).toBe(true);
    expect(DEMO_CODE_SEEDS.some((s) => s.brand)).toBe(true);
    expect(DEMO_CODE_SEEDS.some((s) => s.categoryUri)).toBe(true);
    expect(DEMO_CODE_SEEDS.some((s) => s.expiresDay !== undefined && s.expiresDay < 0)).toBe(true);
    expect(DEMO_CODE_SEEDS.some((s) => s.maxUsesPerCustomer)).toBe(true);
    expect(DEMO_CODE_SEEDS.some((s) => s.maxUses && s.seededUses === s.maxUses)).toBe(true);
    for (const seed of DEMO_CODE_SEEDS) {
      expect(normaliseCode(seed.code)).toBe(seed.code);
      expect(seed.code.length).toBeLessThanOrEqual(CODE_MAX_LENGTH);
    }
  });

  it('rewards belong to seeded promotions', () => {
    const paths = new Set(PROMOTION_SEEDS.map((p) => p.path));
    for (const reward of REWARD_SEEDS) expect(paths.has(reward.promotionPath), reward.promotionPath).toBe(true);
  });
});
