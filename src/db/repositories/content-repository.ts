import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { alertBanners, redirects, sales, staticPages } from '../schema';

export function createContentRepository(db: Database) {
  return {
    /** Every banner of the flavour, newest first; the caller picks the live one for its clock. */
    async alertBannersFor(app: string) {
      return db.select().from(alertBanners).where(eq(alertBanners.app, app)).orderBy(desc(alertBanners.startsAt));
    },

    /** The flavour's own page wins over the shared one of the same slug. */
    async staticPage(app: string, slug: string) {
      const [row] = await db
        .select()
        .from(staticPages)
        .where(and(eq(staticPages.slug, slug), or(eq(staticPages.app, app), isNull(staticPages.app))))
        .orderBy(sql`${staticPages.app} is null`)
        .limit(1);
      return row ?? null;
    },

    async redirectFor(fromPaths: readonly string[]) {
      if (fromPaths.length === 0) return null;
      const rows = await db
        .select()
        .from(redirects)
        .where(or(...fromPaths.map((p) => eq(redirects.fromPath, p))));
      // Prefer the most specific candidate (the order the caller gave).
      for (const path of fromPaths) {
        const hit = rows.find((r) => r.fromPath === path);
        if (hit) return hit;
      }
      return null;
    },

    /** Every sale, newest first (a handful of rows); the caller picks the one running at its date. */
    async allSales() {
      return db.select().from(sales).orderBy(desc(sales.startsAt));
    },
  };
}
export type ContentRepository = ReturnType<typeof createContentRepository>;
