/**
 * Document 1 sections 4 and 9: a `region_id` query parameter forces the delivery location to a
 * capital city (campaign links), and is removed from the address 500 ms later.
 */
export const REGION_PARAM = 'region_id';
export const REGION_PARAM_REMOVAL_MS = 500;

export interface RegionLocality {
  city: string;
  state: string;
  postcode: string;
}

const REGION_CODES: Readonly<Record<string, RegionLocality>> = {
  '2000': { city: 'Sydney', state: 'NSW', postcode: '2000' },
  '3000': { city: 'Melbourne', state: 'VIC', postcode: '3000' },
  // Canberra's postcode is 2600; its code is distinct because 2600 alone is not a campaign code.
  '2000222': { city: 'Canberra', state: 'ACT', postcode: '2600' },
  '4000': { city: 'Brisbane', state: 'QLD', postcode: '4000' },
  '5000': { city: 'Adelaide', state: 'SA', postcode: '5000' },
  '6000': { city: 'Perth', state: 'WA', postcode: '6000' },
  '7000': { city: 'Hobart', state: 'TAS', postcode: '7000' },
  '0800': { city: 'Darwin', state: 'NT', postcode: '0800' },
};

/** The locality a region code stands for, or null for a missing or unknown code. */
export function regionForCode(code: string | null | undefined): RegionLocality | null {
  if (code === null || code === undefined) return null;
  return REGION_CODES[code.trim()] ?? null;
}

/** The query string without the region parameter ('' or '?…'), other parameters kept in order. */
export function searchWithoutRegion(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(REGION_PARAM);
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}
