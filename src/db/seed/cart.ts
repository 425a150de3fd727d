import { inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { APP_IDS } from '../../domain/brands';
import { normaliseCode } from '../../domain/cart-codes';
import { addOnOptions, categories, promoCodes, promoCodeUses, promotionRewards, promotions } from '../schema';
import { insertInBatches } from './batch';
import { ADD_ON_SEEDS, DEMO_CODE_SEEDS, REWARD_SEEDS } from './cart-data';
import type { SeededBrand } from './catalogue';
import { daysFrom } from './dates';

const cents = (dollars: number) => Math.round(dollars * 100);

export async function seedAddOns(db: Database): Promise<number> {
  const tops = await db
    .select({ id: categories.id, uri: categories.uri })
    .from(categories)
    .where(inArray(categories.uri, Object.keys(ADD_ON_SEEDS)));
  const rows = tops.flatMap((top) =>
    (ADD_ON_SEEDS[top.uri] ?? []).map((option, sortOrder) => ({
      kind: option.kind,
      categoryId: top.id,
      name: option.name,
      priceCents: cents(option.priceDollars),
      sortOrder,
    })),
  );
  return insertInBatches(db, addOnOptions, rows);
}

export async function seedPromotionRewards(db: Database): Promise<number> {
  const paths = REWARD_SEEDS.map((r) => r.promotionPath);
  const promos = await db.select({ id: promotions.id, path: promotions.path }).from(promotions).where(inArray(promotions.path, paths));
  const idByPath = new Map(promos.map((p) => [p.path, p.id]));
  const rows = REWARD_SEEDS.flatMap((reward) => {
    const promotionId = idByPath.get(reward.promotionPath);
    if (promotionId === undefined) return [];
    return [
      {
        promotionId,
        kind: reward.kind,
        title: reward.title,
        valueCents: cents(reward.valueDollars),
        percentOff: reward.percentOff ?? null,
        minItems: reward.minItems ?? 1,
      },
    ];
  });
  return insertInBatches(db, promotionRewards, rows);
}

/** The demo codes, for every flavour. */
export async function seedDemoCodes(db: Database, reference: Date, brandsByName: Map<string, SeededBrand>): Promise<number> {
  const rows = APP_IDS.flatMap((app) =>
    DEMO_CODE_SEEDS.map((seed) => ({
      app,
      code: normaliseCode(seed.code),
      kind: seed.kind,
      description: seed.description,
      percentOff: seed.percentOff ?? null,
      amountCents: seed.amountDollars === undefined ? null : cents(seed.amountDollars),
      minSpendCents: cents(seed.minSpendDollars ?? 0),
      brandId: seed.brand ? (brandsByName.get(seed.brand)?.id ?? null) : null,
      categoryUri: seed.categoryUri ?? null,
      expiresAt: seed.expiresDay === undefined ? null : daysFrom(reference, seed.expiresDay),
      maxUses: seed.maxUses ?? null,
      maxUsesPerCustomer: seed.maxUsesPerCustomer ?? null,
      balanceCents: seed.balanceDollars === undefined ? null : cents(seed.balanceDollars),
    })),
  );
  const inserted = await db.insert(promoCodes).values(rows).returning({ id: promoCodes.id, code: promoCodes.code });
  const usedUp = new Map(DEMO_CODE_SEEDS.filter((s) => s.seededUses).map((s) => [normaliseCode(s.code), s.seededUses ?? 0]));
  const uses = inserted.flatMap((row) =>
    Array.from({ length: usedUp.get(row.code) ?? 0 }, (_, i) => ({
      codeId: row.id,
      customerKey: `email:demo-shopper-${i}@example.com`,
      orderRef: `DEMO-${i}`,
    })),
  );
  await insertInBatches(db, promoCodeUses, uses);
  return rows.length;
}
