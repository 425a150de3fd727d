/**
 * Street names for the sandbox geocoder: each locality gets a few common Australian and New
 * Zealand street names, chosen from its name by a hash so every seed gives the same streets.
 */
export const COMMON_STREET_NAMES = [
  'Smith Street',
  'High Street',
  'Church Street',
  'Station Street',
  'Victoria Street',
  'George Street',
  'King Street',
  'Queen Street',
  'William Street',
  'Park Road',
  'Main Road',
  'Railway Parade',
  'Beach Road',
  'Hill Street',
  'Elizabeth Street',
  'Albert Street',
  'Bridge Road',
  'Mill Street',
  'Wattle Avenue',
  'Banksia Street',
  'Ocean Street',
  'Forest Road',
  'River Road',
  'Short Street',
  'Campbell Parade',
  'Hall Street',
  'Edward Street',
  'Pacific Highway',
  'Anzac Parade',
  'Hospital Road',
] as const;

export const STREETS_PER_LOCALITY = 6;

/** FNV-1a: a small stable hash, the same on every machine and Node version. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The locality's streets: STREETS_PER_LOCALITY distinct names, Smith Street in Bondi for the demo. */
export function streetsFor(locality: { suburb: string; postcode: string }): string[] {
  const names = new Set<string>();
  if (locality.suburb === 'Bondi') names.add('Smith Street');
  let seed = fnv1a(`${locality.postcode}|${locality.suburb.toLowerCase()}`);
  while (names.size < STREETS_PER_LOCALITY) {
    names.add(COMMON_STREET_NAMES[seed % COMMON_STREET_NAMES.length]!);
    seed = Math.imul(seed ^ (seed >>> 15), 0x2c1b3c6d) >>> 0;
  }
  return [...names];
}
