import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDeliveryRepository } from '../../src/db/repositories/delivery-repository';
import { createTransactions } from '../../src/db/transactions';
import { createDeliveryService } from '../../src/services/delivery/delivery-service';
import { unique } from '../support/fixtures';
import { workerDatabase } from '../support/test-app';

/**
 * A day with capacity 1 and ten orders booking it at once (issue 12, "never lost, never doubled"):
 * exactly one gets the day. Each booking runs in its own transaction, as the order's does, and does
 * a little more work after booking so the transactions overlap. Runs on PGlite, and on PostgreSQL
 * when DATABASE_URL is set.
 */
async function deliveryWith(defaultDayCapacity: number) {
  const { db } = await workerDatabase();
  const transactions = createTransactions(db);
  const service = createDeliveryService({
    repository: createDeliveryRepository(transactions.db),
    app: 'wa',
    country: 'AU',
    timeZone: 'Australia/Sydney',
    defaultDayCapacity,
    now: () => new Date('2031-05-01T00:00:00Z'),
  });
  const bookedOf = async (code: string, day: string) => {
    const result = await db.execute(
      sql`select booked, capacity from delivery_day_capacity where warehouse_code = ${code} and day = ${day}`,
    );
    return (result as unknown as { rows: { booked: number; capacity: number }[] }).rows[0];
  };
  const tenAtOnce = (code: string, day: string) =>
    Promise.allSettled(
      Array.from({ length: 10 }, () =>
        transactions.run(async () => {
          const got = await service.quoter.bookDay(code, day);
          // The rest of the order's transaction: holds the booking a moment before committing.
          await transactions.db.execute(sql`select pg_sleep(0.01)`);
          return got;
        }),
      ),
    );
  return { service, transactions, bookedOf, tenAtOnce };
}

const outcome = (results: PromiseSettledResult<boolean>[]) => ({
  booked: results.filter((r) => r.status === 'fulfilled' && r.value).length,
  refused: results.filter((r) => r.status === 'fulfilled' && !r.value).length,
  failed: results.filter((r) => r.status === 'rejected').length,
});

describe('delivery day capacity under concurrent orders', () => {
  it('ten concurrent bookings of a day with capacity 1: one is booked, nine are told the day is full, none fails', async () => {
    const { service, bookedOf, tenAtOnce } = await deliveryWith(40);
    const code = unique('W').toUpperCase();
    await service.setDayCapacity(code, '2031-05-06', 1);
    expect(outcome(await tenAtOnce(code, '2031-05-06'))).toEqual({ booked: 1, refused: 9, failed: 0 });
    expect(await bookedOf(code, '2031-05-06')).toEqual({ booked: 1, capacity: 1 });
  });

  it('the same when the day has no row yet: the first booking creates it with the default capacity', async () => {
    const { bookedOf, tenAtOnce } = await deliveryWith(1);
    const code = unique('W').toUpperCase();
    expect(outcome(await tenAtOnce(code, '2031-05-07'))).toEqual({ booked: 1, refused: 9, failed: 0 });
    expect(await bookedOf(code, '2031-05-07')).toEqual({ booked: 1, capacity: 1 });
  });

  it('a day of capacity 3 takes three of ten; a released booking frees a place, and releasing never goes below zero', async () => {
    const { service, bookedOf, tenAtOnce } = await deliveryWith(3);
    const code = unique('W').toUpperCase();
    expect(outcome(await tenAtOnce(code, '2031-05-08'))).toEqual({ booked: 3, refused: 7, failed: 0 });
    await service.quoter.releaseDay(code, '2031-05-08');
    expect(await bookedOf(code, '2031-05-08')).toEqual({ booked: 2, capacity: 3 });
    expect(await service.quoter.bookDay(code, '2031-05-08')).toBe(true);
    for (let i = 0; i < 5; i += 1) await service.quoter.releaseDay(code, '2031-05-08');
    expect(await bookedOf(code, '2031-05-08')).toEqual({ booked: 0, capacity: 3 });
  });
});
