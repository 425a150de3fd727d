import { describe, expect, it } from 'vitest';
import type { Cart } from '../../src/contracts/cart';
import type { ErrorBody } from '../../src/contracts/errors';
import { CODE_FAILURE_LIMIT } from '../../src/domain/cart-codes';
import {
  cartClient,
  clientAddress,
  insertAccount,
  insertCartProduct,
  insertCode,
  recordCodeUse,
  sellingShelf,
  visitorCookie,
} from '../support/cart-fixtures';
import { asCustomer } from '../support/test-caller';
import { createTestApp } from '../support/test-app';

async function cartWith(
  priceCents: number,
  qty = 1,
  headers: Record<string, string> = { cookie: visitorCookie() },
  address = clientAddress(),
) {
  const app = await createTestApp();
  const shelf = await sellingShelf();
  const product = await insertCartProduct(shelf, { priceCents });
  const cart = cartClient(app, headers, address);
  expect((await cart.add({ qty, sku: product.sku })).statusCode).toBe(200);
  return { app, shelf, product, cart };
}

const errorsOf = (res: { json: <T>() => T }) => res.json<ErrorBody>().errors;

describe('POST /api/cart/coupon/ input', () => {
  it('refuses an empty or over-long code with the spec texts', async () => {
    const { cart } = await cartWith(100_00);
    for (const code of ['', '   ', undefined, null]) {
      const res = await cart.applyCode({ code });
      expect(res.statusCode).toBe(400);
      expect(errorsOf(res)).toEqual(['Coupon value cannot be empty.']);
    }
    const long = await cart.applyCode({ code: 'X'.repeat(41) });
    expect(long.statusCode).toBe(400);
    expect(errorsOf(long)).toEqual(['Coupon value cannot be more than 40 characters.']);
    const fortyLong = await cart.applyCode({ code: 'X'.repeat(40) });
    expect(fortyLong.statusCode).toBe(422);
  });

  it('answers 422 with the reason for an unknown code and for a cart with nothing in it', async () => {
    const { cart } = await cartWith(100_00);
    const unknown = await cart.applyCode({ code: ' nope-123 ' });
    expect(unknown.statusCode).toBe(422);
    expect(errorsOf(unknown)).toEqual(['Sorry, "nope-123" is not a valid coupon or gift card code.']);
    const app = await createTestApp();
    const code = await insertCode({ kind: 'percentage', percentOff: 10 });
    const empty = await cartClient(app, { cookie: visitorCookie() }).applyCode({ code: code.code });
    expect(empty.statusCode).toBe(422);
    expect(errorsOf(empty)).toEqual([`Add a product to your cart before applying the code "${code.code}".`]);
  });
});

