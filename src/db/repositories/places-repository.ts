import { and, asc, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { localities, salespeople, stores } from '../schema';

export const localityColumns = {
  id: localities.id,
  suburb: localities.suburb,
  state: localities.state,
  postcode: localities.postcode,
  country: localities.country,
  latitude: localities.latitude,
  longitude: localities.longitude,
};
export type LocalityRow = {
  id: number;
  suburb: string;
  state: string;
  postcode: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
};
export type StoreRow = typeof stores.$inferSelect;

/** Escapes LIKE wildcards so a typed "%" or "_" matches itself. */
function likePrefix(term: string): string {
  return `${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function createPlacesRepository(db: Database) {
  return {
    /**
     * Postcode or suburb prefix search on the indexed columns; exact suburb matches first.
     */
    async searchLocalities(country: string, term: string, limit: number): Promise<LocalityRow[]> {
      const lowered = term.toLowerCase();
      const matches = /^\d+$/.test(term)
        ? like(localities.postcode, likePrefix(term))
        : or(
            like(sql`lower(${localities.suburb})`, likePrefix(lowered)),
            // "bondi 2026" or "2026 bondi": a postcode with a suburb prefix.
            ...postcodeAndSuburb(lowered),
          );
      return db
        .select(localityColumns)
        .from(localities)
        .where(and(eq(localities.country, country), matches))
        .orderBy(sql`lower(${localities.suburb}) = ${lowered} desc`, asc(localities.suburb), asc(localities.postcode))
        .limit(limit);
    },

    async findLocality(country: string, suburb: string, state: string, postcode: string): Promise<LocalityRow | null> {
      const [row] = await db
        .select(localityColumns)
        .from(localities)
        .where(
          and(
            eq(localities.country, country),
            eq(localities.postcode, postcode),
            eq(localities.state, state),
            eq(sql`lower(${localities.suburb})`, suburb.toLowerCase()),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    async localityById(id: number): Promise<LocalityRow | null> {
      const [row] = await db.select(localityColumns).from(localities).where(eq(localities.id, id)).limit(1);
      return row ?? null;
    },

    async listStores(country: string): Promise<StoreRow[]> {
      return db.select().from(stores).where(eq(stores.country, country)).orderBy(asc(stores.state), asc(stores.name));
    },

    async salespeopleIn(subdivisions: readonly string[]) {
      if (subdivisions.length === 0) return [];
      return db
        .select({ code: salespeople.code, name: salespeople.name, subdivision: salespeople.subdivision })
        .from(salespeople)
        .where(inArray(salespeople.subdivision, [...subdivisions]))
        .orderBy(asc(salespeople.subdivision), asc(salespeople.name));
    },
  };
}

function postcodeAndSuburb(lowered: string) {
  const match = /^(\d{3,4})\s+(.+)$/.exec(lowered) ?? /^(.+?)\s+(\d{3,4})$/.exec(lowered);
  if (!match) return [];
  const [postcode, suburb] = /^\d/.test(match[1]!) ? [match[1]!, match[2]!] : [match[2]!, match[1]!];
  return [and(like(localities.postcode, likePrefix(postcode)), like(sql`lower(${localities.suburb})`, likePrefix(suburb)))];
}
export type PlacesRepository = ReturnType<typeof createPlacesRepository>;
