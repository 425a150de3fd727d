import { and, asc, eq, like, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client';
import { localities, localityStreets } from '../schema';
import type { StreetPlace } from '../../domain/street-address';

const placeColumns = {
  streetId: localityStreets.id,
  street: localityStreets.name,
  suburb: localities.suburb,
  state: localities.state,
  postcode: localities.postcode,
  country: localities.country,
  latitude: sql<number>`${localities.latitude}`,
  longitude: sql<number>`${localities.longitude}`,
};

const likePrefix = (term: string) => `${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Locality words narrow the streets: a postcode, or a suburb prefix (state abbreviations are ignored). */
function localityFilter(text: string | null): SQL | undefined {
  if (!text) return undefined;
  const words = text.split(' ').filter((w) => w.length > 0);
  const postcode = words.find((w) => /^\d{4}$/.test(w));
  const suburb = words.filter((w) => !/^\d+$/.test(w) && !/^(nsw|vic|qld|sa|wa|tas|nt|act|new|zealand|australia)$/.test(w)).join(' ');
  return and(
    postcode ? eq(localities.postcode, postcode) : undefined,
    suburb ? like(sql`lower(${localities.suburb})`, likePrefix(suburb)) : undefined,
  );
}

/** The sandbox geocoder's data: street names of our localities (src/providers/maps). */
export function createStreetDirectoryRepository(db: Database) {
  return {
    /**
     * Streets whose name starts with `street` in the country, narrowed by the locality words, nearest
     * to `near` first (a bias, not a limit: far streets still come after near ones).
     */
    async search(query: {
      street: string;
      locality: string | null;
      country: string;
      near: { latitude: number; longitude: number } | null;
      limit: number;
    }): Promise<StreetPlace[]> {
      const { near } = query;
      // Squared equirectangular distance: enough to order places by nearness.
      const distance = near
        ? sql`power(${localities.latitude} - ${near.latitude}, 2) + power((${localities.longitude} - ${near.longitude}) * ${Math.cos((near.latitude * Math.PI) / 180)}, 2)`
        : null;
      return db
        .select(placeColumns)
        .from(localityStreets)
        .innerJoin(localities, eq(localities.id, localityStreets.localityId))
        .where(
          and(
            eq(localities.country, query.country),
            like(sql`lower(${localityStreets.name})`, likePrefix(query.street)),
            localityFilter(query.locality),
          ),
        )
        .orderBy(...(distance ? [distance] : []), asc(localities.suburb), asc(localityStreets.name))
        .limit(query.limit);
    },

    async byId(streetId: number): Promise<StreetPlace | null> {
      const [row] = await db
        .select(placeColumns)
        .from(localityStreets)
        .innerJoin(localities, eq(localities.id, localityStreets.localityId))
        .where(eq(localityStreets.id, streetId))
        .limit(1);
      return row ?? null;
    },
  };
}
export type StreetDirectoryRepository = ReturnType<typeof createStreetDirectoryRepository>;
