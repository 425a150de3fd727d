import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { alertBanners, redirects, sales, staticPages } from '../schema';

export function createContentRepository(db: Database) {
  return {
    async currentAlertBanner(app: string, at: Date) {
      const [row] = await db
        .select()
        .from(alertBanners)
        .where(and(eq(alertBanners.app, app), lte(alertBanners.startsAt, at), or(isNull(alertBanners.endsAt), gt(alertBanners.endsAt, at))))
        .orderBy(desc(alertBanners.startsAt))
        .limit(1);
      return row ?? null;
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

    async saleAt(at: Date) {
      const [row] = await db
        .select()
        .from(sales)
        .where(and(lte(sales.startsAt, at), gt(sales.endsAt, at)))
        .orderBy(desc(sales.startsAt))
        .limit(1);
      return row ?? null;
    },
  };
}
export type ContentRepository = ReturnType<typeof createContentRepository>;
