import { and, asc, count, eq, lt } from 'drizzle-orm';
import type { Database } from '../client';
import { accounts, REMINDER_STATUSES, reminders } from '../schema';

export type AccountRow = typeof accounts.$inferSelect;

/** The account area's reads and writes of an account row and a staff member's reminders. */
export function createAccountProfileRepository(db: Database) {
  return {
    async byId(accountId: string): Promise<AccountRow | null> {
      const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId));
      return row ?? null;
    },

    /** Only the profile's own columns: the role, staff fields and e-mail are never written here. */
    async updateProfile(accountId: string, profile: { firstName: string; lastName: string; phone: string | null }, now: Date) {
      const [row] = await db
        .update(accounts)
        .set({ firstName: profile.firstName, lastName: profile.lastName, phone: profile.phone, updatedAt: now })
        .where(eq(accounts.id, accountId))
        .returning();
      return row ?? null;
    },

    /** Active reminders (open and done; archived ones are hidden), by status then date. */
    async activeReminders(accountId: string) {
      const active = and(eq(reminders.accountId, accountId), lt(reminders.status, REMINDER_STATUSES.archived));
      const rows = await db
        .select({ id: reminders.id, name: reminders.name, notes: reminders.notes, date: reminders.date, status: reminders.status })
        .from(reminders)
        .where(active)
        .orderBy(asc(reminders.status), asc(reminders.date), asc(reminders.id));
      const [total] = await db.select({ n: count() }).from(reminders).where(active);
      return { rows, totalCount: Number(total?.n ?? 0) };
    },
  };
}
export type AccountProfileRepository = ReturnType<typeof createAccountProfileRepository>;
