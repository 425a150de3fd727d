import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { settings } from '../../src/db/schema';
import { seedDeliveryWhenMissing } from '../../src/db/seed/delivery';
import { workerDatabase } from '../support/test-app';

describe('delivery data for a database seeded before delivery existed', () => {
  it('is added at boot once, with the maps settings, and left alone after', async () => {
    const { db } = await workerDatabase();
    await db.execute(
      sql`truncate locality_streets, delivery_day_capacity, delivery_service_offers, supplier_deliveries, delivery_zones, warehouses`,
    );
    await db.delete(settings).where(eq(settings.name, 'mapsScriptUrl'));
    const summary = await seedDeliveryWhenMissing(db, new Date('2027-03-01T00:00:00Z'));
    expect(summary).toMatchObject({ warehouses: 10, deliveryZones: 32, deliveryServices: 24, deliveryDays: 4 });
    expect(summary!.localityStreets).toBeGreaterThan(50_000);
    const [row] = await db
      .select({ value: settings.value })
      .from(settings)
      .where(and(eq(settings.app, 'aol-nz'), eq(settings.name, 'mapsScriptUrl')));
    expect(row?.value).toBe('/sandbox/maps/js');
    expect(await seedDeliveryWhenMissing(db, new Date('2027-03-01T00:00:00Z'))).toBeNull();
  });
});
