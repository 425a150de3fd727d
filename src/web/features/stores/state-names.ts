/** Store list groups by state (AU) or region (NZ); codes read better spelled out. */
export { regionName } from '../../../domain/region-names';

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
