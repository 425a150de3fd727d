import type { Database } from '../../db/client';
import { moveDemoDeliveryDaysOn } from '../../db/seed/delivery';
import { moveDemoWindowsOn } from '../../db/seed/demo-windows';

export interface DemoCalendarOptions {
  db: Database;
  now: () => Date;
  /** False when DEMO_DELIVERY_DAYS_FROM pins the demo's delivery days: they stay where it put them. */
  moveDeliveryDays: boolean;
}

export interface DemoCalendarOutcome {
  /** The demo's new reference day, or null when its windows were not due to move. */
  windowsMovedTo: Date | null;
  deliveryDaysAdded: number;
}

/**
 * Keeps a long-running demo current (demo mode only): moves the sale, promotions, banners and the
 * expired code on before the running ones end, and adds the demo's full delivery days again once
 * they have passed. Each run decides from the stored data and the clock, so running it often, late
 * or in two processes at once gives the same rows.
 */
export function createDemoCalendarJob(options: DemoCalendarOptions) {
  return {
    async runOnce(): Promise<DemoCalendarOutcome> {
      const at = options.now();
      const windowsMovedTo = await moveDemoWindowsOn(options.db, at);
      const deliveryDaysAdded = options.moveDeliveryDays ? await moveDemoDeliveryDaysOn(options.db, at) : 0;
      return { windowsMovedTo, deliveryDaysAdded };
    },
  };
}
export type DemoCalendarJob = ReturnType<typeof createDemoCalendarJob>;