describe('coupon effects', () => {
  it('takes a percentage off to the cent, case-insensitively, and removes it again', async () => {
    const { cart } = await cartWith(333_33, 3);
    const code = await insertCode({ kind: 'percentage', percentOff: 15 });
    const res = await cart.applyCode({ code: code.code.toLowerCase(), userEmail: 'shopper@example.com' });
    expect(res.statusCode).toBe(200);
    // 15% of 999.99 = 149.9985, rounded half up to 150.00
    expect(res.json<Cart>()).toMatchObject({
      subTotal: 999.99,
      couponDiscount: 150,
      orderTotal: 849.99,
      couponCode: code.code,
      email: 'shopper@example.com',
    });
    expect(res.json<Cart>().codes).toEqual([{ id: code.code, kind: 'percentage', description: code.description, amount: 150 }]);
    const again = await cart.applyCode({ code: code.code });
    expect(again.json<Cart>().codes).toHaveLength(1);
    const removed = await cart.removeCode(code.code.toLowerCase());
    expect(removed.statusCode).toBe(200);
    expect(removed.json<Cart>()).toMatchObject({ couponCode: null, couponDiscount: 0, orderTotal: 999.99, codes: [] });
    const notApplied = await cart.removeCode(code.code);
    expect(notApplied.statusCode).toBe(404);
    expect(errorsOf(notApplied)).toEqual([`The code "${code.code}" is not applied to this cart.`]);
    expect((await cart.removeCode('X'.repeat(41))).statusCode).toBe(400);
  });

  it('applies a fixed amount only above its minimum spend, and drops it with a message when the cart falls below', async () => {
    const { cart, shelf } = await cartWith(300_00);
    const code = await insertCode({ kind: 'fixed', amountCents: 50_00, minSpendCents: 500_00 });
    const short = await cart.applyCode({ code: code.code });
    expect(short.statusCode).toBe(422);
    expect(errorsOf(short)).toEqual([`Spend at least $500 to use the code "${code.code}".`]);
    const extra = await insertCartProduct(shelf, { priceCents: 250_00 });
    await cart.add({ qty: 1, sku: extra.sku });
    expect((await cart.applyCode({ code: code.code })).json<Cart>()).toMatchObject({ couponDiscount: 50, orderTotal: 500 });
    const dropped = (await cart.remove(extra.productCode)).json<Cart>();
    expect(dropped).toMatchObject({ couponCode: null, couponDiscount: 0, orderTotal: 300 });
    expect(dropped.messages).toEqual([
      `The code "${code.code}" no longer applies to your cart. Spend at least $500 to use the code "${code.code}".`,
    ]);
    expect((await cart.get()).json<Cart>().messages).toEqual([]);
  });

  it('limits a brand or category code to its products', async () => {
    const { app, cart, shelf } = await cartWith(200_00);
    const otherShelf = await sellingShelf();
    const other = await insertCartProduct(otherShelf, { priceCents: 1_000_00 });
    await cart.add({ qty: 1, sku: other.sku });
    const brandCode = await insertCode({ kind: 'percentage', percentOff: 50, brandId: shelf.brand.id });
    expect((await cart.applyCode({ code: brandCode.code })).json<Cart>()).toMatchObject({ couponDiscount: 100, orderTotal: 1100 });
    const categoryCode = await insertCode({ kind: 'fixed', amountCents: 2_000_00, categoryUri: otherShelf.category.uri });
    // A fixed amount never takes off more than the products it applies to; it replaces the first coupon.
    expect((await cart.applyCode({ code: categoryCode.code })).json<Cart>()).toMatchObject({
      couponDiscount: 1000,
      orderTotal: 200,
      couponCode: categoryCode.code,
    });

    const lonely = cartClient(app, { cookie: visitorCookie() });
    await lonely.add({ qty: 1, sku: other.sku });
    const refused = await lonely.applyCode({ code: brandCode.code });
    expect(refused.statusCode).toBe(422);
    expect(errorsOf(refused)).toEqual([`The code "${brandCode.code}" applies only to ${shelf.brand.name} products.`]);
    const category = await insertCode({ kind: 'percentage', percentOff: 5, categoryUri: shelf.category.uri });
    expect(errorsOf(await lonely.applyCode({ code: category.code }))).toEqual([
      `The code "${category.code}" applies only to ${shelf.category.name} products.`,
    ]);
  });

  it('refuses an expired or not yet active code', async () => {
    const { cart } = await cartWith(100_00);
    const expired = await insertCode({ kind: 'percentage', percentOff: 10, expiresAt: new Date(Date.now() - 60_000) });
    const later = await insertCode({ kind: 'percentage', percentOff: 10, startsAt: new Date(Date.now() + 86_400_000) });
    expect(errorsOf(await cart.applyCode({ code: expired.code }))).toEqual([`The code "${expired.code}" has expired.`]);
    expect(errorsOf(await cart.applyCode({ code: later.code }))).toEqual([`The code "${later.code}" is not active yet.`]);
  });

  it('enforces the overall and the per-customer usage limits', async () => {
    const { cart } = await cartWith(100_00);
    const used = await insertCode({ kind: 'percentage', percentOff: 10, maxUses: 2 });
    await recordCodeUse(used.id, 'email:a@example.com');
    await recordCodeUse(used.id, 'email:b@example.com');
    expect(errorsOf(await cart.applyCode({ code: used.code }))).toEqual([`The code "${used.code}" has reached its usage limit.`]);

    const once = await insertCode({ kind: 'fixed', amountCents: 20_00, maxUsesPerCustomer: 1 });
    await recordCodeUse(once.id, 'email:repeat@example.com');
    const repeat = await cart.applyCode({ code: once.code, userEmail: 'Repeat@Example.com' });
    expect(repeat.statusCode).toBe(422);
    expect(errorsOf(repeat)).toEqual([`You have already used the code "${once.code}".`]);
    expect((await cart.applyCode({ code: once.code, userEmail: 'first@example.com' })).statusCode).toBe(200);

    const accountId = await insertAccount();
    const { cart: mine } = await cartWith(100_00, 1, asCustomer(accountId));
    await recordCodeUse(once.id, `account:${accountId}`);
    expect(errorsOf(await mine.applyCode({ code: once.code }))).toEqual([`You have already used the code "${once.code}".`]);
  });
});

