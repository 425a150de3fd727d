/** Store list groups by state (AU) or region (NZ); codes read better spelled out. */
const REGION_NAMES: Record<string, string> = {
  NSW: 'New South Wales',
  VIC: 'Victoria',
  QLD: 'Queensland',
  SA: 'South Australia',
  WA: 'Western Australia',
  TAS: 'Tasmania',
  ACT: 'Australian Capital Territory',
  NT: 'Northern Territory',
  AUK: 'Auckland',
  WGN: 'Wellington',
  CAN: 'Canterbury',
  WKO: 'Waikato',
  BOP: 'Bay of Plenty',
  OTA: 'Otago',
};

export const regionName = (code: string) => REGION_NAMES[code.toUpperCase()] ?? code;

/** Groups keep the order of the list the API gave (it is already in a sensible order). */
export function groupByState<T extends { state: string }>(stores: readonly T[]): { state: string; stores: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const store of stores) {
    const group = groups.get(store.state) ?? [];
    group.push(store);
    groups.set(store.state, group);
  }
  return [...groups].map(([state, members]) => ({ state, stores: members }));
}