describe('gift cards', () => {
  it('pay up to their balance beside a coupon and refuse an empty card', async () => {
    const { cart } = await cartWith(250_00);
    const coupon = await insertCode({ kind: 'fixed', amountCents: 10_00 });
    const first = await insertCode({ kind: 'gift-card', balanceCents: 100_00 });
    const second = await insertCode({ kind: 'gift-card', balanceCents: 500_00 });
    const empty = await insertCode({ kind: 'gift-card', balanceCents: 0 });
    await cart.applyCode({ code: coupon.code });
    await cart.applyCode({ code: first.code });
    const res = (await cart.applyCode({ code: second.code })).json<Cart>();
    expect(res).toMatchObject({ couponDiscount: 10, giftCardTotal: 240, orderTotal: 0, couponCode: coupon.code, savingTotal: 10 });
    expect(res.codes.map((c) => [c.id, c.amount])).toEqual([
      [coupon.code, 10],
      [first.code, 100],
      [second.code, 140],
    ]);
    const refused = await cart.applyCode({ code: empty.code });
    expect(refused.statusCode).toBe(422);
    expect(errorsOf(refused)).toEqual([`The gift card "${empty.code}" has no balance left.`]);
  });
});

describe('guessing codes', () => {
  it(`answers 429 after ${CODE_FAILURE_LIMIT} codes that did not apply, even with a new cookie from the same address`, async () => {
    const sameAddress = clientAddress();
    const { app, cart } = await cartWith(100_00, 1, { cookie: visitorCookie() }, sameAddress);
    const good = await insertCode({ kind: 'percentage', percentOff: 10 });
    for (let i = 0; i < CODE_FAILURE_LIMIT; i += 1) expect((await cart.applyCode({ code: `GUESS-${i}` })).statusCode).toBe(422);
    const blocked = await cart.applyCode({ code: good.code });
    expect(blocked.statusCode).toBe(429);
    expect(errorsOf(blocked)).toEqual(['Too many codes that did not apply. Please wait 15 minutes before trying another code.']);
    const fresh = cartClient(app, { cookie: visitorCookie() }, sameAddress);
    expect((await fresh.applyCode({ code: good.code })).statusCode).toBe(429);
  });

  it('counts failures of calls sent with an Idempotency-Key too', async () => {
    const { cart } = await cartWith(100_00);
    for (let i = 0; i < CODE_FAILURE_LIMIT; i += 1) {
      const res = await cart.applyCode({ code: `GUESS-${i}` }, { 'idempotency-key': `guess-${i}-${Math.random()}` });
      expect(res.statusCode).toBe(422);
    }
    expect((await cart.applyCode({ code: 'ANOTHER' })).statusCode).toBe(429);
  });
});

/** How many answers had each status, e.g. { 422: 10, 429: 30 }. */
const tally = (responses: { statusCode: number }[]) =>
  responses.reduce<Record<number, number>>((counts, { statusCode }) => ({ ...counts, [statusCode]: (counts[statusCode] ?? 0) + 1 }), {});
const BURST = 40;

describe('guessing codes in parallel', () => {
  // A 422 is a code that was looked up, a 429 one that was not. Reading the count before the
  // look-up and writing the failure after it let 35 to 40 of 40 concurrent guesses through.
  it(`looks up at most ${CODE_FAILURE_LIMIT} of ${BURST} concurrent guesses from one visitor`, async () => {
    const { cart } = await cartWith(100_00);
    const answers = await Promise.all(Array.from({ length: BURST }, (_, i) => cart.applyCode({ code: `BURST-${i}` })));
    expect(tally(answers)).toEqual({ 422: CODE_FAILURE_LIMIT, 429: BURST - CODE_FAILURE_LIMIT });
  });

  it(`looks up at most ${CODE_FAILURE_LIMIT} of ${BURST} concurrent guesses sent with an Idempotency-Key each`, async () => {
    // Each keyed call runs in a transaction of its own, which a refusal rolls back: the slot is taken before it.
    const { cart } = await cartWith(100_00);
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) => cart.applyCode({ code: `KEYED-${i}` }, { 'idempotency-key': `keyed-${i}-${Math.random()}` })),
    );
    expect(tally(answers)).toEqual({ 422: CODE_FAILURE_LIMIT, 429: BURST - CODE_FAILURE_LIMIT });
  });

  it('a code that applies gives its slot back', async () => {
    const { cart } = await cartWith(100_00);
    const good = await insertCode({ kind: 'percentage', percentOff: 10 });
    for (let i = 1; i < CODE_FAILURE_LIMIT; i += 1) expect((await cart.applyCode({ code: `MISS-${i}` })).statusCode).toBe(422);
    for (let i = 1; i <= 3; i += 1) expect((await cart.applyCode({ code: good.code })).statusCode, `apply ${i}`).toBe(200);
    expect((await cart.applyCode({ code: 'MISS-LAST' })).statusCode).toBe(422);
    expect((await cart.applyCode({ code: good.code })).statusCode).toBe(429);
  });
});
